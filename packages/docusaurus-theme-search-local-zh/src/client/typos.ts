/**
 * Typo tolerance for Latin words, against the index's own word list: a typed word that no
 * indexed word holds is also looked up as the indexed words one edit away (from 4 letters) or
 * two (from 8), a swap of neighbours counting as one edit. Such matches rank below real ones.
 */
import type { QueryAlternative, QueryGroup } from '../shared/text.ts';
import type { TermList } from './ranking.ts';

/** Shortest word corrected, and from which length two edits are allowed. */
export const TYPO_MIN_LENGTH = 4;
export const TWO_TYPOS_LENGTH = 8;
/** A corrected word counts half as much as the typed one would. */
export const TYPO_WEIGHT = 0.5;
/** Corrections kept per word, closest first. */
export const MAX_CORRECTIONS = 3;

export function allowedEdits(word: string): number {
  if (word.length < TYPO_MIN_LENGTH) return 0;
  return word.length < TWO_TYPOS_LENGTH ? 1 : 2;
}

/**
 * Optimal string alignment distance (Levenshtein plus swaps of neighbours), or `limit + 1` as
 * soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Indexed words close to `word`, closest first; none when some indexed word holds `word` itself. */
export function corrections(word: string, words: TermList): string[] {
  const limit = allowedEdits(word);
  if (limit === 0) return [];
  const found: { term: string; distance: number }[] = [];
  for (const term of words.terms) {
    if (term.includes(word)) return [];
    if (Math.abs(term.length - word.length) > limit) continue;
    const distance = editDistance(word, term, limit);
    if (distance <= limit) found.push({ term, distance });
  }
  found.sort((a, b) => a.distance - b.distance || (a.term < b.term ? -1 : 1));
  return found.slice(0, MAX_CORRECTIONS).map(({ term }) => term);
}

/** The query with corrections added to each typed word that the index lacks. */
export function withTypoAlternatives(groups: readonly QueryGroup[], words: TermList): QueryGroup[] {
  return groups.map((group) => {
    if (group.kind !== 'word' || group.alternatives?.length) return group;
    const fixes = corrections(group.text, words);
    if (fixes.length === 0) return group;
    const alternatives: QueryAlternative[] = fixes.map((term) => ({
      kind: 'word',
      text: term,
      pieces: [term],
      weight: TYPO_WEIGHT,
      reason: 'typo',
    }));
    return { ...group, alternatives };
  });
}
