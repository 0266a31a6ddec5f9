import type { Precompressed } from './http/precompressed.js';

/**
 * Rendered pages kept in memory as ready responses (server/http/precompressed.ts), or the
 * landing-text templates (server/pages/landing-template.ts). Least recently used entries go
 * first once the byte budget is reached, so no mix of variants can grow memory without bound.
 */
export class PageCache<Entry extends Sized = Precompressed> {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly events: { hit?: () => void; miss?: () => void } = {},
  ) {}

  /** The cached page for a key, if there is one (a hit); a miss is rendered by the caller and `put`. */
  peek(key: string): Entry | undefined {
    const found = this.entries.get(key);
    if (found) {
      this.hits += 1;
      this.events.hit?.();
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
  }

  /** Keep a rendered page (a miss the caller rendered), dropping the least recently used past the budget. */
  put(key: string, page: Entry): void {
    this.misses += 1;
    this.events.miss?.();
    const previous = this.entries.get(key);
    if (previous) this.bytes -= sizeOf(previous);
    this.entries.delete(key);
    this.entries.set(key, page);
    this.bytes += sizeOf(page);
    for (const [oldKey, oldPage] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(oldPage);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

/** A page's bodies, or what a template says it holds. */
type Sized = Precompressed | { bytes: number };

function sizeOf(entry: Sized): number {
  return 'bodies' in entry ? entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length : entry.bytes;
}
