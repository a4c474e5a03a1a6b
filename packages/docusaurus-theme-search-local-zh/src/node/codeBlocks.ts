/**
 * Code blocks hold most of a built page's markup (one span per Prism token) and the indexer drops
 * them whole, so their contents are cut from the HTML before it is parsed.
 */

/** A `<pre>` start tag; quoted attribute values may hold `>`. */
const PRE_START = /<pre(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?)*\s*\/?>/gi;
const PRE_END = /<\/pre\s*>/gi;

const GT = 0x3e;
const SLASH = 0x2f;
const SPACE = 0x20;
const EXCLAMATION_OR_QUESTION = new Set([0x21, 0x3f]);

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Where a tag name ends: at white space, `/`, `>` or the end of the text. */
function tagNameEnd(markup: string, from: number): number {
  let end = from;
  while (end < markup.length) {
    const code = markup.charCodeAt(end);
    if (code <= SPACE || code === SLASH || code === GT) break;
    end += 1;
  }
  return end;
}

const CONTAINER_NAMES = ['span', 'div', 'code'] as const;

/** The lower-cased tag name (without copying it in the usual case: a lower-case container name). */
function tagName(markup: string, start: number, end: number): string {
  for (const name of CONTAINER_NAMES) {
    if (end - start === name.length && markup.startsWith(name, start)) return name;
  }
  return markup.slice(start, end).toLowerCase();
}

/**
 * True when the markup is only balanced span/div/code elements, `<br>` and text: cutting it then
 * leaves the parse of everything around the `<pre>` as it was (no stray end tag, no element left
 * open, no comment or raw-text element that could hide a `</pre>`).
 */
export function isPlainCodeMarkup(markup: string): boolean {
  const depth = { span: 0, div: 0, code: 0 };
  for (let lt = markup.indexOf('<'); lt !== -1;) {
    const closing = markup.charCodeAt(lt + 1) === SLASH;
    const nameStart = lt + (closing ? 2 : 1);
    if (!isAsciiLetter(markup.charCodeAt(nameStart))) {
      // `<` before a space, digit or `=` is text; `<!`, `<?` and `</` without a name are not.
      if (closing || EXCLAMATION_OR_QUESTION.has(markup.charCodeAt(lt + 1))) return false;
      lt = markup.indexOf('<', lt + 1);
      continue;
    }
    const nameEnd = tagNameEnd(markup, nameStart);
    const name = tagName(markup, nameStart, nameEnd);
    if (name === 'span' || name === 'div' || name === 'code') {
      depth[name] += closing ? -1 : 1;
      if (depth[name] < 0) return false;
    } else if (name !== 'br') {
      return false;
    }
    lt = markup.indexOf('<', nameEnd);
  }
  return depth.span === 0 && depth.div === 0 && depth.code === 0;
}

/**
 * The HTML with every `<pre>` emptied whose contents are plain code markup (see
 * `isPlainCodeMarkup`); any other `<pre>` is kept as it is.
 */
export function withEmptyCodeBlocks(html: string): string {
  const parts: string[] = [];
  let copiedUpTo = 0;
  PRE_START.lastIndex = 0;
  for (let start = PRE_START.exec(html); start; start = PRE_START.exec(html)) {
    const contentStart = start.index + start[0].length;
    PRE_END.lastIndex = contentStart;
    const end = PRE_END.exec(html);
    if (!end) break;
    if (isPlainCodeMarkup(html.slice(contentStart, end.index))) {
      parts.push(html.slice(copiedUpTo, contentStart));
      copiedUpTo = end.index;
    }
    PRE_START.lastIndex = end.index + end[0].length;
  }
  if (copiedUpTo === 0) return html;
  parts.push(html.slice(copiedUpTo));
  return parts.join('');
}
