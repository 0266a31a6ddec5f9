import { timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenMatcher } from '../../server/routes/postback.js';

/** The postback token check during a rotation (decision 055): both tokens accepted, and both always compared. */

const CURRENT = 'current-token-0123456789';
const NEXT = 'next-token-0123456789abcd';

/** crypto's comparison, counting its calls and the lengths it was given. */
function countingEqual() {
  const calls: number[][] = [];
  const equal = (a: Buffer, b: Buffer) => {
    calls.push([a.length, b.length]);
    return timingSafeEqual(a, b);
  };
  return { equal, calls };
}

describe('the postback token check', () => {
  it.each([
    [CURRENT, 'current'],
    [NEXT, 'next'],
    ['old-token-0123456789abcd', undefined],
    [`${CURRENT} `, undefined],
    ['', undefined],
    [['array', 'of', 'tokens'], undefined],
    [undefined, undefined],
  ])('with a next token, reads %j as %s after comparing it with both, 32 bytes each', (given, expected) => {
    const { equal, calls } = countingEqual();
    expect(tokenMatcher({ current: CURRENT, next: NEXT }, equal)(given)).toBe(expected);
    expect(calls).toEqual([
      [32, 32],
      [32, 32],
    ]);
  });

  it('without one, accepts the current token only, after one comparison', () => {
    const { equal, calls } = countingEqual();
    const match = tokenMatcher({ current: CURRENT }, equal);
    expect([match(CURRENT), match(NEXT), match('')]).toEqual(['current', undefined, undefined]);
    expect(calls).toHaveLength(3);
  });
});
