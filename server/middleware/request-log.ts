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

/** A request's id: the caller's X-Request-Id when it is a sane token, else a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** What one request's log line says, whoever answered it. */
export interface RequestLine {
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  net: string | undefined;
}

/**
 * The one log line of a request. The path is logged without its query string: queries carry
 * ZIP codes and free landing text that must never reach the logs.
 */
export function requestLine(method: string | undefined, path: string, status: number, started: bigint, ip: string | undefined): RequestLine {
  return { method, path: path.slice(0, 200), status, ms: Number(process.hrtime.bigint() - started) / 1e6, net: truncateIp(ip) };
}

/** Express's side: a request id header, a child logger for the handlers, one line at the end. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    req.id = requestIdFrom(req.headers['x-request-id']);
    req.log = logger.child({ reqId: req.id });
    res.setHeader('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      req.log[res.statusCode >= 500 ? 'error' : 'info'](requestLine(req.method, req.path, res.statusCode, started, req.ip), 'request');
    });
    next();
  };
}
