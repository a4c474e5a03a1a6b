import { describe, expect, it } from 'vitest';
import { cardProblems, decodeHtml, renderedCards, tagAttributes } from './cardHtml';
import type { CardPage } from './cardRoutes';

// Two cards as the minified build writes them (quoted and bare attributes), plus a non-card link.
const html =
  '<article><a class="card padding--lg theme-doc-card-container cardContainer_KhuF" href="/docs/Node/模块与 npm">' +
  '<h2 class="theme-doc-card-heading" title="模块与 npm">模块与 npm</h2>' +
  '<p class="text--truncate theme-doc-card-description cardDescription_L2fP" title="x">对比 CommonJS &amp; ES 模块&lt;简介&gt;</p></a></article>' +
  '<article><a class="card padding--lg theme-doc-card-container" href=/docs/Node/流><h2 class=theme-doc-card-heading>流</h2></a></article>' +
  '<a class=pagination-nav__link href=/docs/Node/流><p class="theme-doc-card-description">not a card</p></a>';

const categoryPage = (cards: Record<string, string>): CardPage => ({
  path: '/docs/category/node',
  kind: 'category',
  cards,
  descriptions: {},
});

describe('renderedCards', () => {
  it('finds each doc card with its link and decoded description', () => {
    expect(renderedCards(html)).toEqual([
      { href: '/docs/Node/模块与 npm', description: '对比 CommonJS & ES 模块<简介>' },
      { href: '/docs/Node/流', description: undefined },
    ]);
  });

  it('reads tags whose quoted attributes hold ">"', () => {
    const arrow =
      '<a class="theme-doc-card-container" title="a => b" href="/docs/redux"><h2>Redux</h2>' +
      '<p class="theme-doc-card-description" title="store => next => action">store =&gt; next</p></a>';
    expect(renderedCards(arrow)).toEqual([{ href: '/docs/redux', description: 'store => next' }]);
  });

  it('decodes percent-encoded links', () => {
    const encoded = '<a class="theme-doc-card-container" href="/docs/%E6%B5%81"></a>';
    expect(renderedCards(encoded)).toEqual([{ href: '/docs/流', description: undefined }]);
  });
});

describe('cardProblems', () => {
  it('accepts a category index whose cards show the expected descriptions', () => {
    expect(
      cardProblems(categoryPage({ '/docs/Node/模块与 npm': '对比 CommonJS & ES 模块<简介>' }), html),
    ).toEqual([]);
  });

  it('reports a card without its description, a wrong one and a missing card', () => {
    const page = categoryPage({
      '/docs/Node/流': '可读流与可写流。',
      '/docs/Node/模块与 npm': '别的描述',
      '/docs/Node/缺失': '某个描述',
    });
    expect(cardProblems(page, html)).toEqual([
      '/docs/category/node: the card of /docs/Node/流 shows undefined',
      '/docs/category/node: the card of /docs/Node/模块与 npm shows "对比 CommonJS & ES 模块<简介>"',
      '/docs/category/node: no card links to /docs/Node/缺失',
    ]);
  });

  it('on a doc page, reports only cards of described docs that show none', () => {
    const page: CardPage = {
      path: '/docs/Node/总览',
      kind: 'doc',
      cards: { '/docs/Node/流': '可读流与可写流。', '/docs/Node/模块与 npm': '任意' },
      descriptions: {},
    };
    expect(cardProblems(page, html)).toEqual([
      '/docs/Node/总览: the card of /docs/Node/流 shows no description',
    ]);
  });
});

describe('html helpers', () => {
  it('reads quoted and bare attributes', () => {
    const attributes = tagAttributes('<a class="card x" href=/a/b data-x=\'1\' hidden>');
    expect(Object.fromEntries(attributes)).toEqual({
      class: 'card x',
      href: '/a/b',
      'data-x': '1',
      hidden: '',
    });
  });

  it('decodes named and numeric entities', () => {
    expect(decodeHtml('&quot;a&quot; &#39;b&#x27; &amp;amp; &unknown;')).toBe('"a" \'b\' &amp; &unknown;');
  });
});
