import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process.js';
import { RawConnection } from '../support/http.js';
import { logLines } from '../support/logs.js';
import { until } from '../support/logs.js';
import { loadConfig, SHUTDOWN_CLOSE_MS, SHUTDOWN_SETTLE_MS } from '../../server/config.js';

describe('faults', () => {
  it('starts without GeoIP data, serves Virginia, warns once, and is ready', async () => {
    const server = await startServer({ GEODATADIR: '/nonexistent/geoip', TRUST_PROXY: 'loopback' });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const html = await (await fetch(`${server.url}/`, { headers: { 'x-forwarded-for': '24.24.24.24' } })).text();
      expect(html).toContain('<span class="hero__state">Virginia</span>');
      const warnings = logLines(server.logs).filter((entry) => entry.level === 40 && entry.msg.includes('GeoIP'));
      expect(warnings).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  it('finishes every accepted request on SIGTERM under load and exits 0 within drain + 10 s', async () => {
    // A short drain: what is tested here is the close after it (rolling-restart.test.ts tests the drain).
    const drainMs = 500;
    const server = await startServer({ SHUTDOWN_DRAIN_MS: String(drainMs) }, undefined, { keepLogs: false });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    // 200 hand-offs whose bodies are half sent: received by the server and unanswered until the
    // rest arrives, so they are in flight for as long as the test says.
    const body = 'zip=22201&source=hero&page=%2F';
    const pending = Array.from({ length: 200 }, () => {
      const request = http.request(`${server.url}/zip`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      });
      const status = new Promise<number>((resolve, reject) => {
        request.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode!));
        });
        request.on('error', reject);
      });
      request.write(body.slice(0, 10));
      return { request, status };
    });
    // The server's own count says they are all in flight: only then the signal.
    // Bounded well inside the request timeout, past which the half-sent requests would be ended with 408.
    await until(
      async () => serverInFlight(await (await fetch(`http://127.0.0.1:${server.metricsPort}/metrics`)).text()) >= 200,
      '200 requests in flight',
      loadConfig({}).requestTimeoutMs / 2,
    );
    const stoppedAt = Date.now();
    const exit = server.stop('SIGTERM');
    for (const { request } of pending) request.end(body.slice(10));
    const statuses = await Promise.all(pending.map(({ status }) => status));
    const code = await exit;
    agent.destroy();
    expect(statuses.every((status) => status === 303)).toBe(true);
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(drainMs + 10000);
  });

  it('drains on SIGTERM: keeps answering with readiness 503, closes each connection after its response, then stops', async () => {
    // The drain waits for one failed readiness check, the test's last step, and a quiet
    // second after it: however slowly a busy machine runs the steps, they all fall inside it.
    const env = { SHUTDOWN_DRAIN_MS: '500', SHUTDOWN_DRAIN_READY_CHECKS: '1' };
    const drain = loadConfig(env).shutdownDrain;
    const server = await startServer(env);
    const pooled = await RawConnection.open(server.port);
    pooled.write('GET /healthz HTTP/1.1\r\nHost: quoteowl.test\r\n\r\n');
    expect((await pooled.response()).headers.connection).toBe('keep-alive');
    const stoppedAt = Date.now();
    const exit = server.stop('SIGTERM');
    // The drain has begun once the server says so (it logs after switching to draining).
    await until(() => server.logs.some((line) => line.includes('"msg":"shutting down"')), 'the "shutting down" line', drain.maxMs);
    // A request on a connection opened before the signal is answered, and the connection closed.
    pooled.write('GET / HTTP/1.1\r\nHost: quoteowl.test\r\n\r\n');
    const page = await pooled.response();
    expect(page.status).toBe(200);
    expect(page.headers.connection).toBe('close');
    expect(await pooled.waitForClose(drain.maxMs)).toBe(true);
    // New connections are still accepted; readiness fails so balancers move away.
    const zip = await fetch(`${server.url}/zip`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'zip=22201&source=hero',
      redirect: 'manual',
    });
    expect(zip.status).toBe(303);
    const readyAt = Date.now();
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.text(), ready.headers.get('connection')]).toEqual([503, 'shutting down', 'close']);
    expect(await exit).toBe(0);
    // The drain outlasts its floor, and the quiet second after the failed check it waited for.
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(Math.max(drain.minMs, readyAt - stoppedAt + SHUTDOWN_SETTLE_MS));
    expect(Date.now() - stoppedAt).toBeLessThan(drain.maxMs + SHUTDOWN_CLOSE_MS + 1000);
    const lines = logLines(server.logs);
    expect(lines.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['shutting down', 'drained', 'stopped']));
    expect(lines.find((entry) => entry.msg === 'drained')).toMatchObject({ failedReadyChecks: 1 });
    expect(lines.filter((entry) => /ceiling reached|close bound reached/.test(entry.msg))).toEqual([]);
  });

  it('exits non-zero after logging an unhandled rejection, so the orchestrator restarts it', async () => {
    // Planted on a signal rather than a timer, so a slow start on a busy machine cannot beat it.
    const reject = 'data:text/javascript,process.on("SIGUSR2",()=>{Promise.reject(new Error("planted failure"))})';
    const server = await startServer({}, undefined, { nodeArgs: ['--import', reject] });
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGUSR2');
    const code = await exited;
    expect(code).not.toBe(0);
    const fatal = logLines(server.logs).find((entry) => entry.level === 60);
    expect(JSON.stringify(fatal)).toContain('planted failure');
  });
});

/** The server's own count of requests in flight, from its metrics. */
function serverInFlight(metrics: string): number {
  return Number(/^http_requests_in_flight (\d+)$/m.exec(metrics)?.[1] ?? 0);
}
