import type * as esbuild from 'esbuild';

/** The server as one ES module; packages stay in node_modules (geoip-lite reads its data files from there). */
export function serverBuildOptions(root: string, outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts' },
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}
