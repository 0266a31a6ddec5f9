import { watch, type FSWatcher } from 'node:fs';
import type { StateCode } from '../../shared/us-states.js';
import type { Logger } from '../logger.js';
import { buildRegionTable } from './build-region-table.js';
import { RegionTable } from './region-table.js';

/** Quiet time after the last change in the data directory before the table is rebuilt. */
const RELOAD_DEBOUNCE_MS = 10_000;

/**
 * The region table in use, and its replacement without a restart: on reload() (SIGHUP) or
 * once the data directory has been quiet for a while after a change. A new table is built
 * aside and swapped in with one assignment, so a lookup sees the old table or the new one,
 * never a mix; if the build fails, the old table stays and the failure is logged.
 */
export class LiveRegionTable {
  private table: RegionTable;
  private watcher: FSWatcher | undefined;
  private debounce: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;
  private pending: string | undefined;
  private closed = false;

  private constructor(
    readonly dir: string,
    private readonly logger: Logger,
    table: RegionTable,
  ) {
    this.table = table;
  }

  /** Builds the first table. Without usable data every address has no state, and that is said once. */
  static async load(dir: string, logger: Logger): Promise<LiveRegionTable> {
    const started = performance.now();
    try {
      const table = await buildRegionTable(dir);
      logger.info({ dir, ...table.stats, buildMs: Math.round(performance.now() - started) }, 'GeoIP region table built');
      return new LiveRegionTable(dir, logger, table);
    } catch (error) {
      logger.warn({ err: error, dir }, 'GeoIP data unavailable: every visitor gets the default state');
      return new LiveRegionTable(dir, logger, RegionTable.empty());
    }
  }

  /** The visitor's state for an IP address, from the table in use. */
  readonly lookup = (ip: string): StateCode | undefined => this.table.stateOf(ip);

  get stats() {
    return this.table.stats;
  }

  /**
   * Rebuilds the table from the data directory. A reload asked for while one runs is done
   * once more after it (the files may have changed again). Resolves to whether the last build
   * succeeded; never rejects.
   */
  reload(reason: string): Promise<boolean> {
    this.pending = reason;
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Rebuilds after the directory's files change, once they have been quiet for `debounceMs`. */
  watch(debounceMs = RELOAD_DEBOUNCE_MS): void {
    if (this.watcher || this.closed) return;
    try {
      this.watcher = watch(this.dir, { persistent: false }, () => {
        clearTimeout(this.debounce);
        this.debounce = setTimeout(() => void this.reload('data files changed'), debounceMs);
      });
    } catch (error) {
      this.logger.info({ err: error, dir: this.dir }, 'not watching the GeoIP data directory: reload with SIGHUP');
      return;
    }
    this.watcher.on('error', (error) => {
      this.logger.error({ err: error, dir: this.dir }, 'stopped watching the GeoIP data directory: reload with SIGHUP');
      this.watcher?.close();
      this.watcher = undefined;
    });
  }

  /** Whether the data directory is being watched for changes. */
  get watching(): boolean {
    return this.watcher !== undefined;
  }

  /** Stops watching; a reload already running finishes, none starts. */
  close(): void {
    this.closed = true;
    clearTimeout(this.debounce);
    this.watcher?.close();
    this.watcher = undefined;
  }

  private async drain(): Promise<boolean> {
    let ok = false;
    while (this.pending !== undefined && !this.closed) {
      const reason = this.pending;
      this.pending = undefined;
      ok = await this.rebuild(reason);
    }
    return ok;
  }

  private async rebuild(reason: string): Promise<boolean> {
    const started = performance.now();
    try {
      const table = await buildRegionTable(this.dir);
      if (this.closed) return false;
      this.table = table;
      this.logger.info({ reason, dir: this.dir, ...table.stats, buildMs: Math.round(performance.now() - started) }, 'GeoIP region table reloaded');
      return true;
    } catch (error) {
      this.logger.error({ err: error, reason, dir: this.dir }, 'GeoIP reload failed: keeping the previous table');
      return false;
    }
  }
}
