import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../scripts/lib/chromium.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The suite runs against the real build and a real Chromium; fail early and clearly without either. */
export default function setup(): void {
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) {
    throw new Error('No build in dist/: run `npm test` (which builds first) or `npm run build`.');
  }
  process.env.CHROME_PATH = findChromium();
}
