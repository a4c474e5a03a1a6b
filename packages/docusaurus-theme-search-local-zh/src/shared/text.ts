/** Text normalisation and query splitting, identical in the indexer and the browser. */
import { findSynonyms, type SynonymGroups } from './synonymMatch.ts';

const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}]+/gu;

/** NFKC (full-width to half-width), lower case, collapsed white space, "Vue 3" written as "vue3". */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/([a-z]) (?=\d)/g, '$1')
    .trim();
}

/** `normalize` of each text, in one pass over them all (much faster than one call per text). */
export function normalizeAll(texts: readonly string[]): string[] {
  // NUL is neither whitespace nor a letter or digit, and NFKC keeps it: no rule crosses it.
  if (texts.some((text) => text.includes('\0'))) return texts.map(normalize);
  return normalize(texts.join('\0'))
    .split('\0')
    .map((text) => text.trim());
}

const HAN_START = /^\p{Script=Han}/u;

/** Whether a term is Han (a bigram or lone character) rather than a word. */
export function startsWithHan(term: string): boolean {
  return HAN_START.test(term);
}

/** Whether a term is a Han bigram: the only kind of term the rare file holds. */
export function isHanBigram(term: string): boolean {
  return startsWithHan(term) && Array.from(term).length === 2;
}

export function isHan(char: string): boolean {
  return HAN.test(char);
}

/** How a query term is looked up: Han runs by their bigrams, words whole or as substrings, phrases by all their pieces. */
export type TermKind = 'han' | 'word' | 'phrase';

/** A wording to look for: a Han run, a word, or a phrase of several (from the synonym table). */
export interface QueryTerm {
  kind: TermKind;
  text: string;
  /** Pieces that must occur: bigrams of Han runs (a run of one or two characters as itself) and words. */
  pieces: string[];
}

/** Another wording that also satisfies a query group, worth `weight` of a match of the typed one. */
export interface QueryAlternative extends QueryTerm {
  weight: number;
  /** A synonym from the table, or an index word one or two edits away from a typed word. */
  reason: 'synonym' | 'typo';
  /**
   * Matched in titles, headings and paths only: a wording in a script the typed one lacks
   * (闭包 → closure). Its text would need index files the typed query does not load.
   */
  fieldsOnly?: boolean;
}

/**
 * One part of a query. A record matches a Han group when most of its bigrams
 * occur in it (so "协变逆变" still finds "协变与逆变"); a word matches as a substring
 * (so "effect" finds "useEffect"); a group also matches through any of its alternatives.
 */
export interface QueryGroup extends QueryTerm {
  alternatives?: QueryAlternative[];
}

/** Most groups a query is split into: longer queries only add noise and time. */
export const MAX_GROUPS = 8;

/** A synonym counts a little less than the wording the reader typed. */
export const SYNONYM_WEIGHT = 0.9;

function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 2) return [run];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return [...new Set(pairs)];
}

/** Han runs and words of normalised text, in order (camelCase kept whole: words match by substring). */
function* tokens(normalized: string): Generator<{ kind: 'han' | 'word'; text: string }> {
  for (const chunk of normalized.match(WORD) ?? []) {
    for (const part of chunk.split(/(\p{Script=Han}+)/u)) {
      if (part) yield { kind: HAN.test(part) ? 'han' : 'word', text: part };
    }
  }
}

/** A wording as a term: one Han run, one word, or a phrase whose pieces all must occur. */
export function termOf(wording: string): QueryTerm {
  const parts = [...tokens(normalize(wording))];
  if (parts.length === 1) {
    const [{ kind, text }] = parts as [{ kind: 'han' | 'word'; text: string }];
    return { kind, text, pieces: kind === 'han' ? bigrams(text) : [text] };
  }
  const pieces = parts.flatMap(({ kind, text }) => (kind === 'han' ? bigrams(text) : [text]));
  return { kind: 'phrase', text: normalize(wording), pieces: [...new Set(pieces)] };
}

/** Question words that say nothing about the subject ("列表渲染为什么需要 key"): split out of Han runs in queries. */
const QUESTION_WORDS = /为什么|是什么|有什么|有没有|怎么样|怎么|什么|如何|怎样|哪些|是否/u;

/** Terms of query text with no synonym in it: Han runs without question words, and words. */
function plainTerms(text: string): { subjects: QueryTerm[]; all: QueryTerm[] } {
  const all = [...tokens(text)];
  const subjects = all.flatMap((token) =>
    token.kind === 'han'
      ? token.text
          .split(QUESTION_WORDS)
          .filter(Boolean)
          .map((run) => termOf(run))
      : [termOf(token.text)],
  );
  return { subjects, all: all.map((token) => termOf(token.text)) };
}

/**
 * Splits a query into groups: wordings from the synonym table (with their other wordings as
 * alternatives), Han runs (matched by their bigrams) and words. Question words are dropped
 * unless nothing else is left. Without a table, no wording has alternatives.
 */
export function parseQuery(query: string, synonyms: SynonymGroups = []): QueryGroup[] {
  const normalized = normalize(query.slice(0, 256));
  const found: QueryGroup[] = [];
  const asked: QueryGroup[] = [];
  let at = 0;
  const addPlain = (text: string) => {
    const { subjects, all } = plainTerms(text);
    found.push(...all);
    asked.push(...subjects);
  };
  for (const span of findSynonyms(normalized, synonyms)) {
    addPlain(normalized.slice(at, span.start));
    const typed = termOf(span.wording);
    const group: QueryGroup = { ...typed, alternatives: span.others.map((other) => synonymOf(other, typed)) };
    found.push(group);
    asked.push(group);
    at = span.end;
  }
  addPlain(normalized.slice(at));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  for (const group of asked.length > 0 ? asked : found) {
    if (seen.has(group.text)) continue;
    seen.add(group.text);
    groups.push(group);
    if (groups.length === MAX_GROUPS) break;
  }
  return groups;
}

/** Which scripts a wording's pieces are in: Han, Latin (words and digits), or both. */
function scriptsOf(term: QueryTerm): { han: boolean; latin: boolean } {
  return {
    han: term.pieces.some(startsWithHan),
    latin: term.pieces.some((piece) => !startsWithHan(piece)),
  };
}

function synonymOf(wording: string, typed: QueryTerm): QueryAlternative {
  const term = termOf(wording);
  const have = scriptsOf(typed);
  const need = scriptsOf(term);
  const fieldsOnly = (need.han && !have.han) || (need.latin && !have.latin);
  return { ...term, weight: SYNONYM_WEIGHT, reason: 'synonym', ...(fieldsOnly ? { fieldsOnly } : {}) };
}

/** The terms the indexer records for normalised text: Han bigrams (a lone Han character as itself) and words. */
export function indexTerms(normalized: string): Set<string> {
  const terms = new Set<string>();
  for (const { kind, text } of tokens(normalized)) {
    if (kind === 'word') terms.add(text);
    else for (const piece of bigrams(text)) terms.add(piece);
  }
  return terms;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for insertion into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
