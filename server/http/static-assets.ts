import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QUICK, compressBoth, precompressed, type Precompressed } from './precompressed.js';

/**
 * The built assets (scripts, stylesheet, icon, the static props file), held in memory as
 * ready responses: the build writes brotli and gzip copies beside each file
 * (scripts/build/precompress.ts), so nothing is compressed per request. Names carry a
 * content hash, so every response may be cached for a year.
 */

export const ASSETS_PREFIX = '/assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE: [string, string][] = [
  ['Cache-Control', 'public, max-age=31536000, immutable'],
  ['Vary', 'Accept-Encoding'],
];

export type StaticAssets = ReadonlyMap<string, Precompressed>;

/** Every asset in the directory by its public path; a development build without compressed copies gets them made here, once. */
export function loadStaticAssets(dir: string): StaticAssets {
  const files = new Set(readdirSync(dir));
  const read = (name: string) => readFileSync(path.join(dir, name));
  const assets = new Map<string, Precompressed>();
  for (const name of files) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const identity = read(name);
    const bodies =
      files.has(`${name}.br`) && files.has(`${name}.gz`)
        ? { identity, br: read(`${name}.br`), gzip: read(`${name}.gz`) }
        : { identity, ...compressBoth(identity, QUICK) };
    assets.set(`${ASSETS_PREFIX}${name}`, precompressed(200, CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', bodies, IMMUTABLE));
  }
  return assets;
}
