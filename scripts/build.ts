import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { clientBuildOptions, manifestFromMetafile } from './build/client.js';
import { ContentError } from './build/content.js';
import { ContentFailures, buildSite, formatFailure } from './build/stages.js';
import { precompressAssets } from './build/precompress.js';
import { serverBuildOptions } from './build/server.js';
import { writeStaticProps } from './build/static-props.js';

/**
 * npm run build: content → dist/content.json, browser bundles and the islands' static props →
 * dist/public/assets (each with brotli and gzip copies) and a manifest, server → dist/server/index.js. The content is
 * checked by the stages of scripts/build/stages.ts; a stage that finds problems stops the build here with all of them.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
export const ASSETS_DIR = path.join(DIST, 'public', 'assets');

export async function build({ production = true } = {}): Promise<void> {
  const started = performance.now();
  const { data: content, warnings } = await buildSite(path.join(ROOT, 'content'), new Date().toISOString().slice(0, 10));
  // What an editor should look at (figures getting old), from every source, in one place.
  for (const { file, reason } of warnings) console.warn(`${path.relative(ROOT, file)}: ${reason}`);
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
    if (error instanceof ContentFailures) {
      // Every failure of the stage that found them, one a line with its code, file and line (content/README.md lists the codes).
      console.error(`Content errors (the ${error.stage} stage):`);
      for (const failure of error.failures) console.error(`  ${formatFailure(failure, ROOT)}`);
    } else console.error(error instanceof ContentError ? `Content error: ${error.message}` : error);
    process.exit(1);
  });
}
