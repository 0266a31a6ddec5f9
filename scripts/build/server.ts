import type * as esbuild from 'esbuild';

/**
 * The server as one ES module. React is bundled in, with NODE_ENV fixed at build time, so a
 * production build always runs React's production code however the process is started.
 * The other packages stay in node_modules. The server no longer loads geoip-lite's code, only
 * reads its data files from its package directory (server/geo/data-dir.ts); it stays listed so
 * that an import of it could never be bundled away from its data.
 */
const RUNTIME_PACKAGES = ['express', 'helmet', 'compression', 'geoip-lite', 'pino', 'zod', 'prom-client'];

export function serverBuildOptions(root: string, outdir: string, production = true): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts' },
    outdir,
    bundle: true,
    external: RUNTIME_PACKAGES,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    // Bundled CommonJS (React) may call require() for Node built-ins.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'linked',
    logLevel: 'warning',
  };
}
