import path from 'node:path';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { installDataPages } from '../../shared/routes.js';

/**
 * The content built from content/ once per test worker (no `npm run build` needed), with the
 * pages the build found in the data installed into the route table, as the server's start-up
 * installs them: for the unit tests that read the whole route table.
 */
export const builtSite: BuiltSite = await buildContent(path.join(ROOT, 'content'));
installDataPages(builtSite.en.dataPages);
