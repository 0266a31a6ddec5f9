import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Brotli (quality 11) and gzip (level 9) copies of every script, stylesheet, JSON and SVG file
 * under the assets directory, written beside it (`x.js.br`, `x.js.gz`), so the server sends
 * assets with no compression per request (server/http/static-assets.ts).
 */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.map']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompressAssets(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => COMPRESSIBLE.has(path.extname(name)));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const raw = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}
