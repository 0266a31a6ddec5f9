import { describe, expect, it } from 'vitest';
import { PAYLOADS, VECTORS, WRAPPERS, reflectingUrls } from '../http/xss-payloads.js';
import { hydrate, useBrowser } from './fixture.js';

/**
 * A sample of the injection payloads in real Chromium, through every reflected value, with
 * the page hydrated (what React renders from the data block counts too): no script may run
 * (dialog hook, a marker global, CSP violation events). All the payloads are checked in the
 * HTML itself by tests/http/xss.test.ts.
 */

/** One of each kind: tags with handlers, breakouts of attributes, titles and script blocks, URLs, line separators, comments, base and refresh. */
const SAMPLE_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "' onfocus='alert(1)' autofocus='",
  '</script><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  'javascript:alert(1)',
  '\u2028alert(1)\u2029',
  '<details open ontoggle=alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];
const SAMPLE = SAMPLE_VECTORS.map((vector, index) => PAYLOADS[VECTORS.indexOf(vector) * WRAPPERS.length + (index % WRAPPERS.length)]!);

const fixture = useBrowser();

describe('reflected values never execute in the browser', () => {
  it(`holds for a sample of ${SAMPLE.length} payloads in every reflected value`, { timeout: 120000 }, async () => {
    expect(SAMPLE.every(Boolean)).toBe(true);
    const { page } = await fixture.open();
    const executed: string[] = [];
    page.on('dialog', async (dialog) => {
      executed.push(`dialog: ${dialog.message()}`);
      await dialog.dismiss();
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __violations?: string[] }).__violations ??= [];
        (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const failures: string[] = [];
    for (const payload of SAMPLE) {
      for (const url of reflectingUrls(payload)) {
        await page.goto(`${fixture.server.url}${url}`, { waitUntil: 'load' });
        await hydrate(page);
        const state = await page.evaluate(() => ({
          marker: (window as unknown as { __xss?: number }).__xss,
          violations: (window as unknown as { __violations?: string[] }).__violations ?? [],
        }));
        if (state.marker) failures.push(`script ran for ${JSON.stringify(payload)} at ${url}`);
        if (state.violations.length) failures.push(`CSP blocked something for ${JSON.stringify(payload)} at ${url}: ${state.violations.join(', ')}`);
      }
    }
    expect([...failures, ...executed]).toEqual([]);
  });
});
