/**
 * Judging a noisy measurement by the median of up to `runs` repeats without always taking
 * them all. For an odd count, the median meets a threshold exactly when more than half of the
 * runs do, so once that many have passed, or so many have failed that a majority no longer
 * can, the remaining runs cannot change the outcome and are not taken. (For an even count
 * this asks for the upper of the two middle runs, a little stricter than their average.)
 */
export type Verdict = 'pass' | 'fail' | 'undecided';

export function majorityVerdict(outcomes: readonly boolean[], runs: number): Verdict {
  const needed = Math.floor(runs / 2) + 1;
  const passed = outcomes.filter(Boolean).length;
  const failed = outcomes.length - passed;
  if (passed >= needed) return 'pass';
  if (failed > runs - needed) return 'fail';
  return 'undecided';
}

/** The median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
