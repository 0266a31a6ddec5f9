import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { freePort, startBalancer, type Balancer } from '../../scripts/lib/haproxy.js';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';

/**
 * A rolling restart behind a real balancer loses nothing (decision 022). HAProxy checks
 * /readyz every 2 s and takes a server out after 2 failures, reuses server connections
 * (`http-reuse safe`) and keeps connections alive on both sides. Two replicas of the built
 * app, with the production drain; 40 keep-alive clients mix GET / and POST /zip throughout
 * while each replica in turn gets SIGTERM and is started again, and is back UP before the
 * next one stops. Zero failed requests: no 5xx, no socket error, every POST /zip a 303 to
 * the partner.
 */

const PARTNER = 'https://partner.rolling.example/aff_c';
const CLIENTS = 40;
/** Each client's pause between requests: enough load to matter, not so much that two shared cores starve the health checks. */
const THINK_MS = 20;
const DRAIN_MS = loadConfig({}).shutdownDrainMs;

interface Tally {
  get: number;
  zip: number;
  failures: string[];
}

let dir: string;
let balancer: Balancer | undefined;
const replicas: Record<string, { port: number; server?: RunningServer }> = { a: { port: 0 }, b: { port: 0 } };

/** A replica on its fixed port with the production drain (startServer's default is none). */
const startReplica = (port: number) => startServer({ PORT: String(port), PARTNER_BASE_URL: PARTNER, SHUTDOWN_DRAIN_MS: '' }, 15_000, { keepLogs: false });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rolling-'));
  for (const replica of Object.values(replicas)) replica.port = await freePort();
  await Promise.all(
    Object.values(replicas).map(async (replica) => {
      replica.server = await startReplica(replica.port);
    }),
  );
  balancer = await startBalancer({
    dir,
    port: await freePort(),
    servers: Object.fromEntries(Object.entries(replicas).map(([name, replica]) => [name, replica.port])),
    backend: [
      'balance roundrobin',
      'option httpchk GET /readyz',
      'http-check expect status 200',
      'http-reuse safe',
      'option http-keep-alive',
      'retries 3',
      'option redispatch',
    ],
    check: 'check inter 2s fall 2 rise 1',
  });
  await Promise.all(Object.keys(replicas).map((name) => balancer!.waitFor(name, 'UP', 5000)));
});

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(Object.values(replicas).flatMap((replica) => (replica.server ? [replica.server.stop('SIGKILL')] : [])));
  await rm(dir, { recursive: true, force: true });
});

/** One client: its own keep-alive agent, one request at a time, alternating GET / and POST /zip. */
async function client(id: number, url: string, running: () => boolean, tally: Tally): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (method: 'GET' | 'POST', target: string, body?: string) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = http.request(
        `${url}${target}`,
        {
          method,
          agent,
          headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {},
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  try {
    for (let i = 0; running(); i += 1) {
      const zip = (id + i) % 2 === 1;
      try {
        if (zip) {
          const { status, location } = await request('POST', '/zip', `zip=22201&source=hero&page=%2F&gclid=c${id}x${i}`);
          tally.zip += 1;
          if (status !== 303 || !location?.startsWith(`${PARTNER}?`) || !location.endsWith('zipcode=22201'))
            tally.failures.push(`POST /zip: ${status} ${location}`);
        } else {
          const { status } = await request('GET', '/');
          tally.get += 1;
          if (status !== 200) tally.failures.push(`GET /: ${status}`);
        }
      } catch (error) {
        tally.failures.push(`${zip ? 'POST /zip' : 'GET /'}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  } finally {
    agent.destroy();
  }
}

describe('a rolling restart behind HAProxy watching /readyz', () => {
  it('loses no request', async () => {
    const tally: Tally = { get: 0, zip: 0, failures: [] };
    let running = true;
    const started = Date.now();
    const clients = Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id, balancer!.url, () => running, tally)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const restarts: string[] = [];
    try {
      for (const [name, replica] of Object.entries(replicas)) {
        const t0 = Date.now();
        let stoppedAfter = Infinity;
        const exit = replica.server!.stop('SIGTERM').then((code) => {
          stoppedAfter = Date.now() - t0;
          return code;
        });
        // The balancer must see readiness fail and take the replica out while it still answers.
        const downAfter = await balancer!.waitFor(name, 'DOWN', DRAIN_MS + 5000);
        const code = await exit;
        expect(code).toBe(0);
        // Out of rotation before the process stopped answering; the drain set the pace.
        expect(downAfter).toBeLessThan(stoppedAfter);
        expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN_MS);
        expect(stoppedAfter).toBeLessThan(DRAIN_MS + 10_000);
        replica.server = await startReplica(replica.port);
        const upAfter = await balancer!.waitFor(name, 'UP', 5000);
        restarts.push(
          `${name}: DOWN in HAProxy after ${downAfter} ms, exited 0 after ${stoppedAfter} ms, back UP ${Date.now() - t0} ms after SIGTERM (${upAfter} ms after ready)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      running = false;
      await clients;
    }
    console.log(
      `rolling restart: ${tally.get + tally.zip} requests (${tally.get} GET /, ${tally.zip} POST /zip) in ${Date.now() - started} ms, ${tally.failures.length} failed\n  ${restarts.join('\n  ')}`,
    );
    expect(tally.failures).toEqual([]);
    expect(tally.zip).toBeGreaterThan(1000);
    expect(tally.get).toBeGreaterThan(1000);
  }, 40_000);
});
