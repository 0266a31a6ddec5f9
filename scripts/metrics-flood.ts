import { readFileSync } from 'node:fs';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { STATE_LABELS, OUTCOME_LABELS } from '../server/metric-labels.js';
import { siteRoutes } from '../shared/routes.js';
import { OUTSIDE_REGIONS } from '../shared/zip-region.js';
import { FORM_IDS } from '../shared/zip.js';
import { startServer } from './lib/server-process.js';

/**
 * npm run bench:metrics: what a flood of label values does to one production server's metrics
 * (decision 053). 100,000 hand-off beacons and then 100,000 POST /zip, each with a new random
 * form id (`source`) as the old pattern allowed, the rest as a visitor's; then the scrape's
 * size and time (median of 5) and the growth of the process's RSS. Targets: scrape under
 * 200 KB and 50 ms, RSS growth under 20 MB; the exit code says whether they held.
 *
 * FLOOD=every draws every label at random from its closed set as well (outcome, partner, state,
 * page), as an attacker who read the code would: the worst the closed sets allow, reported
 * without targets. FLOOD_REQUESTS changes the 100,000.
 */

const MODE = process.env.FLOOD === 'every' ? 'every' : 'source';
const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 100_000);
const TARGETS = { scrapeBytes: 200 * 1024, scrapeMs: 50, rssGrowthMb: 20 };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FORM = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER };

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-';
/** A new form id each time, as `^[a-z][a-z0-9-]{0,23}$` let through before: almost never the same twice. */
const randomSource = () =>
  pick(ALPHABET.slice(0, 26).split('')) + Array.from({ length: 8 + Math.floor(Math.random() * 16) }, () => pick(ALPHABET.split(''))).join('');
const STATES = STATE_LABELS.filter((state) => /^[A-Z]{2}$/.test(state) && !(OUTSIDE_REGIONS as readonly string[]).includes(state));
const PAGES = siteRoutes().map((route) => route.path);

function beacon(): string {
  if (MODE === 'source') return new URLSearchParams({ source: randomSource(), outcome: 'valid', partner: 'default', state: 'VA', page: '/' }).toString();
  // Only reports the server accepts: an outcome with the partner and state the browser's rule gives it.
  const outcome = pick(OUTCOME_LABELS);
  const fields = {
    source: outcome === 'inline' ? 'inline' : pick([randomSource(), ...FORM_IDS.filter((id) => id !== 'inline')]),
    outcome,
    partner: outcome === 'valid' ? 'default' : 'none',
    state: outcome === 'invalid' ? 'none' : outcome === 'outside' ? pick(OUTSIDE_REGIONS) : pick(STATES),
    page: pick(PAGES),
  };
  return new URLSearchParams(fields).toString();
}

function zipPost(): string {
  if (MODE === 'source') return new URLSearchParams({ zip: '22201', source: randomSource(), page: '/' }).toString();
  const zip = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  return new URLSearchParams({ zip, source: pick([randomSource(), ...FORM_IDS]), page: pick(PAGES) }).toString();
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The RSS once the process has settled: the median of a few samples a little apart. */
async function settledRss(pid: number): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < 5; sample += 1) {
    await pause(400);
    samples.push(rssMb(pid));
  }
  return median(samples);
}

async function scrape(url: string): Promise<{ bytes: number; ms: number; series: number }> {
  const runs: { bytes: number; ms: number; series: number }[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const body = await (await fetch(url)).text();
    const ms = performance.now() - started;
    runs.push({ bytes: Buffer.byteLength(body), ms, series: body.split('\n').filter((line) => line && !line.startsWith('#')).length });
  }
  return { bytes: median(runs.map((run) => run.bytes)), ms: median(runs.map((run) => run.ms)), series: median(runs.map((run) => run.series)) };
}

async function flood(url: string, path: string, body: () => string): Promise<{ seconds: number; non2xx: number; errors: number }> {
  const request: CannonRequest = { method: 'POST', path, headers: FORM, setupRequest: (req) => ({ ...req, body: body() }) };
  const result = await autocannon({ url, connections: 32, amount: REQUESTS, requests: [request], timeout: 10 });
  // A 303 (POST /zip) and a 204 (the beacon) are the answers expected; anything else is counted.
  const non2xx = result.non2xx - (path === '/zip' ? result['3xx'] : 0);
  return { seconds: result.duration, non2xx, errors: result.errors + result.timeouts };
}

const server = await startServer({ PARTNER_BASE_URL: 'https://partner.example/aff_c' }, 15000, { keepLogs: false });
try {
  const metricsUrl = `http://127.0.0.1:${server.metricsPort}/metrics`;
  const pid = server.process.pid!;
  // Warm the handlers and the scrape first, so the baseline is a running server's.
  await flood(server.url, '/events/hand-off', () => 'source=hero&outcome=valid&partner=default&state=VA&page=/');
  await scrape(metricsUrl);
  const before = { scrape: await scrape(metricsUrl), rss: await settledRss(pid) };
  const beacons = await flood(server.url, '/events/hand-off', beacon);
  const posts = await flood(server.url, '/zip', zipPost);
  const after = { scrape: await scrape(metricsUrl), rss: await settledRss(pid) };
  const growth = after.rss - before.rss;

  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`flood (${MODE === 'source' ? 'a random form id, the rest a visitor’s' : 'every label at random'}):`);
  console.log(`  ${REQUESTS} beacons in ${beacons.seconds.toFixed(1)} s, ${REQUESTS} POST /zip in ${posts.seconds.toFixed(1)} s`);
  console.log(`  unexpected answers ${beacons.non2xx + posts.non2xx}, errors and timeouts ${beacons.errors + posts.errors}`);
  console.log(`  scrape before: ${kb(before.scrape.bytes)}, ${before.scrape.series} samples, ${before.scrape.ms.toFixed(1)} ms`);
  console.log(`  scrape after:  ${kb(after.scrape.bytes)}, ${after.scrape.series} samples, ${after.scrape.ms.toFixed(1)} ms`);
  console.log(`  RSS before ${before.rss.toFixed(1)} MB, after ${after.rss.toFixed(1)} MB: growth ${growth.toFixed(1)} MB`);
  if (MODE === 'source') {
    const held = after.scrape.bytes < TARGETS.scrapeBytes && after.scrape.ms < TARGETS.scrapeMs && growth < TARGETS.rssGrowthMb;
    const clean = beacons.non2xx + posts.non2xx + beacons.errors + posts.errors === 0;
    console.log(
      `targets (scrape < ${kb(TARGETS.scrapeBytes)}, < ${TARGETS.scrapeMs} ms, RSS growth < ${TARGETS.rssGrowthMb} MB): ${held && clean ? 'held' : 'MISSED'}`,
    );
    process.exitCode = held && clean ? 0 : 1;
  }
} finally {
  await server.stop();
}
