import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The client address as Express works it out (proxy-addr with the app's `trust proxy`), with
 * the trust of the socket's own peer remembered. That peer is the balancer or CDN in front: the
 * same few addresses for every request, and deciding their trust again on every request was most
 * of proxy-addr's cost (about 5% of a cached page's). Trust further along the forwarded chain is
 * asked every time. At most `PEERS_REMEMBERED` peers are kept, so a server exposed directly, whose
 * peers are its visitors, cannot grow memory through it.
 */

type Trust = (address: string, hop: number) => boolean;

const PEERS_REMEMBERED = 1024;

export function clientAddress(trust: Trust): (req: IncomingMessage) => string | undefined {
  const peers = new Map<string, boolean>();
  const trustPeerOnce: Trust = (address, hop) => {
    if (hop !== 0) return trust(address, hop);
    let trusted = peers.get(address);
    if (trusted === undefined) {
      trusted = trust(address, 0);
      if (peers.size < PEERS_REMEMBERED) peers.set(address, trusted);
    }
    return trusted;
  };
  return (req) => proxyAddr(req, trustPeerOnce);
}
