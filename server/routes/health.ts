import type { RequestHandler } from 'express';

/**
 * Liveness and readiness. The server listens only once its content, assets and region table
 * are loaded, so answering at all means loaded; ready means not shutting down.
 */
export interface Lifecycle {
  shuttingDown: boolean;
  /** Readiness checks answered 503 since the stop began: the drain waits for a poller's failures (server/shutdown.ts). */
  failedReadyChecks: number;
}

export function healthProbes(lifecycle: Lifecycle): { live: RequestHandler; ready: RequestHandler } {
  return {
    live: (_req, res) => {
      res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
    },
    ready: (_req, res) => {
      const ready = !lifecycle.shuttingDown;
      if (!ready) lifecycle.failedReadyChecks += 1;
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(ready ? 'ready' : 'shutting down');
    },
  };
}
