import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { choosePartner, type PartnerRoutes } from '../../shared/partner-routes.js';
import { ISLANDS_EN } from '../../shared/messages/islands-en.js';

const ZIP_MESSAGES = ISLANDS_EN.zip.messages;
import { TestPartnerRoutes, testApp } from '../support/app.js';
import { CALIFORNIA_V4 } from '../support/geo.js';
import { DONE_WHEN, DONE_WHEN_EXPECTED, DONE_WHEN_ROUTES, routesFile, routesFrom, ZIPS } from '../support/partner-routes.js';
import { seededRandom } from '../support/random.js';
import { sample } from '../support/metric-series.js';

/**
 * POST /zip with partner routes: the ZIP's state decides (never the IP), the default takes the
 * rest, pauses and weights hold, territory and military ZIPs get the 50-states message, and the
 * browser's routes file, the security headers and the metrics follow a reload.
 */

const ENV = { TRUST_PROXY: 'loopback', GEO_HEADER: 'X-Region', INLINE_ZIP_LINK: 'https://compare.example/auto' };
const doneWhen = routesFrom(DONE_WHEN_ROUTES);
const noDefault = routesFrom(routesFile([DONE_WHEN.west, DONE_WHEN.texas]));

function site(routes: PartnerRoutes = doneWhen, random = Math.random) {
  const partnerRoutes = new TestPartnerRoutes(routes);
  return { ...testApp(ENV, { partnerRoutes, random }), partnerRoutes };
}

/** A CSP directive's sources. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** Whether a source list lets a form go to an origin (CSP 3: a scheme source, or the origin itself; `'self'` is not it here). */
function allows(sources: string[], origin: string): boolean {
  const scheme = new URL(origin).protocol;
  return sources.some((source) => source === scheme || source === origin);
}

const post = (app: ReturnType<typeof site>['app'], body: string) => request(app).post('/zip').type('form').send(body);

/** The partner a 303 went to, by origin, with the query's ids. */
function partnerOf(location: string) {
  const url = new URL(location);
  return { origin: url.origin, offer_id: url.searchParams.get('offer_id'), aff_id: url.searchParams.get('aff_id') };
}

describe('POST /zip with partner routes', () => {
  it('sends each state to its partner and the rest to the default, whatever the IP or the CDN says', async () => {
    const { app } = site();
    const reach = async (zip: string) =>
      partnerOf(
        (
          await post(app, `zip=${zip}&source=hero&page=/`)
            // The visitor's IP is in California and the CDN says Texas: neither counts.
            .set('X-Forwarded-For', CALIFORNIA_V4)
            .set('X-Region', 'TX')
            .expect(303)
        ).headers.location!,
      );
    expect(await reach(ZIPS.CA)).toEqual(DONE_WHEN_EXPECTED.west);
    expect(await reach(ZIPS.TX)).toEqual(DONE_WHEN_EXPECTED.texas);
    expect(await reach(ZIPS.NY)).toEqual(DONE_WHEN_EXPECTED.everywhere);
    expect(await reach(ZIPS.OR)).toEqual(DONE_WHEN_EXPECTED.west);
    expect(await reach('98101-1234')).toEqual(DONE_WHEN_EXPECTED.west);
  });

  it.each([
    ['Puerto Rico', ZIPS.PR, 'outside'],
    ['an APO (Europe)', ZIPS.APO, 'outside'],
    ['Guam', '96910', 'outside'],
    ['a prefix assigned to no region', '00001', 'invalid'],
  ] as const)('sends %s back with the %s message, shown by the form', async (_name, zip, error) => {
    const { app } = site();
    const back = await post(app, `zip=${zip}&source=cta-top&page=/articles/sr22-requirements`).expect(303);
    const url = new URL(back.headers.location!, 'http://x');
    expect(url.pathname).toBe('/articles/sr22-requirements');
    expect(url.searchParams.get('zip_error')).toBe(error);
    const page = await request(app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain(ZIP_MESSAGES[error].title);
    expect(page.text).toContain(ZIP_MESSAGES[error].description);
    expect(page.text).toMatch(new RegExp(`id="zip-cta-top"[^>]*value="${zip}"`));
  });

  it('tells a visitor whose state no partner serves so, with no link', async () => {
    const { app } = site(noDefault);
    const back = await post(app, `zip=${ZIPS.NY}&source=hero&page=/`).expect(303);
    const url = new URL(back.headers.location!, 'http://x');
    expect(url.origin).toBe('http://x');
    expect(url.searchParams.get('zip_error')).toBe('unserved');
    const page = await request(app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain(ZIP_MESSAGES.unserved.title);
    expect(partnerOf((await post(app, `zip=${ZIPS.TX}&source=hero&page=/`).expect(303)).headers.location!)).toEqual(DONE_WHEN_EXPECTED.texas);
  });

  it('passes over a paused partner once the routes change, to the default', async () => {
    const { app, partnerRoutes } = site();
    expect(partnerOf((await post(app, `zip=${ZIPS.CA}&source=hero`).expect(303)).headers.location!)).toEqual(DONE_WHEN_EXPECTED.west);
    partnerRoutes.swap(routesFrom(routesFile([{ ...DONE_WHEN.west, paused: true }, DONE_WHEN.texas, DONE_WHEN.everywhere])));
    expect(partnerOf((await post(app, `zip=${ZIPS.CA}&source=hero`).expect(303)).headers.location!)).toEqual(DONE_WHEN_EXPECTED.everywhere);
  });

  it('splits by weight with the injected random source: the same draws as the shared rule, about 3 to 1', async () => {
    const weighted = routesFrom(
      routesFile([
        { id: 'big', link: 'https://big.partner.example/c', offerId: '1', affiliateId: '1', weight: 3 },
        { id: 'small', link: 'https://small.partner.example/c', offerId: '2', affiliateId: '2' },
      ]),
    );
    const { app } = site(weighted, seededRandom(31));
    const expected = seededRandom(31);
    const reached: string[] = [];
    for (let index = 0; index < 400; index++) {
      const location = (await post(app, `zip=${ZIPS.NY}&source=hero`).expect(303)).headers.location!;
      reached.push(new URL(location).hostname.split('.')[0]!);
      expect(reached.at(-1)).toBe(choosePartner(weighted, 'NY', expected)!.id);
    }
    const big = reached.filter((id) => id === 'big').length / reached.length;
    expect(big).toBeGreaterThan(0.68);
    expect(big).toBeLessThan(0.82);
  });

  it('gives an opted-out visitor no click id and the 5-digit ZIP, whichever partner it reaches', async () => {
    const { app } = site();
    for (const zip of [ZIPS.CA, ZIPS.TX, ZIPS.NY]) {
      const location = (await post(app, `zip=${zip}-1234&source=hero&gclid=Cj0-click_1`).set('Sec-GPC', '1').expect(303)).headers.location!;
      const url = new URL(location);
      expect([...url.searchParams.keys()]).toEqual(['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode', 'aff_sub5']);
      expect(url.searchParams.get('aff_sub2')).toBe('{clickid}');
      expect(url.searchParams.get('zipcode')).toBe(zip);
      const kept = new URL((await post(app, `zip=${zip}&source=hero&gclid=Cj0-click_1`).expect(303)).headers.location!);
      expect(kept.searchParams.get('aff_sub2')).toBe('Cj0-click_1');
    }
  });
});

describe("the browser's routes and what follows a reload", () => {
  it('serves the routes in use at /partner-routes.json, revalidated at every use, and the new ones after a reload', async () => {
    const { app, partnerRoutes } = site();
    const first = await request(app).get('/partner-routes.json').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.body).toEqual(doneWhen);
    await request(app).get('/partner-routes.json').set('If-None-Match', first.headers.etag!).expect(304);
    partnerRoutes.swap(noDefault);
    const second = await request(app).get('/partner-routes.json').set('If-None-Match', first.headers.etag!).expect(200);
    expect(second.body).toEqual(noDefault);
  });

  it('keeps the routes out of the cached pages, and lets a page served before a reload hand off to a partner the reload added', async () => {
    const { app, partnerRoutes } = site();
    const before = await request(app).get('/').expect(200);
    expect(before.text).not.toContain('partner.example');
    const formAction = directive(before.headers['content-security-policy']!, 'form-action');
    // The reload gives Texas to a partner on an origin no page has seen.
    partnerRoutes.swap(routesFrom(routesFile([DONE_WHEN.west, { ...DONE_WHEN.texas, link: 'https://lone-star.partner.example/aff_c' }, DONE_WHEN.everywhere])));
    // The no-JavaScript form of the earlier page posts to us, and the 303 goes to the new origin…
    const location = (await post(app, `zip=${ZIPS.TX}&source=hero&page=/`).expect(303)).headers.location!;
    expect(new URL(location).origin).toBe('https://lone-star.partner.example');
    // …which the earlier page's policy allows, so its browser follows the redirect.
    expect(allows(formAction, new URL(location).origin)).toBe(true);
    expect(allows(formAction, 'http://plain.example')).toBe(false);
    expect((await request(app).get('/').expect(200)).headers['content-security-policy']).toBe(before.headers['content-security-policy']);
  });

  it('counts hand-offs by partner and state, with and without JavaScript, and the states nobody serves', async () => {
    const { app, metrics, partnerRoutes } = site();
    await post(app, `zip=${ZIPS.CA}&source=hero`).expect(303);
    await post(app, `zip=${ZIPS.PR}&source=hero`).expect(303);
    const beacon = (body: string) => request(app).post('/events/hand-off').type('form').send(body);
    await beacon('source=second&outcome=valid&partner=texas&state=TX').expect(204);
    await beacon('source=second&outcome=outside&partner=none&state=AE').expect(204);
    await beacon('source=second&outcome=valid&partner=stolen&state=TX').expect(400);
    await beacon('source=second&outcome=valid&partner=texas&state=ZZ').expect(400);
    partnerRoutes.swap(noDefault);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      sample('zip_handoffs_total', { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'west', state: 'CA', page_kind: 'home', language: 'en' }, 1),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'outside', javascript: 'no', partner: 'none', state: 'PR', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'second', outcome: 'valid', javascript: 'yes', partner: 'texas', state: 'TX', page_kind: 'none', language: 'none' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'second', outcome: 'outside', javascript: 'yes', partner: 'none', state: 'AE', page_kind: 'none', language: 'none' },
        1,
      ),
    );
    expect(text).not.toContain('stolen');
    expect(text).toContain(sample('partner_routes_unserved_state', { state: 'NY' }, 1));
    expect(text).toContain(sample('partner_routes_unserved_state', { state: 'CA' }, 0));
  });
});
