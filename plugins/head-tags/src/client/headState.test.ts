import { describe, expect, it } from 'vitest';
import type { HeadEntry, HeadTag } from './headEntry';
import { mergeHeadEntries, planAttributeChanges, planTagChanges, tagIdentity } from './headState';

const meta = (attributes: Record<string, string>): HeadTag => ({ name: 'meta', attributes });
const link = (attributes: Record<string, string>): HeadTag => ({ name: 'link', attributes });
const entry = (parts: Partial<HeadEntry>): HeadEntry => ({
  htmlAttributes: {},
  bodyAttributes: {},
  tags: [],
  ...parts,
});

describe('tagIdentity', () => {
  it('names what a tag sets', () => {
    expect(tagIdentity(meta({ name: 'Description', content: 'x' }))).toBe('meta name=description');
    expect(tagIdentity(meta({ property: 'og:url', content: 'x' }))).toBe('meta property=og:url');
    expect(tagIdentity(link({ rel: 'canonical', href: '/a' }))).toBe('link rel=canonical');
    expect(tagIdentity(link({ rel: 'alternate', href: '/a', hreflang: 'x-default' }))).toBe('link href=/a');
    expect(tagIdentity({ name: 'script', attributes: { type: 'application/ld+json' }, content: '{}' })).toBe(
      'script {}',
    );
    expect(tagIdentity(meta({ content: 'nameless' }))).toBeUndefined();
  });
});

describe('mergeHeadEntries', () => {
  it('lets a later entry win the title, attributes and tags of the same identity', () => {
    const site = entry({
      title: '码途笔记',
      htmlAttributes: { lang: 'zh-Hans', class: 'plugin-docs' },
      tags: [meta({ name: 'twitter:card', content: 'summary' }), link({ rel: 'canonical', href: '/' })],
    });
    const page = entry({
      title: '闭包 | 码途笔记',
      htmlAttributes: { class: 'plugin-docs docs-doc-page' },
      tags: [
        meta({ name: 'description', content: '闭包' }),
        link({ rel: 'canonical', href: '/docs/closure' }),
      ],
    });
    expect(mergeHeadEntries([site, page])).toEqual({
      title: '闭包 | 码途笔记',
      htmlAttributes: { lang: 'zh-Hans', class: 'plugin-docs docs-doc-page' },
      bodyAttributes: {},
      tags: [
        meta({ name: 'twitter:card', content: 'summary' }),
        meta({ name: 'description', content: '闭包' }),
        link({ rel: 'canonical', href: '/docs/closure' }),
      ],
    });
  });

  it('keeps tags of one entry that share an identity, and drops tags that name nothing', () => {
    const alternates = [
      link({ rel: 'alternate', href: '/a', hreflang: 'zh-Hans' }),
      link({ rel: 'alternate', href: '/a', hreflang: 'x-default' }),
    ];
    const state = mergeHeadEntries([entry({ tags: [...alternates, meta({ content: 'x' })] })]);
    expect(state.tags).toEqual(alternates);
  });

  it('leaves the title unset when no entry has one', () => {
    expect(mergeHeadEntries([entry({})]).title).toBeUndefined();
  });
});

describe('planTagChanges', () => {
  it('keeps equal tags whatever their attribute order, removes the rest and adds what is missing', () => {
    const present = [
      meta({ name: 'description', content: 'old' }),
      link({ href: '/a', rel: 'canonical' }),
      meta({ name: 'twitter:card', content: 'summary' }),
    ];
    const wanted = [
      link({ rel: 'canonical', href: '/a' }),
      meta({ name: 'description', content: 'new' }),
      meta({ name: 'twitter:card', content: 'summary' }),
    ];
    expect(planTagChanges(present, wanted)).toEqual({ remove: [0], add: [wanted[1]] });
  });

  it('compares JSON-LD by its data, not by the order of its keys', () => {
    const jsonLd = (content: string): HeadTag => ({
      name: 'script',
      attributes: { type: 'application/ld+json' },
      content,
    });
    const server = jsonLd('{"@type":"ListItem","item":"/a","name":"闭包","position":1}');
    const client = jsonLd('{"@type":"ListItem","position":1,"name":"闭包","item":"/a"}');
    expect(planTagChanges([server], [client])).toEqual({ remove: [], add: [] });
    expect(planTagChanges([server], [jsonLd('{"@type":"ListItem","position":2}')]).remove).toEqual([0]);
  });

  it('matches each present tag once', () => {
    const tag = meta({ name: 'a', content: '1' });
    expect(planTagChanges([tag], [tag, tag])).toEqual({ remove: [], add: [tag] });
    expect(planTagChanges([tag, tag], [tag])).toEqual({ remove: [1], add: [] });
  });
});

describe('planAttributeChanges', () => {
  it('sets what differs and removes only attributes it set before', () => {
    const present = { lang: 'zh-Hans', class: 'a', 'data-theme': 'dark', 'data-old': 'x' };
    expect(
      planAttributeChanges(present, ['lang', 'class', 'data-old'], { lang: 'zh-Hans', class: 'b' }),
    ).toEqual({
      set: { class: 'b' },
      remove: ['data-old'],
    });
  });
});
