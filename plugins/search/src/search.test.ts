import { describe, expect, it } from 'vitest';
import { answerRequest } from './client/docsearchAdapter';
import { indexShard, searchRecords } from './client/engine';
import { highlight, snippet } from './client/highlight';
import { pageWindow, readSearchParams } from './client/pagination';
import { extractPage } from './node/extract';
import { sectionKeyForPath } from './shared/sections';
import { escapeHtml, MAX_GROUPS, normalize, parseQuery } from './shared/text';
import type { SearchShard } from './shared/types';

const shard: SearchShard = {
  section: 'typescript',
  label: 'TypeScript',
  pages: [
    { url: '/docs/TypeScript/协变与逆变', title: '协变与逆变' },
    { url: '/docs/TypeScript/泛型', title: '泛型' },
  ],
  records: [
    { page: 0, anchor: '', lvl2: '', lvl3: '', content: '函数参数是逆变的，返回值是协变的。' },
    {
      page: 1,
      anchor: 'constraints',
      lvl2: '泛型约束',
      lvl3: '',
      content: '用 extends 约束类型参数，例如 useEffect 的依赖。',
    },
  ],
};
const records = indexShard(shard);

describe('query parsing', () => {
  it('normalises full-width text and case', () => {
    expect(normalize('ＵｓｅＥｆｆｅｃｔ　清理')).toBe('useeffect 清理');
  });
  it('splits Han runs into bigrams and keeps words whole', () => {
    expect(parseQuery('useEffect清理函数')).toEqual([
      { kind: 'word', text: 'useeffect', pieces: ['useeffect'] },
      { kind: 'han', text: '清理函数', pieces: ['清理', '理函', '函数'] },
    ]);
  });
  it('treats regex specials, emoji and blank input as nothing to search', () => {
    expect(parseQuery('.*+?^$()[]{}|\\')).toEqual([]);
    expect(parseQuery('   ')).toEqual([]);
    expect(parseQuery('😀')).toEqual([]);
  });
  it('caps the number of groups', () => {
    expect(parseQuery(Array.from({ length: 50 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_GROUPS);
  });
});

describe('ranking', () => {
  it('finds Chinese words in mid-sentence and across a missing 与', () => {
    expect(searchRecords(records, '逆变')[0]!.record.title).toBe('协变与逆变');
    expect(searchRecords(records, '协变逆变')[0]!.record.title).toBe('协变与逆变');
  });
  it('requires every group and ranks title hits first', () => {
    expect(searchRecords(records, '泛型 不存在的词')).toEqual([]);
    const hits = searchRecords(records, '泛型');
    expect(hits[0]!.record.url).toBe('/docs/TypeScript/泛型#constraints');
  });
  it('boosts the reader’s section', () => {
    const other = indexShard({ ...shard, section: 'react', label: 'React' });
    const hits = searchRecords([...other, ...records], '泛型', { currentSection: 'typescript' });
    expect(hits[0]!.record.section).toBe('typescript');
  });
});

describe('highlighting', () => {
  it('escapes before marking', () => {
    const groups = parseQuery('script');
    expect(highlight('<script>alert(1)</script>', groups).html).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
  it('cuts a window around the first match', () => {
    const text = `${'甲'.repeat(200)}目标词${'乙'.repeat(200)}`;
    const result = snippet(text, parseQuery('目标词'), 40);
    expect(result.matched).toBe(true);
    expect(result.html).toContain('<mark>目标词</mark>');
    expect(result.html.startsWith('…')).toBe(true);
  });
});

describe('DocSearch-shaped answers', () => {
  it('returns hits with hierarchy, snippets and counts, 20 per page', () => {
    const result = answerRequest(records, { query: 'useEffect' }, {});
    expect(result.nbHits).toBe(1);
    expect(result.hitsPerPage).toBe(20);
    const hit = result.hits[0]!;
    expect(hit.hierarchy).toMatchObject({ lvl0: 'TypeScript', lvl1: '泛型', lvl2: '泛型约束' });
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.content?.value).toContain('<mark>useEffect</mark>');
    expect(hit).not.toHaveProperty('_automaticInsights');
  });
});

describe('indexer', () => {
  it('extracts the intro and one record per heading, leaving code out', () => {
    const html = `<html><head><title>闭包 | 码途笔记</title></head><body><article><header><h1>闭包</h1></header>
      <div class="markdown"><p>闭包是函数与环境。</p><pre><code>const secret = 1;</code></pre>
      <h2 id="why">为什么<a class="hash-link" href="#why">#</a></h2><ul><li><p>保存状态</p></li></ul>
      <h3 id="pitfall">常见坑</h3><p>循环里的 var。</p></div></article></body></html>`;
    expect(extractPage(html)).toEqual({
      title: '闭包',
      records: [
        { anchor: '', lvl2: '', lvl3: '', content: '闭包是函数与环境。' },
        { anchor: 'why', lvl2: '为什么', lvl3: '', content: '保存状态' },
        { anchor: 'pitfall', lvl2: '为什么', lvl3: '常见坑', content: '循环里的 var。' },
      ],
    });
  });
});

describe('URL helpers', () => {
  it('maps paths to sections, entry pages included', () => {
    const sections = [
      { key: 'react', entryPaths: ['/docs/react'] },
      { key: 'typescript', entryPaths: [] },
    ];
    expect(sectionKeyForPath('/docs/React/React%20Hooks/useState', sections)).toBe('react');
    expect(sectionKeyForPath('/docs/TypeScript/泛型', sections)).toBe('typescript');
    expect(sectionKeyForPath('/blog/welcome', sections)).toBe('blog');
    expect(sectionKeyForPath('/docs/%E0%A4%A', sections)).toBeUndefined();
  });
  it('reads q and page and numbers pages with gaps', () => {
    expect(readSearchParams('?q=a%20b&page=3')).toEqual({ query: 'a b', page: 3 });
    expect(readSearchParams('?page=-2')).toEqual({ query: '', page: 1 });
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });
});

describe('keyboard shortcuts', () => {
  const press = (key: string, extra: Partial<import('./client/shortcuts').KeyPress> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: 'BODY' },
    onSearchButton: false,
    ...extra,
  });
  it('opens with Ctrl/Cmd+K and "/", closes with Escape', async () => {
    const { shortcutFor } = await import('./client/shortcuts');
    expect(shortcutFor(press('k', { ctrlKey: true }), false)).toBe('toggle');
    expect(shortcutFor(press('K', { metaKey: true }), true)).toBe('toggle');
    expect(shortcutFor(press('/'), false)).toBe('open');
    expect(shortcutFor(press('Escape'), true)).toBe('close');
    expect(shortcutFor(press('Escape'), false)).toBe('none');
  });
  it('leaves "/" to text fields and opens with the typed key on the button', async () => {
    const { shortcutFor } = await import('./client/shortcuts');
    expect(shortcutFor(press('/', { target: { tagName: 'INPUT' } }), false)).toBe('none');
    expect(shortcutFor(press('/', { target: { isContentEditable: true } }), false)).toBe('none');
    expect(shortcutFor(press('r', { onSearchButton: true }), false)).toBe('type');
    expect(shortcutFor(press('r'), false)).toBe('none');
    expect(shortcutFor(press('Enter', { onSearchButton: true }), false)).toBe('none');
  });
});
