import { describe, expect, it } from 'vitest';
import { isPlainMarkup, withoutBodyBeforeArticle } from './bodyBeforeArticle.ts';
import { isPlainCodeMarkup, withEmptyCodeBlocks } from './codeBlocks.ts';
import { extractPage, extractPageFromFullHtml } from './extract.ts';

/** A built page as the minifier leaves it: unquoted attributes, optional end tags left out. */
function page(
  article: string,
  sidebar = '<nav class=menu><ul><li><a href=/docs/a>甲<li><a href=/docs/b>乙</ul></nav>',
): string {
  return (
    '<!doctype html><html lang=zh-Hans><head><meta charset=UTF-8><title>表格与列表 | 码途笔记</title>' +
    '<script>window.x="<article>"</script></head><body><svg style="display: none;"><defs><symbol id=i>' +
    '<path d=M0/></symbol></defs></svg><script>!function(){document.documentElement.dataset.t="dark"}()</script>' +
    `<div id=__docusaurus><aside>${sidebar}</aside><main>${article}</main><footer>页脚</footer></div></body></html>`
  );
}

const CODE_BLOCK =
  '<div class=codeBlockContent><pre tabindex=0 class="prism-code language-ts" style="color:#393A34"><code class=codeBlockLines>' +
  '<span class=token-line><span class="token keyword">const</span><span class="token plain"> a </span>' +
  '<span class="token operator">&lt;</span><span class="token plain"> b</span><br></span>' +
  '<div class=token-line><span class="token plain">x &lt; y</span><br></div></code></pre></div>';

const TRICKY_ARTICLE =
  '<article><header><h1>表格与列表</h1></header><div class="theme-doc-markdown markdown">' +
  '<p>开头一段<p>第二段没有结束标签' +
  CODE_BLOCK +
  '<h2 id=table>表格<a class=hash-link href=#table>#</a></h2>' +
  '<table><thead><tr><th>名称<th>说明<tbody><tr><td>甲<td>第一项<tr><td>乙<td><code>b</code> 第二项</table>' +
  '<h3 id=list>列表</h3><ul><li>一<li><p>二</p>' +
  CODE_BLOCK +
  '<li>三<ul><li>三点一</ul></ul>' +
  '<p>代码前<pre>不会被收录</pre>代码后不在段落里<p>末段</div></article>';

describe('extracting from trimmed HTML', () => {
  it('gives the same records as parsing the whole page (omitted </td>, </li>, </p>, code blocks)', () => {
    const html = page(TRICKY_ARTICLE);
    const records = extractPageFromFullHtml(html);
    expect(records?.records.map((record) => record.content)).toEqual([
      '开头一段 第二段没有结束标签',
      '名称 说明 甲 第一项 乙 b 第二项',
      '一 二 三三点一 代码前 末段',
    ]);
    expect(extractPage(html)).toEqual(records);
  });

  it('takes the title from the head when the article has no h1', () => {
    const html = page(TRICKY_ARTICLE.replace('<header><h1>表格与列表</h1></header>', ''));
    expect(extractPage(html)?.title).toBe('表格与列表');
    expect(extractPage(html)).toEqual(extractPageFromFullHtml(html));
  });

  it('gives the same records when the trims must leave the page whole', () => {
    const sidebarWithComment = '<nav><!-- <article> --><a href=/a>甲</a></nav>';
    const headEndInScript = page(TRICKY_ARTICLE).replace('window.x="', 'window.x="</head>');
    const articleInScript = page(TRICKY_ARTICLE).replace('dataset.t="', 'dataset.t="<article>');
    for (const html of [
      page(TRICKY_ARTICLE, sidebarWithComment),
      page(TRICKY_ARTICLE, '<svg><g>'),
      headEndInScript,
      articleInScript,
    ]) {
      expect(withoutBodyBeforeArticle(html)).toBe(html);
      expect(extractPage(html)).toEqual(extractPageFromFullHtml(html));
    }
  });
});

describe('emptying code blocks', () => {
  it('empties a Prism block and keeps its start and end tags', () => {
    expect(withEmptyCodeBlocks(`<p>前${CODE_BLOCK}<p>后`)).toBe(
      '<p>前<div class=codeBlockContent><pre tabindex=0 class="prism-code language-ts" style="color:#393A34"></pre></div><p>后',
    );
  });

  it('keeps a block whose contents could change the parse around it', () => {
    for (const inner of [
      '<p>段落',
      '</div>',
      '<span>未结束',
      '<!-- x -->',
      '<pre>嵌套</pre>',
      '<script>1</script>',
      '</ x>',
    ]) {
      const html = `<li><pre>${inner}</pre>后`;
      expect(withEmptyCodeBlocks(html)).toBe(html);
    }
  });

  it('accepts balanced code markup, a lone < and line breaks', () => {
    expect(isPlainCodeMarkup('<code><span class=a>a < b</span><br><div><span></span></div></code>')).toBe(
      true,
    );
    expect(isPlainCodeMarkup('<SPAN>x</SPAN>')).toBe(true);
    expect(isPlainCodeMarkup('</span><span>')).toBe(false);
    expect(isPlainCodeMarkup('<b>x</b>')).toBe(false);
  });

  it('finds start tags with quoted > in attributes, in any case', () => {
    expect(withEmptyCodeBlocks('<PRE title="a > b"><span>x</span></PRE>')).toBe('<PRE title="a > b"></PRE>');
    expect(withEmptyCodeBlocks('<prefix><pre>x')).toBe('<prefix><pre>x');
  });
});

describe('cutting the body before the article', () => {
  it('keeps the head and everything from the first article on', () => {
    const html = page(TRICKY_ARTICLE);
    const cut = withoutBodyBeforeArticle(html);
    expect(cut.startsWith(html.slice(0, html.indexOf('<body>')))).toBe(true);
    expect(cut).toContain(`</head>${TRICKY_ARTICLE}</main><footer>`);
    expect(cut).not.toContain('menu');
  });

  it('leaves pages without an article alone', () => {
    const html = '<html><head><title>t</title></head><body><main>x</main></body></html>';
    expect(withoutBodyBeforeArticle(html)).toBe(html);
  });

  it('tells plain markup from markup an <article could hide in', () => {
    expect(isPlainMarkup('<div><script>"<article>"</script><svg><path/></svg><a href=/x>y</a>')).toBe(true);
    expect(isPlainMarkup('<div><!-- x')).toBe(false);
    expect(isPlainMarkup('<textarea>')).toBe(false);
    expect(isPlainMarkup('<svg><g>')).toBe(false);
    expect(isPlainMarkup('<a title="x ')).toBe(false);
    expect(isPlainMarkup('<script>let a = 1;')).toBe(false);
  });
});
