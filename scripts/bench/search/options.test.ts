import { describe, expect, it } from 'vitest';
import { parseOptions } from './options';

describe('parseOptions', () => {
  it('has defaults that keep the run short', () => {
    expect(parseOptions([], {})).toEqual({
      help: false,
      keepEasyops: false,
      coldRuns: 5,
      passes: 5,
      easyopsPasses: 3,
      easyopsLimit: 8,
      oursPort: 3401,
      easyopsPort: 3402,
    });
  });

  it('reads flags and the port', () => {
    expect(
      parseOptions(['--keep-easyops', '--cold-runs', '3', '--easyops-limit=30'], {
        BENCH_SEARCH_PORT: '3450',
      }),
    ).toMatchObject({ keepEasyops: true, coldRuns: 3, easyopsLimit: 30, oursPort: 3450, easyopsPort: 3451 });
  });

  it('rejects unknown flags, bad counts and bad ports', () => {
    expect(() => parseOptions(['--fast'], {})).toThrow(/Unknown option '--fast'/);
    expect(() => parseOptions(['--passes', '0'], {})).toThrow(/--passes needs a positive integer/);
    expect(() => parseOptions(['--passes'], {})).toThrow(/argument missing/);
    expect(() => parseOptions([], { BENCH_SEARCH_PORT: 'x' })).toThrow(/port/);
  });
});
