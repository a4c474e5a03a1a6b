/** What the in-page harness needs from a search engine (browser side). */
export interface BenchEngine {
  /** Fetches and prepares the whole index. */
  load(): Promise<void>;
  /** One query, as the engine answers it (the call that is timed). */
  search(query: string): Promise<unknown>;
  /** Result URLs, best first, from what `search` returned. */
  urls(result: unknown): string[];
}

export interface EngineMeasurement {
  /** Time to fetch and prepare the index in a fresh page. */
  loadMs: number;
  /** Result URLs per query (from the warm-up pass), in query order. */
  ranked: string[][];
  /** Every timed search, in milliseconds. */
  samples: number[];
}

/** The bundle's global: an engine factory and the harness. */
export interface BenchBundle {
  /** `resultLimit`: what the engine is asked for per query (its own default when undefined). */
  createEngine(indexUrl: string, resultLimit?: number): BenchEngine;
  measure(engine: BenchEngine, queries: readonly string[], passes: number): Promise<EngineMeasurement>;
}

export const BUNDLE_GLOBAL = '__searchBench';

/** What easyops's dropdown asks its engine for per query (its `searchResultLimits` default). */
export const EASYOPS_DROPDOWN_LIMIT = 8;
