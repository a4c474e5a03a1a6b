/** The part of easyops's search worker module the benchmark calls (the package ships no types for it). */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js' {
  export interface SearchDocument {
    /** Page URL. */
    u: string;
    /** Anchor, with its '#'. */
    h?: string;
    t: string;
  }
  export interface SearchResult {
    document: SearchDocument;
    type: number;
    score: number;
  }
  export class SearchWorker {
    fetchIndexes(baseUrl: string, searchContext: string): Promise<void>;
    search(baseUrl: string, searchContext: string, input: string, limit: number): Promise<SearchResult[]>;
  }
}
