/**
 * Script-injection payloads for every value a page reflects (tests/http/xss.test.ts checks
 * all of them in the HTML; tests/browser/xss.test.ts runs a sample in a real browser).
 * Each vector is tried bare, padded with spaces and inside words; `alert(1)` becomes a
 * marker global, so a payload that runs leaves a trace even where dialogs are blocked.
 */

export const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><script>alert(1)</script>",
  '</script><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<iframe src=javascript:alert(1)>',
  'javascript:alert(1)',
  '"onmouseover="alert(1)',
  "' onfocus='alert(1)' autofocus='",
  '<body onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '\u2028alert(1)\u2029',
  '";alert(1);//',
  "';alert(1);//",
  '${alert(1)}',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--<script>-->alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '%3Cscript%3Ealert(1)%3C/script%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<object data=javascript:alert(1)>',
  '<embed src=javascript:alert(1)>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href=data:text/html,<script>alert(1)</script>>',
  '<style>@import "javascript:alert(1)"</style>',
  '<form action=javascript:alert(1)><button>x',
  '<video><source onerror=alert(1)>',
  '<audio src=x onerror=alert(1)>',
  '\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
  '</script><!--',
  '<!--',
  ']]><script>alert(1)</script>',
  '<x onclick=alert(1)>click',
  '\\"};alert(1);//',
];
export const WRAPPERS = [(v: string) => v, (v: string) => `  ${v}  `, (v: string) => `Cheap ${v} quotes`];
export const PAYLOADS = VECTORS.flatMap((vector) => WRAPPERS.map((wrap) => wrap(vector.replace(/alert\(1\)/g, 'window.__xss=1'))));

/** The pages that echo a value, and where: landing line, click ids, topic, brand, a failed ZIP, the 404 path. */
export function reflectingUrls(payload: string): string[] {
  const query = new URLSearchParams([
    ['QS', payload],
    ['ds', payload],
    ['gclid', payload],
    ['fbclid', payload],
    ['topic', payload],
    ['brand', payload],
    ['zip_error', 'invalid'],
    ['zip_form', 'hero'],
    ['zip_value', payload],
  ]);
  return [
    `/?${query.toString()}`,
    `/articles/dui-insurance?qs=${encodeURIComponent(payload)}&msclkid=${encodeURIComponent(payload)}`,
    `/${encodeURIComponent(payload)}`,
  ];
}

/**
 * What an HTML response must not contain for a payload: the payload verbatim in the markup
 * (escaped, a payload with markup or quote characters never appears as it is; JSON blocks
 * are checked on their own, and React's empty text separators are not reflections), or a
 * JSON block that could end early or be read as a comment. Returns the failures.
 */
export function reflectionProblems(html: string, payload: string, url: string): string[] {
  const failures: string[] = [];
  const markup = html.replace(/<script type="application\/(ld\+)?json"[^>]*>.*?<\/script>/gs, '').replace(/<!-- -->/g, '');
  if (/[<>"']/.test(payload) && markup.includes(payload.trim())) failures.push(`unescaped reflection of ${JSON.stringify(payload)} at ${url}`);
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    if (/<\/|\u2028|\u2029|<!--/.test(json!)) failures.push(`JSON-LD breakout risk for ${JSON.stringify(payload)} at ${url}`);
    try {
      JSON.parse(json!);
    } catch {
      failures.push(`JSON-LD does not parse for ${JSON.stringify(payload)} at ${url}`);
    }
  }
  const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (block !== undefined) {
    if (/<\/|\u2028|\u2029|<!--/.test(block)) failures.push(`data block breakout risk for ${JSON.stringify(payload)} at ${url}`);
    try {
      JSON.parse(block);
    } catch {
      failures.push(`data block does not parse for ${JSON.stringify(payload)} at ${url}`);
    }
  }
  return failures;
}
