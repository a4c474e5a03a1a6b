/** DocSearch's UI texts in zh-Hans; the placeholder keeps the spec's wording. */
export const SEARCH_PLACEHOLDER = 'Search docs';

/** Shown above results that match only some of the query's words (modal and /search page). */
export const PARTIAL_RESULTS_TEXT = '没有同时包含全部词语的结果，以下结果只包含部分词语。';

export const docSearchTranslations = {
  modal: {
    searchBox: {
      resetButtonTitle: '清除查询',
      resetButtonAriaLabel: '清除查询',
      cancelButtonText: '取消',
      cancelButtonAriaLabel: '取消',
      searchInputLabel: '搜索',
    },
    startScreen: {
      recentSearchesTitle: '最近搜索',
      noRecentSearchesText: '没有最近搜索',
      saveRecentSearchButtonTitle: '保存这个搜索',
      removeRecentSearchButtonTitle: '从历史记录中删除这个搜索',
      favoriteSearchesTitle: '收藏',
      removeFavoriteSearchButtonTitle: '从收藏列表中删除这个搜索',
    },
    errorScreen: {
      titleText: '无法获取结果',
      helpText: '你可能需要检查网络连接。',
    },
    footer: {
      selectText: '选中',
      selectKeyAriaLabel: 'Enter 键',
      navigateText: '导航',
      navigateUpKeyAriaLabel: '向上键',
      navigateDownKeyAriaLabel: '向下键',
      closeText: '关闭',
      closeKeyAriaLabel: 'Esc 键',
    },
    noResultsScreen: {
      noResultsText: '没有结果：',
      suggestedQueryText: '试试搜索',
      reportMissingResultsText: '认为这个查询应该有结果？',
      reportMissingResultsLinkText: '告诉作者。',
    },
  },
};
