import { normalizeAll, parseQuery, type QueryGroup } from '../shared/text.ts';
import { decodeAnchor } from '../shared/anchors.ts';
import { takeEarlyFetch } from '../shared/earlyFetches.ts';
import { hanShardFile } from '../shared/hanShards.ts';
import type { FragmentFile, SearchManifest } from '../shared/types.ts';
import { withTypoAlternatives } from './typos.ts';
import { browserFetch, fetchIndexFiles, fetchOk, filesNamedByPage, searchFolder } from './indexFiles.ts';
import {
  hanShardsFor,
  needsWords,
  prepareHanShard,
  prepareIndex,
  prepareWords,
  rankPages,
  scoreRecord,
  type LoadedHanShard,
  type LoadedIndex,
  type LoadedPage,
  type LoadedWords,
} from './ranking.ts';

/** A place in a page to land on: the page top or one of its headings, with its text. */
export interface RecordHit {
  /** Page URL with the heading's anchor. */
  url: string;
  lvl2: string;
  lvl3: string;
  content: string;
}

/** One page in the results, with its best-matching places (best first, at most three). */
export interface PageResult {
  /** Page URL without anchor, as routed (not percent-encoded). */
  url: string;
  title: string;
  section: string;
  sectionLabel: string;
  score: number;
  /** In the reader's current section (such pages come first). */
  inSection: boolean;
  hits: RecordHit[];
}

export interface SearchResults {
  /** Number of matching pages. */
  total: number;
  pages: PageResult[];
  /** The parsed query, with the typo corrections found for it (for highlighting). */
  groups: QueryGroup[];
  /** No page matched every part of the query: these pages match the most parts. */
  partial: boolean;
}

/** A page in the results whose places come from its text, fetched when asked for (once). */
export interface PendingPageResult extends Omit<PageResult, 'hits'> {
  loadHits(): Promise<RecordHit[]>;
}

/** `SearchResults` as soon as the pages are ranked. */
export interface RankedResults extends Omit<SearchResults, 'pages'> {
  pages: PendingPageResult[];
}

export interface SearchOptions {
  /** Section of the page the reader is on: its pages rank first among equals. */
  currentSection?: string;
  /** Pages to skip (pagination). */
  offset?: number;
  /** Most pages to return (their text is fetched for snippets). */
  limit?: number;
}

const HITS_PER_PAGE_RESULT = 3;

/** DocSearch shows its error screen for errors named RetryError. */
export class IndexLoadError extends Error {
  override name = 'RetryError';
}

const normalizedFragments = new WeakMap<FragmentFile, string[]>();

/** A page's texts normalised, once per loaded fragment and in one pass (see `normalizeAll`). */
function normalizedTexts(texts: FragmentFile): string[] {
  let normalized = normalizedFragments.get(texts);
  if (!normalized) normalizedFragments.set(texts, (normalized = normalizeAll(texts)));
  return normalized;
}

/** The places in one page that best match the query (best first, at most three), from its fetched text. */
export function pageHits(
  index: LoadedIndex,
  page: LoadedPage,
  texts: FragmentFile,
  groups: readonly QueryGroup[],
): RecordHit[] {
  const scored = [];
  const normalized = normalizedTexts(texts);
  for (let i = 0; i < page.count; i++) {
    const record = index.records[page.first + i]!;
    const { score } = scoreRecord(record.headingNorm, normalized[i] ?? '', groups);
    if (score > 0) scored.push({ i, score, record, content: texts[i] ?? '' });
  }
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const best =
    scored.length > 0
      ? scored.slice(0, HITS_PER_PAGE_RESULT)
      : [{ record: index.records[page.first]!, content: texts[0] ?? '' }];
  return best.map(({ record, content }) => {
    const anchor = decodeAnchor(record.anchor, record.lvl2, record.lvl3);
    return {
      url: anchor ? `${page.url}#${anchor}` : page.url,
      lvl2: record.lvl2,
      lvl3: record.lvl3,
      content,
    };
  });
}

/** The loaded index, with the manifest that named its files (shards must come from the same one). */
interface LoadedSearch {
  manifest: SearchManifest;
  index: LoadedIndex;
}

/**
 * The site's search index: the compact index (titles, headings) loads once; the word file when a
 * query has a word (or search opens), a query's Han shards when it needs them, and page texts for
 * the results shown.
 */
export class SearchIndex {
  private loading: Promise<LoadedSearch> | undefined;
  /** Han shards by file name, so a shard fetched early under the page's names is reused. */
  private readonly shards = new Map<string, Promise<LoadedHanShard>>();
  /** The word file's bytes, and the words prepared from them (only when a query has a word). */
  private readonly wordBytes = new Map<string, Promise<ArrayBuffer>>();
  private readonly wordFiles = new Map<string, Promise<LoadedWords>>();
  private readonly fragments = new Map<string, Promise<FragmentFile>>();
  private readonly base: string;

  constructor(
    private readonly manifestUrl: string,
    private readonly fetchImpl: typeof fetch = browserFetch,
    /** The files named by the page (see `filesNamedByPage`): a query's shards start loading with the index. */
    private readonly named: SearchManifest | undefined = filesNamedByPage(),
  ) {
    this.base = searchFolder(manifestUrl);
  }

  /**
   * Loads the compact index, and starts fetching the word file (search is opening: the reader may
   * type a word; it is prepared when one does). A failure is reported as IndexLoadError and
   * retried on the next call.
   */
  async load(): Promise<LoadedIndex> {
    if (this.named) this.fetchWords(this.named).catch(() => undefined);
    const { manifest, index } = await this.loadWithManifest();
    this.fetchWords(manifest).catch(() => undefined);
    return index;
  }

  /** Pages matching a query, best first, each with its best places and their text. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResults> {
    const ranked = await this.rank(query, options);
    const hits = await Promise.all(ranked.pages.map((page) => page.loadHits()));
    return { ...ranked, pages: ranked.pages.map((page, i) => ({ ...page, hits: hits[i]! })) };
  }

  /**
   * Pages matching a query, best first, from the index alone; each page's places load with its
   * text when asked for, so the first results can show before the last text is fetched.
   */
  async rank(query: string, options: SearchOptions = {}): Promise<RankedResults> {
    // Before the index (and its synonym table) arrives: the query's own words.
    const typed = parseQuery(query);
    if (typed.length === 0) return { total: 0, pages: [], groups: typed, partial: false };
    if (this.named) {
      // Started before the index arrives; a failure here is seen again below, or the names were stale.
      for (const shard of hanShardsFor(typed, this.named.hanShards)) {
        this.loadShard(this.named, shard).catch(() => undefined);
      }
    }
    const { manifest, index } = await this.loadWithManifest();
    const parsed = parseQuery(query, index.synonyms);
    const shards = hanShardsFor(parsed, manifest.hanShards);
    const [words, ...loaded] = await Promise.all([
      needsWords(parsed) ? this.loadWords(manifest) : undefined,
      ...shards.map((shard) => this.loadShard(manifest, shard)),
    ]);
    index.words ??= words;
    shards.forEach((shard, i) => index.hanShards.set(shard, loaded[i]!));
    const groups = index.words ? withTypoAlternatives(parsed, index.words.terms) : parsed;
    const { pages: ranked, partial } = rankPages(index, groups, options.currentSection);
    const offset = options.offset ?? 0;
    const shown = ranked.slice(offset, options.limit === undefined ? undefined : offset + options.limit);
    const pages = shown.map(({ page: pageNumber, score, inSection }) => {
      const page = index.pages[pageNumber]!;
      return {
        url: page.url,
        title: page.title,
        section: page.section.key,
        sectionLabel: page.section.label,
        score,
        inSection,
        loadHits: () =>
          this.loadFragment(page.fragment).then((texts) => pageHits(index, page, texts, groups)),
      };
    });
    return { total: ranked.length, pages, groups, partial };
  }

  private loadWithManifest(): Promise<LoadedSearch> {
    this.loading ??= this.retrying(
      async () => {
        const { manifest, index } = await fetchIndexFiles(this.manifestUrl, this.fetchImpl, this.named);
        return { manifest, index: prepareIndex(index, manifest.hanShards) };
      },
      () => (this.loading = undefined),
    );
    return this.loading;
  }

  private loadShard(manifest: SearchManifest, shard: number): Promise<LoadedHanShard> {
    const name = hanShardFile(manifest.han, shard);
    return this.cached(this.shards, name, async () =>
      prepareHanShard(new Uint8Array(await (await this.fetchEarly(name)).arrayBuffer())),
    );
  }

  private fetchWords(manifest: SearchManifest): Promise<ArrayBuffer> {
    return this.cached(this.wordBytes, manifest.words, async () =>
      (await this.fetchEarly(manifest.words)).arrayBuffer(),
    );
  }

  private loadWords(manifest: SearchManifest): Promise<LoadedWords> {
    return this.cached(this.wordFiles, manifest.words, async () =>
      prepareWords(new Uint8Array(await this.fetchWords(manifest))),
    );
  }

  private loadFragment(name: string): Promise<FragmentFile> {
    return this.cached(
      this.fragments,
      name,
      async () => (await (await this.fetchOk(name)).json()) as FragmentFile,
    );
  }

  /** One load per name; a failed one is forgotten so the next call retries. */
  private cached<T>(cache: Map<string, Promise<T>>, name: string, load: () => Promise<T>): Promise<T> {
    let loading = cache.get(name);
    if (!loading) {
      loading = this.retrying(load, () => cache.delete(name));
      cache.set(name, loading);
    }
    return loading;
  }

  /** A file's response: the one the search page's head started (see `earlyFetches.ts`), else a fetch. */
  private async fetchEarly(name: string): Promise<Response> {
    const early = await takeEarlyFetch(`${this.base}${name}`)?.catch(() => undefined);
    return early?.ok ? early : this.fetchOk(name);
  }

  private fetchOk(name: string): Promise<Response> {
    return fetchOk(this.fetchImpl, `${this.base}${name}`);
  }

  /** Runs a load; on failure forgets it so the next call retries. */
  private retrying<T>(load: () => Promise<T>, forget: () => void): Promise<T> {
    return load().catch((error: unknown) => {
      forget();
      throw new IndexLoadError(`search index could not be loaded: ${(error as Error).message}`);
    });
  }
}

const indexes = new Map<string, SearchIndex>();

/** One index per manifest URL for the whole page: the modal and /search share what they loaded. */
export function searchIndexFor(manifestUrl: string): SearchIndex {
  let index = indexes.get(manifestUrl);
  if (!index) indexes.set(manifestUrl, (index = new SearchIndex(manifestUrl)));
  return index;
}
