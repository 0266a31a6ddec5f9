import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { ROOT, startServer, type RunningServer } from './lib/server-process.js';
import { temporaryBuild } from './lib/temporary-build.js';

/**
 * npm run compare:renders [-- OLD [NEW]]: what a visitor gets from two builds, compared byte for
 * byte. OLD (default main) and NEW (another commit, or by default this working tree with its
 * uncommitted changes) are each built into a temporary directory (scripts/lib/temporary-build.ts).
 * Each build's server runs as its own process with the same fixed configuration and region
 * header, and every page of either sitemap, in both languages, plus the two not-found pages,
 * the sitemap and robots.txt, is fetched from both without compression. Any difference in
 * status, headers (but the date and request id) or body is printed with where it starts; the
 * built assets are compared by their hashed names. Exits 1 when anything differs.
 */

const FIXED_ENV = { GEO_HEADER: 'X-Compare-Region', SITE_URL: 'http://localhost:3000' };
const REGION = 'TX';
/** The two not-found pages (English, and Spanish under /es/) and the files besides pages a visitor or a crawler reads. */
const EXTRA_PATHS = ['/no-such-page', '/es/no-existe', '/sitemap.xml', '/robots.txt'];
/** Headers that differ on every response by design. */
const VARYING_HEADERS = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

interface Answer {
  status: number;
  headers: string;
  body: Buffer;
}

function fetchRaw(server: RunningServer, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${target}`, { headers: { 'accept-encoding': 'identity', 'x-compare-region': REGION } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers = Object.entries(response.headers)
          .filter(([name]) => !VARYING_HEADERS.has(name))
          .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
          .sort()
          .join('\n');
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Every <loc> of a sitemap, as a path. */
function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Where two bodies first differ, with some context from each. */
function firstDifference(old: Buffer, current: Buffer): string {
  let at = 0;
  while (at < old.length && at < current.length && old[at] === current[at]) at += 1;
  const around = (body: Buffer) => JSON.stringify(body.subarray(Math.max(0, at - 60), at + 100).toString('utf8'));
  return `bodies differ at byte ${at} (${old.length} vs ${current.length} bytes)\n    old: ${around(old)}\n    new: ${around(current)}`;
}

function commitOf(ref: string): string {
  return execFileSync('git', ['-C', ROOT, 'rev-parse', '--verify', `${ref}^{commit}`], { encoding: 'utf8' }).trim();
}

/** The hashed asset files of a build, by name. */
async function assetNames(root: string): Promise<string[]> {
  return (await readdir(path.join(root, 'dist', 'public', 'assets'))).sort();
}

async function main(): Promise<number> {
  const [oldRef = 'main', newRef] = process.argv.slice(2);
  const started = performance.now();
  const oldCommit = commitOf(oldRef);
  const cleanUps: (() => Promise<void>)[] = [];
  const servers: RunningServer[] = [];
  try {
    console.log(`building ${oldRef} (${oldCommit.slice(0, 12)}) in a temporary directory…`);
    const old = await temporaryBuild({ commit: oldCommit }, 'compare-old');
    cleanUps.push(old.remove);
    console.log(`building ${newRef ?? 'this working tree'} in a temporary directory…`);
    const built = await temporaryBuild(newRef ? { commit: commitOf(newRef) } : 'working tree', 'compare-new');
    cleanUps.push(built.remove);
    const newRoot = built.root;
    const oldServer = await startServer(FIXED_ENV, 30000, { keepLogs: false, root: old.root });
    servers.push(oldServer);
    const newServer = await startServer(FIXED_ENV, 30000, { keepLogs: false, root: newRoot });
    servers.push(newServer);

    const sitemaps = await Promise.all([oldServer, newServer].map(async (server) => sitemapPaths((await fetchRaw(server, '/sitemap.xml')).body.toString())));
    const pages = [...new Set([...sitemaps[0]!, ...sitemaps[1]!])];
    const onlyOld = sitemaps[0]!.filter((page) => !sitemaps[1]!.includes(page));
    const onlyNew = sitemaps[1]!.filter((page) => !sitemaps[0]!.includes(page));
    const differences: string[] = [];
    if (onlyOld.length > 0) differences.push(`in the old sitemap only: ${onlyOld.join(', ')}`);
    if (onlyNew.length > 0) differences.push(`in the new sitemap only: ${onlyNew.join(', ')}`);

    let identical = 0;
    const targets = [...pages, ...EXTRA_PATHS];
    for (const target of targets) {
      const [before, after] = await Promise.all([fetchRaw(oldServer, target), fetchRaw(newServer, target)]);
      const problems: string[] = [];
      if (before.status !== after.status) problems.push(`status ${before.status} → ${after.status}`);
      if (before.headers !== after.headers)
        problems.push(`headers differ:\n    old: ${before.headers.replaceAll('\n', '; ')}\n    new: ${after.headers.replaceAll('\n', '; ')}`);
      if (!before.body.equals(after.body)) problems.push(firstDifference(before.body, after.body));
      if (problems.length === 0) identical += 1;
      else differences.push(`${target}: ${problems.join('\n  ')}`);
    }

    const [oldAssets, newAssets] = await Promise.all([assetNames(old.root), assetNames(newRoot)]);
    const assetsSame = oldAssets.join() === newAssets.join();
    if (!assetsSame)
      differences.push(
        `assets: old only ${oldAssets.filter((name) => !newAssets.includes(name)).join(', ') || 'none'}; new only ${newAssets.filter((name) => !oldAssets.includes(name)).join(', ') || 'none'}`,
      );

    for (const difference of differences) console.log(`DIFFERENT ${difference}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${identical} of ${targets.length} identical (${pages.length} sitemap pages in both languages, 2 not-found pages, the sitemap and robots.txt); ` +
        `assets ${assetsSame ? 'identical by name' : 'differ'}; ${oldRef} (${oldCommit.slice(0, 12)}) against ${newRef ?? 'this working tree'}, in ${seconds} s`,
    );
    return differences.length === 0 ? 0 : 1;
  } finally {
    for (const server of servers) await server.stop();
    for (const cleanUp of cleanUps) await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
