import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { truncateIp, type Logger } from '../logger.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

/**
 * One line per request with a request id. The path is logged without its query string:
 * queries carry ZIP codes and free landing text that must never reach the logs.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'info';
      req.log[level]({
        method: req.method,
        path: req.path.slice(0, 200),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        net: truncateIp(req.ip),
      }, 'request');
    });
    next();
  };
}
