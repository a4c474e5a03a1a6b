import { describe, expect, it } from 'vitest';
import { rankedPages, recallAt, reciprocalRank, summarizeQuality, toPagePath, worstQueries } from './metrics';

describe('reciprocalRank', () => {
  it('is 1 over the rank of the first relevant page', () => {
    expect(reciprocalRank(['/a', '/b', '/c'], ['/a'])).toBe(1);
    expect(reciprocalRank(['/a', '/b', '/c'], ['/c', '/b'])).toBe(0.5);
    expect(reciprocalRank(['/x', '/y', '/z', '/a'], ['/a'])).toBe(0.25);
  });

  it('is 0 when no relevant page is in the first k', () => {
    expect(reciprocalRank(['/x', '/y'], ['/a'])).toBe(0);
    expect(reciprocalRank(['/x', '/y', '/a'], ['/a'], 2)).toBe(0);
    expect(reciprocalRank([], ['/a'])).toBe(0);
  });
});

describe('recallAt', () => {
  it('is the share of relevant pages in the first k', () => {
    expect(recallAt(['/a', '/x', '/b'], ['/a', '/b', '/c'])).toBeCloseTo(2 / 3);
    expect(recallAt(['/a', '/b'], ['/a', '/b'])).toBe(1);
    expect(recallAt(['/x', '/a'], ['/a'], 1)).toBe(0);
  });

  it('counts a relevant page listed twice once', () => {
    expect(recallAt(['/a'], ['/a', '/a'])).toBe(1);
  });

  it('refuses an empty relevant list', () => {
    expect(() => recallAt(['/a'], [])).toThrow(/at least one/);
  });
});

describe('summarizeQuality', () => {
  it('averages reciprocal rank and recall over queries', () => {
    const summary = summarizeQuality([
      { query: 'a', relevant: ['/a'], ranked: ['/a', '/x'] },
      { query: 'b', relevant: ['/b', '/c'], ranked: ['/x', '/b'] },
      { query: 'c', relevant: ['/c'], ranked: [] },
    ]);
    expect(summary.mrr).toBeCloseTo((1 + 0.5 + 0) / 3);
    expect(summary.recall).toBeCloseTo((1 + 0.5 + 0) / 3);
    expect(summary.outcomes.map((outcome) => outcome.reciprocalRank)).toEqual([1, 0.5, 0]);
  });

  it('keeps only the first k of each ranking', () => {
    const ranked = Array.from({ length: 12 }, (_, i) => `/p${i}`);
    const [outcome] = summarizeQuality([{ query: 'q', relevant: ['/p11'], ranked }]).outcomes;
    expect(outcome!.ranked).toHaveLength(10);
    expect(outcome!.reciprocalRank).toBe(0);
  });
});

describe('worstQueries', () => {
  it('orders by reciprocal rank, then recall, then input order', () => {
    const outcome = (query: string, reciprocalRank: number, recall: number) => ({
      query,
      relevant: ['/a'],
      ranked: [],
      reciprocalRank,
      recall,
    });
    const worst = worstQueries(
      [outcome('good', 1, 1), outcome('miss1', 0, 0), outcome('half', 0.5, 1), outcome('miss2', 0, 0)],
      3,
    );
    expect(worst.map((item) => item.query)).toEqual(['miss1', 'miss2', 'half']);
  });
});

describe('toPagePath', () => {
  it('drops origin, anchor, query and trailing slash, and decodes', () => {
    expect(
      toPagePath(
        'http://127.0.0.1:3401/docs/JavaScript/%E6%A0%B8%E5%BF%83%E6%A6%82%E5%BF%B5/%E9%97%AD%E5%8C%85#x',
      ),
    ).toBe('/docs/JavaScript/核心概念/闭包');
    expect(toPagePath('/docs/React/React%20Hooks/useRef/?a=1')).toBe('/docs/React/React Hooks/useRef');
    expect(toPagePath('/docs/Vue/响应式原理#为什么')).toBe('/docs/Vue/响应式原理');
    expect(toPagePath('https://example.com/')).toBe('/');
  });

  it('keeps a path with a malformed escape as it is', () => {
    expect(toPagePath('/docs/100%')).toBe('/docs/100%');
  });
});

describe('rankedPages', () => {
  it('keeps distinct pages in first-seen order, at most k', () => {
    expect(rankedPages(['/a#one', '/b', '/a#two', '/c/', '/d'], 3)).toEqual(['/a', '/b', '/c']);
  });
});
