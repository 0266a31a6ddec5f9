import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { securityHeaderList } from '../../server/middleware/security-headers.js';
import { PAGE_KINDS, PAGE_KIND_NAMES } from '../../shared/page-kinds.js';
import { testApp } from '../support/app.js';
import { listen, request, type Listening, type RawResponse as Raw } from '../support/http.js';
import { logLines } from '../support/logs.js';

/**
 * Every page kind, as real visitors arrive on it — plain, from a Google, Bing or Facebook ad,
 * with a landing headline, back from a failed no-JavaScript ZIP post — and the 404: one door,
 * so one status, one encoding rule, the same security headers, and a paid landing no heavier
 * than the plain page (decision 024). Raw HTTP on a real port: nothing decompresses for us.
 */

/** A sample of every page kind (shared/page-kinds.ts), and the not-found page. */
const PAGES: Record<string, string> = {
  ...Object.fromEntries(PAGE_KIND_NAMES.map((kind) => [kind, PAGE_KINDS[kind].samples[0]])),
  'not found': '/no-such-page',
};

const VARIANTS = {
  plain: '',
  gclid: 'gclid=Cj0KCQiA-matrix_1',
  msclkid: 'msclkid=8a1b2c3d4e5f',
  fbclid: 'fbclid=IwAR0matrix-1',
  QS: 'QS=Cheap%20Car%20Insurance%20Quotes',
  'failed ZIP': 'zip_error=invalid&zip_form=cta-top&zip_value=12',
} as const;

const ENCODINGS = { br: 'gzip, deflate, br, zstd', gzip: 'gzip, deflate', identity: 'identity' } as const;
type Encoding = keyof typeof ENCODINGS;

const site = testApp({ TRUST_PROXY: 'loopback' });
const SECURITY_CONFIG = loadConfig({ NODE_ENV: 'production', TRUST_PROXY: 'loopback' });
const SECURITY = securityHeaderList(SECURITY_CONFIG);
let served: Listening;

beforeAll(async () => {
  served = await listen(site.app);
});
afterAll(() => served.close());

const get = (target: string, encoding: Encoding) => request(served.port, { target, headers: { 'Accept-Encoding': ENCODINGS[encoding] } });

const html = (response: Raw) =>
  (response.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(response.bytes)
    : response.headers['content-encoding'] === 'gzip'
      ? gunzipSync(response.bytes)
      : response.bytes
  ).toString();

describe.each(Object.entries(PAGES))('%s page', (_kind, path) => {
  const status = path === PAGES['not found'] ? 404 : 200;
  const plain: Partial<Record<Encoding, Raw>> = {};
  beforeAll(async () => {
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) plain[encoding] = await get(path, encoding);
  });

  it.each(Object.entries(VARIANTS))('%s: status, encoding, bytes and security headers', async (variant, query) => {
    const url = query ? `${path}?${query}` : path;
    for (const encoding of Object.keys(ENCODINGS) as Encoding[]) {
      const response = await get(url, encoding);
      const base = plain[encoding]!;
      expect(response.status, `${url} ${encoding}`).toBe(status);
      // A landing text is filled into the page's template, which exists as gzip only (server/pages/landing-template.ts).
      const sent = encoding === 'identity' ? undefined : variant === 'QS' ? 'gzip' : encoding;
      expect(response.headers['content-encoding'], `${url} ${encoding}`).toBe(sent);
      expect(Number(response.headers['content-length'])).toBe(response.bytes.length);
      expect(html(response)).toContain('</html>');
      for (const [name, value] of SECURITY) expect(response.headers[name.toLowerCase()], `${url} ${name}`).toBe(value);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      if (variant === 'gclid' || variant === 'msclkid' || variant === 'fbclid') {
        // The page everyone gets: the very same bytes, so the same cached copy.
        expect(response.bytes.equals(base.bytes), `${url} ${encoding} is the plain page`).toBe(true);
        expect(response.headers['cache-control']).toBe(base.headers['cache-control']);
      } else if (variant === 'QS' && encoding !== 'identity') {
        // Filled from the template: its long fixed stretches compressed once, apart, so a third above the plain page's gzip at most.
        const gzip = plain.gzip!.bytes.length;
        expect(response.bytes.length, `${url} ${encoding}: ${response.bytes.length} vs ${gzip}`).toBeLessThanOrEqual(gzip * 1.35);
      } else if (encoding !== 'identity') {
        // Rendered for the visitor: still compressed, within a quarter of the plain page's bytes.
        expect(response.bytes.length, `${url} ${encoding}: ${response.bytes.length} vs ${base.bytes.length}`).toBeLessThanOrEqual(base.bytes.length * 1.25);
      }
    }
  });
});

describe('one door', () => {
  it('logs one line and counts one request per page response, whichever way it was answered', async () => {
    const before = site.logs.length;
    await get('/?gclid=log-check', 'br');
    await get('/?zip_error=invalid&zip_form=hero&zip_value=1', 'br');
    await get('/no-such-page', 'gzip');
    const lines = logLines(site.logs.slice(before)).filter((line) => line.msg === 'request');
    expect(lines.map((line) => [line.path, line.status])).toEqual([
      ['/', 200],
      ['/', 200],
      ['/no-such-page', 404],
    ]);
    expect(JSON.stringify(site.logs.slice(before))).not.toContain('log-check');
    const metrics = await site.metrics.registry.getSingleMetricAsString('http_requests_total');
    expect(metrics).toMatch(/route="other",method="GET",status="404"} [1-9]/);
  });
});
