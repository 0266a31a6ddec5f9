import { existsSync } from 'node:fs';
import path from 'node:path';
import { findChromium } from '../../scripts/lib/chromium.js';
import { findHaproxy } from '../../scripts/lib/haproxy.js';
import { ROOT } from '../../scripts/lib/server-process.js';

/**
 * The suite runs against the real build, a real Chromium and a real HAProxy (the rolling
 * restart test); fail early and clearly without them. Chromium and HAProxy are installed with
 * apt when missing and we are root (a fresh CI machine).
 */
export default function setup(): void {
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) {
    throw new Error('No build in dist/: run `npm test` (which builds first) or `npm run build`.');
  }
  process.env.CHROME_PATH = findChromium();
  process.env.HAPROXY_PATH = findHaproxy();
}
