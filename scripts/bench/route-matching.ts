import { matchedPage, pageForPath } from '../../client/routes/tree.js';
import { siteRoutes } from '../../shared/routes.js';

/**
 * npx tsx scripts/bench/route-matching.ts: what resolving a page costs on the cache-hit path,
 * React Router's matchRoutes over the route tree against the start-up lookup made from the
 * same tree (decision 024). Every route path in turn, ROUNDS times, in one process.
 */

const ROUNDS = Number(process.env.ROUNDS ?? 200);
// The registry's own pages: the cost per lookup does not depend on where a page came from.
const paths = siteRoutes().map((route) => route.path);

function perCall(resolve: (path: string) => unknown): number {
  for (const path of paths) resolve(path); // warm the JIT
  const started = process.hrtime.bigint();
  for (let round = 0; round < ROUNDS; round += 1) for (const path of paths) resolve(path);
  return Number(process.hrtime.bigint() - started) / 1000 / (ROUNDS * paths.length);
}

const router = perCall(matchedPage);
const lookup = perCall(pageForPath);
console.log(`${paths.length} route paths, ${ROUNDS} rounds`);
console.log(`React Router matchRoutes: ${router.toFixed(2)} µs per request`);
console.log(`start-up lookup:          ${lookup.toFixed(3)} µs per request (${(router / lookup).toFixed(0)}× less)`);
