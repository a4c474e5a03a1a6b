import type { QueryGroup } from '../shared/text';
import type { SearchHit, SearchIndex, IndexedRecord, SearchOptions } from './engine';
import { searchRecords } from './engine';
import { highlight, snippet } from './highlight';

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

export function toDocSearchHit({ record, groups }: SearchHit): DocSearchHit {
  const contentSnippet = snippet(record.content, groups);
  const type: DocSearchHit['type'] = contentSnippet.matched
    ? 'content'
    : record.lvl3
      ? 'lvl3'
      : record.lvl2
        ? 'lvl2'
        : 'lvl1';
  const levels = {
    lvl0: record.sectionLabel,
    lvl1: record.title,
    lvl2: record.lvl2 || null,
    lvl3: record.lvl3 || null,
  };
  const hierarchyHighlight = Object.fromEntries(
    Object.entries(levels).map(([level, text]) => [level, value(highlight(text ?? '', groups), groups)]),
  );
  return {
    objectID: record.url,
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

export const HITS_PER_PAGE = 20;

/** Answers one request from the local records with an Algolia-shaped result. */
export function answerRequest(
  records: readonly IndexedRecord[],
  request: SearchRequest,
  options: SearchOptions,
) {
  const started = performance.now();
  const query = request.query ?? request.params?.query ?? '';
  const hitsPerPage = request.params?.hitsPerPage ?? HITS_PER_PAGE;
  const page = request.params?.page ?? 0;
  const ranked = searchRecords(records, query, options);
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(toDocSearchHit);
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query,
    params: '',
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** A search client DocSearch can use (`transformSearchClient`): every request answered locally. */
export function createLocalSearchClient<Client extends object>(
  base: Client,
  index: SearchIndex,
  options: () => SearchOptions,
) {
  return {
    ...base,
    search: async ({ requests }: { requests: SearchRequest[] }) => {
      const records = await index.load();
      return { results: requests.map((request) => answerRequest(records, request, options())) };
    },
  };
}
