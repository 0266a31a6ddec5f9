import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from './logger.js';
import type { Lifecycle } from './routes/health.js';

/**
 * The graceful stop on SIGTERM (decision 022), hand-written because its order is the point:
 *
 * 1. drain (`SHUTDOWN_DRAIN_MS`): keep answering everything, readiness fails with 503, and
 *    every response closes its connection, until the load balancer has seen readiness fail
 *    and stopped sending;
 * 2. close (at most `SHUTDOWN_CLOSE_MS`): wait until no request is being answered, then
 *    stop accepting and close the idle keep-alive connections. Closing them while a request
 *    is still in flight could cut off a request that has arrived on one but not been parsed
 *    yet, so in-flight requests finish first. Past the bound, whatever is left is cut.
 */

/** Counts requests being answered on `server`. */
export function trackInFlight(server: Server): () => number {
  let inFlight = 0;
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
  });
  return () => inFlight;
}

export interface StopOptions {
  lifecycle: Lifecycle;
  logger: Logger;
  signal: string;
  drainMs: number;
  closeMs: number;
  inFlight: () => number;
}

/** Drains and closes `server`; resolves true when everything finished, false when the close bound cut connections. */
export async function drainAndClose(server: Server, options: StopOptions): Promise<boolean> {
  const { lifecycle, logger, drainMs, closeMs, inFlight } = options;
  lifecycle.shuttingDown = true;
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  logger.info({ signal: options.signal, drainMs, closeMs }, 'shutting down');
  await sleep(drainMs);

  // Set by the close bound's timer while the loop below waits.
  let clean = true as boolean;
  const cut = () => {
    if (clean) logger.warn({ inFlight: inFlight() }, 'shutdown close bound reached: closing remaining connections');
    clean = false;
    server.closeAllConnections();
  };
  const deadline = setTimeout(cut, closeMs);
  while (inFlight() > 0 && clean) await sleep(25);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (clean) server.closeIdleConnections();
  else cut();
  await closed;
  clearTimeout(deadline);
  return clean;
}
