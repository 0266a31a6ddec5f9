import { execFileSync } from 'node:child_process';
import { build } from './build.js';
import { findChromium } from './lib/chromium.js';

/**
 * npm test: build the production bundle, type-check, make sure a Chromium is there, run every
 * vitest suite (unit, content, HTTP, process, browser with JavaScript on and off), then the
 * performance budget (scripts/perf-budget.ts: bytes per page and Lighthouse mobile).
 * Arguments narrow the vitest run (`npm test -- tests/unit`) and skip the budget.
 */
const extra = process.argv.slice(2);
const run = (script: string, args: string[]) => execFileSync(process.execPath, [script, ...args], { stdio: 'inherit' });

await build({ production: true });
run('node_modules/typescript/bin/tsc', ['-p', '.']);
process.env.CHROME_PATH = findChromium();
try {
  run('node_modules/vitest/vitest.mjs', ['run', ...extra]);
  if (extra.length === 0) run('node_modules/tsx/dist/cli.mjs', ['scripts/perf-budget.ts']);
} catch {
  process.exit(1);
}
