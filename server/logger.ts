import { isIP } from 'node:net';
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Logs go to stdout asynchronously: a slow log reader (a busy pipe, a stalled log agent)
 * must never block the event loop that serves visitors. Call flushLogs() before exiting.
 * The buffer holds bytes, each line encoded once as it is logged: holding text, sonic-boom
 * measures its growing buffer again on every line and encodes it again on every write, which
 * made logging about a tenth of a cached page's cost in a profile of `GET /`.
 */
const stdout = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
/** sonic-boom's types know only text; in 'buffer' mode it takes bytes. Looked up per call: on EPIPE pino replaces `write`. */
const stdoutBytes = stdout as unknown as { write(bytes: Buffer): boolean };
const stdoutLines: pino.DestinationStream = { write: (line) => stdoutBytes.write(Buffer.from(line)) };

export function createLogger(level: string, destination: pino.DestinationStream = stdoutLines): Logger {
  return pino({ level, base: undefined, timestamp: isoTimeOncePerMillisecond() }, destination);
}

/** pino's isoTime, the same text, made once per millisecond: a busy server logs many lines in one. */
function isoTimeOncePerMillisecond(): () => string {
  let madeAt = -1;
  let made = '';
  return () => {
    const now = Date.now();
    if (now !== madeAt) {
      madeAt = now;
      made = `,"time":"${new Date(now).toISOString()}"`;
    }
    return made;
  };
}

export function flushLogs(): void {
  try {
    stdout.flushSync();
  } catch {
    // Nothing buffered, or stdout already gone: nothing more to do.
  }
}

/**
 * Logs keep a network, never a visitor: IPv4 to its /24, IPv6 to its /48.
 * Anything that is not an IP address is not logged at all.
 */
export function truncateIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) === 4) return `${address.slice(0, address.lastIndexOf('.'))}.0/24`;
  if (isIP(address) === 6) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::/48`;
  }
  return undefined;
}
