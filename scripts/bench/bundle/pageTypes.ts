/** One page of each type the site has, for the first-visit measurements. */
export interface PageType {
  type: string;
  path: string;
  /** Features whose code this page uses on its first visit. */
  uses: readonly Feature[];
}

/** Optional code a page should load only when it shows that feature. */
export type Feature = 'mermaid' | 'search-engine';

export const PAGE_TYPES: readonly PageType[] = [
  { type: 'home', path: '/', uses: [] },
  { type: 'doc', path: '/docs/TypeScript/类型断言', uses: [] },
  { type: 'doc with Mermaid', path: '/docs/JavaScript/核心概念/闭包', uses: ['mermaid'] },
  { type: 'category index', path: '/docs/category/nodejs', uses: [] },
  { type: 'tag page', path: '/docs/tags/react', uses: [] },
  { type: 'blog post', path: '/blog/welcome', uses: [] },
  { type: 'blog list', path: '/blog', uses: [] },
  { type: 'search page', path: '/search', uses: ['search-engine'] },
  { type: '404', path: '/no-such-page', uses: [] },
];

const FEATURE_SOURCES: Record<Feature, RegExp> = {
  mermaid: /node_modules\/(mermaid|@mermaid-js|@docusaurus\/theme-mermaid)\//,
  // The navbar button (SearchBar/SearchButton) is on every page; the engine, adapter and modal are not.
  'search-engine':
    /packages\/docusaurus-theme-search-local-zh\/src\/(client\/(engine|docsearchAdapter|highlight|pagination)|shared\/text)\.ts|node_modules\/(@docsearch|algoliasearch|@algolia)\//,
};

/** Which optional feature a module's source belongs to, if any. */
export function featureOf(source: string): Feature | undefined {
  return (Object.keys(FEATURE_SOURCES) as Feature[]).find((feature) => FEATURE_SOURCES[feature].test(source));
}
