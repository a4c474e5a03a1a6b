import { translate } from '@docusaurus/Translate';

/**
 * The modal's and the search page's UI strings, through Docusaurus's code translations: the
 * package's `locales/<locale>.json` gives each locale's defaults, the site's
 * `i18n/<locale>/code.json` overrides them, and the English messages here are the fallback.
 * (The search button's label is in `SearchButton.tsx`: it is on every page.)
 */

/** The input's placeholder, in the modal and on the search page. */
export const SEARCH_PLACEHOLDER = translate({
  id: 'theme.SearchLocal.placeholder',
  message: 'Search docs',
  description: 'The placeholder of the search input, in the modal and on the search page',
});

/** Shown above results that match only some of the query's words (modal and search page). */
export const PARTIAL_RESULTS_TEXT = translate({
  id: 'theme.SearchLocal.partialResults',
  message: 'No result contains every word of the query; these results contain some of them.',
  description: 'The line above results that match only some of the words of the query',
});

/** DocSearch's own texts (its `translations.modal` prop). */
export const docSearchTranslations = {
  modal: {
    searchBox: {
      resetButtonTitle: translate({
        id: 'theme.SearchLocal.modal.searchBox.resetButtonTitle',
        message: 'Clear the query',
        description: 'The label and ARIA label of the button that clears the query',
      }),
      resetButtonAriaLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.resetButtonTitle',
        message: 'Clear the query',
        description: 'The label and ARIA label of the button that clears the query',
      }),
      cancelButtonText: translate({
        id: 'theme.SearchLocal.modal.searchBox.cancelButtonText',
        message: 'Cancel',
        description: 'The label and ARIA label of the button that closes the modal (narrow screens)',
      }),
      cancelButtonAriaLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.cancelButtonText',
        message: 'Cancel',
        description: 'The label and ARIA label of the button that closes the modal (narrow screens)',
      }),
      searchInputLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.searchInputLabel',
        message: 'Search',
        description: 'The accessible name of the modal’s search input',
      }),
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.recentSearchesTitle',
        message: 'Recent',
        description: 'The title of the recent searches',
      }),
      noRecentSearchesText: translate({
        id: 'theme.SearchLocal.modal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
        description: 'The text shown when there is no recent search',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
        description: 'The label of the button that saves a recent search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
        description: 'The label of the button that removes a recent search',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
        description: 'The title of the saved searches',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
        description: 'The label of the button that removes a saved search',
      }),
    },
    errorScreen: {
      titleText: translate({
        id: 'theme.SearchLocal.modal.errorScreen.titleText',
        message: 'Unable to fetch results',
        description: 'The title of the screen shown when the index cannot be loaded',
      }),
      helpText: translate({
        id: 'theme.SearchLocal.modal.errorScreen.helpText',
        message: 'You might want to check your network connection.',
        description: 'The help text of the screen shown when the index cannot be loaded',
      }),
    },
    footer: {
      selectText: translate({
        id: 'theme.SearchLocal.modal.footer.selectText',
        message: 'to select',
        description: 'What the Enter key does',
      }),
      selectKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.selectKeyAriaLabel',
        message: 'Enter key',
        description: 'The ARIA label of the Enter key',
      }),
      navigateText: translate({
        id: 'theme.SearchLocal.modal.footer.navigateText',
        message: 'to navigate',
        description: 'What the arrow keys do',
      }),
      navigateUpKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.navigateUpKeyAriaLabel',
        message: 'Arrow up',
        description: 'The ARIA label of the Arrow up key',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
        description: 'The ARIA label of the Arrow down key',
      }),
      closeText: translate({
        id: 'theme.SearchLocal.modal.footer.closeText',
        message: 'to close',
        description: 'What the Escape key does',
      }),
      closeKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.closeKeyAriaLabel',
        message: 'Escape key',
        description: 'The ARIA label of the Escape key',
      }),
    },
    noResultsScreen: {
      noResultsText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.noResultsText',
        message: 'No results for',
        description: 'The text before the query that found nothing',
      }),
      suggestedQueryText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
        description: 'The text before suggested queries',
      }),
      reportMissingResultsText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
        description: 'The question asked when a query found nothing',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
        description: 'The link that reports missing results',
      }),
    },
  },
};
