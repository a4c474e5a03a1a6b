import { describe, expect, it } from 'vitest';
import { answerRequest } from './client/docsearchAdapter.ts';
import { SearchIndex } from './client/engine.ts';
import { highlight } from './client/highlight.ts';
import { hanShardsFor, needsWords, TermList } from './client/ranking.ts';
import {
  allowedEdits,
  corrections,
  editDistance,
  TYPO_WEIGHT,
  withTypoAlternatives,
} from './client/typos.ts';
import { buildSearchFiles, type PageToIndex } from './node/buildIndex.ts';
import { compactWording, findSynonyms } from './shared/synonymMatch.ts';
import { SYNONYM_GROUPS } from './shared/synonyms.ts';
import { normalize, parseQuery, SYNONYM_WEIGHT } from './shared/text.ts';

const section = { key: 'other', label: '其他' };
const page = (url: string, title: string, content: string, lvl2 = ''): PageToIndex => ({
  url,
  title,
  section,
  records: [
    { anchor: '', lvl2: '', lvl3: '', content },
    ...(lvl2 ? [{ anchor: 'more', lvl2, lvl3: '', content: `${lvl2}的细节。` }] : []),
  ],
});

const pages: PageToIndex[] = [
  page('/docs/渲染流水线', '渲染流水线', '修改几何属性会触发重排，只改颜色只会触发重绘。', '合成层'),
  page('/docs/useEffect', 'useEffect', 'useEffect 在浏览器绘制之后运行副作用。'),
  page('/docs/防抖与节流', '防抖与节流', '防抖把连续的触发合并成最后一次。'),
  page('/docs/闭包', '闭包', '函数记住了它被创建时的作用域。'),
];

function fixtureIndex(): SearchIndex {
  const { manifest, files } = buildSearchFiles(pages, 4);
  const served = new Map<string, string | Uint8Array>(
    files.map((file) => [`/search/${file.name}`, file.contents]),
  );
  served.set('/search/manifest.json', JSON.stringify(manifest));
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const body = served.get(String(input));
    if (!body) return new Response('no', { status: 404 });
    return new Response(typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]));
  }) as typeof fetch;
  return new SearchIndex('/search/manifest.json', fetchImpl, undefined);
}

const urls = async (index: SearchIndex, query: string) =>
  (await index.rank(query)).pages.map((hit) => hit.url);

describe('the synonym table', () => {
  it('has at least 80 groups of two or more wordings, written as normalised text', () => {
    expect(SYNONYM_GROUPS.length).toBeGreaterThanOrEqual(80);
    for (const group of SYNONYM_GROUPS) {
      expect(group.length, group.join('/')).toBeGreaterThanOrEqual(2);
      for (const wording of group) {
        expect(normalize(wording), wording).toBe(wording);
        expect(wording, 'a lone Han character matches too much').not.toMatch(/^\p{Script=Han}$/u);
      }
    }
  });

  it('puts each wording in one group only', () => {
    const groupOf = new Map<string, number>();
    SYNONYM_GROUPS.forEach((group, number) => {
      for (const wording of group) {
        const key = compactWording(wording);
        const other = groupOf.get(key);
        if (other !== undefined && other !== number)
          expect.fail(`${wording} is in ${group.join('/')} and ${SYNONYM_GROUPS[other]!.join('/')}`);
        groupOf.set(key, number);
      }
    });
  });
});

describe('synonyms in queries', () => {
  it('finds wordings written with other spacing, case or joiners, longest first', () => {
    expect(
      findSynonyms(normalize('Virtual-DOM 和 flex布局'), SYNONYM_GROUPS).map((span) => span.wording),
    ).toEqual(['virtual dom', 'flex 布局']);
    expect(findSynonyms('冒泡排序', SYNONYM_GROUPS).map((span) => span.wording)).toEqual(['冒泡排序']);
  });

  it('does not find a Latin wording inside a longer word', () => {
    expect(findSynonyms('tsconfig', SYNONYM_GROUPS)).toEqual([]);
    expect(findSynonyms('jsx', SYNONYM_GROUPS)).toEqual([]);
    expect(findSynonyms('ts 泛型', SYNONYM_GROUPS).map((span) => span.wording)).toEqual(['ts', '泛型']);
  });

  it('expands nothing without a table (the browser gets it with the index)', () => {
    expect(parseQuery('钩子函数').map((group) => group.text)).toEqual(['钩子函数']);
    expect(parseQuery('闭包')[0]!.alternatives).toBeUndefined();
  });

  it('gives a wording found in a Han run its own group, with the other wordings as alternatives', () => {
    const groups = parseQuery('钩子函数', SYNONYM_GROUPS);
    expect(groups.map((group) => group.text)).toEqual(['钩子', '函数']);
    expect(groups[0]!.alternatives!.map((alternative) => [alternative.text, alternative.weight])).toEqual([
      ['hooks', SYNONYM_WEIGHT],
      ['hook', SYNONYM_WEIGHT],
    ]);
    expect(groups[1]!.alternatives).toBeUndefined();
  });

  it('looks a wording in another script up in titles and headings only, so a query loads no extra file', () => {
    const [closure] = parseQuery('闭包', SYNONYM_GROUPS);
    expect(closure!.alternatives!.every((alternative) => alternative.fieldsOnly)).toBe(true);
    expect(needsWords(parseQuery('闭包', SYNONYM_GROUPS))).toBe(false);
    expect(hanShardsFor(parseQuery('debounce', SYNONYM_GROUPS), 64)).toEqual([]);
    const [reflow] = parseQuery('回流', SYNONYM_GROUPS);
    expect(
      reflow!.alternatives!.find((alternative) => alternative.text === '重排')!.fieldsOnly,
    ).toBeUndefined();
  });

  it('finds a page that uses another wording, and highlights that wording', async () => {
    const index = fixtureIndex();
    expect(await urls(index, '回流 重绘')).toEqual(['/docs/渲染流水线']);
    expect(await urls(index, 'debounce')).toEqual(['/docs/防抖与节流']);
    expect(await urls(index, 'closure')).toEqual(['/docs/闭包']);
    const results = await index.search('回流');
    expect(results.pages[0]!.hits[0]!.content).toContain('重排');
    expect(highlight('会触发重排', results.groups).html).toBe('会触发<mark>重排</mark>');
  });

  it('ranks the typed wording above a synonym', async () => {
    const index = fixtureIndex();
    const ranked = (await index.rank('重排')).pages;
    expect(ranked[0]!.url).toBe('/docs/渲染流水线');
    const viaSynonym = (await index.rank('回流')).pages;
    expect(viaSynonym[0]!.score).toBeLessThan(ranked[0]!.score);
  });
});

describe('partial matches', () => {
  it('shows the pages matching most groups, marked partial, when none matches all', async () => {
    const index = fixtureIndex();
    const results = await index.rank('重绘 qqzzxx');
    expect(results.pages.map((hit) => hit.url)).toEqual(['/docs/渲染流水线']);
    expect(results.partial).toBe(true);
    expect((await index.rank('重绘 重排')).partial).toBe(false);
  });

  it('still finds nothing for a query no page matches at all', async () => {
    const results = await fixtureIndex().rank('qqzzxx wwvvyy');
    expect(results.total).toBe(0);
    expect(results.partial).toBe(false);
  });

  it('passes the flag on to the modal with each answer', async () => {
    const index = fixtureIndex();
    expect((await answerRequest(index, { query: '闭包 qqzzxx' }, {})).partial).toBe(true);
    expect((await answerRequest(index, { query: '闭包' }, {})).partial).toBe(false);
  });
});

describe('typo tolerance', () => {
  it('counts edits, a swap of neighbours as one, and stops past the limit', () => {
    expect(editDistance('promsie', 'promise', 1)).toBe(1);
    expect(editDistance('webpak', 'webpack', 1)).toBe(1);
    expect(editDistance('typscript', 'typescript', 2)).toBe(1);
    expect(editDistance('abcd', 'wxyz', 1)).toBe(2);
  });

  it('allows no typo under 4 letters, one from 4, two from 8', () => {
    expect([
      allowedEdits('vue'),
      allowedEdits('vuex'),
      allowedEdits('usestatx'),
      allowedEdits('abcdefg'),
    ]).toEqual([0, 1, 2, 1]);
  });

  it('corrects only words the index lacks, closest first', () => {
    const words = new TermList(['promise', 'promises', 'react', 'reach', 'useeffect']);
    expect(corrections('promsie', words)).toEqual(['promise']);
    expect(corrections('react', words)).toEqual([]);
    expect(corrections('effec', words)).toEqual([]);
    expect(corrections('reacr', words)).toEqual(['reach', 'react']);
    const [group] = withTypoAlternatives(parseQuery('useefect'), words);
    expect(group!.alternatives).toEqual([
      { kind: 'word', text: 'useeffect', pieces: ['useeffect'], weight: TYPO_WEIGHT, reason: 'typo' },
    ]);
  });

  it('finds the page of the corrected word and marks that word', async () => {
    const index = fixtureIndex();
    const results = await index.search('useEfect');
    expect(results.pages.map((hit) => hit.url)).toEqual(['/docs/useEffect']);
    expect(highlight('useEffect 运行', results.groups).html).toBe('<mark>useEffect</mark> 运行');
  });
});

describe('answers never depend on earlier queries', () => {
  it('gives each query the hits a fresh index gives it, whatever was asked before', async () => {
    const sequence = ['闭包', '回流 重绘', 'use', 'useEf', 'useEfect', 'useEffect', '防抖', 'debounce'];
    const warm = fixtureIndex();
    for (const query of sequence) {
      const fresh = await answerRequest(fixtureIndex(), { query }, {});
      const after = await answerRequest(warm, { query }, {});
      expect(after.hits, query).toEqual(fresh.hits);
    }
  });

  it('gives every hit of an answer its own id (DocSearch keys its rows by id)', async () => {
    const index = fixtureIndex();
    for (const query of ['闭包', 'useEffect', '重绘']) {
      const ids = (await answerRequest(index, { query }, {})).hits.map((hit) => hit.objectID);
      expect(ids.length, query).toBeGreaterThan(1);
      expect(new Set(ids).size, query).toBe(ids.length);
    }
  });
});
