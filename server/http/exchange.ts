import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { truncateIp, type Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { PageRequest } from '../pages/pipeline.js';

/**
 * One request, whoever answers it (the cache front or the Express app behind it): its id, the
 * headers every response leads with (the id, then the security headers helmet produced once at
 * start-up), and at the end one log line and the request metrics. Begun once by the listener
 * (server/app.ts) and made here, so no door can send or count a response differently.
 */

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    exchange: Exchange;
    /** A GET or HEAD of a page path as the cache front resolved it (server/pages/pipeline.ts); undefined for every other request. */
    pageRequest: PageRequest | undefined;
  }
}

/** A request's id: the caller's X-Request-Id when it is a sane token, else a new one. */
function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** What one request's log line says. */
interface RequestLine {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  net: string | undefined;
}

/**
 * The one log line of a request, made as one object (a line is written for every request). The
 * path is logged without its query string: queries carry ZIP codes, click ids and free landing
 * text that must never reach the logs.
 */
function requestLine(id: string, method: string | undefined, path: string, status: number, started: bigint, ip: string | undefined): RequestLine {
  return { reqId: id, method, path: path.slice(0, 200), status, ms: Number(process.hrtime.bigint() - started) / 1e6, net: truncateIp(ip) };
}

export interface Exchange {
  readonly id: string;
  readonly started: bigint;
  /** Flat [name, value, …]: the request id, then the security headers. */
  readonly leading: readonly string[];
  /** More fields for the log line, set by whoever answers (a refused ZIP body says why). */
  detail?: Record<string, string>;
}

export interface Exchanges {
  begin(req: IncomingMessage): Exchange;
  /** The log line and the metrics of an answered request; `route` is its metrics label, `detail` more fields for the line. */
  end(req: IncomingMessage, exchange: Exchange, status: number, route: string, path: string, ip: string | undefined, detail?: Record<string, string>): void;
  /**
   * Write the line and the metrics of a request answered before Express (the hand-off post)
   * when its response finishes or the connection closes first, labelled `route`.
   */
  watch(req: IncomingMessage, res: ServerResponse, exchange: Exchange, route: string, path: string, ip: () => string | undefined): void;
  /**
   * Hand a begun exchange to the Express app, before its first middleware: the request carries
   * it (`req.exchange`, `req.id`) and the page request the cache front resolved
   * (`req.pageRequest`), the response its headers, and the line is written, labelled by `label`
   * (the endpoint table's), when the response finishes or the connection closes first.
   */
  handOver(
    req: IncomingMessage,
    res: ServerResponse,
    exchange: Exchange,
    label: (path: string) => string,
    path: string | undefined,
    pageRequest: PageRequest | undefined,
  ): void;
  logger: Logger;
}

/**
 * An exchange whose leading headers are put together only when a writer asks for them (the
 * cache front's answers); a request Express answers gets them from setHeader instead.
 */
class RequestExchange implements Exchange {
  readonly started = process.hrtime.bigint();
  detail?: Record<string, string>;
  private lead?: readonly string[];

  constructor(
    readonly id: string,
    private readonly securityHeaders: readonly string[],
  ) {}

  get leading(): readonly string[] {
    return (this.lead ??= ['X-Request-Id', this.id, ...this.securityHeaders]);
  }
}

/** How the log line and the metrics name a request target that could not be read. */
const UNREADABLE_TARGET = '(unreadable target)';

/** `securityHeaders`: the list, flat ([name, value, …]), the same for every response (server/middleware/security-headers.ts). */
export function createExchanges(deps: { logger: Logger; metrics: Metrics; securityHeaders: readonly string[] }): Exchanges {
  const { logger, metrics, securityHeaders } = deps;

  const begin = (req: IncomingMessage): Exchange => new RequestExchange(requestIdFrom(req.headers['x-request-id']), securityHeaders);
  const end: Exchanges['end'] = (req, exchange, status, route, path, ip, detail) => {
    const line = requestLine(exchange.id, req.method, path, status, exchange.started, ip);
    logger[status >= 500 ? 'error' : 'info'](detail ? { ...line, ...detail } : line, 'request');
    metrics.recordRequest(route, req.method ?? 'GET', status, line.ms / 1000);
  };

  /**
   * 'close' follows every response, finished or not. A connection gone before the response is
   * logged after the request's own error events, so their handlers can say why.
   * `on`, not `once`: 'close' is emitted once, and once's wrapper is a cost on every request.
   */
  const onClose = (res: ServerResponse, line: () => void) =>
    res.on('close', () => {
      if (res.writableFinished) line();
      else setImmediate(line);
    });

  return {
    begin,
    end,
    logger,
    watch: (req, res, exchange, route, path, ip) => onClose(res, () => end(req, exchange, res.statusCode, route, path, ip(), exchange.detail)),
    handOver: (incoming, res, exchange, label, path, pageRequest) => {
      // The same object Express then decorates: its `path` and `ip` are there when the line is written.
      const req = incoming as Request;
      req.exchange = exchange;
      req.id = exchange.id;
      req.pageRequest = pageRequest;
      res.setHeader('X-Request-Id', exchange.id);
      for (let index = 0; index < securityHeaders.length; index += 2) res.setHeader(securityHeaders[index]!, securityHeaders[index + 1]!);
      // The path the listener read; a target it could not read is logged as such, never parsed
      // again here (Express's own parser throws on some, such as `http://[::1/`).
      const shown = path ?? UNREADABLE_TARGET;
      onClose(res, () => end(req, exchange, res.statusCode, label(shown), shown, req.ip, exchange.detail));
    },
  };
}
