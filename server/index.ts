import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeSite } from './compose.js';
import { loadManifest } from './assets.js';
import { ConfigError, loadConfig, SHUTDOWN_CLOSE_MS, SHUTDOWN_SETTLE_MS } from './config.js';
import { loadContent } from './content.js';
import { loadStaticAssets } from './http/static-assets.js';
import { checkLaunch, checkReloadedRoutes } from './launch-check.js';
import { createHttpServer, listening } from './listen.js';
import { createLogger, flushLogs } from './logger.js';
import { loadGeoLookup } from './region.js';
import { startMetricsServer } from './metrics.js';
import { LivePartnerRoutes } from './partner-routes/live-partner-routes.js';
import type { Lifecycle } from './routes/health.js';
import { drainAndClose, trackInFlight } from './shutdown.js';

/**
 * Start-up: configuration, partner routes, built files, GeoIP region table, then listen;
 * GeoIP and partner routes reload on SIGHUP; graceful stop on SIGTERM/SIGINT. A bad setting (a ConfigError, also a port in use)
 * stops it with exit code 1 and one line per problem on stderr.
 */

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection: exiting so the orchestrator restarts us');
    flushLogs();
    process.exit(1);
  });

  const lifecycle: Lifecycle = { shuttingDown: false, failedReadyChecks: 0 };
  // A bad routes file stops the start before anything slow begins.
  const partnerRoutes = await LivePartnerRoutes.load(config, logger, (routes) => checkReloadedRoutes(config, routes));
  const [content, assets, geo] = await Promise.all([
    loadContent(path.join(DIST, 'content.json'), config),
    loadManifest(path.join(DIST, 'manifest.json')),
    loadGeoLookup(logger),
  ]);
  checkLaunch(logger, config, content.en.operator, partnerRoutes.current);
  // New GeoIP data and partner routes without a restart: at once on SIGHUP, or after their files change.
  process.on('SIGHUP', () => {
    void geo.reload('SIGHUP');
    void partnerRoutes.reload('SIGHUP');
  });
  geo.watch();
  partnerRoutes.watch();
  const site = composeSite({
    config,
    logger,
    content,
    assets,
    staticAssets: loadStaticAssets(path.join(DIST, 'public', 'assets')),
    geoLookup: geo.lookup,
    partnerRoutes,
    lifecycle,
  });
  const { metrics, pageCache } = site;
  const metricsServer = startMetricsServer(metrics, config.metricsPort, config.host);
  const metricsPort = await listening(metricsServer, 'METRICS_PORT', config.metricsPort, config.host);
  const server = createHttpServer(site.listener, config);
  const inFlight = trackInFlight(server);
  metrics.countInFlight(inFlight);
  metrics.countPartnerRoutesReloads(() => partnerRoutes.status);
  server.listen(config.port, config.host);
  const port = await listening(server, 'PORT', config.port, config.host);
  logger.info(
    {
      port,
      metricsPort,
      keepAliveTimeoutMs: config.keepAliveTimeoutMs,
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.requestTimeoutMs,
      shutdownDrain: config.shutdownDrain,
      startupMs: Math.round(performance.now()),
    },
    'ready',
  );

  void site.warm().then(
    () => logger.info({ ...pageCache.size }, 'page cache warm'),
    (error: unknown) => logger.error({ err: error }, 'page cache warm-up failed: pages render on first request'),
  );

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        // A second signal while draining (a second Ctrl-C): stop now.
        logger.warn({ signal }, 'second signal while stopping: exiting at once');
        flushLogs();
        process.exit(1);
      }
      stopping = true;
      geo.close();
      partnerRoutes.close();
      // Belt and braces: whatever happens below, the process is gone shortly after the bound.
      setTimeout(() => process.exit(1), config.shutdownDrain.maxMs + SHUTDOWN_CLOSE_MS + 1000).unref();
      const stop = { lifecycle, logger, signal, drain: config.shutdownDrain, settleMs: SHUTDOWN_SETTLE_MS, closeMs: SHUTDOWN_CLOSE_MS, inFlight };
      void drainAndClose(server, stop).then((clean) => {
        metricsServer.close();
        logger.info({ clean }, 'stopped');
        flushLogs();
        process.exit(0);
      });
    });
  }
}

main().catch((error: unknown) => {
  // A setting the operator must fix: one line each, no stack. Anything else is a bug: all of it.
  console.error(error instanceof ConfigError ? error.message : error);
  flushLogs();
  process.exit(1);
});
