/**
 * A question's stable id: a hash of its page's source file and its own normalised text.
 * Edits to other questions or to the page's prose leave it unchanged; rewording the question
 * or moving the file gives a new id (see README.md).
 */

/** NFKC, whitespace collapsed, Latin lower-cased, inline-code backticks dropped. */
export function normaliseQuestion(text: string): string {
  return text.normalize('NFKC').replaceAll('`', '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** FNV-1a over UTF-16 code units, 32 bits, from the given basis. */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * 12 hex digits: two FNV-1a hashes with different bases (collisions fail the build).
 * `occurrence` tells apart questions of one page with the same text (下面的代码输出什么？):
 * the first is 1 and keeps the plain id.
 */
export function questionId(pageSource: string, question: string, occurrence = 1): string {
  const key = `${pageSource}\n${normaliseQuestion(question)}${occurrence > 1 ? `\n#${occurrence}` : ''}`;
  const high = fnv1a(key, 0x811c9dc5).toString(16).padStart(8, '0');
  const low = fnv1a(key, 0x050c5d1f).toString(16).padStart(8, '0');
  return `${high}${low.slice(0, 4)}`;
}

/** The HTML id a question's `<details>` carries in its page (the link from practice lands there). */
export function questionAnchor(id: string): string {
  return `q-${id}`;
}

/** The ids of a page's questions in page order; repeated texts are numbered by occurrence. */
export function questionIds(pageSource: string, questions: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return questions.map((question) => {
    const text = normaliseQuestion(question);
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    return questionId(pageSource, question, occurrence);
  });
}
