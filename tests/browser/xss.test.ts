import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixture.js';

/**
 * 100+ payloads reflected through every value a page echoes: QS/qs, ds, click ids, the ZIP
 * value of a failed post, topic and brand, and the 404 path. In real Chromium no script may
 * run (dialog hook, a marker global, CSP violation events), and the raw HTML may not carry
 * any payload unescaped, in text, attributes or the JSON data block.
 */

const VECTORS = [
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '"><script>alert(1)</script>',
  "'><script>alert(1)</script>", '</script><script>alert(1)</script>', '</title><script>alert(1)</script>', '<iframe src=javascript:alert(1)>',
  'javascript:alert(1)', '"onmouseover="alert(1)', "' onfocus='alert(1)' autofocus='", '<body onload=alert(1)>', '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<details open ontoggle=alert(1)>', '<input autofocus onfocus=alert(1)>',
  '\u2028alert(1)\u2029', '";alert(1);//', "';alert(1);//", '${alert(1)}', '{{constructor.constructor("alert(1)")()}}', '<!--<script>-->alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>', '%3Cscript%3Ealert(1)%3C/script%3E', '&lt;script&gt;alert(1)&lt;/script&gt;', '<object data=javascript:alert(1)>',
  '<embed src=javascript:alert(1)>', '<base href="https://evil.example/">', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', '<link rel=import href=data:text/html,<script>alert(1)</script>>',
  '<style>@import "javascript:alert(1)"</style>', '<form action=javascript:alert(1)><button>x', '<video><source onerror=alert(1)>', '<audio src=x onerror=alert(1)>',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e', '</script><!--', '<!--', ']]><script>alert(1)</script>', '<x onclick=alert(1)>click', '\\"};alert(1);//',
];
const WRAPPERS = [(v: string) => v, (v: string) => `  ${v}  `, (v: string) => `Cheap ${v} quotes`];
const PAYLOADS = VECTORS.flatMap((vector) => WRAPPERS.map((wrap) => wrap(vector.replace(/alert\(1\)/g, 'window.__xss=1'))));

const fixture = useBrowser();

describe('reflected values never execute', () => {
  it(`holds for ${PAYLOADS.length} payloads in every reflected value`, { timeout: 600000 }, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const { page, context } = await fixture.open();
    const executed: string[] = [];
    page.on('dialog', async (dialog) => { executed.push(`dialog: ${dialog.message()}`); await dialog.dismiss(); });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __violations?: string[] }).__violations ??= [];
        (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const failures: string[] = [];
    for (const payload of PAYLOADS) {
      const query = new URLSearchParams([
        ['QS', payload], ['ds', payload], ['gclid', payload], ['fbclid', payload], ['topic', payload], ['brand', payload],
        ['zip_error', 'invalid'], ['zip_form', 'hero'], ['zip_value', payload],
      ]);
      for (const url of [`/?${query}`, `/articles/dui-insurance?qs=${encodeURIComponent(payload)}&msclkid=${encodeURIComponent(payload)}`, `/${encodeURIComponent(payload)}`]) {
        const response = await page.goto(`${fixture.server.url}${url}`, { waitUntil: 'load' });
        const html = (await response?.text()) ?? '';
        // Escaped correctly, a payload with markup or quote characters never appears verbatim in
        // the markup. JSON data blocks are checked on their own below; React's empty text
        // separators (<!-- -->) are not reflections.
        const markup = html.replace(/<script type="application\/(ld\+)?json"[^>]*>.*?<\/script>/gs, '').replace(/<!-- -->/g, '');
        if (/[<>"']/.test(payload) && markup.includes(payload.trim())) failures.push(`unescaped reflection of ${JSON.stringify(payload)} at ${url}`);
        for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
          if (/<\/|\u2028|\u2029|<!--/.test(json!)) failures.push(`JSON-LD breakout risk for ${JSON.stringify(payload)}`);
        }
        const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(html)?.[1];
        if (block !== undefined) {
          if (/<\/|\u2028|\u2029|<!--/.test(block)) failures.push(`data block breakout risk for ${JSON.stringify(payload)}`);
          JSON.parse(block);
        }
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
