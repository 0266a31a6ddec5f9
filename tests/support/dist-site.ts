import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { installDataPages } from '../../shared/routes.js';

/**
 * The production build's content (dist/content.json, `npm run build`), and the pages the build
 * found in the data installed into the route table as the server's start-up installs them, so
 * a test that lists every page (the route table) lists the ones the server serves. Importing
 * this module installs them, before the importing test file reads the table.
 */
export function loadDistSite(): BuiltSite {
  return JSON.parse(readFileSync(path.join(ROOT, 'dist/content.json'), 'utf8')) as BuiltSite;
}

installDataPages(loadDistSite().en.dataPages);
