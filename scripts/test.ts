import { execFileSync } from 'node:child_process';
import { build } from './build.js';
import { findChromium } from './lib/chromium.js';

/**
 * npm test: build the production bundle, type-check, make sure a Chromium is there, then run
 * every vitest suite (unit, content, HTTP, browser with JavaScript on and off).
 */
const extra = process.argv.slice(2);
await build({ production: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], { stdio: 'inherit' });
process.env.CHROME_PATH = findChromium();
try {
  execFileSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...extra], { stdio: 'inherit' });
} catch {
  process.exit(1);
}
