import '../../client/deferredTranslations.ts';
import { translate } from '@docusaurus/Translate';

/**
 * The UI strings the modal and the search page share, through Docusaurus's code translations:
 * the package's `locales/<locale>.json` gives each locale's defaults, the site's
 * `i18n/<locale>/code.json` overrides them, and the English messages here are the fallback.
 * (The search button's label is in `SearchButton.tsx`: it is on every page; the modal's own
 * strings are in `modalTranslations.ts`, which the search page does not load.) Importing this
 * module puts the page's deferred strings back before any is translated.
 */

/** The input's placeholder, in the modal and on the search page. */
export const SEARCH_PLACEHOLDER = translate({
  id: 'theme.SearchLocal.placeholder',
  message: 'Search docs',
});

/** Shown above results that match only some of the query's words (modal and search page). */
export const PARTIAL_RESULTS_TEXT = translate({
  id: 'theme.SearchLocal.partialResults',
  message: 'No result contains every word of the query; these results contain some of them.',
});
