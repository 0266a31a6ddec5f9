import path from 'node:path';
import { singlePartnerRoutes, unservedStates, type PartnerRoutes } from '../../shared/partner-routes.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { Reloadable } from '../reloadable.js';
import { readRoutesFile, type VersionedRoutes } from './routes-file.js';

/** Quiet time after the last change beside the routes file before it is read again: a whole file is small, a rename is atomic. */
const ROUTES_RELOAD_DEBOUNCE_MS = 1000;

/** The routes in use, as the hand-off, the metrics and the security headers read them. */
export interface PartnerRoutesSource {
  readonly current: PartnerRoutes;
  /** The routes as the browser's hand-off reads them (PARTNER_ROUTES_PATH): JSON, made once per routes. */
  readonly served: string;
  /** Called with every routes swapped in by a reload. */
  onChange(listener: (routes: PartnerRoutes) => void): void;
}

/**
 * Whether the routes in use are the file's (decision 056): did the last reload succeed, which
 * version of the file is in use (`none` without PARTNER_ROUTES), and when one was last read.
 */
export interface PartnerRoutesStatus {
  lastReloadSucceeded: boolean;
  version: string;
  /** Unix seconds of the last successful read: the start, or the last reload that succeeded. */
  lastSuccessSeconds: number;
}

/** The version label of the one partner without a routes file. */
const NO_ROUTES_FILE = 'none';

const nowSeconds = () => Date.now() / 1000;

/**
 * The partner routes: PARTNER_ROUTES's file, read again on SIGHUP or once its directory has
 * been quiet after a change (server/reloadable.ts: a bad file keeps the routes in use and
 * logs one error line, and the status says so until a reload succeeds); without
 * PARTNER_ROUTES, today's one partner, which nothing reloads.
 * `accept` is asked about every reloaded file's routes before they are used (the launch
 * check; at start, server/index.ts runs the whole launch check itself).
 */
export class LivePartnerRoutes implements PartnerRoutesSource {
  private servedFor: { routes: PartnerRoutes; json: string } | undefined;

  private constructor(
    private readonly live: Reloadable<VersionedRoutes> | undefined,
    private readonly fixed: VersionedRoutes,
    private readonly listeners: ((routes: PartnerRoutes) => void)[],
    private readonly reloads: { succeeded: boolean; atSeconds: number },
  ) {}

  /** The routes at start; a bad or unreadable file throws the ConfigError that stops the start. */
  static async load(config: Pick<Config, 'partner' | 'partnerRoutesFile'>, logger: Logger, accept: (routes: PartnerRoutes) => void = () => undefined) {
    const file = config.partnerRoutesFile;
    const reloads = { succeeded: true, atSeconds: nowSeconds() };
    if (file === undefined) return new LivePartnerRoutes(undefined, { routes: singlePartnerRoutes(config.partner), version: NO_ROUTES_FILE }, [], reloads);
    const first = await readRoutesFile(file, config.partner.optOut);
    logger.info({ file, version: first.version, ...summary(first.routes) }, 'partner routes loaded');
    const listeners: ((routes: PartnerRoutes) => void)[] = [];
    const live = new Reloadable<VersionedRoutes>(
      {
        dir: path.dirname(file),
        build: async () => {
          const read = await readRoutesFile(file, config.partner.optOut);
          accept(read.routes);
          return read;
        },
        logger,
        details: (value) => ({ version: value.version, ...summary(value.routes) }),
        // The file itself, or a Kubernetes ConfigMap swapping its `..data` link.
        relevant: (name) => name === null || name === path.basename(file) || name.startsWith('..'),
        swapped: (value) => {
          reloads.succeeded = true;
          reloads.atSeconds = nowSeconds();
          listeners.forEach((listener) => listener(value.routes));
        },
        failed: () => {
          reloads.succeeded = false;
        },
        messages: {
          changed: 'file changed',
          reloaded: 'partner routes reloaded',
          failed: 'partner routes reload failed: keeping the routes in use',
          notWatching: 'not watching the partner routes file: reload with SIGHUP',
          stoppedWatching: 'stopped watching the partner routes file: reload with SIGHUP',
        },
      },
      first,
    );
    return new LivePartnerRoutes(live, first, listeners, reloads);
  }

  get current(): PartnerRoutes {
    return (this.live?.current ?? this.fixed).routes;
  }

  get status(): PartnerRoutesStatus {
    return { lastReloadSucceeded: this.reloads.succeeded, version: (this.live?.current ?? this.fixed).version, lastSuccessSeconds: this.reloads.atSeconds };
  }

  get served(): string {
    const routes = this.current;
    if (this.servedFor?.routes !== routes) this.servedFor = { routes, json: JSON.stringify(routes) };
    return this.servedFor.json;
  }

  onChange(listener: (routes: PartnerRoutes) => void): void {
    this.listeners.push(listener);
  }

  /** Reads the file again (SIGHUP); without a file there is nothing to read. Resolves to whether the routes in use are the file's latest. */
  reload(reason: string): Promise<boolean> {
    return this.live ? this.live.reload(reason) : Promise.resolve(true);
  }

  watch(debounceMs = ROUTES_RELOAD_DEBOUNCE_MS): void {
    this.live?.watch(debounceMs);
  }

  close(): void {
    this.live?.close();
  }
}

/** What the log says about routes: how many partners, which are paused, which states nobody serves. */
function summary(routes: PartnerRoutes) {
  return {
    partners: routes.partners.map((partner) => partner.id),
    paused: routes.partners.filter((partner) => partner.paused).map((partner) => partner.id),
    unservedStates: unservedStates(routes),
  };
}
