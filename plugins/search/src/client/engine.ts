import { normalize, parseQuery, type QueryGroup } from '../shared/text';
import type { FragmentFile, RareTermsFile, SearchManifest } from '../shared/types';
import { browserFetch, fetchIndexFiles, fetchOk, searchFolder } from './indexFiles';
import {
  needsRare,
  prepareIndex,
  prepareRare,
  rankPages,
  scoreRecord,
  byRank,
  preferSection,
  type LoadedIndex,
  type LoadedPage,
  type RareTerms,
} from './ranking';

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
  /** The parsed query (for highlighting). */
  groups: QueryGroup[];
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

/** Most records counted when a page's text says more about the query than another's. */
const MAX_MATCHING_RECORDS = 5;

/**
 * The places in one page that best match, from its fetched text, and a text score: the best
 * place's score plus half a point for each place (up to five) that holds every group.
 */
export function pageHits(
  index: LoadedIndex,
  page: LoadedPage,
  texts: FragmentFile,
  groups: readonly QueryGroup[],
): { hits: RecordHit[]; textScore: number } {
  const scored = [];
  let complete = 0;
  for (let i = 0; i < page.count; i++) {
    const record = index.records[page.first + i]!;
    const content = texts[i] ?? '';
    const { score, matchedAll } = scoreRecord(record.headingNorm, normalize(content), groups);
    if (matchedAll) complete++;
    if (score > 0) scored.push({ i, score, record, content });
  }
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  const best =
    scored.length > 0
      ? scored.slice(0, HITS_PER_PAGE_RESULT)
      : [{ i: 0, score: 0, record: index.records[page.first]!, content: texts[0] ?? '' }];
  return {
    hits: best.map(({ record, content }) => ({
      url: record.anchor ? `${page.url}#${record.anchor}` : page.url,
      lvl2: record.lvl2,
      lvl3: record.lvl3,
      content,
    })),
    textScore: best[0]!.score + 0.5 * Math.min(complete, MAX_MATCHING_RECORDS),
  };
}

/**
 * The site's search index: the compact index (titles, headings, term postings) loads once;
 * rare terms load when a query needs them; page texts load for the results shown.
 */
export class SearchIndex {
  private loading: Promise<LoadedIndex> | undefined;
  private rareLoading: Promise<RareTerms> | undefined;
  private readonly fragments = new Map<string, Promise<FragmentFile>>();
  private readonly base: string;

  constructor(
    private readonly manifestUrl: string,
    private readonly fetchImpl: typeof fetch = browserFetch,
  ) {
    this.base = searchFolder(manifestUrl);
  }

  /** Loads the compact index; a failure is reported as IndexLoadError and retried on the next call. */
  load(): Promise<LoadedIndex> {
    this.loading ??= this.retrying(
      async () => {
        const { index, postings } = await fetchIndexFiles(this.manifestUrl, this.fetchImpl);
        return prepareIndex(index, new Uint8Array(postings));
      },
      () => (this.loading = undefined),
    );
    return this.loading;
  }

  /** Pages matching a query, best first, each with its best places and their text. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchResults> {
    const groups = parseQuery(query);
    if (groups.length === 0) return { total: 0, pages: [], groups };
    const index = await this.load();
    const rare = groups.some((group) => group.pieces.some((piece) => needsRare(index, group, piece)))
      ? await this.loadRare()
      : undefined;
    const ranked = rankPages(index, rare, groups, options.currentSection);
    const offset = options.offset ?? 0;
    const shown = ranked.slice(offset, options.limit === undefined ? undefined : offset + options.limit);
    const pages = await Promise.all(
      shown.map(async ({ page: pageNumber, score, inSection }) => {
        const page = index.pages[pageNumber]!;
        const { hits, textScore } = pageHits(index, page, await this.loadFragment(page.fragment), groups);
        return {
          url: page.url,
          title: page.title,
          section: page.section.key,
          sectionLabel: page.section.label,
          score: score + textScore,
          inSection,
          hits,
        };
      }),
    );
    // The pages' text refines the order within what is shown.
    preferSection(pages).sort(byRank);
    return { total: ranked.length, pages, groups };
  }

  private loadRare(): Promise<RareTerms> {
    this.rareLoading ??= this.retrying(
      async () => {
        const manifest = await this.readManifest();
        return prepareRare((await (await this.fetchOk(manifest.rare)).json()) as RareTermsFile);
      },
      () => (this.rareLoading = undefined),
    );
    return this.rareLoading;
  }

  private loadFragment(name: string): Promise<FragmentFile> {
    let fragment = this.fragments.get(name);
    if (!fragment) {
      fragment = this.retrying(
        async () => (await (await this.fetchOk(name)).json()) as FragmentFile,
        () => this.fragments.delete(name),
      );
      this.fragments.set(name, fragment);
    }
    return fragment;
  }

  private async readManifest(): Promise<SearchManifest> {
    return (await fetchIndexFiles(this.manifestUrl, this.fetchImpl)).manifest;
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
