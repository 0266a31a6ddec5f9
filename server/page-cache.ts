import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/**
 * Rendered pages kept in memory as ready-to-send bytes: raw, gzip and brotli, with a strong
 * ETag. Least recently used entries go first once the byte budget is reached, so no mix of
 * variants can grow memory without bound.
 */

export interface CachedPage {
  status: number;
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

/** Pages kept for long are worth the densest compression; short-lived ones a cheaper one. */
export const DENSE = { gzipLevel: 9, brotliQuality: 10 };
export const QUICK = { gzipLevel: 6, brotliQuality: 5 };

export function compressPage(status: number, html: string, effort = DENSE): CachedPage {
  const raw = Buffer.from(html);
  return {
    status,
    raw,
    gzip: gzipSync(raw, { level: effort.gzipLevel }),
    br: brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    }),
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
  };
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number, private readonly events: { hit?: () => void; miss?: () => void } = {}) {}

  /** The cached page for a key, rendering and storing it on a miss. */
  obtain(key: string, render: () => CachedPage): CachedPage {
    const found = this.entries.get(key);
    if (found) {
      this.hits += 1;
      this.events.hit?.();
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    this.misses += 1;
    this.events.miss?.();
    const page = render();
    this.entries.set(key, page);
    this.bytes += sizeOf(page);
    for (const [oldKey, oldPage] of this.entries) {
      if (this.bytes <= this.maxBytes || oldKey === key) break;
      this.entries.delete(oldKey);
      this.bytes -= sizeOf(oldPage);
    }
    return page;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

function sizeOf(page: CachedPage): number {
  return page.raw.length + page.gzip.length + page.br.length;
}

/** Send a cached page: conditional requests, then the best encoding the client accepts. */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, headers: Record<string, string>): void {
  res.status(page.status).set(headers).set('ETag', page.etag).type('html');
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
  const [encoding, body] = accepted === 'br' ? ['br', page.br] as const
    : accepted === 'gzip' ? ['gzip', page.gzip] as const : ['identity', page.raw] as const;
  if (encoding !== 'identity') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length)).end(req.method === 'HEAD' ? undefined : body);
}
