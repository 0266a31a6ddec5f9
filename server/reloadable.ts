import { watch, type FSWatcher } from 'node:fs';
import type { Logger } from './logger.js';

/**
 * A value built from files (the GeoIP region table, the partner routes) and its replacement
 * without a restart: on reload() (SIGHUP) or once the watched directory has been quiet for a
 * while after a change. The new value is built aside and swapped in with one assignment, so a
 * reader sees the old value or the new one, never a mix; if the build fails, the old value
 * stays and one error line says so.
 */

export interface ReloadableOptions<T> {
  /** The directory watched for changes (a file's own directory: editors and ConfigMaps replace files by renaming). */
  dir: string;
  build: () => Promise<T>;
  logger: Logger;
  /** Log messages and the fields of a built value. */
  messages: { changed: string; reloaded: string; failed: string; notWatching: string; stoppedWatching: string };
  details?: (value: T) => object;
  /** Only changes to these names count (all names when absent). */
  relevant?: (filename: string | null) => boolean;
  /** Told of every value swapped in. */
  swapped?: (value: T) => void;
  /** Told of every build that failed (the old value stays). */
  failed?: (error: unknown) => void;
}

export class Reloadable<T> {
  private value: T;
  private watcher: FSWatcher | undefined;
  private debounce: NodeJS.Timeout | undefined;
  private running: Promise<boolean> | undefined;
  private pending: string | undefined;
  private closed = false;

  constructor(
    private readonly options: ReloadableOptions<T>,
    first: T,
  ) {
    this.value = first;
  }

  get current(): T {
    return this.value;
  }

  /**
   * Builds the value again. A reload asked for while one runs is done once more after it (the
   * files may have changed again). Resolves to whether the last build succeeded; never rejects.
   */
  reload(reason: string): Promise<boolean> {
    this.pending = reason;
    this.running ??= this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Rebuilds after the directory's files change, once they have been quiet for `debounceMs`. */
  watch(debounceMs: number): void {
    if (this.watcher || this.closed) return;
    const { dir, logger, messages, relevant = () => true } = this.options;
    try {
      this.watcher = watch(dir, { persistent: false }, (_event, filename) => {
        if (!relevant(filename)) return;
        clearTimeout(this.debounce);
        this.debounce = setTimeout(() => void this.reload(messages.changed), debounceMs);
      });
    } catch (error) {
      logger.info({ err: error, dir }, messages.notWatching);
      return;
    }
    this.watcher.on('error', (error) => {
      logger.error({ err: error, dir }, messages.stoppedWatching);
      this.watcher?.close();
      this.watcher = undefined;
    });
  }

  /** Whether the directory is being watched for changes. */
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
    const { build, logger, messages, details, dir, swapped, failed } = this.options;
    const started = performance.now();
    try {
      const value = await build();
      if (this.closed) return false;
      this.value = value;
      swapped?.(value);
      logger.info({ reason, dir, ...details?.(value), buildMs: Math.round(performance.now() - started) }, messages.reloaded);
      return true;
    } catch (error) {
      logger.error({ err: error, reason, dir }, messages.failed);
      failed?.(error);
      return false;
    }
  }
}
