/** Finds the synonym table's wordings (`synonyms.ts`, shipped in the index file) in a normalised query. */

/** Groups of wordings that mean the same thing. */
export type SynonymGroups = readonly (readonly string[])[];

/** Characters a reader may put between the words of a wording, or leave out ("flex布局", "keep-alive"). */
const JOINER = '[\\s\\-_./]?';
const LATIN_OR_DIGIT = /[a-z0-9]/;

/** A wording's letters only: how the table keys it ("node.js" and "nodejs" alike). */
export function compactWording(text: string): string {
  return text.replace(/[\s\-_./]/g, '');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A wording as a pattern: words joined loosely; a Latin edge must not sit inside a longer word. */
function wordingPattern(wording: string): string {
  const body = wording.split(' ').map(escapeRegExp).join(JOINER);
  const start = LATIN_OR_DIGIT.test(wording[0]!) ? '(?<![a-z0-9])' : '';
  const end = LATIN_OR_DIGIT.test(wording.at(-1)!) ? '(?![a-z0-9])' : '';
  return `${start}${body}${end}`;
}

interface SynonymTable {
  pattern: RegExp;
  /** Group number of each wording's compact form. */
  groupOf: Map<string, number>;
}

const tables = new WeakMap<SynonymGroups, SynonymTable>();

/** Built once per table: longer wordings first, so "事件循环" wins over a shorter one at the same place. */
function synonymTable(groups: SynonymGroups): SynonymTable {
  const built = tables.get(groups);
  if (built) return built;
  const groupOf = new Map<string, number>();
  const wordings: string[] = [];
  groups.forEach((group, number) => {
    for (const wording of group) {
      groupOf.set(compactWording(wording), number);
      wordings.push(wording);
    }
  });
  wordings.sort((a, b) => b.length - a.length);
  const table = { pattern: new RegExp(wordings.map(wordingPattern).join('|'), 'gu'), groupOf };
  tables.set(groups, table);
  return table;
}

/** A wording found in a query: where, which wording of the table, and the group's other wordings. */
export interface SynonymSpan {
  start: number;
  end: number;
  wording: string;
  others: string[];
}

/** The table's wordings in a normalised query, left to right, without overlaps. */
export function findSynonyms(normalized: string, groups: SynonymGroups): SynonymSpan[] {
  if (groups.length === 0) return [];
  const { pattern, groupOf } = synonymTable(groups);
  const spans: SynonymSpan[] = [];
  for (const match of normalized.matchAll(pattern)) {
    const number = groupOf.get(compactWording(match[0]));
    if (number === undefined) continue;
    const group = groups[number]!;
    const wording = group.find((candidate) => compactWording(candidate) === compactWording(match[0]))!;
    spans.push({
      start: match.index,
      end: match.index + match[0].length,
      wording,
      others: group.filter((candidate) => candidate !== wording),
    });
  }
  return spans;
}
