import type { Precompressed } from './http/precompressed.js';

/**
 * Rendered pages kept in memory as ready responses (server/http/precompressed.ts), or the
 * landing-text templates (server/pages/landing-template.ts). Least recently used entries go
 * first once the byte budget is reached, so no mix of variants can grow memory without bound.
 * A hit only stamps its entry with a use count: reordering the map on every hit cost a cached
 * page about 2% of its time, while the rare eviction (after a render) can afford a scan.
 */
export class PageCache<Entry extends Sized = Precompressed> {
  private readonly entries = new Map<string, { entry: Entry; used: number }>();
  private bytes = 0;
  /** Counts uses: the higher an entry's stamp, the more recently it was used. */
  private uses = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly events: { hit?: () => void; miss?: () => void } = {},
  ) {}

  /** The cached page for a key, if there is one (a hit); a miss is rendered by the caller and `put`. */
  peek(key: string): Entry | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    this.hits += 1;
    this.events.hit?.();
    found.used = ++this.uses;
    return found.entry;
  }

  /** Keep a rendered page (a miss the caller rendered), dropping the least recently used past the budget. */
  put(key: string, page: Entry): void {
    this.misses += 1;
    this.events.miss?.();
    const previous = this.entries.get(key);
    if (previous) this.bytes -= sizeOf(previous.entry);
    this.entries.set(key, { entry: page, used: ++this.uses });
    this.bytes += sizeOf(page);
    while (this.bytes > this.maxBytes && this.entries.size > 1) this.dropLeastRecent(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private dropLeastRecent(keep: string): void {
    let oldest: string | undefined;
    let oldestUse = Infinity;
    for (const [key, { used }] of this.entries) {
      if (used < oldestUse && key !== keep) {
        oldest = key;
        oldestUse = used;
      }
    }
    if (oldest === undefined) return;
    this.bytes -= sizeOf(this.entries.get(oldest)!.entry);
    this.entries.delete(oldest);
  }
}

/** A page's bodies, or what a template says it holds. */
type Sized = Precompressed | { bytes: number };

function sizeOf(entry: Sized): number {
  return 'bodies' in entry ? entry.bodies.identity.length + entry.bodies.gzip.length + entry.bodies.br.length : entry.bytes;
}
