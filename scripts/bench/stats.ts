/** Statistics of the benchmarks' samples (pure). */

export function mean(values: readonly number[]): number {
  if (values.length === 0) throw new Error('mean of an empty list');
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Percentile by linear interpolation between closest ranks (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of an empty list');
  if (p < 0 || p > 100) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

/** The middle value; the mean of the two middle values when the length is even. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Index of the element whose value is the median (the lower middle one for even lengths). */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}
