import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, SHUTDOWN_CLOSE_MS } from '../../server/config.js';
import { freePort, startBalancer, type Balancer } from '../../scripts/lib/haproxy.js';
import { SERVER_START_TIMEOUT_MS, startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { logLines } from '../support/logs.js';

/**
 * A rolling restart behind a real balancer loses nothing (decision 057). HAProxy checks
 * /readyz every 2 s and takes a server out after 2 failures, reuses server connections
 * (`http-reuse safe`) and keeps connections alive on both sides. Two replicas of the built
 * app, set up as docs/operations.md says for a balancer that polls readiness: the production
 * floor, and a drain that waits for the balancer's 2 failed checks however late a busy
 * machine makes them. 40 keep-alive clients mix GET / and POST /zip throughout while each
 * replica in turn gets SIGTERM and is started again, and is back UP before the next one
 * stops. Zero failed requests: no 5xx, no socket error, every POST /zip a 303 to the partner.
 */

const PARTNER = 'https://partner.rolling.example/aff_c';
const CLIENTS = 40;
/** Each client's pause between requests: enough load to matter, not so much that two shared cores starve the health checks. */
const THINK_MS = 20;
/** The balancer's health checks: every `interMs`, out after `fall` failures, back after one success. */
const CHECK = { interMs: 2000, fall: 2 };
/** What an operator sets for this balancer: the drain waits for its failures (docs/operations.md, Rolling deploys). */
const REPLICA_ENV = { PARTNER_BASE_URL: PARTNER, SHUTDOWN_DRAIN_MS: '', SHUTDOWN_DRAIN_READY_CHECKS: String(CHECK.fall) };
const DRAIN = loadConfig(REPLICA_ENV).shutdownDrain;
/** Back in rotation: one check after the replica is ready, with room for checks a busy machine delays. */
const UP_WITHIN_MS = 5 * CHECK.interMs;
/** A stop ends within the drain's ceiling, the close bound and the server's last second. */
const STOP_WITHIN_MS = DRAIN.maxMs + SHUTDOWN_CLOSE_MS + 1000;
const START_WITHIN_MS = SERVER_START_TIMEOUT_MS;

interface Tally {
  /** When the clients started: failures and restarts are timed from it, to be told apart. */
  startedAt: number;
  get: number;
  zip: number;
  failures: string[];
}

let dir: string;
let balancer: Balancer | undefined;
const replicas: Record<string, { port: number; server?: RunningServer }> = { a: { port: 0 }, b: { port: 0 } };

/** A replica on its fixed port with the drain for this balancer (startServer's default is none). */
const startReplica = (port: number) => startServer({ PORT: String(port), ...REPLICA_ENV }, START_WITHIN_MS);

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
      // A check answered late by a healthy replica on a busy machine is not a failure here:
      // only the replica that stops should fail its checks (it answers 503 at once).
      'timeout check 5s',
      'option http-keep-alive',
      'retries 3',
      'option redispatch',
    ],
    check: `check inter ${CHECK.interMs} fall ${CHECK.fall} rise 1`,
  });
  await Promise.all(Object.keys(replicas).map((name) => balancer!.waitFor(name, 'UP', UP_WITHIN_MS)));
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
      const sentAt = Date.now() - tally.startedAt;
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
        const failedAt = Date.now() - tally.startedAt;
        tally.failures.push(
          `${zip ? 'POST /zip' : 'GET /'}: ${(error as NodeJS.ErrnoException).code ?? String(error)} (sent at ${sentAt} ms, failed at ${failedAt} ms)`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, THINK_MS));
    }
  } finally {
    agent.destroy();
  }
}

describe('a rolling restart behind HAProxy watching /readyz', () => {
  it(
    'loses no request',
    async () => {
      const started = Date.now();
      const tally: Tally = { startedAt: started, get: 0, zip: 0, failures: [] };
      let running = true;
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
          const downAfter = await balancer!.waitFor(name, 'DOWN', DRAIN.maxMs);
          const code = await exit;
          expect(code).toBe(0);
          // Out of rotation before the process stopped answering; the balancer's checks, not a
          // guess, set the pace, and the floor held.
          expect(downAfter).toBeLessThan(stoppedAfter);
          expect(stoppedAfter).toBeGreaterThanOrEqual(DRAIN.minMs);
          expect(stoppedAfter).toBeLessThan(STOP_WITHIN_MS);
          const drained = logLines(replica.server!.logs).find((entry) => entry.msg === 'drained');
          expect(drained?.failedReadyChecks).toBeGreaterThanOrEqual(CHECK.fall);
          replica.server = await startReplica(replica.port);
          const upAfter = await balancer!.waitFor(name, 'UP', UP_WITHIN_MS);
          restarts.push(
            `${name}: SIGTERM at ${t0 - started} ms, DOWN in HAProxy after ${downAfter} ms, drained ${String(drained?.drainedMs)} ms (${String(drained?.failedReadyChecks)} failed checks), exited 0 after ${stoppedAfter} ms, back UP ${Date.now() - t0} ms after SIGTERM (${upAfter} ms after ready)`,
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
    },
    2 * (STOP_WITHIN_MS + START_WITHIN_MS + UP_WITHIN_MS) + 5000,
  );
});
