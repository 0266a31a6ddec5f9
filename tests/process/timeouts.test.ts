import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { RawConnection } from '../support/http.js';
import { logLines } from '../support/logs.js';

/**
 * The edge timeouts on the real server (decision 020): keep-alive outlives a balancer's idle
 * timeout, and a slow or stalled request is ended within REQUEST_TIMEOUT_MS. The bounds are
 * set to seconds here so the test is quick: an idle connection outlives the request bound and
 * is closed at the keep-alive bound, on a server configured with both; and a server started
 * with no configuration runs, and tells its clients, the production values (65 s, 30 s).
 */

const REQUEST_TIMEOUT_MS = 2000;
/** Well past the idle wait below (4 s), so the connection is reused before keep-alive could end it. */
const KEEP_ALIVE_TIMEOUT_MS = 6000;
/**
 * Node looks for expired requests once a second (server/listen.ts); the rest is slack for a
 * busy machine. Far below the default bound (30 s), let alone the 67 s of a headers timeout
 * above keep-alive (decision 020).
 */
const CHECK_SLACK_MS = 1000 + 2000;

const readyLine = (server: RunningServer) => logLines(server.logs).find((entry) => entry.msg === 'ready')!;

let server: RunningServer;
let defaults: RunningServer;
beforeAll(async () => {
  [server, defaults] = await Promise.all([
    startServer({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS) }),
    startServer({}),
  ]);
});
afterAll(async () => {
  // Set-up may have failed before either started.
  await Promise.all([(server as RunningServer | undefined)?.stop(), (defaults as RunningServer | undefined)?.stop()]);
});

describe.concurrent('edge timeouts', () => {
  it('keeps an idle keep-alive connection open past the request bound, answers on it again, and closes it at the keep-alive bound', async () => {
    const connection = await RawConnection.open(server.port);
    try {
      connection.write('GET /healthz HTTP/1.1\r\nHost: quoteowl.test\r\n\r\n');
      const first = await connection.response();
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
      expect(first.headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      // Past the request and headers bound and its once-a-second check: an idle connection is
      // bound by keep-alive alone.
      expect(await connection.waitForClose(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS - 1000)).toBe(false);
      connection.write('GET /readyz HTTP/1.1\r\nHost: quoteowl.test\r\n\r\n');
      const second = await connection.response();
      expect(second.status).toBe(200);
      expect(second.body).toBe('ready');
      const answered = Date.now();
      // Node may hold the socket up to a second past the advertised time (keepAliveTimeoutBuffer
      // in newer versions), so a client that believes the header never meets a closed socket.
      expect(await connection.waitForClose(KEEP_ALIVE_TIMEOUT_MS + 1000 + CHECK_SLACK_MS)).toBe(true);
      expect(connection.closedAt! - answered).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 50);
    } finally {
      connection.destroy();
    }
  });

  it('ends a POST /zip whose declared body stalls within the request timeout, with 408', async () => {
    const connection = await RawConnection.open(server.port);
    const started = Date.now();
    connection.write('POST /zip HTTP/1.1\r\nHost: quoteowl.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nzip=222');
    expect(await connection.waitForClose(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS + 1000)).toBe(true);
    const elapsed = connection.closedAt! - started;
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
    expect(connection.unread).toMatch(/^HTTP\/1\.1 408 /);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it('ends a request whose headers trickle in within the same bound', async () => {
    const connection = await RawConnection.open(server.port);
    const started = Date.now();
    connection.write('GET / HTTP/1.1\r\nHost: quoteowl.test\r\n');
    const trickle = setInterval(() => {
      if (!connection.closed) connection.write('X-Slow: a\r\n');
    }, 250);
    try {
      expect(await connection.waitForClose(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS + 1000)).toBe(true);
    } finally {
      clearInterval(trickle);
    }
    expect(connection.closedAt! - started).toBeLessThan(REQUEST_TIMEOUT_MS + CHECK_SLACK_MS);
  });

  it('defaults to keep-alive 65 s and a 30 s bound for the whole request, headers included, and says so to clients', async () => {
    expect(readyLine(defaults)).toMatchObject({ keepAliveTimeoutMs: 65_000, requestTimeoutMs: 30_000, headersTimeoutMs: 30_000 });
    expect(readyLine(server)).toMatchObject({
      keepAliveTimeoutMs: KEEP_ALIVE_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      headersTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    const connection = await RawConnection.open(defaults.port);
    try {
      connection.write('GET /healthz HTTP/1.1\r\nHost: quoteowl.test\r\n\r\n');
      expect((await connection.response()).headers['keep-alive']).toBe('timeout=65');
    } finally {
      connection.destroy();
    }
  });
});
