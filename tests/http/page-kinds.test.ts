import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CLASSES } from '../../shared/cache-classes.js';
import { PAGE_KINDS, PAGE_KIND_NAMES } from '../../shared/page-kinds.js';
import { LANG_TAGS, findRoute, siteRoutes, twinOf } from '../../shared/routes.js';
import { testApp } from '../support/app.js';

/**
 * What the site derives from each page kind's registry entry (shared/page-kinds.ts, decision
 * 060), over HTTP: every sample page and its twin answer 200 in their language, name each other
 * in hreflang, carry the caching headers of the kind's cache class, and are in the sitemap with
 * the same alternates; the sitemap lists every page of every kind.
 */

const SITE = 'https://www.quoteowl.example';
const GEO_HEADER = 'X-Region';
const { app } = testApp({ SITE_URL: SITE, GEO_HEADER });

/** Each hreflang link of a page: its language tag and its address. */
const alternates = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);

let sitemap: string;
beforeAll(async () => {
  sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
});

describe.each(PAGE_KIND_NAMES.flatMap((kind) => PAGE_KINDS[kind].samples.map((sample) => [kind, sample] as const)))('the %s page %s', (kind, sample) => {
  const english = findRoute(sample)!;
  const spanish = twinOf(english);
  const cacheClass = CACHE_CLASSES[PAGE_KINDS[kind].cache];

  it.each([english, spanish])('$path answers 200 in its language, names itself and its twin in hreflang, and is cached as its class says', async (route) => {
    const response = await request(app).get(route.path).set(GEO_HEADER, 'TX').expect(200);
    expect(response.text).toContain(`<html lang="${LANG_TAGS[route.lang]}"`);
    const expected = [
      ['en-US', `${SITE}${english.path}`],
      ['es-US', `${SITE}${spanish.path}`],
      ['x-default', `${SITE}${english.path}`],
    ];
    expect(alternates(response.text)).toEqual(expected);
    const cacheControl = response.headers['cache-control'];
    if (cacheClass.privacyChoice) expect(cacheControl).toBe('private, no-store');
    else expect(cacheControl).toBe(`public, max-age=0, must-revalidate, s-maxage=${cacheClass.sharedSeconds}`);
    expect((response.headers.vary ?? '').toLowerCase().split(', ').includes(GEO_HEADER.toLowerCase())).toBe(cacheClass.region);
  });

  it('is in the sitemap in both languages, each with the same alternates', () => {
    for (const route of [english, spanish]) {
      const entry = new RegExp(`<url><loc>${SITE}${route.path}</loc>(.*?)</url>`).exec(sitemap);
      expect(entry, route.path).not.toBeNull();
      expect(entry![1]).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${SITE}${english.path}"/>`);
      expect(entry![1]).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${SITE}${spanish.path}"/>`);
      expect(entry![1]).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${english.path}"/>`);
    }
  });
});

describe('the sitemap', () => {
  it('lists every page of every kind once, in the registry order', () => {
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(SITE.length));
    expect(listed).toEqual(siteRoutes().map((route) => route.path));
  });
});
