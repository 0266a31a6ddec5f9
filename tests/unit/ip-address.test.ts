import { isIP } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipKey } from '../../server/geo/ip-address.js';

describe('IP address strings as region-table keys', () => {
  it('reads IPv4 as a 32-bit number', () => {
    expect(ipKey('0.0.0.0')).toEqual({ family: 4, value: 0 });
    expect(ipKey('24.24.24.24')).toEqual({ family: 4, value: 0x18181818 });
    expect(ipKey('255.255.255.255')).toEqual({ family: 4, value: 0xffffffff });
  });

  it.each(['::ffff:1.2.3.4', '::FFFF:1.2.3.4', '0:0:0:0:0:ffff:1.2.3.4', '::ffff:102:304', '0::ffff:0102:0304'])(
    'reads the IPv4-mapped %s as the IPv4 address',
    (ip) => expect(ipKey(ip)).toEqual({ family: 4, value: 0x01020304 }),
  );

  it('reads other IPv6 as its first 64 bits, in any spelling, zone id ignored', () => {
    const key = { family: 6, hi: 0x20010db8, lo: 0x00010002 };
    for (const ip of ['2001:db8:1:2::', '2001:0db8:0001:0002:0:0:0:0', '2001:DB8:1:2:ffff::1', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::%eth0']) {
      expect(ipKey(ip)).toEqual(key);
    }
    expect(ipKey('::')).toEqual({ family: 6, hi: 0, lo: 0 });
    expect(ipKey('ffff:ffff:ffff:ffff::')).toEqual({ family: 6, hi: 0xffffffff, lo: 0xffffffff });
    expect(ipKey('1::2:3:4:5:6.7.8.9')).toEqual({ family: 6, hi: 0x00010000, lo: 0x00020003 });
  });

  it.each([
    '',
    'garbage',
    '1.2.3',
    '1.2.3.4.5',
    '999.1.1.1',
    '01.2.3.4',
    ' 1.2.3.4',
    '1.2.3.4 ',
    '1.2.3.4/24',
    '::ffff:',
    ':::',
    '1::2::3',
    '12345::',
    'g::',
    '[::1]',
    '::1:',
  ])('is undefined for %j', (ip) => expect(ipKey(ip)).toBeUndefined());

  it('reads any IPv6 spelling as the WHATWG URL parser does', () => {
    fc.assert(
      fc.property(fc.ipV6(), (ip) => {
        // The URL parser writes the address back with hex groups only; expand its "::".
        const canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
        const [head = '', tail = ''] = canonical.split('::');
        const heads = head ? head.split(':') : [];
        const tails = tail ? tail.split(':') : [];
        const groups = canonical.includes('::') ? [...heads, ...Array<string>(8 - heads.length - tails.length).fill('0'), ...tails] : heads;
        const g = groups.map((group) => Number.parseInt(group, 16));
        const mapped = g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff;
        expect(ipKey(ip)).toEqual(
          mapped ? { family: 4, value: g[6]! * 0x10000 + g[7]! } : { family: 6, hi: g[0]! * 0x10000 + g[1]!, lo: g[2]! * 0x10000 + g[3]! },
        );
      }),
      { numRuns: 5000, seed: 17 },
    );
  });

  it('accepts only what Node calls an address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.ipV4Extended(),
          fc.ipV4().map((ip) => `${ip} `),
        ),
        (text) => {
          expect(ipKey(text) !== undefined).toBe(isIP(text) !== 0);
        },
      ),
      { numRuns: 5000, seed: 19 },
    );
  });
});
