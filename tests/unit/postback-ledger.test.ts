import { describe, expect, it } from 'vitest';
import { PostbackLedger } from '../../server/postback-ledger.js';

/** The replay guard of GET /postback (decision 036): once per key within the window, at most `capacity` keys. */

describe('the postback ledger', () => {
  it('counts a key once within its window, and again after it', () => {
    let now = 0;
    const ledger = new PostbackLedger(1000, 10, () => now);
    expect(ledger.firstTime('default tx-1 ')).toBe(true);
    expect(ledger.firstTime('default tx-1 ')).toBe(false);
    expect(ledger.firstTime('default tx-1 2')).toBe(true);
    now = 999;
    expect(ledger.firstTime('default tx-1 ')).toBe(false);
    now = 1000;
    expect(ledger.firstTime('default tx-1 ')).toBe(true);
  });

  it('forgets the oldest past its capacity, and expired keys as time goes on', () => {
    let now = 0;
    const ledger = new PostbackLedger(1000, 3, () => now);
    for (const key of ['a', 'b', 'c', 'd']) {
      expect(ledger.firstTime(key)).toBe(true);
      now += 10;
    }
    expect(ledger.size).toBe(3);
    expect(ledger.firstTime('d')).toBe(false);
    expect(ledger.firstTime('a')).toBe(true);
    now += 5000;
    expect(ledger.firstTime('e')).toBe(true);
    expect(ledger.size).toBe(1);
  });
});
