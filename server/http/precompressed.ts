import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fresh from 'fresh';
import { chooseEncoding, type Encoding } from './encoding.js';

/**
 * A response made once and sent many times: its body in each encoding, a strong ETag, and
 * its headers already laid out per encoding, so sending it is one writeHead and one end.
 * Rendered pages (server/page-cache.ts) and the built assets (server/http/static-assets.ts)
 * are both kept this way.
 */
export interface Precompressed {
  status: number;
  bodies: Record<Encoding, Buffer>;
  etag: string;
  /** Flat [name, value, …] lists, per encoding and for a 304. */
  headers: Record<Encoding | 'notModified', string[]>;
}

/** Pages kept for long are worth the densest compression; short-lived ones a cheaper one. */
export interface CompressionEffort {
  gzipLevel: number;
  brotliQuality: number;
}
export const DENSE: CompressionEffort = { gzipLevel: 9, brotliQuality: 10 };
export const QUICK: CompressionEffort = { gzipLevel: 6, brotliQuality: 5 };

/** Compress a body both ways, for a text of the given size. */
export function compressBoth(raw: Buffer, effort = DENSE): { br: Buffer; gzip: Buffer } {
  return { gzip: compress(raw, 'gzip', effort), br: compress(raw, 'br', effort) };
}

function compress(raw: Buffer, encoding: Exclude<Encoding, 'identity'>, effort: CompressionEffort): Buffer {
  return encoding === 'gzip'
    ? gzipSync(raw, { level: effort.gzipLevel })
    : brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
}

/**
 * Lay out a response. `headers` are the caching and other headers of its kind (Cache-Control,
 * Vary, …) in the order they are sent; Content-Type, ETag, Content-Encoding and
 * Content-Length follow.
 */
export function precompressed(status: number, contentType: string, bodies: Record<Encoding, Buffer>, headers: readonly [string, string][]): Precompressed {
  const etag = `"${createHash('sha1').update(bodies.identity).digest('base64url')}"`;
  const common = [...headers.flat(), 'ETag', etag];
  const forEncoding = (encoding: Encoding) => [
    ...common,
    'Content-Type',
    contentType,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(bodies[encoding].length),
  ];
  return {
    status,
    bodies,
    etag,
    headers: { br: forEncoding('br'), gzip: forEncoding('gzip'), identity: forEncoding('identity'), notModified: common },
  };
}

/** An HTML page, compressed both ways. */
export function compressPage(status: number, html: string, headers: readonly [string, string][] = [], effort = DENSE): Precompressed {
  const identity = Buffer.from(html);
  return precompressed(status, 'text/html; charset=utf-8', { identity, ...compressBoth(identity, effort) }, headers);
}

/**
 * Send it: a 304 to a conditional request that still holds it, else the encoding the client
 * accepts that we prefer; no body for HEAD. `leading` are headers that come first (the
 * request id and security headers when Express has not set them). Returns the status sent.
 */
export function writePrecompressed(req: IncomingMessage, res: ServerResponse, body: Precompressed, leading: readonly string[] = []): number {
  if (body.status === 200 && req.headers['if-none-match'] !== undefined && fresh(req.headers, { etag: body.etag })) {
    res.writeHead(304, leading.concat(body.headers.notModified)).end();
    return 304;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  res.writeHead(body.status, leading.length > 0 ? leading.concat(body.headers[encoding]) : body.headers[encoding]);
  res.end(req.method === 'HEAD' ? undefined : body.bodies[encoding]);
  return body.status;
}

/**
 * Send an HTML page made for one response (a failed ZIP post's page, the error page):
 * compressed once, in the one encoding this client gets. Returns the status sent.
 */
export function writeOnce(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  headers: readonly [string, string][],
  leading: readonly string[],
  effort = QUICK,
): number {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const raw = Buffer.from(html);
  const body = encoding === 'identity' ? raw : compress(raw, encoding, effort);
  res.writeHead(status, [
    ...leading,
    ...headers.flat(),
    'Content-Type',
    'text/html; charset=utf-8',
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(body.length),
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
  return status;
}
