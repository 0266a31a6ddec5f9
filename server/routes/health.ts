import express, { type Router } from 'express';

/** Liveness and readiness. Ready means: content and assets loaded, and not shutting down. */
export interface Lifecycle {
  ready: boolean;
  shuttingDown: boolean;
}

export function healthRoutes(lifecycle: Lifecycle): Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  router.get('/readyz', (_req, res) => {
    const ready = lifecycle.ready && !lifecycle.shuttingDown;
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').type('text/plain')
      .send(ready ? 'ready' : lifecycle.shuttingDown ? 'shutting down' : 'starting');
  });
  return router;
}
