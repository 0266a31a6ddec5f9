import path from 'node:path';
import * as esbuild from 'esbuild';
import { CLIENT_ENTRIES, type AssetManifest } from '../../shared/asset-manifest.js';

export type { AssetManifest };

/** Browser bundles: content-hashed ES modules with shared chunks, and one hashed stylesheet. */

export function clientBuildOptions(root: string, outdir: string, production: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: {
      ...Object.fromEntries(Object.entries(CLIENT_ENTRIES).map(([name, file]) => [name, file])),
      site: CLIENT_ENTRIES.site,
      styles: 'client/styles/site.css',
      icon: 'client/styles/icon.svg',
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'safari15', 'firefox100'],
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? false : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.svg': 'copy' },
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    logLevel: 'warning',
  };
}

export function manifestFromMetafile(
  metafile: esbuild.Metafile,
  outdir: string,
  root: string,
  publicPrefix: string,
  staticPropsUrls: AssetManifest['staticProps'],
): AssetManifest {
  const url = (file: string) => `${publicPrefix}/${path.relative(outdir, path.resolve(root, file)).split(path.sep).join('/')}`;
  const outputs = Object.entries(metafile.outputs);
  const findEntry = (entryPoint: string) => {
    const found = outputs.find(([, output]) => output.entryPoint === entryPoint);
    if (!found) throw new Error(`esbuild produced no output for ${entryPoint}`);
    return found;
  };
  // What loading an entry fetches at once: its static imports and theirs (dynamic imports wait for a visitor's intent).
  const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external && !seen.has(imported.path)) {
        seen.add(imported.path);
        staticImports(imported.path, seen);
      }
    }
    return seen;
  };
  const scripts = Object.fromEntries(
    Object.entries(CLIENT_ENTRIES).map(([name, entry]) => {
      const [file] = findEntry(entry);
      return [name, { src: url(file), imports: [...staticImports(file)].sort().map(url) }];
    }),
  ) as AssetManifest['scripts'];
  return {
    scripts,
    stylesheet: url(findEntry('client/styles/site.css')[0]),
    icon: url(findEntry('client/styles/icon.svg')[0]),
    staticProps: staticPropsUrls,
  };
}
