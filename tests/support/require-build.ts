import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/server-process.js';

/** The http, process and browser tiers run against the real build: fail early and clearly without one. */
export default function setup(): void {
  if (!existsSync(path.join(ROOT, 'dist/server/index.js'))) {
    throw new Error('No build in dist/: run `npm run build` first (`npm test` builds before these tiers).');
  }
}
