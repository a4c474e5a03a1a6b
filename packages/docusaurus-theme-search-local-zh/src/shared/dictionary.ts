/**
 * Compact spellings of the index's sorted term lists (shared by the indexer and the browser).
 * Words: each entry is one digit, the characters it shares with the previous entry (0-9), then
 * the rest. Han: one line per first character, holding the second characters of its bigrams
 * ("闭包合" = 闭包, 闭合); a lone character is a line of its own.
 */

export function encodeWords(sorted: readonly string[]): string {
  let previous = '';
  return sorted
    .map((word) => {
      let shared = 0;
      while (
        shared < 9 &&
        shared < previous.length &&
        shared < word.length &&
        previous[shared] === word[shared]
      ) {
        shared++;
      }
      previous = word;
      return `${shared}${word.slice(shared)}`;
    })
    .join('\n');
}

export function decodeWords(encoded: string): string[] {
  if (encoded === '') return [];
  let previous = '';
  return encoded.split('\n').map((entry) => {
    previous = previous.slice(0, Number(entry[0])) + entry.slice(1);
    return previous;
  });
}

export function encodeHan(sorted: readonly string[]): string {
  const lines: string[][] = [];
  let previous: string[] = [];
  for (const term of sorted) {
    const chars = Array.from(term);
    const line = lines[lines.length - 1];
    if (line && chars.length === 2 && previous.length === 2 && previous[0] === chars[0]) line.push(chars[1]!);
    else lines.push([...chars]);
    previous = chars;
  }
  return lines.map((line) => line.join('')).join('\n');
}

export function decodeHan(encoded: string): string[] {
  if (encoded === '') return [];
  const terms: string[] = [];
  for (const line of encoded.split('\n')) {
    // The first character may be astral (two UTF-16 units); the rest are walked by code point.
    const firstLength = line.codePointAt(0)! > 0xffff ? 2 : 1;
    const first = line.slice(0, firstLength);
    if (line.length === firstLength) {
      terms.push(first);
      continue;
    }
    for (let at = firstLength; at < line.length;) {
      const length = line.codePointAt(at)! > 0xffff ? 2 : 1;
      terms.push(first + line.slice(at, at + length));
      at += length;
    }
  }
  return terms;
}
