import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { findRoute } from '../shared/routes.js';
import type { Exchange } from './http/exchange.js';
import type { RequestTarget } from './http/request-target.js';

/**
 * The endpoints that are not pages, in one table (decision 025): a path, and a handler per
 * method. From it come the listener's doors (server/app.ts), Express's registrations, the
 * `Allow` header of a 405 and the metrics labels (an endpoint's label is its path), so a new
 * endpoint is one row and nothing can shadow it. GET answers HEAD too. A handler that takes
 * the exchange is answered before Express (the built assets and POST /zip: the hot paths); a
 * list of handlers is Express's.
 */

type DirectHandler = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, target: RequestTarget) => void;
type EndpointHandler = DirectHandler | RequestHandler[];
type EndpointMethod = 'GET' | 'POST';

export interface Endpoint {
  /** The exact path; with `prefix`, every path under it (it then ends with a slash, and its handlers are direct). */
  path: string;
  prefix?: true;
  methods: Partial<Record<EndpointMethod, EndpointHandler>>;
}

export interface EndpointTable {
  readonly endpoints: readonly Endpoint[];
  /** The endpoint a resolved path is, if any. */
  find: (path: string) => Endpoint | undefined;
  /** An endpoint's handler for a request method (HEAD is answered by GET's). */
  handlerFor: (endpoint: Endpoint, method: string | undefined) => EndpointHandler | undefined;
  /** The metrics label of a path: an endpoint's path (a prefix without its slash), a page's route path, else `other`. */
  label: (path: string) => string;
  /** What a 405 lists in `Allow` for a path: its endpoint's methods and a page's GET and HEAD; undefined where there is nothing. */
  allow: (path: string) => string | undefined;
  /** Register the Express handlers on the app: its only routes (a test holds Express's router to the table). */
  register: (app: Express) => void;
}

const PAGE_METHODS = ['GET', 'HEAD'];

export function endpointTable(endpoints: readonly Endpoint[]): EndpointTable {
  const exact = new Map(endpoints.filter((endpoint) => !endpoint.prefix).map((endpoint) => [endpoint.path, endpoint]));
  const prefixed = endpoints.filter((endpoint) => endpoint.prefix);
  const find = (path: string) => exact.get(path) ?? prefixed.find((endpoint) => path.startsWith(endpoint.path));
  const methodsOf = (endpoint: Endpoint) => Object.keys(endpoint.methods).flatMap((method) => (method === 'GET' ? PAGE_METHODS : [method]));

  return {
    endpoints,
    find,
    handlerFor: (endpoint, method) => {
      const asked = method === 'HEAD' ? 'GET' : (method ?? '');
      return Object.hasOwn(endpoint.methods, asked) ? endpoint.methods[asked as EndpointMethod] : undefined;
    },
    label: (path) => {
      const endpoint = find(path);
      if (endpoint) return endpoint.prefix ? endpoint.path.slice(0, -1) : endpoint.path;
      return findRoute(path)?.path ?? 'other';
    },
    allow: (path) => {
      const endpoint = find(path);
      const methods = new Set([...(findRoute(path) ? PAGE_METHODS : []), ...(endpoint ? methodsOf(endpoint) : [])]);
      return methods.size ? [...methods].join(', ') : undefined;
    },
    register: (app) => {
      for (const endpoint of endpoints) {
        const { GET, POST } = endpoint.methods;
        if (Array.isArray(GET)) app.get(endpoint.path, ...GET);
        if (Array.isArray(POST)) app.post(endpoint.path, ...POST);
      }
    },
  };
}
