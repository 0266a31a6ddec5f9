import { once } from 'node:events';
import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, type Config } from './config.js';

/**
 * The site's HTTP server with the timeouts a load balancer in front needs (decision 020), and
 * listening that turns the usual operator mistakes (a port in use, a host that is not ours)
 * into one line naming the variable.
 */

/** How often Node looks for requests past their deadline (its default is 30 s, which would let a 30 s bound become 60 s). */
const TIMEOUT_CHECK_MS = 1000;

export type Timeouts = Pick<Config, 'keepAliveTimeoutMs' | 'headersTimeoutMs' | 'requestTimeoutMs'>;

export function createHttpServer(handler: RequestListener, timeouts: Timeouts): Server {
  // headersTimeout ≤ requestTimeout: Node refuses the opposite here and, set later, would swap
  // them. Both count from a request's first byte; an idle keep-alive connection is bound
  // only by keepAliveTimeout (decision 020).
  const server = http.createServer(
    {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    handler,
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  return server;
}

/**
 * Resolves with the port once `server` (already told to listen) is listening; a failure to
 * listen becomes a ConfigError naming `variable`, which start-up prints as one line.
 */
export async function listening(server: Server, variable: 'PORT' | 'METRICS_PORT', port: number, host: string): Promise<number> {
  if (!server.listening) {
    try {
      await once(server, 'listening');
    } catch (error) {
      throw listenError(error, variable, port, host);
    }
  }
  return (server.address() as AddressInfo).port;
}

function listenError(error: unknown, variable: string, port: number, host: string): unknown {
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new ConfigError(
        `Cannot listen: ${variable}=${port} is already in use on ${host}; give each process on a host its own PORT and METRICS_PORT (METRICS_PORT=0 picks a free one)`,
      );
    case 'EACCES':
      return new ConfigError(`Cannot listen: ${variable}=${port} on ${host} is not allowed for this user; use a port above 1023`);
    case 'EADDRNOTAVAIL':
      return new ConfigError(`Cannot listen: HOST=${host} is not an address of this machine (listening for ${variable}=${port})`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new ConfigError(`Cannot listen: HOST=${host} does not resolve to an address (listening for ${variable}=${port})`);
    default:
      return error;
  }
}
