import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { ROOT, startServer, type RunningServer } from './lib/server-process.js';
import { usAddressesByState } from './lib/us-addresses.js';

/**
 * npm run bench: the site against its ceiling, in one run on this machine.
 * The ceiling is the same Express + helmet stack answering a constant precompressed copy of
 * the home page (scripts/bench/ceiling.ts). Every figure is printed as a ratio of the
 * ceiling's, because absolute numbers on a shared machine mean little.
 * BENCH_SECONDS (default 10) sets each run's length; BENCH_CONNECTIONS (default 50) the load.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const addresses = [...usAddressesByState().values()];

function rotating(base: Omit<CannonRequest, 'headers'> & { headers?: Record<string, string> }): CannonRequest[] {
  return addresses.map((ip) => ({ ...base, headers: { 'accept-encoding': 'br, gzip', ...base.headers, 'x-forwarded-for': ip } }));
}

async function load(url: string, requests: CannonRequest[], expectStatus: number): Promise<Result> {
  // Warm up (every variant a few times), then measure.
  await autocannon({ url, connections: 4, amount: requests.length * 4, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
  const unexpected = result.non2xx - (expectStatus >= 300 ? result.requests.total : 0);
  if (result.errors > 0 || result.timeouts > 0 || (expectStatus < 300 && unexpected > 0)) {
    throw new Error(`load against ${url} had ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return result;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function startCeiling(brotliFile: string, gzipFile: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/bench/ceiling.ts'), brotliFile, gzipFile], {
    cwd: ROOT, env: { ...process.env, PORT: '0', TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => {
      const line = chunk.toString().split('\n')[0]!;
      try { resolve((JSON.parse(line) as { port: number }).port); } catch (error) { reject(error); }
    });
    child.once('exit', (code) => reject(new Error(`ceiling exited ${code}`)));
  });
  child.stdout!.resume();
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The mean of runs' request rates and latency percentiles. */
function combine(runs: Result[]): Result {
  const mean = (pick: (run: Result) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const first = runs[0]!;
  return {
    ...first,
    requests: { ...first.requests, average: mean((run) => run.requests.average) },
    latency: { ...first.latency, p50: mean((run) => run.latency.p50), p99: mean((run) => run.latency.p99) },
  };
}

const row = (name: string, result: Result, ceiling: Result) =>
  `${name.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(8)} req/s (${(result.requests.average / ceiling.requests.average).toFixed(2)}×)`
  + `   p50 ${result.latency.p50} ms (${(result.latency.p50 / Math.max(ceiling.latency.p50, 1)).toFixed(2)}×)`
  + `   p99 ${result.latency.p99} ms (${(result.latency.p99 / Math.max(ceiling.latency.p99, 1)).toFixed(2)}×)`;

const startedAt = performance.now();
let site: RunningServer | undefined;
let ceiling: { url: string; stop: () => void } | undefined;
try {
  site = await startServer({ TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' }, 15000, { keepLogs: false });
  const startupMs = performance.now() - startedAt;
  const home = await fetch(`${site.url}/`);
  const html = Buffer.from(await home.arrayBuffer());
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-'));
  await writeFile(path.join(dir, 'page.br'), brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
  await writeFile(path.join(dir, 'page.gz'), gzipSync(html, { level: 9 }));
  ceiling = await startCeiling(path.join(dir, 'page.br'), path.join(dir, 'page.gz'));

  console.log(`${SECONDS} s per run, ${CONNECTIONS} connections, X-Forwarded-For rotating over ${addresses.length} states\n`);
  const targets = {
    ceiling: { url: ceiling.url, requests: rotating({ method: 'GET', path: '/' }), status: 200 },
    home: { url: site.url, requests: rotating({ method: 'GET', path: '/' }), status: 200 },
    guide: { url: site.url, requests: rotating({ method: 'GET', path: '/articles/sr22-requirements' }), status: 200 },
    zip: {
      url: site.url,
      requests: rotating({ method: 'POST', path: '/zip', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'zip=22201&source=hero&page=%2F' }),
      status: 303,
    },
  };
  type Target = keyof typeof targets;
  // A shared machine drifts during a run (throughput here falls steadily over minutes).
  // Measuring in a palindrome (ceiling, home, guide, zip, zip, guide, home, ceiling) gives
  // every target the same mean position in time as the ceiling, so a linear drift cancels
  // out of every ratio instead of favouring whatever ran first.
  const order = Object.keys(targets) as Target[];
  const runs: Record<Target, Result[]> = { ceiling: [], home: [], guide: [], zip: [] };
  let rss = 0;
  for (const name of [...order, ...[...order].reverse()]) {
    const { url, requests, status } = targets[name];
    runs[name].push(await load(url, requests, status));
    // The server's memory right after each of its loads, not after it idled through the ceiling's.
    if (name !== 'ceiling') rss = Math.max(rss, rssMb(site.process.pid!));
  }
  const [ceilingResult, homeResult, guideResult, zipResult] = order.map((name) => combine(runs[name])) as [Result, Result, Result, Result];

  console.log(row('ceiling (constant page)', ceilingResult, ceilingResult));
  console.log(row('GET / (region rotating)', homeResult, ceilingResult));
  console.log(row('GET /articles/sr22-requirements', guideResult, ceilingResult));
  console.log(row('POST /zip (303 to partner)', zipResult, ceilingResult));
  console.log(`\nstart-up to ready: ${Math.round(startupMs)} ms; server RSS after load (highest of its runs): ${rss.toFixed(0)} MB`);
  const ratio = homeResult.requests.average / ceilingResult.requests.average;
  const p99 = homeResult.latency.p99 / Math.max(ceilingResult.latency.p99, 1);
  console.log(`GET / target: ≥ 0.80× ceiling req/s (${ratio >= 0.8 ? 'met' : 'MISSED'}), p99 ≤ 2× ceiling (${p99 <= 2 ? 'met' : 'MISSED'})`);
} finally {
  ceiling?.stop();
  await site?.stop();
}
