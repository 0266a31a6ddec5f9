import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { securityHeaderList } from '../../server/middleware/security-headers.js';
import { SPECULATION_RULES_HEADER } from '../../server/routes/speculation-rules.js';
import { EVERY_PAGE_TIMEOUT_MS, loadBuiltManifest, testApp, type TestApp } from '../support/app.js';
import { US_V4 } from '../support/geo.js';
import { listen, request, type Listening, type RawResponse as Raw } from '../support/http.js';
import { logLines } from '../support/logs.js';
import { sample } from '../support/metric-series.js';

/**
 * A page is answered from the cache (a hit) or rendered into it (a miss), through the one page
 * pipeline (decision 024). What a visitor gets must not depend on which it was.
 */

let app: TestApp;
/** The security headers the app's configuration gives every response, by lower-case name. */
const SECURITY = new Map(
  securityHeaderList(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' })).map(([name, value]) => [name.toLowerCase(), value]),
);
let served: Listening;

beforeAll(async () => {
  app = testApp({ TRUST_PROXY: 'loopback' });
  served = await listen(app.app);
});
afterAll(() => served.close());

const get = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
  request(served.port, { method, target, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...headers } });

/** Header names and values in the order sent, less the two that differ on every response. */
const comparable = (raw: Raw) => raw.rawHeaders.map(([name, value]) => (/^(date|x-request-id)$/i.test(name) ? name : `${name}: ${value}`));
const header = (raw: Raw, name: string): string | undefined => raw.headers[name];

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
    expect(hit.bytes.equals(miss.bytes)).toBe(true);
    for (const name of ['content-security-policy', 'x-content-type-options', 'permissions-policy', 'referrer-policy']) {
      expect(header(hit, name), name).toBe(SECURITY.get(name));
    }
    expect(header(hit, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(hit, 'etag')).toBe(header(miss, 'etag'));
    expect(header(hit, 'etag')).toMatch(/^(W\/)?"[^"]+"$/);
    expect(header(hit, 'speculation-rules')).toBe(SPECULATION_RULES_HEADER);
  });

  it(
    'are warmed through the same pipeline: after warm(), every route is a hit',
    async () => {
      const warmed = testApp({ TRUST_PROXY: 'loopback' });
      await warmed.warm();
      const misses = warmed.pageCache.misses;
      expect(misses).toBeGreaterThan(70);
      const hits = warmed.pageCache.hits;
      const listening = await listen(warmed.app);
      try {
        for (const path of ['/', '/articles/dui-insurance', '/car-insurance/texas', '/privacy', '/no-such-page'])
          await request(listening.port, { target: path, headers: { 'x-forwarded-for': '127.0.0.1' } });
      } finally {
        await listening.close();
      }
      expect(warmed.pageCache.misses).toBe(misses);
      expect(warmed.pageCache.hits).toBe(hits + 5);
      const counted = await warmed.metrics.registry.getSingleMetricAsString('page_cache_misses_total');
      expect(counted).toContain(sample('page_cache_misses_total', { cache: 'pages' }, misses));
    },
    EVERY_PAGE_TIMEOUT_MS,
  );

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
    expect(notModified.bytes.length).toBe(0);
    expect(header(notModified, 'etag')).toBe(etag);
    expect(header(notModified, 'cache-control')).toBe(header(page, 'cache-control'));
    expect(header(notModified, 'content-security-policy')).toBe(SECURITY.get('content-security-policy'));
    expect((await get('/articles/non-owner-insurance', { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await get('/articles/non-owner-insurance', { 'if-none-match': `W/${etag}` })).status).toBe(304);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const full = await get('/articles/short-term-insurance');
    const head = await get('/articles/short-term-insurance', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.bytes.length).toBe(0);
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
      expect(Number(header(response, 'content-length')), path).toBe(response.bytes.length);
      expect(header(response, 'vary'), path).toContain('Accept-Encoding');
      const decoded = expected === 'br' ? brotliDecompressSync(response.bytes) : expected === 'gzip' ? gunzipSync(response.bytes) : response.bytes;
      expect(decoded.equals((await get(path, { 'accept-encoding': 'identity' })).bytes), path).toBe(true);
    }
  });

  it('serves assets immutable for a year, with their type, and unknown assets as the 404 page', async () => {
    const asset = await get(script());
    expect(header(asset, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(asset, 'content-type')).toBe('text/javascript; charset=utf-8');
    expect(header(asset, 'content-security-policy')).toBe(SECURITY.get('content-security-policy'));
    const missing = await get('/assets/home-NOPE.js');
    expect(missing.status).toBe(404);
  });
});
