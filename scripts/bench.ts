import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AssetManifest } from '../shared/asset-manifest.js';
import { buildOldServer } from './bench/old-server.js';
import { ROOT, startServer, type RunningServer } from './lib/server-process.js';
import { usAddressesByState } from './lib/us-addresses.js';
import { findWrk, runWrk, type WrkResult, type WrkTarget } from './lib/wrk.js';

/**
 * npm run bench: the site against two bare ceilings and an older build of itself, in one run
 * on this machine, each server in its own process and the load generator (wrk, one thread:
 * scripts/lib/wrk.ts) in another:
 *   1. bare Express 5 + helmet answering one constant precompressed copy of the home page, and
 *      a bare `POST /zip` that also looks the ZIP's state up (scripts/bench/ceiling-express.ts)
 *      — what any Express app pays at least;
 *   2. raw node:http doing the same (scripts/bench/ceiling-node.ts) — Node's limit here;
 *   3. the server of BENCH_OLD_COMMIT (default abe9234, the hand-written listener before the
 *      cache front of decision 086), built into a temporary directory (scripts/bench/old-server.ts); BENCH_OLD=0 skips it.
 * The site runs three times, as three processes of the same build: one for what the cache front
 * answers (pages and assets), one for `POST /zip` through Express, and one for the work that
 * makes garbage per request (a new landing text, a render), so that no comparison's server
 * carries the heap another kind of work grew: the old listener, in particular, only ever serves
 * `GET /`.
 * The ceilings carry none of the site's middleware, so a ratio to them measures our whole cost.
 * Every figure is printed with its ratio, because absolute numbers on a shared machine mean
 * little. Requests carry Chrome's Accept-Encoding. BENCH_SECONDS (default 10) sets each run's
 * length; BENCH_CONNECTIONS (default 50) the load.
 * Every figure it prints is also written to the day's record of the commit, docs/results/bench-<date>-<commit>.md
 * (docs/results/README.md), with the machine's load average before and after: another run of the
 * same commit that day is added below the earlier ones, so consecutive runs stay side by side.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const addresses = [...usAddressesByState().values()];

const wrk = findWrk();
const ZIP_BODY = 'zip=22201&source=hero&page=%2F';

function rotating(
  url: string,
  method: WrkTarget['method'],
  target: string,
  extra: { headers?: Record<string, string>; body?: string; numbered?: true } = {},
): WrkTarget {
  return {
    url,
    method,
    path: target,
    body: extra.body,
    numbered: extra.numbered,
    headers: { 'accept-encoding': CHROME_ACCEPT_ENCODING, ...extra.headers },
    rotate: { header: 'x-forwarded-for', values: addresses },
  };
}

async function load(target: WrkTarget): Promise<WrkResult> {
  // Warm-up, the same for every server and ceiling: every variant, then the load itself for a
  // while, so that each is measured with its code optimised (a long-running server's state)
  // rather than partly while V8 still compiles it.
  await runWrk(wrk, target, 1, 4);
  await runWrk(wrk, target, 2, CONNECTIONS);
  const result = await runWrk(wrk, target, SECONDS, CONNECTIONS);
  if (result.failures > 0)
    throw new Error(`load against ${target.url}${target.path} had ${result.failures} failures of ${result.requests} (errors, timeouts or non-2xx/3xx)`);
  return result;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

async function startCeiling(script: string, brotliFile: string, gzipFile: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script), brotliFile, gzipFile], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => {
      try {
        resolve((JSON.parse(chunk.toString().split('\n')[0]!) as { port: number }).port);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  child.stdout.resume();
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** Until a server has rendered its pages into the cache at start-up: that work must not share the CPU with a measurement. */
async function warmed(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 60000;
  while (!server.logs.some((line) => line.includes('"msg":"page cache warm"'))) {
    if (Date.now() > deadline) throw new Error('the server did not finish warming its page cache within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The largest built script: what every visitor downloads at first intent. */
function largestScript(): string {
  const dir = path.join(ROOT, 'dist/public/assets');
  const scripts = readdirSync(dir).filter((name) => name.endsWith('.js'));
  return `/assets/${scripts.sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0]!}`;
}

interface Row {
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
}

/** The mean of a target's runs. */
function combine(runs: WrkResult[]): Row {
  const mean = (pick: (run: WrkResult) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  return { rps: mean((run) => run.rps), p50: mean((run) => run.p50Ms), p99: mean((run) => run.p99Ms), bytes: mean((run) => run.bytes / run.requests) };
}

/** What the run printed, for its result file. */
const printed: string[] = [];
function report(line = ''): void {
  console.log(line);
  printed.push(line);
}

const git = (...args: string[]) => execFileSync('git', ['-C', ROOT, ...args], { encoding: 'utf8' }).trim();

/** The run's record in docs/results/, named by the day and the commit measured, after that day's earlier runs; returns its path. */
async function writeResult(startLoad: number[]): Promise<string> {
  const commit = git('rev-parse', '--short', 'HEAD');
  const modified = git('status', '--porcelain', '--untracked-files=no') !== '';
  const now = new Date().toISOString();
  const dir = path.join(ROOT, 'docs/results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `bench-${now.slice(0, 10)}-${commit}.md`);
  const earlier = existsSync(file) ? readFileSync(file, 'utf8') : `# npm run bench, commit ${commit}, ${now.slice(0, 10)}\n`;
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
  const run = (earlier.match(/^## Run /gm)?.length ?? 0) + 1;
  await writeFile(
    file,
    `${earlier}\n## Run ${run}, ${now.slice(11, 16)} UTC${modified ? ', with uncommitted changes' : ''}\n\n` +
      `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}); load average (1, 5, 15 min) ${load(startLoad)} at the start, ${load(loadavg())} at the end. ` +
      `Written by \`npm run bench\` (scripts/bench.ts); ratios matter more than absolute figures on a shared machine.\n\n` +
      `\`\`\`text\n${printed.join('\n')}\n\`\`\`\n`,
  );
  return path.relative(ROOT, file);
}

const OLD_COMMIT = process.env.BENCH_OLD === '0' ? undefined : (process.env.BENCH_OLD_COMMIT ?? 'abe9234');
const SERVER_ENV = { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' };
/** How long a server may take to be ready: on a machine other work loads, start-up (reported apart) can pass 15 s. */
const START_TIMEOUT_MS = 60000;

let site: RunningServer | undefined;
let coldSite: RunningServer | undefined;
let zipSite: RunningServer | undefined;
let oldSite: RunningServer | undefined;
const ceilings: { stop: () => void }[] = [];
const cleanUps: (() => Promise<void>)[] = [];
const startLoad = loadavg();
try {
  const old = OLD_COMMIT === undefined ? undefined : await buildOldServer(OLD_COMMIT);
  if (old) cleanUps.push(old.remove);
  const startedAt = performance.now();
  site = await startServer(SERVER_ENV, START_TIMEOUT_MS, { keepLogs: false });
  const startupMs = performance.now() - startedAt;
  coldSite = await startServer(SERVER_ENV, START_TIMEOUT_MS, { keepLogs: false });
  zipSite = await startServer(SERVER_ENV, START_TIMEOUT_MS, { keepLogs: false });
  if (old) oldSite = await startServer(SERVER_ENV, START_TIMEOUT_MS, { keepLogs: false, root: old.root });
  for (const server of [site, coldSite, zipSite, oldSite]) if (server) await warmed(server);
  const html = Buffer.from(await (await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  cleanUps.push(() => rm(dir, { recursive: true, force: true }));
  await writeFile(path.join(dir, 'page.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
  await writeFile(path.join(dir, 'page.gz'), gzipSync(html, { level: 9 }));
  const express = await startCeiling('scripts/bench/ceiling-express.ts', path.join(dir, 'page.br'), path.join(dir, 'page.gz'));
  const node = await startCeiling('scripts/bench/ceiling-node.ts', path.join(dir, 'page.br'), path.join(dir, 'page.gz'));
  ceilings.push(express, node);
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/manifest.json'), 'utf8')) as AssetManifest;
  const script = largestScript();

  const targets: Record<string, WrkTarget> = {
    'express ceiling': rotating(express.url, 'GET', '/'),
    'node ceiling': rotating(node.url, 'GET', '/'),
    ...(oldSite ? { [`old GET / (${OLD_COMMIT})`]: rotating(oldSite.url, 'GET', '/') } : {}),
    'GET / (region rotating)': rotating(site.url, 'GET', '/'),
    'GET /?gclid= (paid)': rotating(site.url, 'GET', '/?gclid=Cj0KCQiA-bench_1'),
    // A landing text that changes on every request: filled into the home page's template.
    'GET /?qs= new each time': rotating(coldSite.url, 'GET', '/?qs=Cheap%20car%20insurance%20', { numbered: true }),
    // A page rendered for every request (a failed ZIP post's page, kept nowhere): a cold page.
    'GET a render (cold)': rotating(coldSite.url, 'GET', '/articles/sr22-requirements?zip_error=invalid&zip_form=hero&zip_value=', {
      numbered: true,
    }),
    'GET a guide': rotating(site.url, 'GET', '/articles/sr22-requirements'),
    'express POST /zip ceiling': rotating(express.url, 'POST', '/zip', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ZIP_BODY }),
    'POST /zip (303)': rotating(zipSite.url, 'POST', '/zip', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${zipSite.url}/?gclid=Cj0KCQiA-bench_1` },
      body: ZIP_BODY,
    }),
    'GET largest script': rotating(site.url, 'GET', script),
    'GET static props': rotating(site.url, 'GET', manifest.staticProps.en),
  };
  const order = Object.keys(targets);
  report(
    `${SECONDS} s per run, ${CONNECTIONS} connections, X-Forwarded-For rotating over ${addresses.length} states, Accept-Encoding: ${CHROME_ACCEPT_ENCODING}`,
  );
  report(`largest script: ${script}\n`);

  // A shared machine drifts during a run. Measuring in a palindrome gives every target the same
  // mean position in time, so a linear drift cancels out of every ratio.
  const runs = new Map(order.map((name) => [name, [] as WrkResult[]]));
  let rss = 0;
  let coldRss = 0;
  for (const name of [...order, ...[...order].reverse()]) {
    const target = targets[name]!;
    runs.get(name)!.push(await load(target));
    // The servers' memory right after each of their loads.
    if (target.url === site.url || target.url === zipSite.url) rss = Math.max(rss, rssMb((target.url === site.url ? site : zipSite).process.pid!));
    if (target.url === coldSite.url) coldRss = Math.max(coldRss, rssMb(coldSite.process.pid!));
  }
  const rows = Object.fromEntries(order.map((name) => [name, combine(runs.get(name)!)])) as Record<string, Row>;
  const row = (name: string) => rows[name]!;
  const expressRow = row('express ceiling');
  const nodeRow = row('node ceiling');
  const ratio = (value: number, of: number) => `${(value / Math.max(of, 1e-9)).toFixed(2)}×`;

  report(
    `${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'÷express'.padStart(9)} ${'÷node'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'p99÷express'.padStart(12)} ${'bytes/resp'.padStart(11)}`,
  );
  for (const name of order) {
    const { rps, p50, p99, bytes } = row(name);
    report(
      `${name.padEnd(26)} ${String(Math.round(rps)).padStart(8)} ${ratio(rps, expressRow.rps).padStart(9)} ${ratio(rps, nodeRow.rps).padStart(7)} ` +
        `${p50.toFixed(1).padStart(7)} ${p99.toFixed(1).padStart(7)} ${ratio(p99, expressRow.p99).padStart(12)} ${String(Math.round(bytes)).padStart(11)}`,
    );
  }
  const home = row('GET / (region rotating)');
  const paid = row('GET /?gclid= (paid)');
  const newText = row('GET /?qs= new each time');
  const render = row('GET a render (cold)');
  const zipRow = row('POST /zip (303)');
  const zipCeiling = row('express POST /zip ceiling');
  const scriptRow = row('GET largest script');
  report(
    `\nstart-up to ready: ${Math.round(startupMs)} ms; server RSS after load (highest of its runs): ${rss.toFixed(0)} MB, the one rendering: ${coldRss.toFixed(0)} MB (target ≤ 250)`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  report(`start-up ≤ 1 s: ${verdict(startupMs <= 1000)}; RSS ≤ 250 MB: ${verdict(Math.max(rss, coldRss) <= 250)}`);
  if (oldSite) {
    const oldRow = row(`old GET / (${OLD_COMMIT})`);
    report(`GET / ≥ 0.9× the old listener (${OLD_COMMIT}): ${ratio(home.rps, oldRow.rps)} (${verdict(home.rps >= 0.9 * oldRow.rps)})`);
  }
  report(
    `GET / ≥ 2.0× bare Express + helmet: ${ratio(home.rps, expressRow.rps)} (${verdict(home.rps >= 2 * expressRow.rps)}); aim ≥ 0.5× raw node:http: ${ratio(home.rps, nodeRow.rps)} (${verdict(home.rps >= 0.5 * nodeRow.rps)})`,
  );
  report(`GET / p99 ≤ 1.5× the Express ceiling's: ${ratio(home.p99, expressRow.p99)} (${verdict(home.p99 <= 1.5 * Math.max(expressRow.p99, 1))})`);
  report(
    `GET /?gclid= (a paid landing) against GET /: bytes ${ratio(paid.bytes, home.bytes)} (within 10%: ${verdict(Math.abs(paid.bytes / home.bytes - 1) <= 0.1)}), ` +
      `req/s ${ratio(paid.rps, home.rps)} (≥ 0.8×: ${verdict(paid.rps >= 0.8 * home.rps)}), p99 ${ratio(paid.p99, home.p99)} (≤ 2×: ${verdict(paid.p99 <= 2 * Math.max(home.p99, 1))})`,
  );
  report(
    `a new landing text per request ≥ 0.1× GET /: ${ratio(newText.rps, home.rps)} (${verdict(newText.rps >= 0.1 * home.rps)}), ${Math.round(newText.bytes)} bytes per response (compressed), no errors`,
  );
  report(`a render (a cold page, every request): ${Math.round(render.rps)} req/s, ${ratio(render.rps, home.rps)} of GET /'s`);
  report(
    `POST /zip ≥ 1.0× bare Express + helmet doing the same (urlencoded, ZIP check, the ZIP's state, 303): ${ratio(zipRow.rps, zipCeiling.rps)} (${verdict(zipRow.rps >= zipCeiling.rps)})`,
  );
  report(`largest script ≥ 0.5× the page's req/s: ${ratio(scriptRow.rps, home.rps)} (${verdict(scriptRow.rps >= 0.5 * home.rps)})`);
  console.log(`\nwritten to ${await writeResult(startLoad)}`);
} finally {
  for (const ceiling of ceilings) ceiling.stop();
  await site?.stop();
  await coldSite?.stop();
  await zipSite?.stop();
  await oldSite?.stop();
  for (const cleanUp of cleanUps) await cleanUp();
}
