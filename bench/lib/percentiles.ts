/** Percentile by nearest rank over an unsorted sample, in the sample's unit. */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) throw new Error('empty sample');
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export function formatMs(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** The median of a sample (the mean of the two middle values when it has an even size). */
export function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}
