import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import type { SearchPluginOptions } from '../packages/docusaurus-theme-search-local-zh/src/node';
import { sections } from './sections';

/** Offline search (the default): one index shard per section, plus the blog. */
export const searchOptions = {
  sections: sections.map(({ dirName, label, to }) => ({
    key: dirName.toLowerCase(),
    label,
    entryPaths: to.toLowerCase().startsWith(`/docs/${dirName.toLowerCase()}/`) ? [] : [to],
  })),
  blogLabel: '博客',
} satisfies SearchPluginOptions;

/** Hosted Algolia DocSearch credentials (the search-only key is public by design). */
export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Optional: URLs matching it open as external links instead of client-side routes. */
  externalUrlRegex?: string;
}

type Env = Readonly<Record<string, string | undefined>>;
const HOSTED_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/**
 * Hosted mode when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set;
 * offline mode when none is; a partial set is a configuration mistake and fails the build.
 */
export function resolveHostedSearch(env: Env): HostedSearch | undefined {
  const values = HOSTED_VARIABLES.map((name) => env[name]?.trim() ?? '');
  if (values.every((value) => value === '')) return undefined;
  const missing = HOSTED_VARIABLES.filter((_, i) => values[i] === '');
  if (missing.length > 0) {
    throw new Error(`Hosted search needs ${HOSTED_VARIABLES.join(', ')}; missing: ${missing.join(', ')}`);
  }
  const [appId, apiKey, indexName] = values as [string, string, string];
  const externalUrlRegex = env.ALGOLIA_EXTERNAL_URL_REGEX?.trim();
  return { appId, apiKey, indexName, ...(externalUrlRegex ? { externalUrlRegex } : {}) };
}

/** The stock DocSearch theme's settings for hosted mode (it adds the preconnect to Algolia's host). */
export function algoliaThemeConfig(hosted: HostedSearch): AlgoliaThemeConfig['algolia'] {
  return {
    appId: hosted.appId,
    apiKey: hosted.apiKey,
    indexName: hosted.indexName,
    contextualSearch: true,
    searchParameters: {},
    searchPagePath: 'search',
    ...(hosted.externalUrlRegex ? { externalUrlRegex: hosted.externalUrlRegex } : {}),
  };
}

export const hostedSearch = resolveHostedSearch(process.env);
