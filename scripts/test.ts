import { execFileSync } from 'node:child_process';
import { build } from './build.js';
import { findChromium } from './lib/chromium.js';
import { MissingPackagesError, SUITE_PROGRAMS, installSuitePackages } from './lib/debian-packages.js';

/**
 * npm test: first the system packages the tiers run (scripts/lib/debian-packages.ts:
 * browsers, Xvfb, HAProxy, wrk), installed here when missing and nowhere else, so no install
 * ever blocks a timed step; then every check, cheapest first, stopping at the first failure:
 * lint (ESLint, Prettier, knip's unused code) → type-check → unit tier → production build → http + process tiers
 * → browser tier → performance budget (scripts/perf-budget.ts: bytes per page and Lighthouse).
 * Each stage is one process; the tiers are vitest projects (vitest.config.ts).
 * Arguments go to one vitest run after a build, with no lint, type-check or budget
 * (`npm test -- tests/http/zip.test.ts`, `npm test -- --project http`).
 */
const extra = process.argv.slice(2);
const node = (script: string, args: string[]) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });
const vitest = (args: string[]) => node('node_modules/vitest/vitest.mjs', ['run', ...args]);

async function stage(name: string, work: () => unknown): Promise<void> {
  const started = performance.now();
  console.log(`\n▶ ${name}`);
  await work();
  console.log(`✔ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const started = performance.now();
try {
  await stage('system packages', () => {
    const outcome = installSuitePackages();
    console.log(
      outcome.installed.length > 0
        ? `installed ${outcome.installed.join(', ')} in ${outcome.seconds.toFixed(1)} s`
        : `all present: ${[...new Set(SUITE_PROGRAMS.map((program) => program.debianPackage))].join(', ')}`,
    );
  });
  if (extra.length > 0) {
    await stage('build', () => build({ production: true }));
    await stage(`vitest ${extra.join(' ')}`, () => vitest(extra));
  } else {
    await stage('lint', () => {
      node('node_modules/eslint/bin/eslint.js', ['.']);
      node('node_modules/prettier/bin/prettier.cjs', ['--check', '--log-level', 'warn', '.']);
      node('node_modules/knip/bin/knip.js', []);
    });
    // One project per environment (tsconfig.json): client (DOM), Node, the browser tier; then shared/ under Node alone.
    await stage('type-check', () => {
      node('node_modules/typescript/bin/tsc', ['-b']);
      node('node_modules/typescript/bin/tsc', ['-p', 'tsconfig.shared-node.json']);
    });
    await stage('unit tier', () => vitest(['--project', 'unit']));
    await stage('build', () => build({ production: true }));
    await stage('http + process tiers', () => vitest(['--project', 'http', '--project', 'process']));
    process.env.CHROME_PATH = findChromium();
    await stage('browser tier', () => vitest(['--project', 'browser']));
    await stage('performance budget', () => node('node_modules/tsx/dist/cli.mjs', ['scripts/perf-budget.ts']));
  }
  console.log(`\nnpm test passed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  // Missing packages we cannot install: the one line that says what to do.
  if (error instanceof MissingPackagesError) console.error(error.message);
  // A failing child has already printed why; anything else (a build error) is printed here.
  else if (!(error instanceof Error && 'status' in error)) console.error(error);
  process.exit(1);
}
