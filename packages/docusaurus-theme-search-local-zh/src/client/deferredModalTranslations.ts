/** The modal's own deferred strings, put back when the modal loads (`theme/SearchBar/modalTranslations.ts`). */
import messages from '@generated/docusaurus-theme-search-local-zh/codeTranslations.modal.json';
import { restoreTranslations } from './restoreTranslations.ts';

restoreTranslations(messages);
