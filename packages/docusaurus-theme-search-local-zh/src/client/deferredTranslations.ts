/**
 * The search page's deferred strings (and those it shares with the modal), put back when the page
 * or the modal loads: `theme/SearchBar/translations.ts` imports this module first.
 */
import messages from '@generated/docusaurus-theme-search-local-zh/codeTranslations.page.json';
import { restoreTranslations } from './restoreTranslations.ts';

restoreTranslations(messages);
