import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ASSETS_DIR, DIST, ROOT, build } from './build.js';
import { clientBuildOptions, manifestFromMetafile, type AssetManifest } from './build/client.js';
import { ContentError } from './build/content.js';
import { buildContent } from './build/stages.js';
import { serverBuildOptions } from './build/server.js';
import { writeStaticProps } from './build/static-props.js';

/**
 * npm run dev: a development build, rebuilt on every change (client, server, content), with
 * the server restarted by node --watch whenever dist/ changes.
 */
await build({ production: false });

// The manifest names the bundles (from the client build) and the static props (from the
// content): whichever changes, write it again from the latest of both.
let latestMetafile: esbuild.Metafile | undefined;
let staticPropsUrls = (JSON.parse(await readFile(path.join(DIST, 'manifest.json'), 'utf8')) as AssetManifest).staticProps;
async function writeManifest(): Promise<void> {
  if (!latestMetafile) return;
  await writeFile(
    path.join(DIST, 'manifest.json'),
    JSON.stringify(manifestFromMetafile(latestMetafile, ASSETS_DIR, ROOT, '/assets', staticPropsUrls), null, 2),
  );
}

const manifestPlugin: esbuild.Plugin = {
  name: 'manifest',
  setup(pluginBuild) {
    pluginBuild.onEnd(async (result) => {
      latestMetafile = result.metafile ?? latestMetafile;
      await writeManifest();
    });
  },
};
const client = await esbuild.context({ ...clientBuildOptions(ROOT, ASSETS_DIR, false), plugins: [manifestPlugin] });
const server = await esbuild.context(serverBuildOptions(ROOT, path.join(DIST, 'server'), false));
await Promise.all([client.watch(), server.watch()]);

let pending: NodeJS.Timeout | undefined;
watch(path.join(ROOT, 'content'), { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(() => void rebuildContent(), 100);
});

async function rebuildContent(): Promise<void> {
  try {
    const content = await buildContent(path.join(ROOT, 'content'));
    staticPropsUrls = await writeStaticProps(content, ASSETS_DIR, '/assets');
    await writeManifest();
    await writeFile(path.join(DIST, 'content.json'), JSON.stringify(content));
    console.log('content rebuilt');
  } catch (error) {
    console.error(error instanceof ContentError ? `Content error: ${error.message}` : error);
  }
}

const node = spawn(process.execPath, ['--enable-source-maps', '--watch-path=dist', 'dist/server/index.js'], {
  // No drain: a restart on every rebuild should not wait for a load balancer that is not there.
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', SHUTDOWN_DRAIN_MS: '0', ...process.env },
});
node.on('exit', (code) => process.exit(code ?? 0));
