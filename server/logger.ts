import { isIP } from 'node:net';
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Logs go to stdout asynchronously: a slow log reader (a busy pipe, a stalled log agent)
 * must never block the event loop that serves visitors. Call flushLogs() before exiting.
 */
const stdout = pino.destination({ dest: 1, sync: false });

export function createLogger(level: string, destination: pino.DestinationStream = stdout): Logger {
  return pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, destination);
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
  if (isIP(address) === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(address) === 6) {
    const [head = ''] = address.split('::');
    const groups = head.split(':').filter(Boolean).slice(0, 3);
    while (groups.length < 3) groups.push('0');
    return `${groups.join(':')}::/48`;
  }
  return undefined;
}
