import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { compressPage } from '../../server/http/precompressed.js';
import { PageCache } from '../../server/page-cache.js';
import { escapeHtml } from '../../shared/html.js';
import { loadBuiltContent, testApp, type TestApp } from '../support/app.js';
import { US_V4 } from '../support/geo.js';
import { listen, request as rawRequest } from '../support/http.js';

/** A raw HTTP GET (no client-side decompression), against the app on an ephemeral port. */
async function rawGet(app: TestApp['app'], target: string, acceptEncoding: string) {
  const served = await listen(app);
  try {
    return await rawRequest(served.port, { target, headers: { 'Accept-Encoding': acceptEncoding } });
  } finally {
    await served.close();
  }
}

describe('page cache over HTTP', () => {
  const { app } = testApp();

  it('serves brotli, gzip or identity by Accept-Encoding, the same page each way', async () => {
    const br = await rawGet(app, '/articles/liability-insurance', 'br, gzip');
    const gz = await rawGet(app, '/articles/liability-insurance', 'gzip');
    const id = await rawGet(app, '/articles/liability-insurance', 'identity');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(id.headers['content-encoding']).toBeUndefined();
    const html = id.body;
    expect(html).toContain(`<h1 class="article__title">${escapeHtml(loadBuiltContent().pages['/articles/liability-insurance']!.title)}</h1>`);
    expect(brotliDecompressSync(br.bytes).toString()).toBe(html);
    expect(gunzipSync(gz.bytes).toString()).toBe(html);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.bytes.length).toBeLessThan(gz.bytes.length);
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await request(app).get('/terms').expect(200);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await request(app).get('/terms').set('If-None-Match', etag).expect(304);
    await request(app).get('/terms').set('If-None-Match', '"other"').expect(200);
  });

  it("lets shared caches keep reading pages, not pages with the visitor's own text", async () => {
    expect((await request(app).get('/privacy')).headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=600');
    expect((await request(app).get('/?QS=Hello')).headers['cache-control']).toBe('private, no-store');
    // A paid landing is the page everyone gets (decision 024): shared caches may keep it too.
    expect((await request(app).get('/articles/dui-insurance?gclid=abc')).headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=600');
    expect((await request(app).get('/articles/dui-insurance?gclid=abc')).text).not.toContain('abc');
    expect((await request(app).get('/?zip_error=invalid&zip_form=hero&zip_value=1')).headers['cache-control']).toBe('private, no-store');
    expect((await request(app).get('/')).headers['cache-control']).toBe('private, max-age=0, must-revalidate');
  });

  it('lets a CDN cache the home page per region when it supplies the region', async () => {
    const cdn = testApp({ GEO_HEADER: 'CloudFront-Viewer-Country-Region', GEO_COUNTRY_HEADER: 'CloudFront-Viewer-Country' });
    const response = await request(cdn.app).get('/').set('CloudFront-Viewer-Country-Region', 'OH').set('CloudFront-Viewer-Country', 'US');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=300');
    expect(response.headers.vary).toBe('Accept-Encoding, Sec-GPC, cloudfront-viewer-country-region, cloudfront-viewer-country');
    expect(response.text).toContain('<span class="hero__state">Ohio</span>');
  });

  it('keeps one cached home page per region, and each names its own state', async () => {
    const trusted = testApp({ TRUST_PROXY: 'loopback' });
    const va = await request(trusted.app).get('/');
    const other = await request(trusted.app).get('/').set('X-Forwarded-For', US_V4);
    expect(va.headers.etag).not.toBe(other.headers.etag);
    expect(va.text).toContain('Virginia');
  });
});

describe('page cache memory', () => {
  it('stays within its byte budget however many variants arrive', () => {
    const page = compressPage(200, '<p>000'.padEnd(20000, 'x'));
    const perPage = page.bodies.identity.length + page.bodies.gzip.length + page.bodies.br.length;
    const budget = Math.floor(perPage * 5.5);
    const cache = new PageCache(budget);
    for (let i = 0; i < 200; i += 1) cache.put(`key-${i}`, compressPage(200, `<p>${String(i).padStart(3, '0')}`.padEnd(20000, 'x')));
    expect(cache.size.entries).toBe(5);
    expect(cache.size.bytes).toBeLessThanOrEqual(budget);
    expect(cache.misses).toBe(200);
    expect(cache.peek('key-199')?.bodies.identity.toString()).toBe('<p>199'.padEnd(20000, 'x'));
    expect(cache.peek('key-0')).toBeUndefined();
    expect(cache.hits).toBe(1);
  });

  it('keeps free-text variants out of the main cache and bounded, and serves every click id one of two cached pages (ds)', { timeout: 120000 }, async () => {
    const { app, pageCache, landingCache } = testApp({ PAGE_CACHE_MB: '8' });
    const plain = await request(app).get('/').expect(200);
    const premium = await request(app).get('/?ds=FStarsPM').expect(200);
    expect(premium.text).not.toBe(plain.text);
    expect(premium.text).toContain('<input type="hidden" name="ds" value="FStarsPM"/>');
    const before = pageCache.size.entries;
    const hitsBefore = pageCache.hits;
    // ds has two meanings: FStarsPM, and anything else (absent, another value, another case).
    const dsVariants = ['&ds=FStarsPM', '', '&ds=fstarspm', `&ds=other`];
    for (let i = 0; i < 48; i += 1) {
      const ds = dsVariants[i % 4]!;
      const response = await request(app)
        .get(`/?${['gclid', 'msclkid', 'fbclid'][i % 3]}=click-${i}${ds}`)
        .expect(200);
      const expected = ds === '&ds=FStarsPM' ? premium : plain;
      expect(response.text).toBe(expected.text);
      expect(response.headers.etag).toBe(expected.headers.etag);
    }
    expect(pageCache.hits).toBe(hitsBefore + 48);
    expect(pageCache.size.entries).toBe(before);
    for (let i = 0; i < 50; i += 1) await request(app).get(`/?topic=not-a-topic-${i}&brand=nobody-${i}`).expect(200);
    expect(pageCache.size.entries).toBe(before);
    for (let i = 0; i < 120; i += 1)
      await request(app)
        .get(`/?QS=${'visitor headline '.repeat(5)}${i}`)
        .expect(200);
    expect(pageCache.size.entries).toBe(before);
    expect(landingCache.size.bytes).toBeLessThanOrEqual(1024 * 1024);
  });
});
