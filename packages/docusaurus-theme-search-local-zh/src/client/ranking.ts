import { decodePostings, postingRanges } from '../shared/postings.ts';
import { decodeWords } from '../shared/dictionary.ts';
import { decodeWordFile } from '../shared/wordFile.ts';
import { decodeHanShard, hanShardOf, hanShardPages, type HanShard } from '../shared/hanShards.ts';
import { normalizeAll, startsWithHan, type QueryGroup, type QueryTerm } from '../shared/text.ts';
import type { IndexSection, SearchIndexFile } from '../shared/types.ts';

/** A page of the index with its title normalised once, at load time. */
export interface LoadedPage {
  url: string;
  title: string;
  titleNorm: string;
  /** The URL's folders and name as text ("docs other 读书笔记 es6标准入门 ..."). */
  pathNorm: string;
  section: IndexSection;
  fragment: string;
  first: number;
  count: number;
}

export interface LoadedRecord {
  /** As stored: `0` for the heading's slug, made only for a record shown (see `anchors.ts`). */
  anchor: string | 0;
  lvl2: string;
  lvl3: string;
  headingNorm: string;
}

/** Sorted terms with a lookup by binary search. */
export class TermList {
  constructor(readonly terms: readonly string[]) {}
  find(term: string): number {
    let low = 0;
    let high = this.terms.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const candidate = this.terms[middle]!;
      if (candidate === term) return middle;
      if (candidate < term) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}

/** A Han shard with its term lists ready for lookups. */
export interface LoadedHanShard {
  shard: HanShard;
  terms: TermList;
  rare: TermList;
}

export function prepareHanShard(bytes: Uint8Array): LoadedHanShard {
  const shard = decodeHanShard(bytes);
  return { shard, terms: new TermList(shard.terms), rare: new TermList(shard.rare) };
}

export interface LoadedIndex {
  pages: LoadedPage[];
  /** The synonym table the index carries: queries are parsed with it. */
  synonyms: SearchIndexFile['synonyms'];
  records: LoadedRecord[];
  /** The word file, once a query with a word has loaded it (see `prepareWords`). */
  words?: LoadedWords;
  hanShardCount: number;
  /** The Han shards loaded so far, by number: a query's shards are loaded before it is ranked. */
  hanShards: Map<number, LoadedHanShard>;
  /** Pages holding each piece (cached per piece). */
  pieceCache: Map<string, PiecePages>;
}

/** Sorted words (a word's number is its postings list) and their postings. */
export interface LoadedWords {
  terms: TermList;
  postings: Uint8Array;
  ranges: Uint32Array;
}

export function prepareWords(bytes: Uint8Array): LoadedWords {
  const { encodedWords, postings } = decodeWordFile(bytes);
  const terms = new TermList(decodeWords(encodedWords));
  return { terms, postings, ranges: postingRanges(postings, terms.terms.length * 2) };
}

export function prepareIndex(file: SearchIndexFile, hanShardCount: number): LoadedIndex {
  const titles = normalizeAll(file.pages.map(([, title]) => title));
  const paths = normalizeAll(file.pages.map(([url]) => url.split('/').join(' ')));
  const headings = normalizeAll(file.records.map(([, lvl2, lvl3]) => `${lvl2} ${lvl3}`));
  return {
    synonyms: file.synonyms,
    pages: file.pages.map(([url, title, section, fragment, first, count], i) => ({
      url,
      title,
      titleNorm: titles[i]!,
      pathNorm: paths[i]!,
      section: file.sections[section]!,
      fragment,
      first,
      count,
    })),
    records: file.records.map(([anchor, lvl2, lvl3], i) => ({
      anchor,
      lvl2,
      lvl3,
      headingNorm: headings[i]!,
    })),
    hanShardCount,
    hanShards: new Map(),
    pieceCache: new Map(),
  };
}

/** The Han shards a query's pieces live in, each once. */
export function hanShardsFor(groups: readonly QueryGroup[], shardCount: number): number[] {
  const shards = new Set<number>();
  for (const term of groups.flatMap(textTerms)) {
    for (const piece of term.pieces) if (startsWithHan(piece)) shards.add(hanShardOf(piece, shardCount));
  }
  return [...shards];
}

/** A group's typed wording and its alternatives, with the weight of a match of each. */
export function termsOf(group: QueryGroup): (QueryTerm & { weight: number; fieldsOnly?: boolean })[] {
  return [{ ...group, weight: 1 }, ...(group.alternatives ?? [])];
}

/** The wordings whose pieces are looked up in page text (and so need their index files). */
function textTerms(group: QueryGroup) {
  return termsOf(group).filter((term) => !term.fieldsOnly);
}

/** Whether a query needs the word file: some wording has a non-Han piece. */
export function needsWords(groups: readonly QueryGroup[]): boolean {
  return groups.some((group) =>
    textTerms(group).some((term) => term.pieces.some((piece) => !startsWithHan(piece))),
  );
}

/** Pages whose content holds a piece, and those where it is frequent (held by three or more places). */
export interface PiecePages {
  present: Set<number>;
  frequent: Set<number>;
}

/** The shard holding a Han piece; it must have been loaded (see `hanShardsFor`). */
function loadedShardFor(index: LoadedIndex, piece: string): LoadedHanShard {
  const number = hanShardOf(piece, index.hanShardCount);
  const shard = index.hanShards.get(number);
  if (!shard) throw new Error(`search: Han shard ${number} is not loaded`);
  return shard;
}

/** Pages holding a piece: the exact term, or with `bySubstring` every word containing it (so "effect" finds "useEffect"). */
export function pagesWithPiece(index: LoadedIndex, piece: string, bySubstring: boolean): PiecePages {
  const key = `${bySubstring ? 's' : 'e'}:${piece}`;
  const cached = index.pieceCache.get(key);
  if (cached) return cached;
  const result: PiecePages = { present: new Set(), frequent: new Set() };
  const loadedWords = () => {
    if (!index.words) throw new Error('search: the word file is not loaded');
    return index.words;
  };
  const addWord = (term: number) => {
    const { postings, ranges, terms } = loadedWords();
    for (const page of decodePostings(postings, ranges, term)) result.present.add(page);
    for (const page of decodePostings(postings, ranges, terms.terms.length + term)) result.frequent.add(page);
  };
  if (startsWithHan(piece)) {
    const { shard, terms, rare } = loadedShardFor(index, piece);
    const found = terms.find(piece);
    if (found !== -1) {
      const { present, frequent } = hanShardPages(shard, found);
      for (const page of present) result.present.add(page);
      for (const page of frequent) result.frequent.add(page);
    } else {
      const rareFound = rare.find(piece);
      if (rareFound !== -1) result.present.add(shard.rarePages[rareFound]!);
    }
  } else if (bySubstring) {
    loadedWords().terms.terms.forEach((term, i) => term.includes(piece) && addWord(i));
  } else {
    const found = loadedWords().terms.find(piece);
    if (found !== -1) addWord(found);
  }
  index.pieceCache.set(key, result);
  return result;
}

const FIELD_WEIGHT = { title: 8, heading: 4, path: 2, content: 1 } as const;
/** Share of a Han group's bigrams that must occur for the group to match. */
export const HAN_MATCH_RATIO = 0.6;

/** Words shorter than this match whole words only ("c" must not match every word holding a c). */
export const MIN_SUBSTRING_WORD = 3;

function isShortWord(term: QueryTerm): boolean {
  return term.kind === 'word' && term.text.length < MIN_SUBSTRING_WORD;
}

/** Whether a piece is looked up as part of longer words too (Latin pieces of three or more letters). */
function bySubstring(piece: string): boolean {
  return !startsWithHan(piece) && piece.length >= MIN_SUBSTRING_WORD;
}

const LATIN_OR_DIGIT = /[a-z0-9]/;

/** Whether `word` occurs in `text` with no Latin letter or digit on either side. */
function includesWholeWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((!before || !LATIN_OR_DIGIT.test(before)) && (!after || !LATIN_OR_DIGIT.test(after))) return true;
  }
  return false;
}

/** How well one wording matches a text: 0 (absent) to 1 (verbatim). A phrase needs all its pieces. */
export function textMatch(term: QueryTerm, text: string): number {
  if (isShortWord(term)) return includesWholeWord(text, term.text) ? 1 : 0;
  if (text.includes(term.text)) return 1;
  if (term.kind === 'word' || term.pieces.length === 1) return 0;
  let found = 0;
  for (const piece of term.pieces) if (text.includes(piece)) found++;
  const ratio = found / term.pieces.length;
  const enough = term.kind === 'han' ? ratio >= HAN_MATCH_RATIO : ratio === 1;
  return enough ? ratio * 0.8 : 0;
}

/** How well a group matches a text through its best wording. */
export function groupTextMatch(group: QueryGroup, text: string): number {
  let best = textMatch(group, text);
  for (const alternative of group.alternatives ?? []) {
    if (best >= alternative.weight) break;
    best = Math.max(best, textMatch(alternative, text) * alternative.weight);
  }
  return best;
}

/** Content weight of a group whose every piece is frequent on the page. */
const FREQUENT_CONTENT = 1.5;

function contentMatch(group: QueryTerm, pieceSets: readonly PiecePages[], page: number): number {
  let found = 0;
  let frequent = 0;
  for (const set of pieceSets) {
    if (set.present.has(page)) found++;
    if (set.frequent.has(page)) frequent++;
  }
  const ratio = found / pieceSets.length;
  if (ratio === 1) return frequent === pieceSets.length ? FREQUENT_CONTENT : 1;
  return group.kind === 'han' && pieceSets.length > 1 && ratio >= HAN_MATCH_RATIO ? ratio * 0.8 : 0;
}

export interface RankedPage {
  page: number;
  score: number;
  /** In the reader's current section and a good match: such pages rank first (contextual search). */
  inSection: boolean;
}

/** Pages of the reader's section scoring at least this share of the best score rank first. */
export const SECTION_FIRST_SHARE = 0.5;

/** Keeps the section preference only for good matches: a passing mention must not outrank the note on the subject. */
export function preferSection<T extends { score: number; inSection: boolean }>(ranked: T[]): T[] {
  const best = Math.max(0, ...ranked.map((page) => page.score));
  for (const page of ranked) if (page.score < best * SECTION_FIRST_SHARE) page.inSection = false;
  return ranked;
}

/** Order of results: good matches in the reader's section first, then by score. */
export function byRank(a: Omit<RankedPage, 'page'>, b: Omit<RankedPage, 'page'>): number {
  return Number(b.inSection) - Number(a.inSection) || b.score - a.score;
}

/** Weight of the best field of a page holding a Han piece (a bigram), 0 when none does. */
function pieceWeight(
  index: LoadedIndex,
  page: LoadedPage,
  pageNumber: number,
  piece: string,
  pages: PiecePages,
): number {
  if (page.titleNorm.includes(piece)) return FIELD_WEIGHT.title;
  for (let r = page.first; r < page.first + page.count; r++) {
    if (index.records[r]!.headingNorm.includes(piece)) return FIELD_WEIGHT.heading;
  }
  if (page.pathNorm.includes(piece)) return FIELD_WEIGHT.path;
  if (pages.frequent.has(pageNumber)) return FREQUENT_CONTENT;
  return pages.present.has(pageNumber) ? FIELD_WEIGHT.content : 0;
}

/**
 * Best field match of one wording on one page (0 where it is absent). A Han run also matches
 * piece by piece across fields, so 泛型约束 finds a page titled 泛型 with a heading on 约束.
 */
function termMatch(
  index: LoadedIndex,
  page: LoadedPage,
  pageNumber: number,
  term: QueryTerm & { fieldsOnly?: boolean },
  pieceSets: readonly PiecePages[],
): number {
  let best = textMatch(term, page.titleNorm) * FIELD_WEIGHT.title;
  for (let r = page.first; r < page.first + page.count && best < FIELD_WEIGHT.heading; r++) {
    best = Math.max(best, textMatch(term, index.records[r]!.headingNorm) * FIELD_WEIGHT.heading);
  }
  if (best < FIELD_WEIGHT.path) best = Math.max(best, textMatch(term, page.pathNorm) * FIELD_WEIGHT.path);
  if (term.fieldsOnly) return best;
  if (best === 0) best = contentMatch(term, pieceSets, pageNumber) * FIELD_WEIGHT.content;
  if (term.kind !== 'han' || term.pieces.length < 2) return best;
  const weights = term.pieces.map((piece, p) => pieceWeight(index, page, pageNumber, piece, pieceSets[p]!));
  const found = weights.filter((weight) => weight > 0).length / weights.length;
  if (found < HAN_MATCH_RATIO) return best;
  return Math.max(best, (weights.reduce((sum, weight) => sum + weight, 0) / weights.length) * 0.8);
}

/** Best match of each group on one page, through its best wording (0 where the group is absent). */
function pageMatches(
  index: LoadedIndex,
  page: LoadedPage,
  pageNumber: number,
  groups: readonly QueryGroup[],
  pieceSets: readonly (readonly (readonly PiecePages[])[])[],
): number[] {
  return groups.map((group, g) => {
    let best = 0;
    termsOf(group).forEach((term, t) => {
      if (best >= term.weight * FIELD_WEIGHT.title) return;
      best = Math.max(best, term.weight * termMatch(index, page, pageNumber, term, pieceSets[g]![t]!));
    });
    return best;
  });
}

/** Share of the title the query's groups cover: "闭包" is a better answer to 闭包 than "函数与闭包的实现". */
function titleCoverage(titleNorm: string, groups: readonly QueryGroup[]): number {
  let covered = 0;
  for (const group of groups) {
    const term = termsOf(group).find((candidate) => titleNorm.includes(candidate.text));
    if (term) covered += term.text.length * term.weight;
  }
  return Math.min(1, covered / Math.max(1, titleNorm.replace(/\s/g, '').length));
}

/** Ranked pages, and whether they match only some of the query's groups (no page matched all). */
export interface Ranking {
  pages: RankedPage[];
  partial: boolean;
}

/**
 * Ranks pages: every group but lone Han characters must match the title, a heading or the
 * content, through its typed wording or an alternative (pages missing one are kept for four or
 * more groups, and for three when no page has all). When no page matches that many, the pages
 * matching the most groups are kept and the ranking is `partial`. Title beats heading beats
 * content; rarer groups weigh more; a title the query covers ranks higher; good matches in the
 * reader's section come first.
 */
export function rankPages(
  index: LoadedIndex,
  groups: readonly QueryGroup[],
  currentSection?: string,
): Ranking {
  const pieceSets = groups.map((group) =>
    termsOf(group).map((term) =>
      term.fieldsOnly ? [] : term.pieces.map((piece) => pagesWithPiece(index, piece, bySubstring(piece))),
    ),
  );
  const matches = index.pages.map((page, pageNumber) =>
    pageMatches(index, page, pageNumber, groups, pieceSets),
  );
  const pageCount = index.pages.length;
  const weights = groups.map((_, g) => {
    const found = matches.filter((row) => row[g]! > 0).length;
    return Math.log(1 + pageCount / Math.max(1, found));
  });
  // A lone Han character ("和", "用") is optional when the query has anything else.
  const essential = groups.map((group) => !(group.kind === 'han' && group.text.length === 1));
  if (!essential.includes(true)) essential.fill(true);
  const essentialCount = essential.filter(Boolean).length;
  const matchedGroups = matches.map((row) => row.filter((match, g) => match > 0 && essential[g]).length);
  const mostMatched = Math.max(0, ...matchedGroups);
  // Long queries may miss one group; three-group queries only when no page has all three.
  const tolerated =
    essentialCount >= 4 || (essentialCount === 3 && mostMatched < 3) ? essentialCount - 1 : essentialCount;
  // No dead end: when no page has that many, the pages with the most groups are shown.
  const required = Math.max(1, Math.min(tolerated, mostMatched));
  const ranked: RankedPage[] = [];
  matches.forEach((row, pageNumber) => {
    if (matchedGroups[pageNumber]! < required) return;
    const page = index.pages[pageNumber]!;
    let score = 0;
    row.forEach((match, g) => (score += match * weights[g]!));
    score += 2 * titleCoverage(page.titleNorm, groups);
    ranked.push({ page: pageNumber, score, inSection: page.section.key === currentSection });
  });
  return {
    pages: preferSection(ranked).sort(byRank),
    partial: ranked.length > 0 && mostMatched < essentialCount,
  };
}

/** How well a record (heading and text) matches, for choosing where in a page to land. */
export function scoreRecord(
  headingNorm: string,
  contentNorm: string,
  groups: readonly QueryGroup[],
): { score: number; matchedAll: boolean } {
  let score = 0;
  let matchedAll = true;
  for (const group of groups) {
    const match = Math.max(
      groupTextMatch(group, headingNorm) * FIELD_WEIGHT.heading,
      groupTextMatch(group, contentNorm) * FIELD_WEIGHT.content,
    );
    if (match === 0) matchedAll = false;
    score += match;
  }
  return { score, matchedAll };
}
