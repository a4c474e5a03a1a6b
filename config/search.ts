import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import {
  algoliaThemeConfig as packageAlgoliaThemeConfig,
  resolveHostedSearch,
  type HostedSearch,
  type Options as SearchPluginOptions,
} from '../packages/docusaurus-theme-search-local-zh/src/node';
import { blogOptions, docsOptions } from './content';
import { sections } from './sections';

export { resolveHostedSearch, type HostedSearch };

/** Where the search page lives, offline and hosted. */
const searchPagePath = 'search';

/** Offline search (the default): one index shard per section, plus the blog. */
export const searchOptions = {
  sections: sections.map(({ dirName, label, to }) => ({
    key: dirName.toLowerCase(),
    label,
    entryPaths: to.toLowerCase().startsWith(`/${docsOptions.routeBasePath}/${dirName.toLowerCase()}/`)
      ? []
      : [to],
  })),
  blogLabel: '博客',
  docsRouteBasePath: docsOptions.routeBasePath,
  blogRouteBasePath: blogOptions.routeBasePath,
  searchPagePath,
} satisfies SearchPluginOptions;

/** The stock DocSearch theme's settings for hosted mode (it adds the preconnect to Algolia's host). */
export function algoliaThemeConfig(hosted: HostedSearch): AlgoliaThemeConfig['algolia'] {
  return packageAlgoliaThemeConfig(hosted, { searchPagePath });
}

/** Hosted mode when the three ALGOLIA_* variables are set at build time (see the package's README). */
export const hostedSearch = resolveHostedSearch(process.env);
