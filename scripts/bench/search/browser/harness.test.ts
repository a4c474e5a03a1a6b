import { describe, expect, it } from 'vitest';
import type { BenchEngine } from './benchEngine';
import { measure } from './harness';

function fakeEngine(): BenchEngine & { calls: string[]; loads: number } {
  const engine = {
    calls: [] as string[],
    loads: 0,
    async load() {
      engine.loads++;
    },
    async search(query: string) {
      engine.calls.push(query);
      return [`/docs/${query}#a`, '/docs/other'];
    },
    urls: (result: unknown) => result as string[],
  };
  return engine;
}

describe('measure', () => {
  it('loads once, ranks from a warm-up pass, then times every query in every pass', async () => {
    const engine = fakeEngine();
    // A clock that loading the index moves on by 10 ms and each search by 1 ms.
    let clock = 0;
    const load = engine.load;
    const search = engine.search;
    engine.load = async () => {
      clock += 10;
      await load();
    };
    engine.search = async (query: string) => {
      clock += 1;
      return search(query);
    };
    const result = await measure(engine, ['a', 'b', 'c'], 2, () => clock);
    expect(engine.loads).toBe(1);
    expect(engine.calls).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
    expect(result.ranked).toEqual([
      ['/docs/a#a', '/docs/other'],
      ['/docs/b#a', '/docs/other'],
      ['/docs/c#a', '/docs/other'],
    ]);
    expect(result.samples).toHaveLength(6);
    expect(result.samples).toEqual([1, 1, 1, 1, 1, 1]);
    expect(result.loadMs).toBe(10);
  });
});
