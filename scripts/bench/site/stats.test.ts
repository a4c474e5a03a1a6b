import { describe, expect, it } from 'vitest';
import { median, medianIndex } from './stats';

describe('median', () => {
  it('takes the middle value of an odd-length list, in any order', () => {
    expect(median([90, 40, 70])).toBe(70);
  });

  it('averages the two middle values of an even-length list', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('rejects an empty list', () => {
    expect(() => median([])).toThrow(/empty/);
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
