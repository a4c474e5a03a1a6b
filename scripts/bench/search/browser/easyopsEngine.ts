/**
 * Bundle entry for @easyops-cn/docusaurus-search-local: its search worker's class, run on the
 * page's main thread (engine level, without the worker's message round trip).
 */
import { SearchWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js';
import { EASYOPS_DROPDOWN_LIMIT, type BenchEngine } from './benchEngine';

export { measure } from './harness';

/** `resultLimit`: results (titles, headings, contents) asked per query; by default what its dropdown asks. */
export function createEngine(baseUrl: string, resultLimit = EASYOPS_DROPDOWN_LIMIT): BenchEngine {
  const worker = new SearchWorker();
  return {
    load: () => worker.fetchIndexes(baseUrl, ''),
    search: (query) => worker.search(baseUrl, '', query, resultLimit),
    urls: (results) =>
      (results as Awaited<ReturnType<SearchWorker['search']>>).map(
        ({ document }) => `${document.u}${document.h ?? ''}`,
      ),
  };
}
