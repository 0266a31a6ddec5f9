import type { RequestHandler } from 'express';

/** Liveness and readiness. Ready means: content and assets loaded, and not shutting down. */
export interface Lifecycle {
  ready: boolean;
  shuttingDown: boolean;
}

export function healthProbes(lifecycle: Lifecycle): { live: RequestHandler; ready: RequestHandler } {
  return {
    live: (_req, res) => {
      res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
    },
    ready: (_req, res) => {
      const ready = lifecycle.ready && !lifecycle.shuttingDown;
      res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').type('text/plain')
        .send(ready ? 'ready' : lifecycle.shuttingDown ? 'shutting down' : 'starting');
    },
  };
}
