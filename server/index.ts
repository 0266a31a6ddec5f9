import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { loadManifest } from './assets.js';
import { ConfigError, loadConfig } from './config.js';
import { loadContent } from './content.js';
import { loadStaticAssets } from './http/static-assets.js';
import { warnAboutPlaceholders } from './launch-check.js';
import { createLogger, flushLogs, type Logger } from './logger.js';
import { loadGeoLookup } from './region.js';
import { createMetrics, startMetricsServer } from './metrics.js';
import { PageCache } from './page-cache.js';
import type { Lifecycle } from './routes/health.js';
import { warmPageCache } from './routes/pages.js';
import { ROUTES } from '../shared/routes.js';
import { DEFAULT_STATE } from '../shared/us-states.js';

/** Start-up: configuration, built files, GeoIP region table, then listen; GeoIP reload on SIGHUP; graceful stop on SIGTERM/SIGINT. */

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHUTDOWN_DEADLINE_MS = 9000;
let inFlight = 0;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection: exiting so the orchestrator restarts us');
    flushLogs();
    process.exit(1);
  });

  const lifecycle: Lifecycle = { ready: false, shuttingDown: false };
  const [content, assets, geo] = await Promise.all([
    loadContent(path.join(DIST, 'content.json'), config),
    loadManifest(path.join(DIST, 'manifest.json')),
    loadGeoLookup(logger),
  ]);
  warnAboutPlaceholders(logger, config, content.operator);
  // New GeoIP data without a restart: at once on SIGHUP, or after the data files change.
  process.on('SIGHUP', () => void geo.reload('SIGHUP'));
  geo.watch();
  const metrics = createMetrics();
  const pageCache = new PageCache(config.pageCacheBytes, { hit: () => metrics.cacheHit('pages'), miss: () => metrics.cacheMiss('pages') });
  const landingCache = new PageCache(Math.ceil(config.pageCacheBytes / 8), { hit: () => metrics.cacheHit('landing'), miss: () => metrics.cacheMiss('landing') });
  const app = createApp({ config, logger, content, assets, staticAssets: loadStaticAssets(path.join(DIST, 'public', 'assets')), geoLookup: geo.lookup, lifecycle, pageCache, landingCache, metrics });
  const metricsServer = startMetricsServer(metrics, config.metricsPort, config.host);
  await once(metricsServer, 'listening');
  const server = createServer(app).listen(config.port, config.host);
  await once(server, 'listening');
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => { inFlight -= 1; });
  });
  lifecycle.ready = true;
  const address = server.address();
  const metricsAddress = metricsServer.address();
  logger.info({
    port: typeof address === 'object' && address ? address.port : config.port,
    metricsPort: typeof metricsAddress === 'object' && metricsAddress ? metricsAddress.port : config.metricsPort,
    startupMs: Math.round(performance.now()),
  }, 'ready');

  void warmPageCache({ config, content, assets, cache: pageCache }, DEFAULT_STATE, [...ROUTES.map((route) => route.path), '/404'])
    .then(() => logger.info({ ...pageCache.size }, 'page cache warm'));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      geo.close();
      void shutdown(server, lifecycle, logger, signal, config.shutdownDrainMs).finally(() => metricsServer.close());
    });
  }
}

/**
 * Drain, stop accepting, let in-flight requests finish, close idle keep-alive sockets, exit 0.
 * During the drain the server keeps answering (readiness failing, every response closing its
 * connection), so load balancers take it out and no request that raced the signal on a
 * keep-alive connection is cut off.
 */
async function shutdown(server: Server, lifecycle: Lifecycle, logger: Logger, signal: string, drainMs: number): Promise<void> {
  lifecycle.shuttingDown = true;
  logger.info({ signal, drainMs }, 'shutting down');
  const deadline = setTimeout(() => {
    logger.warn('shutdown deadline reached: closing remaining connections');
    server.closeAllConnections();
  }, SHUTDOWN_DEADLINE_MS);
  deadline.unref();
  server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  // Close only once nothing is being answered: a keep-alive socket counts as idle while a
  // request it already received waits to be parsed, and closing it then would cut it off.
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 25));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await closed;
  clearTimeout(deadline);
  logger.info('stopped');
  flushLogs();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
