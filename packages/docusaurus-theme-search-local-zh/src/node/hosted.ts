/**
 * The hosted-mode switch: with Algolia DocSearch credentials in the environment at build time, a
 * site loads the stock DocSearch theme instead of this plugin (see the README's "Hosted mode").
 */

/** Hosted Algolia DocSearch credentials (the search-only key is public by design). */
export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Optional: URLs matching it open as external links instead of client-side routes. */
  externalUrlRegex?: string;
}

/** The `themeConfig.algolia` of `@docusaurus/theme-search-algolia` that hosted mode sets. */
export interface HostedThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  searchParameters: Record<string, never>;
  searchPagePath: string;
  externalUrlRegex?: string;
}

type Env = Readonly<Record<string, string | undefined>>;

export const HOSTED_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

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

/**
 * The stock DocSearch theme's settings for hosted mode (it adds the preconnect to Algolia's
 * host), with its search page where the offline one was (`searchPagePath`, default `search`).
 */
export function algoliaThemeConfig(
  hosted: HostedSearch,
  { searchPagePath = 'search' }: { searchPagePath?: string } = {},
): HostedThemeConfig {
  return {
    appId: hosted.appId,
    apiKey: hosted.apiKey,
    indexName: hosted.indexName,
    contextualSearch: true,
    searchParameters: {},
    searchPagePath,
    ...(hosted.externalUrlRegex ? { externalUrlRegex: hosted.externalUrlRegex } : {}),
  };
}
