import { escapeHtml, normalize, type QueryGroup } from '../shared/text.ts';

/** The query's wordings (typed, synonyms, corrections) and their pieces, longest first, as they occur in normalised text. */
function needles(groups: readonly QueryGroup[]): string[] {
  const terms = groups.flatMap((group) => [group, ...(group.alternatives ?? [])]);
  return [...new Set(terms.flatMap((term) => [term.text, ...term.pieces]))].sort(
    (a, b) => b.length - a.length,
  );
}

/**
 * Marks matches in `text` and returns safe HTML: the text is escaped first, then
 * `<mark>` wraps the matched ranges. Matching runs on NFKC/lower-cased text; NFKC can
 * change lengths, so ranges are mapped back character by character.
 */
export function highlight(text: string, groups: readonly QueryGroup[]): { html: string; matched: boolean } {
  const chars = Array.from(text);
  const folded = chars.map((char) => normalize(char) || char);
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const needle of needles(groups)) {
    const needleChars = Array.from(needle);
    for (let i = 0; i + needleChars.length <= chars.length; i++) {
      let same = true;
      for (let j = 0; j < needleChars.length && same; j++) same = folded[i + j] === needleChars[j];
      if (same) for (let j = 0; j < needleChars.length; j++) marked[i + j] = true;
    }
  }
  let html = '';
  let open = false;
  chars.forEach((char, index) => {
    if (marked[index] && !open) html += '<mark>';
    if (!marked[index] && open) html += '</mark>';
    open = marked[index]!;
    html += escapeHtml(char);
  });
  if (open) html += '</mark>';
  return { html, matched: marked.some(Boolean) };
}

/** A window of `length` characters around the first match, highlighted and escaped. */
export function snippet(
  text: string,
  groups: readonly QueryGroup[],
  length = 80,
): { html: string; matched: boolean } {
  const chars = Array.from(text);
  if (chars.length <= length) return highlight(text, groups);
  const normalized = chars.map((char) => normalize(char) || char).join('');
  let first = -1;
  for (const needle of needles(groups)) {
    const at = normalized.indexOf(needle);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  const start = Math.max(
    0,
    Math.min(first === -1 ? 0 : first - Math.floor(length / 3), chars.length - length),
  );
  const window = chars.slice(start, start + length).join('');
  const { html, matched } = highlight(window, groups);
  return { html: `${start > 0 ? '…' : ''}${html}${start + length < chars.length ? '…' : ''}`, matched };
}
