import { once } from 'node:events';
import http, { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltManifest, testApp, type TestApp } from '../support/app.js';
import { US_V4 } from '../support/geo.js';
import { logLines } from '../support/logs.js';

/**
 * A page is answered from the cache (a hit) or rendered into it (a miss), through the one page
 * pipeline (decision 024). What a visitor gets must not depend on which it was.
 */

let app: TestApp;
let server: http.Server;
let port: number;

beforeAll(async () => {
  app = testApp({ TRUST_PROXY: 'loopback' });
  server = createServer(app.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

interface Raw {
  status: number;
  rawHeaders: string[];
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ port, host: '127.0.0.1', path, method, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

/** Header names and values in the order sent, less the two that differ on every response. */
const comparable = (raw: Raw) => {
  const pairs: string[] = [];
  for (let i = 0; i < raw.rawHeaders.length; i += 2) {
    const name = raw.rawHeaders[i]!;
    pairs.push(/^(date|x-request-id)$/i.test(name) ? name : `${name}: ${raw.rawHeaders[i + 1]}`);
  }
  return pairs;
};
const header = (raw: Raw, name: string) => {
  const index = raw.rawHeaders.findIndex((candidate, i) => i % 2 === 0 && candidate.toLowerCase() === name);
  return index === -1 ? undefined : raw.rawHeaders[index + 1];
};

describe('a cache hit and a miss', () => {
  it.each(['/', '/articles/liability-insurance', '/reviews/progressive', '/terms'])('send the same headers in the same order for %s', async (path) => {
    const missesBefore = app.pageCache.misses;
    const miss = await get(path, { 'x-forwarded-for': US_V4 });
    expect(app.pageCache.misses).toBe(missesBefore + 1);
    const hitsBefore = app.pageCache.hits;
    const hit = await get(path, { 'x-forwarded-for': US_V4 });
    expect(app.pageCache.hits).toBe(hitsBefore + 1);
    expect(hit.status).toBe(200);
    expect(comparable(hit)).toEqual(comparable(miss));
    expect(hit.body.equals(miss.body)).toBe(true);
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'permissions-policy',
      'referrer-policy',
      'x-request-id',
      'etag',
      'speculation-rules',
    ]) {
      expect(header(hit, name), name).toBeTruthy();
    }
  });

  it('are warmed through the same pipeline: after warm(), every route is a hit', async () => {
    const warmed = testApp({ TRUST_PROXY: 'loopback' });
    await warmed.warm();
    const misses = warmed.pageCache.misses;
    expect(misses).toBeGreaterThan(70);
    const hits = warmed.pageCache.hits;
    const listening = createServer(warmed.app).listen(0, '127.0.0.1');
    await once(listening, 'listening');
    try {
      const { port: warmPort } = listening.address() as AddressInfo;
      for (const path of ['/', '/articles/dui-insurance', '/car-insurance/texas', '/privacy', '/no-such-page'])
        await fetch(`http://127.0.0.1:${warmPort}${path}`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    } finally {
      listening.close();
    }
    expect(warmed.pageCache.misses).toBe(misses);
    expect(warmed.pageCache.hits).toBe(hits + 5);
    const counted = await warmed.metrics.registry.getSingleMetricAsString('page_cache_misses_total');
    expect(counted).toContain(`page_cache_misses_total{cache="pages"} ${misses}`);
    // Every route is warmed: with a page per insurance group and per sort order of their index (decisions 076, 077), more than the default timeout allows on a loaded machine.
  }, 90_000);

  it('log one line each, with the request id each response carried', async () => {
    const before = app.logs.length;
    const first = await get('/articles/dui-insurance', { 'x-request-id': 'front-test-0001' });
    const second = await get('/articles/dui-insurance', { 'x-request-id': 'front-test-0002' });
    expect(header(first, 'x-request-id')).toBe('front-test-0001');
    expect(header(second, 'x-request-id')).toBe('front-test-0002');
    const lines = logLines(app.logs.slice(before)).filter((line) => line.msg === 'request');
    expect(lines.map((line) => [line.reqId, line.path, line.status, line.method])).toEqual([
      ['front-test-0001', '/articles/dui-insurance', 200, 'GET'],
      ['front-test-0002', '/articles/dui-insurance', 200, 'GET'],
    ]);
  });

  it('are both counted in the request metrics under the page route', async () => {
    await get('/articles/gap-classic-insurance');
    await get('/articles/gap-classic-insurance');
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(/http_requests_total\{route="\/articles\/gap-classic-insurance",method="GET",status="200"\} 2/);
  });
});

describe('conditional and HEAD requests', () => {
  it('answers a matching If-None-Match with 304 and no body, from the cache and from a fresh render alike', async () => {
    const page = await get('/articles/non-owner-insurance');
    const etag = header(page, 'etag')!;
    const notModified = await get('/articles/non-owner-insurance', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(header(notModified, 'etag')).toBe(etag);
    expect(header(notModified, 'cache-control')).toBe(header(page, 'cache-control'));
    expect(header(notModified, 'content-security-policy')).toBeTruthy();
    expect((await get('/articles/non-owner-insurance', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/articles/non-owner-insurance', { 'if-none-match': `W/${etag}` })).status).toBe(304);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const full = await get('/articles/short-term-insurance');
    const head = await get('/articles/short-term-insurance', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(comparable(head)).toEqual(comparable(full));
  });
});

describe('encodings by our preference, for pages and assets', () => {
  const script = () => loadBuiltManifest().scripts.home.src;
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0', undefined],
    ['identity', undefined],
    ['gzip', 'gzip'],
  ])('Accept-Encoding %j gets %s', async (acceptEncoding, expected) => {
    for (const path of ['/articles/high-risk-drivers', script(), loadBuiltManifest().staticProps.en, loadBuiltManifest().stylesheet]) {
      await get(path);
      const response = await get(path, { 'accept-encoding': acceptEncoding });
      expect(response.status, path).toBe(200);
      expect(header(response, 'content-encoding'), path).toBe(expected);
      expect(Number(header(response, 'content-length')), path).toBe(response.body.length);
      expect(header(response, 'vary'), path).toContain('Accept-Encoding');
      const decoded = expected === 'br' ? brotliDecompressSync(response.body) : expected === 'gzip' ? gunzipSync(response.body) : response.body;
      expect(decoded.equals((await get(path, { 'accept-encoding': 'identity' })).body), path).toBe(true);
    }
  });

  it('serves assets immutable for a year, with their type, and unknown assets as the 404 page', async () => {
    const asset = await get(script());
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(asset, 'content-type')).toBe('text/javascript; charset=utf-8');
    expect(header(asset, 'content-security-policy')).toBeTruthy();
    const missing = await get('/assets/home-NOPE.js');
    expect(missing.status).toBe(404);
  });
});
