import { describe, expect, it } from 'vitest';
import { mean, median, medianIndex, percentile } from './stats';

describe('mean, percentile and median', () => {
  it('averages', () => {
    expect(mean([1, 2, 3, 6])).toBe(3);
  });

  it('interpolates between closest ranks', () => {
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5], 0)).toBe(1);
    expect(percentile([1, 2, 3, 4, 5], 100)).toBe(5);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 95)).toBeCloseTo(95.05);
    expect(percentile([7], 95)).toBe(7);
  });

  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([90, 40, 70])).toBe(70);
    expect(median([1, 2, 3, 10])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('rejects empty input and out-of-range percentiles', () => {
    expect(() => mean([])).toThrow(/empty/);
    expect(() => median([])).toThrow(/empty/);
    expect(() => percentile([1], 101)).toThrow(/range/);
  });
});

describe('medianIndex', () => {
  it('points at the element holding the median', () => {
    expect(medianIndex([90, 40, 70])).toBe(2);
  });

  it('takes the lower middle element of an even-length list', () => {
    expect(medianIndex([10, 40, 30, 20])).toBe(3);
  });
});
