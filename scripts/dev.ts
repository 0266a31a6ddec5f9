import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ASSETS_DIR, DIST, ROOT, build } from './build.js';
import { clientBuildOptions, manifestFromMetafile } from './build/client.js';
import { ContentError, buildContent } from './build/content.js';
import { serverBuildOptions } from './build/server.js';

/**
 * npm run dev: a development build, rebuilt on every change (client, server, content), with
 * the server restarted by node --watch whenever dist/ changes.
 */
await build({ production: false });

const writeManifest: esbuild.Plugin = {
  name: 'manifest',
  setup(pluginBuild) {
    pluginBuild.onEnd(async (result) => {
      if (result.metafile) {
        await writeFile(path.join(DIST, 'manifest.json'), JSON.stringify(manifestFromMetafile(result.metafile, ASSETS_DIR, ROOT, '/assets'), null, 2));
      }
    });
  },
};
const client = await esbuild.context({ ...clientBuildOptions(ROOT, ASSETS_DIR, false), plugins: [writeManifest] });
const server = await esbuild.context(serverBuildOptions(ROOT, path.join(DIST, 'server'), false));
await Promise.all([client.watch(), server.watch()]);

let pending: NodeJS.Timeout | undefined;
watch(path.join(ROOT, 'content'), { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(async () => {
    try {
      await writeFile(path.join(DIST, 'content.json'), JSON.stringify(await buildContent(path.join(ROOT, 'content'))));
      console.log('content rebuilt');
    } catch (error) {
      console.error(error instanceof ContentError ? `Content error: ${error.message}` : error);
    }
  }, 100);
});

const node = spawn(process.execPath, ['--enable-source-maps', '--watch-path=dist', 'dist/server/index.js'], {
  cwd: ROOT, stdio: 'inherit', env: { NODE_ENV: 'development', ...process.env },
});
node.on('exit', (code) => process.exit(code ?? 0));
