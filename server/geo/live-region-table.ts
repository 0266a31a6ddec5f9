import type { StateCode } from '../../shared/us-states.js';
import type { Logger } from '../logger.js';
import { Reloadable } from '../reloadable.js';
import { buildRegionTable } from './build-region-table.js';
import { RegionTable } from './region-table.js';

/** Quiet time after the last change in the data directory before the table is rebuilt. */
const RELOAD_DEBOUNCE_MS = 10_000;

/**
 * The region table in use, and its replacement without a restart (server/reloadable.ts): on
 * reload() (SIGHUP) or once the data directory has been quiet for a while after a change; if
 * the build fails, the old table stays and the failure is logged.
 */
export class LiveRegionTable {
  private constructor(
    readonly dir: string,
    private readonly live: Reloadable<RegionTable>,
  ) {}

  /** Builds the first table. Without usable data every address has no state, and that is said once. */
  static async load(dir: string, logger: Logger): Promise<LiveRegionTable> {
    const started = performance.now();
    let table: RegionTable;
    try {
      table = await buildRegionTable(dir);
      logger.info({ dir, ...table.stats, buildMs: Math.round(performance.now() - started) }, 'GeoIP region table built');
    } catch (error) {
      logger.warn({ err: error, dir }, 'GeoIP data unavailable: every visitor gets the default state');
      table = RegionTable.empty();
    }
    const live = new Reloadable(
      {
        dir,
        build: () => buildRegionTable(dir),
        logger,
        details: (built) => built.stats,
        messages: {
          changed: 'data files changed',
          reloaded: 'GeoIP region table reloaded',
          failed: 'GeoIP reload failed: keeping the previous table',
          notWatching: 'not watching the GeoIP data directory: reload with SIGHUP',
          stoppedWatching: 'stopped watching the GeoIP data directory: reload with SIGHUP',
        },
      },
      table,
    );
    return new LiveRegionTable(dir, live);
  }

  /** The visitor's state for an IP address, from the table in use. */
  readonly lookup = (ip: string): StateCode | undefined => this.live.current.stateOf(ip);

  get stats() {
    return this.live.current.stats;
  }

  /** Rebuilds the table from the data directory; resolves to whether the last build succeeded, never rejects. */
  reload(reason: string): Promise<boolean> {
    return this.live.reload(reason);
  }

  /** Rebuilds after the directory's files change, once they have been quiet for `debounceMs`. */
  watch(debounceMs = RELOAD_DEBOUNCE_MS): void {
    this.live.watch(debounceMs);
  }

  /** Whether the data directory is being watched for changes. */
  get watching(): boolean {
    return this.live.watching;
  }

  /** Stops watching; a reload already running finishes, none starts. */
  close(): void {
    this.live.close();
  }
}
