import { createElement as h, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { HeadChildError, headEntryFromChildren } from './headEntry';

describe('headEntryFromChildren', () => {
  it('reads the title, html and body attributes and head tags with their HTML attribute names', () => {
    const entry = headEntryFromChildren([
      h('html', { key: 1, lang: 'zh-Hans', className: 'docs-wrapper', 'data-has-hydrated': true }),
      h('body', { key: 2, className: 'navigation-with-keyboard' }),
      h('title', { key: 3 }, '闭包 | 码途笔记'),
      h('meta', { key: 4, httpEquiv: 'x-ua-compatible', content: 'ie=edge' }),
      h('link', { key: 5, rel: 'alternate', href: '/docs/a', hrefLang: 'zh-Hans' }),
      h('script', { key: 6, type: 'application/ld+json' }, '{"a":1}'),
    ]);
    expect(entry).toEqual({
      title: '闭包 | 码途笔记',
      htmlAttributes: { lang: 'zh-Hans', class: 'docs-wrapper', 'data-has-hydrated': 'true' },
      bodyAttributes: { class: 'navigation-with-keyboard' },
      tags: [
        { name: 'meta', attributes: { 'http-equiv': 'x-ua-compatible', content: 'ie=edge' } },
        { name: 'link', attributes: { rel: 'alternate', href: '/docs/a', hreflang: 'zh-Hans' } },
        { name: 'script', attributes: { type: 'application/ld+json' }, content: '{"a":1}' },
      ],
    });
  });

  it('joins a title given in parts, keeps false attributes as text and drops undefined ones', () => {
    const entry = headEntryFromChildren([
      h('title', { key: 1 }, '闭包', ' | ', 2),
      h('html', { key: 2, 'data-has-hydrated': false, dir: undefined }),
    ]);
    expect(entry.title).toBe('闭包 | 2');
    expect(entry.htmlAttributes).toEqual({ 'data-has-hydrated': 'false' });
  });

  it('looks into fragments and arrays, and skips what a false condition leaves', () => {
    const entry = headEntryFromChildren([
      false,
      '',
      null,
      h(Fragment, { key: 1 }, [
        h('meta', { key: 'a', name: 'a', content: '1' }),
        h('meta', { key: 'b', name: 'b', content: '2' }),
      ]),
    ]);
    expect(entry.tags.map((tag) => tag.attributes.name)).toEqual(['a', 'b']);
  });

  it('refuses components, body elements and children of void elements, naming them', () => {
    const Component = () => null;
    expect(() => headEntryFromChildren(h(Component))).toThrow(HeadChildError);
    expect(() => headEntryFromChildren(h('div'))).toThrow('<div> does not belong in the document head');
    expect(() => headEntryFromChildren(h('meta', { name: 'x' }, 'text'))).toThrow(
      '<meta> cannot hold children',
    );
    expect(() => headEntryFromChildren(h('title', null, h('span')))).toThrow('<title> may only hold text');
    expect(() => headEntryFromChildren(h('meta', { name: 'x', content: { a: 1 } }))).toThrow(
      'content attribute',
    );
  });
});
