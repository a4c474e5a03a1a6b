/**
 * Postings: for each term, the ascending page numbers whose content holds it, stored as gaps in
 * LEB128 varints, each list prefixed by its byte length. Shared by the indexer and the browser.
 */

/** Appends `value` as an LEB128 varint. */
export function pushVarint(out: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest >>>= 7;
  }
  out.push(rest);
}

/** Encodes posting lists (each ascending, distinct) into one buffer. */
export function encodePostings(lists: readonly (readonly number[])[]): Uint8Array {
  const out: number[] = [];
  const body: number[] = [];
  for (const list of lists) {
    body.length = 0;
    let previous = -1;
    for (const page of list) {
      if (page <= previous) throw new Error(`postings must ascend: ${page} after ${previous}`);
      pushVarint(body, page - previous - 1);
      previous = page;
    }
    pushVarint(out, body.length);
    for (const byte of body) out.push(byte);
  }
  return Uint8Array.from(out);
}

/** Reads the LEB128 varint at `at`: its value and the position after it. */
export function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let position = at;
  for (;;) {
    const byte = bytes[position++];
    if (byte === undefined) throw new Error('postings: truncated varint');
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, position];
    shift += 7;
  }
}

/** `[start, end)` of each list's body, found in one pass; bodies decode lazily. */
export function postingRanges(bytes: Uint8Array, count: number): Uint32Array {
  const ranges = new Uint32Array(count * 2);
  const size = bytes.length;
  let at = 0;
  for (let i = 0; i < count; i++) {
    // The length varint, read inline: this loop runs for every term when search opens.
    let length = 0;
    let shift = 0;
    let byte: number;
    do {
      if (at >= size) throw new Error('postings: truncated varint');
      byte = bytes[at++]!;
      length += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte >= 0x80);
    ranges[i * 2] = at;
    ranges[i * 2 + 1] = at += length;
  }
  if (at !== size) throw new Error(`postings: expected ${count} lists, ${size - at} bytes left over`);
  return ranges;
}

/** Decodes list `i` given the ranges from `postingRanges`. */
export function decodePostings(bytes: Uint8Array, ranges: Uint32Array, i: number): number[] {
  const pages: number[] = [];
  const end = ranges[i * 2 + 1]!;
  let at = ranges[i * 2]!;
  let previous = -1;
  while (at < end) {
    const [gap, next] = readVarint(bytes, at);
    previous += gap + 1;
    pages.push(previous);
    at = next;
  }
  return pages;
}
