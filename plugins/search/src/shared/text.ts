/** Text normalisation and query splitting, identical in the indexer and the browser. */

const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** NFKC (full-width to half-width), lower case, collapsed white space. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function isHan(char: string): boolean {
  return HAN.test(char);
}

/**
 * One part of a query. A record matches a Han group when most of its bigrams
 * occur in it (so "协变逆变" still finds "协变与逆变"); a word matches as a substring
 * (so "effect" finds "useEffect").
 */
export interface QueryGroup {
  kind: 'han' | 'word';
  text: string;
  /** Pieces that must occur: bigrams for Han runs longer than one character, else the text. */
  pieces: string[];
}

/** Most groups a query is split into: longer queries only add noise and time. */
export const MAX_GROUPS = 8;

function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length <= 2) return [run];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) pairs.push(chars[i]! + chars[i + 1]!);
  return [...new Set(pairs)];
}

/** Splits a query into Han runs and words (camelCase kept whole: matching is by substring). */
export function parseQuery(query: string): QueryGroup[] {
  const normalized = normalize(query.slice(0, 256));
  const groups: QueryGroup[] = [];
  const seen = new Set<string>();
  for (const chunk of normalized.match(WORD) ?? []) {
    for (const part of chunk.split(/(\p{Script=Han}+)/u)) {
      if (!part || seen.has(part)) continue;
      seen.add(part);
      if (HAN_RUN.test(part)) {
        HAN_RUN.lastIndex = 0;
        groups.push({ kind: 'han', text: part, pieces: bigrams(part) });
      } else {
        groups.push({ kind: 'word', text: part, pieces: [part] });
      }
      if (groups.length === MAX_GROUPS) return groups;
    }
  }
  return groups;
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
