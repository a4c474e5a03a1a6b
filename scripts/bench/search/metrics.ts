/** Ranking quality (pure). */
import { mean } from '../stats';

/** 1/rank of the first relevant page among the first `k` results, else 0. */
export function reciprocalRank(ranked: readonly string[], relevant: readonly string[], k = 10): number {
  const wanted = new Set(relevant);
  const index = ranked.slice(0, k).findIndex((url) => wanted.has(url));
  return index === -1 ? 0 : 1 / (index + 1);
}

/** Share of the relevant pages found among the first `k` results. */
export function recallAt(ranked: readonly string[], relevant: readonly string[], k = 10): number {
  const wanted = new Set(relevant);
  if (wanted.size === 0) throw new Error('recall needs at least one relevant page');
  const top = new Set(ranked.slice(0, k));
  return [...wanted].filter((url) => top.has(url)).length / wanted.size;
}

/** One judged query's outcome for one engine. */
export interface QueryOutcome {
  query: string;
  relevant: readonly string[];
  /** Page paths the engine returned, best first (already normalised, first 10). */
  ranked: readonly string[];
  reciprocalRank: number;
  recall: number;
}

export interface QualitySummary {
  mrr: number;
  recall: number;
  outcomes: QueryOutcome[];
}

/** MRR@k and mean recall@k over a judged query set. */
export function summarizeQuality(
  runs: ReadonlyArray<{ query: string; relevant: readonly string[]; ranked: readonly string[] }>,
  k = 10,
): QualitySummary {
  const outcomes = runs.map(({ query, relevant, ranked }) => ({
    query,
    relevant,
    ranked: ranked.slice(0, k),
    reciprocalRank: reciprocalRank(ranked, relevant, k),
    recall: recallAt(ranked, relevant, k),
  }));
  return {
    mrr: mean(outcomes.map((outcome) => outcome.reciprocalRank)),
    recall: mean(outcomes.map((outcome) => outcome.recall)),
    outcomes,
  };
}

/** The `count` worst queries by reciprocal rank, then by recall (stable for ties). */
export function worstQueries(outcomes: readonly QueryOutcome[], count: number): QueryOutcome[] {
  return outcomes
    .map((outcome, index) => ({ outcome, index }))
    .sort(
      (a, b) =>
        a.outcome.reciprocalRank - b.outcome.reciprocalRank ||
        a.outcome.recall - b.outcome.recall ||
        a.index - b.index,
    )
    .slice(0, count)
    .map(({ outcome }) => outcome);
}

/**
 * A result URL as a page path: origin, query and anchor removed, percent-decoding undone,
 * trailing slash dropped (except for the root).
 */
export function toPagePath(url: string): string {
  let path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  try {
    path = decodeURI(path);
  } catch {
    // Keep malformed escapes as they are.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Result URLs as distinct page paths in first-seen order, at most `k`. */
export function rankedPages(urls: readonly string[], k = 10): string[] {
  const pages: string[] = [];
  for (const url of urls) {
    const page = toPagePath(url);
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === k) break;
  }
  return pages;
}
