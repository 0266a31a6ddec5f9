import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { pageForPath } from '../client/entry-server.js';
import { findRoute } from '../shared/routes.js';
import type { Exchange } from './http/exchange.js';

/**
 * The endpoints that are not pages, in one table (decision 025): a path, and the Express
 * handlers per method. From it come Express's registrations, the `Allow` header of a 405 and
 * the metrics labels (an endpoint's label is its path), so a new endpoint is one row and
 * nothing can shadow it. GET answers HEAD too. A row is Express's unless it names, in
 * `beforeExpress`, the one method answered on the bare request (decision 094: the hand-off post,
 * the request we are paid for, where Express's routing was most of the cost).
 */

type EndpointMethod = 'GET' | 'POST';

/**
 * A method answered before Express, on the bare request: it leads its headers with the
 * exchange's (`exchange.leading`), the exchange writes its line when the response ends, and an
 * error it catches goes to `fail`, which answers it as Express's error handler would (a 500).
 */
export type FrontHandler = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, fail: (error: unknown) => void) => void;

export interface Endpoint {
  /** The exact path: letter case and a trailing slash count. */
  path: string;
  methods: Partial<Record<EndpointMethod, RequestHandler[]>>;
  /** The method answered before Express, if any (decision 094). */
  beforeExpress?: { method: 'POST'; handler: FrontHandler };
}

export interface EndpointTable {
  readonly endpoints: readonly Endpoint[];
  /** The endpoint a resolved path is, if any. */
  find: (path: string) => Endpoint | undefined;
  /** The handler answering this method and path before Express, if the path's row names one. */
  beforeExpress: (method: string | undefined, path: string) => FrontHandler | undefined;
  /** A GET or HEAD of this path asks for a page (the not-found page included): no endpoint has the path, or a page does. */
  isPage: (path: string) => boolean;
  /** The metrics label of a path: an endpoint's path, a page's route path, else `other`. */
  label: (path: string) => string;
  /** What a 405 lists in `Allow` for a path: its endpoint's methods and a page's GET and HEAD; undefined where there is nothing. */
  allow: (path: string) => string | undefined;
  /** Register the handlers on the Express app, with `beforeGet` ahead of each GET (a test holds Express's router to the table). */
  register: (app: Express, beforeGet: RequestHandler[]) => void;
}

const PAGE_METHODS = ['GET', 'HEAD'];

export function endpointTable(endpoints: readonly Endpoint[]): EndpointTable {
  const exact = new Map(endpoints.map((endpoint) => [endpoint.path, endpoint]));
  const find = (path: string) => exact.get(path);
  const methodsOf = (endpoint: Endpoint) =>
    [...Object.keys(endpoint.methods), ...(endpoint.beforeExpress ? [endpoint.beforeExpress.method] : [])].flatMap((method) =>
      method === 'GET' ? PAGE_METHODS : [method],
    );

  return {
    endpoints,
    find,
    beforeExpress: (method, path) => {
      const early = exact.get(path)?.beforeExpress;
      return early && early.method === method ? early.handler : undefined;
    },
    isPage: (path) => !exact.has(path) || findRoute(path) !== undefined,
    label: (path) => find(path)?.path ?? pageForPath(path).route?.path ?? 'other',
    allow: (path) => {
      const endpoint = find(path);
      const methods = new Set([...(findRoute(path) ? PAGE_METHODS : []), ...(endpoint ? methodsOf(endpoint) : [])]);
      return methods.size ? [...methods].join(', ') : undefined;
    },
    register: (app, beforeGet) => {
      for (const endpoint of endpoints) {
        const { GET, POST } = endpoint.methods;
        if (GET) app.get(endpoint.path, ...beforeGet, ...GET);
        if (POST) app.post(endpoint.path, ...POST);
      }
    },
  };
}
