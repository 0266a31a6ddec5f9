import { once } from 'node:events';
import http, { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as EntryServer from '../../client/entry-server.js';
import { testApp } from '../support/app.js';

/**
 * Landing texts (`?QS=…`) are filled into a page's template instead of rendered
 * (server/pages/landing-template.ts): the page is byte for byte what a render with the text
 * gives, no new text renders anything, and no number of texts takes more memory.
 */

type RenderPage = typeof EntryServer.renderPage;
const spy = vi.hoisted(() => ({ renders: [] as Parameters<RenderPage>[], original: undefined as RenderPage | undefined }));
vi.mock('../../client/entry-server.js', async (importOriginal) => {
  const original = await importOriginal<typeof EntryServer>();
  spy.original = original.renderPage;
  const counted: RenderPage = (...args) => {
    spy.renders.push(args);
    return original.renderPage(...args);
  };
  return { ...original, renderPage: counted };
});

const site = testApp();
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer(site.listener).listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function get(path: string, encoding: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path, headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const PAGES = [
  '/',
  '/?ds=FStarsPM&topic=sr22&brand=progressive',
  '/reviews/progressive',
  '/articles/dui-insurance',
  '/privacy',
  '/car-insurance',
  '/car-insurance/texas',
  '/car-insurance/texas/sample-premiums',
  '/data-sources',
  '/privacy-choices',
  '/no-such-page',
];

const TEXTS = [
  'Cheap Car Insurance Quotes',
  '<script>alert(1)</script>',
  `"double" & 'single' <b>bold</b> &amp; &lt; &#x27;`,
  "Tom's 50% off + more / ? # = ; \\ backslash",
  '</script><!-- --><![CDATA[',
  'über günstig ✓ 🚗 日本語 ביטוח רכב 👩‍👩‍👧',
  'qs=x&ds=FStarsPM&gclid=abc',
  'a'.repeat(120),
  '{"json":"value"}\\u003c',
];

const withText = (page: string, text: string) => `${page}${page.includes('?') ? '&' : '?'}QS=${encodeURIComponent(text)}`;

describe('landing texts from a template', () => {
  it('gives every page, with every text, the bytes a render with that text gives, as they are and as gzip', async () => {
    for (const page of PAGES) {
      await get(withText(page, 'first'), 'identity');
      // The template's first render is of the marker text: its page context, with the visitor's text, is what a render would get.
      const [context, content, assets] = spy.renders.at(-2)!;
      for (const text of TEXTS) {
        const expected = await spy.original!({ ...context, headline: text }, content, assets);
        const plain = await get(withText(page, text), 'identity');
        const gzip = await get(withText(page, text), 'gzip, deflate, br, zstd');
        expect(plain.status, `${page} ${text}`).toBe(expected.status);
        expect(plain.body.toString(), `${page} ${text}`).toBe(expected.html);
        expect(gzip.encoding).toBe('gzip');
        expect(gunzipSync(gzip.body).equals(plain.body), `${page} ${text} gzip`).toBe(true);
      }
    }
  });

  it('renders nothing for a new text once the page has its template, and keeps none of the texts', async () => {
    await get(withText('/articles/liability-insurance', 'the template'), 'br');
    const renders = spy.renders.length;
    const kept = site.landingCache.size;
    for (let index = 0; index < 300; index += 1) {
      const response = await get(withText('/articles/liability-insurance', `visitor text number ${index} ${'x'.repeat(index % 90)}`), 'br');
      expect(response.status).toBe(200);
    }
    expect(spy.renders.length).toBe(renders);
    expect(site.landingCache.size).toEqual(kept);
  });
});
