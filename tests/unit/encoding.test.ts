import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../server/http/encoding.js';

describe('content-coding negotiation by our preference (br, gzip, identity)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chrome: lists gzip first, still gets brotli
    ['gzip, deflate, br', 'br'], // Safari, Firefox
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0', 'identity'],
    ['gzip;q=0.1, br;q=0.9', 'br'],
    ['gzip;q=0.9, br;q=0.1', 'br'], // acceptable is all a q-value decides here
    ['BR;Q=0.5', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['zstd', 'identity'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=abc, gzip', 'gzip'], // a malformed weight is no weight
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('never uses a coding the client marked q=0, whatever else it says', () => {
    for (const header of ['br;q=0, gzip;q=1', 'gzip, br;q=0.000', 'br;q=0, *;q=1', '*, br;q=0']) {
      expect(chooseEncoding(header)).not.toBe('br');
    }
    expect(chooseEncoding('gzip;q=0, *')).toBe('br');
    expect(chooseEncoding('gzip;q=0, br;q=0, *')).toBe('identity');
  });
});
