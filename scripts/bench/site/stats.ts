/** Median of a non-empty list; the mean of the two middle values when the length is even. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Index of the element whose value is the median (the lower middle one for even lengths). */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}
