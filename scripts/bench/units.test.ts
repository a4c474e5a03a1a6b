import { describe, expect, it } from 'vitest';
import { formatKiB, formatMs, formatRatio, formatScore } from './units';

describe('number formats', () => {
  it('writes bytes in KiB of 1024 bytes, one decimal', () => {
    expect(formatKiB(1024)).toBe('1.0 KiB');
    expect(formatKiB(1536)).toBe('1.5 KiB');
    expect(formatKiB(600_000)).toBe('585.9 KiB');
  });

  it('writes times in ms, with two decimals under 10 ms, and in s from a second', () => {
    expect(formatMs(3.14159)).toBe('3.14 ms');
    expect(formatMs(148.26)).toBe('148.3 ms');
    expect(formatMs(2510)).toBe('2.51 s');
  });

  it('writes ratios and scores', () => {
    expect(formatRatio(1, 4)).toBe('0.25×');
    expect(formatRatio(1, 0)).toBe('n/a');
    expect(formatRatio(Number.NaN, 1)).toBe('n/a');
    expect(formatScore(0.91234)).toBe('0.912');
  });
});
