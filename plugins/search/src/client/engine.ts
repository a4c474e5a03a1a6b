import { normalize, parseQuery, type QueryGroup } from '../shared/text';
import type { SearchManifest, SearchShard } from '../shared/types';

/** A record prepared for matching: its fields normalised once, at load time. */
export interface IndexedRecord {
  section: string;
  sectionLabel: string;
  url: string;
  anchor: string;
  title: string;
  lvl2: string;
  lvl3: string;
  content: string;
  haystack: { title: string; heading: string; content: string };
}

export interface SearchHit {
  record: IndexedRecord;
  score: number;
  groups: QueryGroup[];
}

export interface SearchOptions {
  /** Section of the page the reader is on: its hits rank first. */
  currentSection?: string;
  limit?: number;
}

const FIELD_WEIGHT = { title: 8, heading: 4, content: 1 } as const;
/** Share of a Han group's bigrams that must occur for the group to match. */
const HAN_MATCH_RATIO = 0.6;

export function indexShard(shard: SearchShard): IndexedRecord[] {
  return shard.records.map((record) => {
    const page = shard.pages[record.page]!;
    return {
      section: shard.section,
      sectionLabel: shard.label,
      url: record.anchor ? `${page.url}#${record.anchor}` : page.url,
      anchor: record.anchor,
      title: page.title,
      lvl2: record.lvl2,
      lvl3: record.lvl3,
      content: record.content,
      haystack: {
        title: normalize(page.title),
        heading: normalize(`${record.lvl2} ${record.lvl3}`),
        content: normalize(record.content),
      },
    };
  });
}

/** How well one group matches one field: 0 (absent) to 1 (every piece present, whole text verbatim). */
function groupMatch(group: QueryGroup, field: string): number {
  if (field.includes(group.text)) return 1;
  if (group.kind === 'word' || group.pieces.length === 1) return 0;
  let found = 0;
  for (const piece of group.pieces) if (field.includes(piece)) found++;
  const ratio = found / group.pieces.length;
  return ratio >= HAN_MATCH_RATIO ? ratio * 0.8 : 0;
}

/** Scores one record; undefined when some group matches nowhere in it. */
export function scoreRecord(record: IndexedRecord, groups: readonly QueryGroup[]): number | undefined {
  let score = 0;
  for (const group of groups) {
    let best = 0;
    for (const field of ['title', 'heading', 'content'] as const) {
      const match = groupMatch(group, record.haystack[field]);
      if (match > 0) best = Math.max(best, match * FIELD_WEIGHT[field]);
    }
    if (best === 0) return undefined;
    score += best + group.text.length * 0.05;
  }
  // Page tops and exact heading hits are the best landing places.
  if (record.anchor === '') score += 0.5;
  return score;
}

/** Ranks records for a query: all groups must match; the reader's section ranks first on ties of quality. */
export function searchRecords(
  records: readonly IndexedRecord[],
  query: string,
  options: SearchOptions = {},
): SearchHit[] {
  const groups = parseQuery(query);
  if (groups.length === 0) return [];
  const hits: SearchHit[] = [];
  for (const record of records) {
    const score = scoreRecord(record, groups);
    if (score === undefined) continue;
    const boosted = options.currentSection && record.section === options.currentSection ? score * 1.5 : score;
    hits.push({ record, score: boosted, groups });
  }
  hits.sort((a, b) => b.score - a.score || a.record.url.localeCompare(b.record.url));
  return options.limit === undefined ? hits : hits.slice(0, options.limit);
}

/** One page in the results, with its best-matching records (best first). */
export interface PageResult {
  /** Page URL without anchor, as routed (not percent-encoded). */
  url: string;
  title: string;
  section: string;
  score: number;
  hits: SearchHit[];
}

export interface SearchResults {
  /** Number of matching pages. */
  total: number;
  pages: PageResult[];
}

export interface PagedSearchOptions extends SearchOptions {
  /** Pages to skip (for pagination). */
  offset?: number;
}

/** Groups ranked record hits by page, keeping the order of each page's best hit. */
export function groupByPage(hits: readonly SearchHit[]): PageResult[] {
  const pages = new Map<string, PageResult>();
  for (const hit of hits) {
    const url = hit.record.url.split('#')[0]!;
    const page = pages.get(url);
    if (page) page.hits.push(hit);
    else
      pages.set(url, {
        url,
        title: hit.record.title,
        section: hit.record.section,
        score: hit.score,
        hits: [hit],
      });
  }
  return [...pages.values()];
}

export class IndexLoadError extends Error {
  override name = 'RetryError';
}

/** Loads the manifest and every shard once; later calls share the same promise. */
export class SearchIndex {
  private loading: Promise<IndexedRecord[]> | undefined;

  constructor(
    private readonly manifestUrl: string,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
  ) {}

  load(): Promise<IndexedRecord[]> {
    this.loading ??= this.fetchAll().catch((error: unknown) => {
      this.loading = undefined;
      throw new IndexLoadError(`search index could not be loaded: ${(error as Error).message}`);
    });
    return this.loading;
  }

  /** Pages matching a query, best first. */
  async search(query: string, options: PagedSearchOptions = {}): Promise<SearchResults> {
    const pages = groupByPage(
      searchRecords(await this.load(), query, { currentSection: options.currentSection }),
    );
    const offset = options.offset ?? 0;
    const end = options.limit === undefined ? undefined : offset + options.limit;
    return { total: pages.length, pages: pages.slice(offset, end) };
  }

  private async fetchJson<T>(url: string): Promise<T> {
    const response = await this.fetchImpl(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  private async fetchAll(): Promise<IndexedRecord[]> {
    const manifest = await this.fetchJson<SearchManifest>(this.manifestUrl);
    const base = this.manifestUrl.slice(0, this.manifestUrl.lastIndexOf('/') + 1);
    const shards = await Promise.all(
      manifest.shards.map((entry) => this.fetchJson<SearchShard>(`${base}${entry.file}`)),
    );
    return shards.flatMap(indexShard);
  }
}

const indexes = new Map<string, SearchIndex>();

/** One index per manifest URL for the whole page: the modal and /search share what they loaded. */
export function searchIndexFor(manifestUrl: string): SearchIndex {
  let index = indexes.get(manifestUrl);
  if (!index) indexes.set(manifestUrl, (index = new SearchIndex(manifestUrl)));
  return index;
}
