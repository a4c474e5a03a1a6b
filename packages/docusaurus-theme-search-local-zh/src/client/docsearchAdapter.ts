import type { QueryGroup } from '../shared/text.ts';
import { IndexLoadError, type PageResult, type RecordHit, type SearchIndex } from './engine.ts';
import { highlight, snippet } from './highlight.ts';

type MatchLevel = 'none' | 'partial' | 'full';

interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
}

/** A hit in the shape DocSearch renders (Algolia DocSearch crawler records). */
export interface DocSearchHit {
  objectID: string;
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  content: string | null;
  hierarchy: Record<`lvl${0 | 1 | 2 | 3 | 4 | 5 | 6}`, string | null>;
  _highlightResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult: { hierarchy?: Record<string, HighlightValue>; content?: HighlightValue };
}

function value(result: { html: string; matched: boolean }, groups: readonly QueryGroup[]): HighlightValue {
  return {
    value: result.html,
    matchLevel: result.matched ? 'full' : 'none',
    matchedWords: result.matched ? groups.map((group) => group.text) : [],
  };
}

/**
 * A place's id among the hits: never the page's own id (its URL, see `pageHit`), even for the
 * page's top. DocSearch keys its rows by id, and React keeps stale rows when two keys are equal.
 */
export function placeId(url: string): string {
  return `${url}#place`;
}

/** One place in a result page as a DocSearch hit, with escaped, highlighted text. */
export function toDocSearchHit(
  page: PageResult,
  record: RecordHit,
  groups: readonly QueryGroup[],
): DocSearchHit {
  const contentSnippet = snippet(record.content, groups);
  const type: DocSearchHit['type'] = contentSnippet.matched
    ? 'content'
    : record.lvl3
      ? 'lvl3'
      : record.lvl2
        ? 'lvl2'
        : 'lvl1';
  const levels = {
    lvl0: page.sectionLabel,
    lvl1: page.title,
    lvl2: record.lvl2 || null,
    lvl3: record.lvl3 || null,
  };
  const hierarchyHighlight = Object.fromEntries(
    Object.entries(levels).map(([level, text]) => [level, value(highlight(text ?? '', groups), groups)]),
  );
  return {
    objectID: placeId(record.url),
    url: record.url,
    type,
    content: type === 'content' ? record.content : null,
    hierarchy: { ...levels, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      content: value(highlight(record.content.slice(0, 300), groups), groups),
    },
    _snippetResult: {
      hierarchy: hierarchyHighlight,
      ...(type === 'content' ? { content: value(contentSnippet, groups) } : {}),
    },
  };
}

export interface SearchRequest {
  query?: string;
  params?: { query?: string; hitsPerPage?: number; page?: number };
}

/**
 * Result pages the modal shows (their text is fetched for snippets): more than its first screen
 * holds, and no more than the six requests a browser runs at once to one HTTP/1.1 host, so the
 * texts arrive in one round trip.
 */
export const MODAL_PAGES = 6;
/** Places shown under each result page in the modal. */
const MODAL_PLACES_PER_PAGE = 2;

/** The page itself as a DocSearch hit: the parent DocSearch nests places under and keeps in recent searches. */
export function pageHit(page: PageResult, groups: readonly QueryGroup[]): DocSearchHit {
  const levels = { lvl0: page.sectionLabel, lvl1: page.title };
  const hierarchyHighlight = Object.fromEntries(
    Object.entries(levels).map(([level, text]) => [level, value(highlight(text, groups), groups)]),
  );
  return {
    objectID: page.url,
    url: page.url,
    type: 'lvl1',
    content: null,
    hierarchy: { ...levels, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: hierarchyHighlight },
    _snippetResult: { hierarchy: hierarchyHighlight },
  };
}

export interface AnswerOptions {
  currentSection?: string;
}

/** Answers one DocSearch request from the local index with an Algolia-shaped result (nbHits counts pages). */
export async function answerRequest(index: SearchIndex, request: SearchRequest, options: AnswerOptions) {
  const started = performance.now();
  const query = request.query ?? request.params?.query ?? '';
  const hitsPerPage = request.params?.hitsPerPage ?? 20;
  const results = await index.search(query, { ...options, limit: MODAL_PAGES });
  const hits = results.pages
    .flatMap((page) => [
      pageHit(page, results.groups),
      ...page.hits
        .filter((hit) => hit.url !== page.url || hit.content !== '')
        .slice(0, MODAL_PLACES_PER_PAGE)
        .map((hit) => toDocSearchHit(page, hit, results.groups)),
    ])
    .slice(0, hitsPerPage);
  return {
    hits,
    nbHits: results.total,
    page: 0,
    nbPages: results.total > 0 ? 1 : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    processingTimeMS: Math.round(performance.now() - started),
    /** Not Algolia's: no page matched every part of the query (see `rankPages`). */
    partial: results.partial,
  };
}

/**
 * A search client DocSearch can use (`transformSearchClient`): every request answered locally.
 * When the index cannot load it answers with no hits and reports the failure: DocSearch 3.9 sets
 * its error status on a RetryError but autocomplete resets the status to idle right after, so the
 * search bar shows the error screen itself (`onIndexFailure`). `onAnswer` hears, for each query
 * answered, whether its results match only part of it.
 */
export function createLocalSearchClient<Client extends object>(
  base: Client,
  index: SearchIndex,
  options: () => AnswerOptions,
  onIndexFailure: (failed: boolean) => void,
  onAnswer: (query: string, partial: boolean) => void = () => undefined,
) {
  return {
    ...base,
    search: async ({ requests }: { requests: SearchRequest[] }) => {
      try {
        const results = await Promise.all(
          requests.map((request) => answerRequest(index, request, options())),
        );
        for (const result of results) onAnswer(result.query, result.partial);
        onIndexFailure(false);
        return { results };
      } catch (error) {
        if (!(error instanceof IndexLoadError)) throw error;
        onIndexFailure(true);
        return {
          results: requests.map((request) => emptyAnswer(request.query ?? request.params?.query ?? '')),
        };
      }
    },
  };
}

function emptyAnswer(query: string) {
  return {
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: 20,
    exhaustiveNbHits: true,
    query,
    params: '',
    processingTimeMS: 0,
  };
}
