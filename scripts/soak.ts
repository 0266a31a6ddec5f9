import { readFileSync } from 'node:fs';
import autocannon, { type Request as CannonRequest } from 'autocannon';
import { startServer } from './lib/server-process.js';
import { usAddressesByState } from './lib/us-addresses.js';

/**
 * npm run soak: 60 s at 200 connections mixing pages and /zip against the production server,
 * at a steady SOAK_RATE (default 400 requests/s, about half of what this mix saturates at on
 * this machine). A soak is about staying healthy over time, not peak throughput (that is
 * npm run bench): a closed loop at full saturation on one shared 2-core machine only
 * measures queueing unfairness between 200 sockets.
 * Passes with 0 errors, 0 timeouts, no 5xx, and RSS growth ≤ 10% from the seconds around 20 s
 * to the last 10 s, each taken as the median of its 1 s samples: a leak lifts the whole later
 * window, while a single sample only says where the garbage collector's sawtooth happened to be.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const RATE = Number(process.env.SOAK_RATE ?? 400);
const addresses = [...usAddressesByState().values()];
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const mix: CannonRequest[] = addresses.flatMap((ip, i) => [
  { method: 'GET', path: '/', headers: { 'x-forwarded-for': ip, 'accept-encoding': 'br, gzip' } },
  { method: 'GET', path: i % 2 ? '/articles/sr22-requirements' : '/reviews/progressive', headers: { 'x-forwarded-for': ip, 'accept-encoding': 'gzip' } },
  { method: 'GET', path: `/?gclid=soak${i}&QS=Soak%20${i}`, headers: { 'x-forwarded-for': ip } },
  { method: 'POST', path: '/zip', headers: { ...form, 'x-forwarded-for': ip }, body: `zip=${String(10000 + i)}&source=hero&page=%2F` },
  { method: 'POST', path: '/zip', headers: { ...form, 'x-forwarded-for': ip }, body: 'zip=abc&source=cta-top&page=%2Farticles%2Fdui-insurance' },
]);

const rss = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const server = await startServer({ TRUST_PROXY: 'loopback' }, 15000, { keepLogs: false });
try {
  const samples: { at: number; mb: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: (Date.now() - started) / 1000, mb: rss(server.process.pid!) }), 1000);
  const result = await autocannon({ url: server.url, connections: CONNECTIONS, duration: SECONDS, requests: mix, timeout: 10, overallRate: RATE });
  clearInterval(sampler);
  const median = (from: number, to: number) => {
    const window = samples
      .filter((sample) => sample.at >= from && sample.at <= to)
      .map((sample) => sample.mb)
      .sort((a, b) => a - b);
    return window[Math.floor(window.length / 2)]!;
  };
  const earlyAt = Math.min(20, SECONDS / 3);
  const early = median(earlyAt - 5, earlyAt + 5);
  const late = median(SECONDS - 10, SECONDS);
  const growth = (late - early) / early;
  const all = samples.map((sample) => sample.mb);
  const fiveXX = result['5xx'];
  console.log(
    `${SECONDS} s at ${CONNECTIONS} connections, ${RATE} req/s offered: ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
  );
  console.log(`errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${fiveXX}, 2xx ${result['2xx']}, 3xx ${result['3xx']}, 4xx ${result['4xx']}`);
  console.log(
    `RSS median ${early.toFixed(0)} MB around ${earlyAt} s → ${late.toFixed(0)} MB in the last 10 s (${(growth * 100).toFixed(1)}% growth; limit 10%); range ${Math.min(...all).toFixed(0)}–${Math.max(...all).toFixed(0)} MB`,
  );
  const ok = result.errors === 0 && result.timeouts === 0 && fiveXX === 0 && growth <= 0.1;
  console.log(ok ? 'soak passed' : 'soak FAILED');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
