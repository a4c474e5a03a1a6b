import '../../client/deferredModalTranslations.ts';
import { translate } from '@docusaurus/Translate';

/** DocSearch's own texts (its `translations.modal` prop). */
export const docSearchTranslations = {
  modal: {
    searchBox: {
      resetButtonTitle: translate({
        id: 'theme.SearchLocal.modal.searchBox.resetButtonTitle',
        message: 'Clear the query',
      }),
      resetButtonAriaLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.resetButtonTitle',
        message: 'Clear the query',
      }),
      cancelButtonText: translate({
        id: 'theme.SearchLocal.modal.searchBox.cancelButtonText',
        message: 'Cancel',
      }),
      cancelButtonAriaLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.cancelButtonText',
        message: 'Cancel',
      }),
      searchInputLabel: translate({
        id: 'theme.SearchLocal.modal.searchBox.searchInputLabel',
        message: 'Search',
      }),
    },
    startScreen: {
      recentSearchesTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.recentSearchesTitle',
        message: 'Recent',
      }),
      noRecentSearchesText: translate({
        id: 'theme.SearchLocal.modal.startScreen.noRecentSearchesText',
        message: 'No recent searches',
      }),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.favoriteSearchesTitle',
        message: 'Favorite',
      }),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchLocal.modal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: {
      titleText: translate({
        id: 'theme.SearchLocal.modal.errorScreen.titleText',
        message: 'Unable to fetch results',
      }),
      helpText: translate({
        id: 'theme.SearchLocal.modal.errorScreen.helpText',
        message: 'You might want to check your network connection.',
      }),
    },
    footer: {
      selectText: translate({
        id: 'theme.SearchLocal.modal.footer.selectText',
        message: 'to select',
      }),
      selectKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.selectKeyAriaLabel',
        message: 'Enter key',
      }),
      navigateText: translate({
        id: 'theme.SearchLocal.modal.footer.navigateText',
        message: 'to navigate',
      }),
      navigateUpKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.navigateUpKeyAriaLabel',
        message: 'Arrow up',
      }),
      navigateDownKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.navigateDownKeyAriaLabel',
        message: 'Arrow down',
      }),
      closeText: translate({
        id: 'theme.SearchLocal.modal.footer.closeText',
        message: 'to close',
      }),
      closeKeyAriaLabel: translate({
        id: 'theme.SearchLocal.modal.footer.closeKeyAriaLabel',
        message: 'Escape key',
      }),
    },
    noResultsScreen: {
      noResultsText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.noResultsText',
        message: 'No results for',
      }),
      suggestedQueryText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.suggestedQueryText',
        message: 'Try searching for',
      }),
      reportMissingResultsText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchLocal.modal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      }),
    },
  },
};
