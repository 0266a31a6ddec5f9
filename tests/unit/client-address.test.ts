import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../server/http/client-address.js';

/** A request as proxy-addr reads it: the socket's peer and the forwarded chain. */
function requestFrom(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

const CASES: [peer: string, forwardedFor: string | undefined][] = [
  ['127.0.0.1', undefined],
  ['127.0.0.1', '203.0.113.7'],
  ['127.0.0.1', '198.51.100.1, 10.0.0.2, 203.0.113.7'],
  ['10.0.0.5', '203.0.113.7'],
  ['203.0.113.9', '198.51.100.1'],
  ['::1', '2001:db8::1'],
  ['::ffff:127.0.0.1', 'not-an-address'],
];

describe('the client address', () => {
  it('is what proxy-addr gives with the same trust, for every kind of `trust proxy` setting', () => {
    for (const setting of ['loopback', ['loopback', 'uniquelocal'], '10.0.0.0/8', 2, 0]) {
      const trust = typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : proxyAddr.compile(setting);
      const fast = clientAddress(trust);
      for (const [peer, forwarded] of CASES) {
        // Twice: the second answer comes with the peer's trust remembered.
        for (let time = 0; time < 2; time++)
          expect(fast(requestFrom(peer, forwarded)), `${String(setting)} ${peer} ${forwarded ?? '(none)'}`).toBe(
            proxyAddr(requestFrom(peer, forwarded), trust),
          );
      }
    }
  });

  it("decides a peer's trust once, and asks every time further along the chain", () => {
    const asked: string[] = [];
    const compiled = proxyAddr.compile(['loopback', 'uniquelocal']);
    const fast = clientAddress((address, hop) => {
      asked.push(`${hop} ${address}`);
      return compiled(address, hop);
    });
    for (let time = 0; time < 3; time++) expect(fast(requestFrom('127.0.0.1', '203.0.113.7, 10.0.0.2'))).toBe('203.0.113.7');
    expect(asked).toEqual(['0 127.0.0.1', '1 10.0.0.2', '1 10.0.0.2', '1 10.0.0.2']);
  });

  it('keeps deciding correctly past the number of peers it remembers (a server its visitors reach directly)', () => {
    let asked = 0;
    const compiled = proxyAddr.compile('loopback');
    const fast = clientAddress((address, hop) => {
      asked += 1;
      return compiled(address, hop);
    });
    const peers = Array.from({ length: 1500 }, (_, index) => `198.51.${Math.floor(index / 250)}.${index % 250}`);
    for (const peer of peers) expect(fast(requestFrom(peer, '203.0.113.7'))).toBe(peer);
    expect(fast(requestFrom('127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
    const afterFirstPass = asked;
    for (const peer of peers) expect(fast(requestFrom(peer, '203.0.113.7'))).toBe(peer);
    // The first 1,024 peers are remembered; the others are decided again.
    expect(asked - afterFirstPass).toBe(1500 - 1024);
  });
});
