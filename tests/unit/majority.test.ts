import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { majorityVerdict, median } from '../../scripts/lib/majority.js';

/**
 * The performance budget stops repeating a Lighthouse run once the outcome is decided
 * (scripts/perf-budget.ts). That is only sound if stopping early never disagrees with what
 * the median of all the runs would have said.
 */
describe('majority verdict', () => {
  it('decides after three passes or three failures of five, and not before', () => {
    expect(majorityVerdict([], 5)).toBe('undecided');
    expect(majorityVerdict([true, true], 5)).toBe('undecided');
    expect(majorityVerdict([true, true, true], 5)).toBe('pass');
    expect(majorityVerdict([true, false, true, false], 5)).toBe('undecided');
    expect(majorityVerdict([false, true, false, true, false], 5)).toBe('fail');
    expect(majorityVerdict([false, false, false], 5)).toBe('fail');
    expect(majorityVerdict([false], 1)).toBe('fail');
  });

  it('agrees with the median of all the runs, whenever it stops', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }).map((half) => half * 2 + 1),
        fc.array(fc.double({ min: 0, max: 3000, noNaN: true }), { minLength: 9, maxLength: 9 }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        (runs, values, limit) => {
          const all = values.slice(0, runs);
          const meets = (value: number) => value <= limit;
          let taken = 0;
          while (majorityVerdict(all.slice(0, taken).map(meets), runs) === 'undecided') taken += 1;
          expect(taken).toBeLessThanOrEqual(runs);
          const early = majorityVerdict(all.slice(0, taken).map(meets), runs);
          expect(early).toBe(meets(median(all)) ? 'pass' : 'fail');
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
