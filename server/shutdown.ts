import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DrainRule } from './config.js';
import type { Logger } from './logger.js';
import type { Lifecycle } from './routes/health.js';

/**
 * The graceful stop on SIGTERM (decisions 022 and 057), hand-written because its order is the point:
 *
 * 1. drain: keep answering everything, readiness fails with 503, and every response closes
 *    its connection, until the load balancer has stopped sending: at least the floor
 *    (`SHUTDOWN_DRAIN_MS`); and, for a balancer that polls readiness, until it has been
 *    answered as many failures as it needs (`SHUTDOWN_DRAIN_READY_CHECKS`) and then no
 *    connection or request has come for `SHUTDOWN_SETTLE_MS`, however slow a busy machine
 *    makes its checks; never past the ceiling (`SHUTDOWN_DRAIN_MAX_MS`). Quiet, not a fixed
 *    time: on a starved event loop, connections the balancer opened before it took the
 *    replica out are accepted and read seconds late, and closing the listening socket would
 *    reset them;
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
  drain: DrainRule;
  /** After the last readiness failure waited for, how long no connection or request must come. */
  settleMs: number;
  closeMs: number;
  inFlight: () => number;
}

/** Drains and closes `server`; resolves true when everything finished, false when the close bound cut connections. */
export async function drainAndClose(server: Server, options: StopOptions): Promise<boolean> {
  const { lifecycle, logger, drain, closeMs, inFlight } = options;
  lifecycle.shuttingDown = true;
  lifecycle.failedReadyChecks = 0;
  let lastArrival = performance.now();
  const arrived = () => {
    lastArrival = performance.now();
  };
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  server.on('connection', arrived).on('request', arrived);
  logger.info({ signal: options.signal, drain, closeMs }, 'shutting down');
  const drained = await drainFor(drain, options.settleMs, { failedReadyChecks: () => lifecycle.failedReadyChecks, lastArrival: () => lastArrival });
  const log = { drainedMs: drained.ms, failedReadyChecks: lifecycle.failedReadyChecks };
  if (drained.cut) logger.warn(log, 'drain ceiling reached before the balancer was seen to stop sending: requests may be cut');
  else logger.info(log, 'drained');

  // Set by the close bound's timer while the loop below waits.
  let clean = true as boolean;
  const cut = () => {
    if (clean) logger.warn({ inFlight: inFlight() }, 'shutdown close bound reached: closing remaining connections');
    clean = false;
    server.closeAllConnections();
  };
  const deadline = setTimeout(cut, closeMs);
  for (;;) {
    while (inFlight() > 0 && clean) await sleep(25);
    // A connection counts as idle until its request is parsed, so a request whose bytes a busy
    // event loop has not read yet would be cut with it. Look again just after an I/O poll, when
    // everything readable has been read and parsed.
    await new Promise((resolve) => setImmediate(resolve));
    if (inFlight() === 0 || !clean) break;
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (clean) server.closeIdleConnections();
  else cut();
  await closed;
  clearTimeout(deadline);
  return clean;
}

/** What the drain watches: readiness failures answered, and when the last connection or request arrived (performance.now()). */
export interface DrainSignals {
  failedReadyChecks: () => number;
  lastArrival: () => number;
}

/**
 * Waits out the drain: `minMs` at least; with `readyChecks`, until that many readiness failures
 * have been answered and then nothing has arrived for `settleMs`; `maxMs` at most. Each look
 * is taken just after an I/O poll, so a connection already waiting has been accepted and
 * counted. Resolves with how long it took, and whether the ceiling ended it.
 */
export async function drainFor(drain: DrainRule, settleMs: number, signals: DrainSignals): Promise<{ ms: number; cut: boolean }> {
  const started = performance.now();
  let enoughChecksAt: number | undefined;
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = performance.now();
    if (enoughChecksAt === undefined && signals.failedReadyChecks() >= drain.readyChecks) enoughChecksAt = now;
    // With no checks to wait for, the floor alone decides.
    const settled = drain.readyChecks === 0 || (enoughChecksAt !== undefined && now - Math.max(enoughChecksAt, signals.lastArrival()) >= settleMs);
    if (settled && now - started >= drain.minMs) return { ms: Math.round(now - started), cut: false };
    if (now - started >= drain.maxMs) return { ms: Math.round(now - started), cut: !settled };
    await sleep(25);
  }
}
