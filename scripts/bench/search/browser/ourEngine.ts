/** Bundle entry for our engine: its public SearchIndex API only. */
import {
  SearchIndex,
  type SearchResults,
} from '../../../../packages/docusaurus-theme-search-local-zh/src/client/engine';
import type { BenchEngine } from './benchEngine';

export { measure } from './harness';

/** The page-level results the site shows: ten pages per query. */
const RESULT_LIMIT = 10;

export function createEngine(manifestUrl: string): BenchEngine {
  const index = new SearchIndex(manifestUrl);
  return {
    async load() {
      await index.load();
    },
    search: (query) => index.search(query, { limit: RESULT_LIMIT }),
    urls: (result) => (result as SearchResults).pages.map((page) => page.url),
  };
}
