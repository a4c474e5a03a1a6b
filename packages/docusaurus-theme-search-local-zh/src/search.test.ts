import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { answerRequest, type DocSearchHit } from './client/docsearchAdapter.ts';
import { SearchIndex } from './client/engine.ts';
import { highlight, snippet } from './client/highlight.ts';
import { pageWindow, readSearchParams, readyPrefix } from './client/pagination.ts';
import { extractPage } from './node/extract.ts';
import { sectionKeyForPath } from './shared/sections.ts';
import { escapeHtml, MAX_GROUPS, normalize, normalizeAll, parseQuery } from './shared/text.ts';
import { buildSearchFiles, type PageToIndex } from './node/buildIndex.ts';
import { decodeHan, decodeWords, encodeHan, encodeWords } from './shared/dictionary.ts';
import { decodePostings, encodePostings, postingRanges } from './shared/postings.ts';
import type { SearchIndexFile, SearchManifest } from './shared/types.ts';
import {
  EARLY_FETCHES_GLOBAL,
  EARLY_SHARD_LIMIT,
  earlySearchFetchesScript,
  takeEarlyFetch,
} from './shared/earlyFetches.ts';
import { decodeWordFile } from './shared/wordFile.ts';
import { decodeAnchor, encodeAnchor, headingSlug } from './shared/anchors.ts';
import {
  decodeHanShard,
  encodeHanShard,
  hanShardFile,
  hanShardOf,
  hanShardPages,
} from './shared/hanShards.ts';
import { decodeFilesMeta, encodeFilesMeta, withFilesMeta, withSearchPageStart } from './shared/filesMeta.ts';
import { fetchIndexFiles } from './client/indexFiles.ts';
import { existingIds, listIdFor } from './client/modalAria.ts';

const section = (key: string, label: string) => ({ key, label });
const fixturePages: PageToIndex[] = [
  {
    url: '/docs/TypeScript/协变与逆变',
    title: '协变与逆变',
    section: section('typescript', 'TypeScript'),
    records: [{ anchor: '', lvl2: '', lvl3: '', content: '函数参数是逆变的，返回值是协变的。' }],
  },
  {
    url: '/docs/TypeScript/泛型',
    title: '泛型',
    section: section('typescript', 'TypeScript'),
    records: [
      { anchor: '', lvl2: '', lvl3: '', content: '泛型让类型也能当参数传。' },
      {
        anchor: 'constraints',
        lvl2: '泛型约束',
        lvl3: '',
        content: '用 extends 约束类型参数，例如 useEffect 的依赖。',
      },
    ],
  },
  {
    url: '/docs/React/泛型组件',
    title: '泛型组件',
    section: section('react', 'React'),
    records: [
      { anchor: '', lvl2: '', lvl3: '', content: '组件的 props 也可以带类型参数，协变规则同样适用。' },
    ],
  },
];

/** A SearchIndex over the fixture pages, served from memory; `failing` names files that answer 500. */
function fixtureIndex(failing: (name: string) => boolean = () => false, named = false) {
  const { manifest, files } = buildSearchFiles(fixturePages, 4);
  const served = new Map<string, string | Uint8Array>(
    files.map((file) => [`/search/${file.name}`, file.contents]),
  );
  served.set('/search/manifest.json', JSON.stringify(manifest));
  const requested: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const body = served.get(url);
    if (!body || failing(url)) return new Response('no', { status: body ? 500 : 404 });
    return new Response(typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]));
  }) as typeof fetch;
  return {
    index: new SearchIndex('/search/manifest.json', fetchImpl, named ? manifest : undefined),
    requested,
    files,
    manifest,
    fetchImpl,
  };
}

describe('normalizing many texts at once', () => {
  it('gives what normalizing each one gives', () => {
    const texts = [
      '  Vue 3 ',
      'ＡＢＣ　全角',
      'ΟΔΟΣ',
      '',
      'a',
      ' 1',
      'x\n\ty',
      'React 19 与 useEffect',
      '㍿ ﬁ',
    ];
    expect(normalizeAll(texts)).toEqual(texts.map(normalize));
    expect(normalizeAll(['a\0b', 'C'])).toEqual(['a\0b', 'c']);
  });
});

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
  it('drops question words from Han runs, unless nothing else is left', () => {
    expect(parseQuery('列表渲染为什么需要 key').map((group) => group.text)).toEqual([
      '列表渲染',
      '需要',
      'key',
    ]);
    expect(parseQuery('什么').map((group) => group.text)).toEqual(['什么']);
  });
  it('writes "Vue 3" and "vue3" alike', () => {
    expect(normalize('Vue 3 与 VUE3')).toBe('vue3 与 vue3');
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

describe('postings', () => {
  it('round-trips ascending lists of any size, empty ones included', () => {
    const lists = [[0, 1, 2], [], [5], [3, 200, 70000, 70001]];
    const bytes = encodePostings(lists);
    const ranges = postingRanges(bytes, lists.length);
    expect(lists.map((_, i) => decodePostings(bytes, ranges, i))).toEqual(lists);
    expect(() => encodePostings([[2, 1]])).toThrow('ascend');
    expect(() => postingRanges(bytes, lists.length - 1)).toThrow('left over');
    expect(() => postingRanges(bytes.slice(0, -1), lists.length)).toThrow();
    expect(() => postingRanges(Uint8Array.of(0x80), 1)).toThrow('truncated');
  });
});

describe('term dictionary', () => {
  it('round-trips sorted words and Han terms in their compact spelling', () => {
    const words = ['3', '3d', 'react', 'reactdom', 'usecallback', 'useeffect', 'useeffectevent', 'ζ'];
    expect(decodeWords(encodeWords(words))).toEqual(words);
    const han = ['包', '包含', '包括', '包𠀋', '闭', '闭包', '闭合', '𠀋', '𠀋人', '𠀋𠀌'];
    expect(encodeHan(han)).toBe('包\n包含括𠀋\n闭\n闭包合\n𠀋\n𠀋人𠀌');
    expect(decodeHan(encodeHan(han))).toEqual(han);
    expect(decodeWords(encodeWords([]))).toEqual([]);
  });
});

describe('Han shards', () => {
  it('round-trip terms, postings, frequent pages and rare bigrams', () => {
    const contents = {
      terms: ['包', '包含', '𠀋人'],
      present: [[0, 3], [1], [2, 300]],
      frequent: [[3], [], [300]],
      rare: ['包括', '𠀋𠀌'],
      rarePages: [7, 70000],
    };
    const shard = decodeHanShard(encodeHanShard(contents));
    expect(shard.terms).toEqual(contents.terms);
    expect(shard.rare).toEqual(contents.rare);
    expect(shard.rarePages).toEqual(contents.rarePages);
    expect(contents.terms.map((_, i) => hanShardPages(shard, i))).toEqual(
      contents.terms.map((_, i) => ({ present: contents.present[i], frequent: contents.frequent[i] })),
    );
    const empty = decodeHanShard(
      encodeHanShard({ terms: [], present: [], frequent: [], rare: [], rarePages: [] }),
    );
    expect(empty).toMatchObject({ terms: [], rare: [], rarePages: [] });
  });
});

describe('heading anchors in the index', () => {
  it('makes the slugs Docusaurus gives headings', () => {
    expect(headingSlug('卷驱动：把数据放到别处')).toBe('卷驱动把数据放到别处');
    expect(headingSlug('React 19 与 useEffect')).toBe('react-19-与-useeffect');
    expect(headingSlug('C++ 与 C# 的区别？')).toBe('c-与-c-的区别');
    expect(headingSlug('call、apply 和 bind')).toBe('callapply-和-bind');
  });
  it('stores 0 for an anchor that is its heading’s slug and keeps any other, reading both back', () => {
    const records: [string, string, string][] = [
      ['', '', ''],
      ['小结', '小结', ''],
      ['小结-1', '小结', ''],
      ['匿名卷', '管理数据卷', '匿名卷'],
      ['custom-id', '自定义', ''],
    ];
    const stored = records.map(([anchor, lvl2, lvl3]) => encodeAnchor(anchor, lvl2, lvl3));
    expect(stored).toEqual([0, 0, '小结-1', 0, 'custom-id']);
    expect(records.map(([, lvl2, lvl3], i) => decodeAnchor(stored[i]!, lvl2, lvl3))).toEqual(
      records.map(([anchor]) => anchor),
    );
  });
});

describe('index files', () => {
  it('keeps words and Han terms out of the index loaded up front: words in the word file, Han terms in shards', () => {
    const { files, manifest } = buildSearchFiles(fixturePages, 4);
    const index = JSON.parse(
      String(files.find((file) => file.name.startsWith('index.'))!.contents),
    ) as SearchIndexFile;
    expect(Object.keys(index)).toEqual(['version', 'sections', 'pages', 'records', 'synonyms']);
    const { encodedWords } = decodeWordFile(
      files.find((file) => file.name === manifest.words)!.contents as Uint8Array,
    );
    expect(decodeWords(encodedWords)).toContain('useeffect');
    expect(encodedWords).not.toMatch(/\p{Script=Han}/u);
    expect(index.pages.map(([url]) => url)).toEqual(fixturePages.map((page) => page.url));
    const shardOf = (term: string) =>
      decodeHanShard(
        files.find((file) => file.name === hanShardFile(manifest.han, hanShardOf(term, 4)))!
          .contents as Uint8Array,
      );
    expect(shardOf('类型').terms).toContain('类型'); // on two pages
    expect(shardOf('逆变').terms).not.toContain('逆变'); // one page only: rare, stored with its page
    expect(shardOf('逆变').rare).toContain('逆变');
    expect(files.filter((file) => file.name.startsWith('han/'))).toHaveLength(4);
    expect(
      files.every((file) =>
        /^((pages\/)?[a-z]*\.?[0-9a-f]{10}\.(json|bin)|han\/[0-9a-f]{10}-[0-3]\.bin)$/.test(file.name),
      ),
    ).toBe(true);
  });
});

describe('ranking', () => {
  it('finds Chinese words in mid-sentence, also rare ones, fetching only the query’s shards', async () => {
    const { index, requested, manifest } = fixtureIndex();
    expect((await index.search('返回值')).pages.map((page) => page.url)).toEqual([
      '/docs/TypeScript/协变与逆变',
    ]);
    const shards = requested.filter((url) => url.includes('/han/'));
    expect(shards.sort()).toEqual(
      [...new Set(['返回', '回值'].map((bigram) => hanShardOf(bigram, 4)))]
        .map((shard) => `/search/${hanShardFile(manifest.han, shard)}`)
        .sort(),
    );
    expect((await index.search('协变逆变')).pages[0]!.url).toBe('/docs/TypeScript/协变与逆变');
  });
  it('fetches no shard for a query of words, and each shard once', async () => {
    const { index, requested } = fixtureIndex();
    expect((await index.search('useEffect')).total).toBe(1);
    expect(requested.some((url) => url.includes('/han/'))).toBe(false);
    expect((await index.search('类型参数')).total).toBe(2);
    expect((await index.search('逆')).pages.map((page) => page.url)).toEqual(['/docs/TypeScript/协变与逆变']);
    await index.search('类型参数');
    const shards = requested.filter((url) => url.includes('/han/'));
    expect(new Set(shards).size).toBe(shards.length);
  });
  it('fetches the word file for a query with a word only (once), and when search opens', async () => {
    const { index, requested, manifest } = fixtureIndex();
    const wordFile = `/search/${manifest.words}`;
    expect((await index.search('返回值')).total).toBe(1);
    expect(requested).not.toContain(wordFile);
    expect((await index.search('泛型 useEffect')).total).toBeGreaterThan(0);
    expect((await index.search('effect')).total).toBe(1);
    expect(requested.filter((url) => url === wordFile)).toHaveLength(1);

    const opening = fixtureIndex();
    await opening.index.load();
    await vi.waitFor(() => expect(opening.requested).toContain(wordFile));
  });
  it('starts the shards the page names with the index, and drops them when the names are stale', async () => {
    const early = fixtureIndex(() => false, true);
    expect((await early.index.search('类型')).total).toBe(2);
    expect(early.requested.slice(0, 3).some((url) => url.includes('/han/'))).toBe(true);
    expect(early.requested).not.toContain('/search/manifest.json');

    const stale = fixtureIndex(() => false, true);
    const old = { ...stale.manifest, index: 'index.0000000000.json', han: 'han/0000000000' };
    const staleIndex = new SearchIndex('/search/manifest.json', stale.fetchImpl, old);
    expect((await staleIndex.search('类型')).total).toBe(2);
    expect(stale.requested).toContain('/search/manifest.json');
    expect(stale.requested.some((url) => url.includes(stale.manifest.han))).toBe(true);
  });
  it('treats a lone Han character as optional', async () => {
    const { index } = fixtureIndex();
    expect((await index.search('泛型 和 useEffect')).pages.map((page) => page.url)).toEqual([
      '/docs/TypeScript/泛型',
    ]);
  });
  it('requires every group, matches words inside identifiers and ranks title hits first', async () => {
    const { index } = fixtureIndex();
    const partial = await index.search('泛型 不存在的词');
    expect(partial.partial).toBe(true);
    expect(partial.pages.map((page) => page.title)).toEqual(['泛型', '泛型组件']);
    expect((await index.search('泛型 协变')).partial).toBe(false);
    expect((await index.search('effect')).pages[0]!.hits[0]!.url).toBe('/docs/TypeScript/泛型#constraints');
    const generics = await index.search('泛型');
    expect(generics.pages.map((page) => page.url)).toEqual(['/docs/TypeScript/泛型', '/docs/React/泛型组件']);
  });
  it('boosts the reader’s section', async () => {
    const { index } = fixtureIndex();
    expect((await index.search('类型参数', { currentSection: 'react' })).pages[0]!.section).toBe('react');
    expect((await index.search('类型参数')).pages[0]!.section).toBe('typescript');
  });
  it('pages through results and fetches text only for the pages returned', async () => {
    const { index, requested } = fixtureIndex();
    const second = await index.search('类型', { offset: 1, limit: 1 });
    expect(second.total).toBe(2);
    expect(second.pages).toHaveLength(1);
    expect(requested.filter((url) => url.includes('/pages/'))).toHaveLength(1);
  });
  it('reports an unloadable index, word file or shard as RetryError and retries on the next search', async () => {
    for (const part of ['/index.', '/words.', '/han/']) {
      let broken = true;
      const { index } = fixtureIndex((url) => broken && url.includes(part));
      await expect(index.search('泛型 effect')).rejects.toMatchObject({ name: 'RetryError' });
      broken = false;
      expect((await index.search('泛型 effect')).total).toBe(1);
    }
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

describe('search file names in the page', () => {
  const manifest: SearchManifest = {
    version: 5,
    index: 'index.0123456789.json',
    words: 'words.abcdef0123.bin',
    han: 'han/9876543210',
    hanShards: 64,
  };

  it('round-trips through the meta tag and rejects anything that is not the hashed names and a count', () => {
    expect(decodeFilesMeta(encodeFilesMeta(manifest))).toEqual(manifest);
    expect(decodeFilesMeta(undefined)).toBeUndefined();
    expect(decodeFilesMeta('index.0123456789.json words.abcdef0123.bin han/9876543210')).toBeUndefined();
    expect(decodeFilesMeta('../x.0123456789.json words.abcdef0123.bin han/9876543210 64')).toBeUndefined();
    expect(decodeFilesMeta('index.0123456789.json words.abcdef0123.bin ../9876543210 64')).toBeUndefined();
    expect(decodeFilesMeta('index.0123456789.json words.abcdef0123.bin han/9876543210 0')).toBeUndefined();
  });

  it('adds the tag to the head once, replacing the one an earlier build wrote', () => {
    const html = '<html><head><title>t</title></head><body><p>&lt;/head&gt;</p></body></html>';
    const once = withFilesMeta(html, manifest);
    expect(once).toBe(
      `<html><head><title>t</title><meta name="search-files" content="${encodeFilesMeta(manifest)}"></head><body><p>&lt;/head&gt;</p></body></html>`,
    );
    const again = withFilesMeta(once, { ...manifest, index: 'index.ffffffffff.json' });
    expect(again.match(/name="search-files"/g)).toHaveLength(1);
    expect(again).toContain('index.ffffffffff.json words');
    expect(withFilesMeta('<p>no head</p>', manifest)).toBe('<p>no head</p>');
  });

  it('starts the index and the query’s files in the search page’s head once, replacing an earlier build’s', () => {
    const html = '<html><head><title>t</title></head><body></body></html>';
    const once = withSearchPageStart(html, manifest, '/search/');
    expect(once).toBe(
      '<html><head><title>t</title>' +
        '<link rel="preload" data-search-index as="fetch" crossorigin="anonymous" href="/search/index.0123456789.json">' +
        `<script data-search-early>${earlySearchFetchesScript(manifest, '/search/')}</script>` +
        '</head><body></body></html>',
    );
    const again = withSearchPageStart(once, { ...manifest, index: 'index.ffffffffff.json' }, '/search/');
    expect(again.match(/rel="preload"/g)).toHaveLength(1);
    expect(again.match(/<script/g)).toHaveLength(1);
    expect(again).toContain('index.ffffffffff.json');
  });

  it('fetches the shards of the q’s Han characters and, for a word, the word file from the head, and hands each over once', async () => {
    const shard = (char: string) => `/search/han/9876543210-${char.codePointAt(0)! % 64}.bin`;
    const run = (search: string) => {
      const fetched: string[] = [];
      const window: Record<string, unknown> = {};
      const fetch = (url: string) => {
        fetched.push(url);
        return url.endsWith('-7.bin')
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(new Response(url));
      };
      runInNewContext(earlySearchFetchesScript(manifest, '/search/'), {
        location: { search },
        window,
        fetch,
        URLSearchParams,
      });
      return {
        fetched,
        started: window[EARLY_FETCHES_GLOBAL] as Record<string, Promise<Response>> | undefined,
      };
    };
    const wordFile = '/search/words.abcdef0123.bin';
    // Full-width Ｘ and the words are no Han, and fetch the word file once; 闭 twice is one fetch.
    expect(run(`?q=${encodeURIComponent('闭包 Ｘ react 闭合')}`).fetched).toEqual([
      shard('闭'),
      shard('包'),
      wordFile,
      shard('合'),
    ]);
    // At most EARLY_SHARD_LIMIT shards; a word after them still starts the word file.
    expect(run(`?q=${encodeURIComponent('一二三四五六 hook')}`).fetched).toHaveLength(EARLY_SHARD_LIMIT + 1);
    expect(run('?q=useEffect').fetched).toEqual([wordFile]);
    expect(run(`?q=${encodeURIComponent('闭包？！')}`).fetched).toEqual([shard('闭'), shard('包')]);
    expect(run('').started).toBeUndefined();

    const { started } = run(`?q=${encodeURIComponent('闭')}`);
    vi.stubGlobal('window', { [EARLY_FETCHES_GLOBAL]: started });
    try {
      expect(await (await takeEarlyFetch(shard('闭')))!.text()).toBe(shard('闭'));
      expect(takeEarlyFetch(shard('闭'))).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('fetches the named index without the manifest, and falls back to it when the names are stale', async () => {
    const named = fixtureIndex();
    const files = await fetchIndexFiles('/search/manifest.json', named.fetchImpl, named.manifest);
    expect(files.manifest).toEqual(named.manifest);
    expect(named.requested).not.toContain('/search/manifest.json');
    expect(named.requested).toHaveLength(1);

    const stale = fixtureIndex();
    const old = { ...stale.manifest, index: 'index.0000000000.json' };
    const fresh = await fetchIndexFiles('/search/manifest.json', stale.fetchImpl, old);
    expect(fresh.manifest).toEqual(stale.manifest);
    expect(stale.requested).toContain('/search/manifest.json');
    expect(fresh.index.pages).toHaveLength(fixturePages.length);
  });
});

describe('DocSearch-shaped answers', () => {
  it('returns hits with hierarchy, escaped snippets and the page count', async () => {
    const { index } = fixtureIndex();
    const result = await answerRequest(index, { query: 'useEffect' }, {});
    expect(result.nbHits).toBe(1);
    expect(result.hitsPerPage).toBe(20);
    const [page, hit] = result.hits as [DocSearchHit, DocSearchHit];
    expect(page).toMatchObject({ type: 'lvl1', url: '/docs/TypeScript/泛型', content: null });
    expect(page.hierarchy).toMatchObject({ lvl0: 'TypeScript', lvl1: '泛型', lvl2: null });
    expect(hit.hierarchy).toMatchObject({ lvl0: 'TypeScript', lvl1: '泛型', lvl2: '泛型约束' });
    expect(hit.type).toBe('content');
    expect(hit.url).toBe('/docs/TypeScript/泛型#constraints');
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
  const press = (key: string, extra: Partial<import('./client/shortcuts.ts').KeyPress> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: { tagName: 'BODY' },
    onSearchButton: false,
    ...extra,
  });
  it('opens with Ctrl/Cmd+K and "/", closes with Escape', async () => {
    const { shortcutFor } = await import('./client/shortcuts.ts');
    expect(shortcutFor(press('k', { ctrlKey: true }), false)).toBe('toggle');
    expect(shortcutFor(press('K', { metaKey: true }), true)).toBe('toggle');
    expect(shortcutFor(press('/'), false)).toBe('open');
    expect(shortcutFor(press('Escape'), true)).toBe('close');
    expect(shortcutFor(press('Escape'), false)).toBe('none');
  });
  it('leaves "/" to text fields and opens with the typed key on the button', async () => {
    const { shortcutFor } = await import('./client/shortcuts.ts');
    expect(shortcutFor(press('/', { target: { tagName: 'INPUT' } }), false)).toBe('none');
    expect(shortcutFor(press('/', { target: { isContentEditable: true } }), false)).toBe('none');
    expect(shortcutFor(press('r', { onSearchButton: true }), false)).toBe('type');
    expect(shortcutFor(press('r'), false)).toBe('none');
    expect(shortcutFor(press('Enter', { onSearchButton: true }), false)).toBe('none');
  });
});

describe('search modal markup repairs', () => {
  it('names the list an option belongs to as autocomplete does', () => {
    expect(listIdFor('docsearch-hits0-item-3')).toBe('docsearch-hits0-list');
    expect(listIdFor('docsearch-recentSearches-item-0')).toBe('docsearch-recentSearches-list');
    expect(listIdFor('docsearch-list')).toBeUndefined();
  });

  it('keeps only the aria-controls ids that exist', () => {
    const present = new Set(['docsearch-hits0-list', 'docsearch-hits2-list']);
    const exists = (id: string) => present.has(id);
    expect(existingIds('docsearch-hits0-list docsearch-hits1-list  docsearch-hits2-list', exists)).toBe(
      'docsearch-hits0-list docsearch-hits2-list',
    );
    expect(existingIds('docsearch-hits1-list', exists)).toBeUndefined();
    expect(existingIds(null, exists)).toBeUndefined();
  });
});

describe('results as their texts arrive', () => {
  it('shows the leading results that have arrived, up to the first still missing', () => {
    expect(readyPrefix(['a', 'b', undefined, 'd'])).toEqual(['a', 'b']);
    expect(readyPrefix([undefined, 'b'])).toEqual([]);
    expect(readyPrefix(['a', 'b'])).toEqual(['a', 'b']);
    expect(readyPrefix([])).toEqual([]);
  });

  it('ranks without fetching any page text, then gives the places search() gives for the texts asked for', async () => {
    const { index, requested } = fixtureIndex();
    const ranked = await index.rank('类型参数');
    expect(ranked.total).toBe(2);
    expect(ranked.pages.map((page) => page.url)).toEqual(['/docs/TypeScript/泛型', '/docs/React/泛型组件']);
    expect(requested.filter((url) => url.includes('/pages/'))).toHaveLength(0);
    const firstHits = await ranked.pages[0]!.loadHits();
    expect(requested.filter((url) => url.includes('/pages/'))).toHaveLength(1);
    const full = await fixtureIndex().index.search('类型参数');
    expect(firstHits).toEqual(full.pages[0]!.hits);
    expect(await ranked.pages[1]!.loadHits()).toEqual(full.pages[1]!.hits);
  });
});
