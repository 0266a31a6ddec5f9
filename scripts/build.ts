import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { clientBuildOptions, manifestFromMetafile } from './build/client.js';
import { ContentError, buildContent } from './build/content.js';
import { StateDataError, stateWarnings } from './build/state-evidence.js';
import { PriceDataError, priceWarnings } from './build/prices.js';
import { precompressAssets } from './build/precompress.js';
import { serverBuildOptions } from './build/server.js';
import { writeStaticProps } from './build/static-props.js';

/**
 * npm run build: content → dist/content.json, browser bundles and the islands' static props →
 * dist/public/assets (each with brotli and gzip copies) and a manifest, server → dist/server/index.js. A bad content file
 * stops here with its path.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
export const ASSETS_DIR = path.join(DIST, 'public', 'assets');

export async function build({ production = true } = {}): Promise<void> {
  const started = performance.now();
  const content = await buildContent(path.join(ROOT, 'content'));
  // The figures and their dates are the same in both languages: warn once, from the English build.
  for (const warning of stateWarnings(content.en.states, new Date().toISOString().slice(0, 10))) console.warn(`content/states.yaml: ${warning}`);
  for (const warning of priceWarnings(content.en.prices, new Date().toISOString().slice(0, 10))) console.warn(`content/data: ${warning}`);
  await rm(DIST, { recursive: true, force: true });
  await mkdir(ASSETS_DIR, { recursive: true });
  const client = await esbuild.build(clientBuildOptions(ROOT, ASSETS_DIR, production));
  const manifest = manifestFromMetafile(client.metafile!, ASSETS_DIR, ROOT, '/assets', await writeStaticProps(content, ASSETS_DIR, '/assets'));
  await Promise.all([precompressAssets(ASSETS_DIR), esbuild.build(serverBuildOptions(ROOT, path.join(DIST, 'server'), production))]);
  await writeFile(path.join(DIST, 'content.json'), JSON.stringify(content));
  await writeFile(path.join(DIST, 'manifest.json'), JSON.stringify(manifest, null, 2));
  console.log(
    `built dist/ in ${Math.round(performance.now() - started)} ms (${Object.keys(content.en.pages).length} reading pages in each of ${Object.keys(content).length} languages)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build({ production: process.env.NODE_ENV !== 'development' }).catch((error: unknown) => {
    console.error(
      error instanceof ContentError || error instanceof StateDataError || error instanceof PriceDataError ? `Content error: ${error.message}` : error,
    );
    process.exit(1);
  });
}
