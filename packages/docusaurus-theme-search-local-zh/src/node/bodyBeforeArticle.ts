/**
 * Everything between `</head>` and a docs page's `<article>` is the navbar and the sidebar (a
 * fifth of the page's markup); the indexer reads only the head's title and the first article, so
 * that part is cut from the HTML before it is parsed, when it is plain markup.
 */

const HEAD_END = '</head>';
const ARTICLE_START = /<article[\s/>]/gi;

/** Complete comments and elements whose contents are not markup (an `<article` in one is no tag). */
const OPAQUE_BLOCK =
  /<!doctype[^>]*>|<!--[\s\S]*?-->|<(script|style|title|textarea|template|noscript|iframe|xmp|noembed|noframes)[\s>][\s\S]*?<\/\1\s*>/gi;
/** What must not be left once those are removed: another comment, or an opaque element's tag. */
const OPAQUE_TAG =
  /<!|<\/?(?:script|style|title|textarea|template|noscript|iframe|xmp|noembed|noframes|plaintext)[\s/>]/i;
const FOREIGN_TAG = /<(\/?)(svg|math)[\s/>]/gi;

/**
 * True when the markup holds only complete comments and raw-text elements (so no `<article`
 * or `</head>` found after it sits in one), leaves no SVG or MathML element open and does not end
 * inside a tag.
 */
export function isPlainMarkup(markup: string): boolean {
  const withoutOpaque = markup.replace(OPAQUE_BLOCK, '');
  if (OPAQUE_TAG.test(withoutOpaque)) return false;
  if (withoutOpaque.indexOf('<', withoutOpaque.lastIndexOf('>') + 1) !== -1) return false;
  let foreignDepth = 0;
  for (const [, closing] of withoutOpaque.matchAll(FOREIGN_TAG)) foreignDepth += closing ? -1 : 1;
  return foreignDepth === 0;
}

/**
 * The HTML without the body before its first `<article>`; unchanged when there is no head or
 * article, or the head or the cut part is not plain markup (see `isPlainMarkup`).
 */
export function withoutBodyBeforeArticle(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const bodyStart = headEnd + HEAD_END.length;
  ARTICLE_START.lastIndex = bodyStart;
  const article = ARTICLE_START.exec(html);
  if (!article || article.index === bodyStart) return html;
  if (!isPlainMarkup(html.slice(0, headEnd)) || !isPlainMarkup(html.slice(bodyStart, article.index))) {
    return html;
  }
  return html.slice(0, bodyStart) + html.slice(article.index);
}
