import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as EntryServer from '../../client/entry-server.js';
import { testApp } from '../support/app.js';
import { listen, request, type Listening } from '../support/http.js';

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
let served: Listening;

beforeAll(async () => {
  served = await listen(site.listener);
});
afterAll(() => served.close());

const get = (target: string, encoding: string) => request(served.port, { target, headers: { 'Accept-Encoding': encoding } });

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
        expect(plain.body, `${page} ${text}`).toBe(expected.html);
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.bytes).equals(plain.bytes), `${page} ${text} gzip`).toBe(true);
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
