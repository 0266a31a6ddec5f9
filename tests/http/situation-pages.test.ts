import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../../scripts/lib/server-process.js';
import { LANGS, findRoute, siteRoutes, twinOf, type Lang, type SiteRoute } from '../../shared/routes.js';
import { testApp } from '../support/app.js';
import { CA_FOOTNOTED, changeText, compare, decodeHtml, dollars, medianOf, printedPlaces, shareText } from '../support/situation-data.js';

/**
 * The driver-situation pages as served (decision 073): on a sample of pages in English and in
 * Spanish, every company's premiums and change, each place's median and the page's median,
 * worked out again from the CSV files by the tests' own reader (tests/support/situation-data.ts)
 * and found in the HTML; and the links to them, from the state pages, the sample-premiums pages,
 * each state's list and the guides content/situations.yaml names, none to a page that is not there.
 */

const { app } = testApp({});
const get = async (pagePath: string) => (await request(app).get(pagePath).expect(200)).text;

/** Each sampled page by its address in both languages, and the pair of profiles that measure it. */
const SAMPLE = [
  {
    en: '/car-insurance/texas/situations/at-fault-accident',
    es: '/es/seguro-de-auto/texas/situaciones/accidente-con-culpa',
    survey: 'tx-2025',
    without: 'tx-base',
    with: 'tx-accident',
  },
  {
    en: '/car-insurance/texas/situations/18-year-old-female-driver',
    es: '/es/seguro-de-auto/texas/situaciones/conductora-de-18-anos',
    survey: 'tx-2025',
    without: 'tx-female',
    with: 'tx-age18_female',
  },
  // Companies priced for one driver only, and the seven footnoted companies left out.
  {
    en: '/car-insurance/california/situations/newly-licensed-driver',
    es: '/es/seguro-de-auto/california/situaciones/conductor-con-licencia-reciente',
    survey: 'ca-2026',
    without: 'ca-1142A',
    with: 'ca-1102A',
  },
  // Six-month figures doubled.
  {
    en: '/car-insurance/oklahoma/situations/women-drivers',
    es: '/es/seguro-de-auto/oklahoma/situaciones/mujeres',
    survey: 'ok-2026',
    without: 'ok-2026-C-male',
    with: 'ok-2026-C-female',
  },
  {
    en: '/car-insurance/district-of-columbia/situations/drivers-65-and-older',
    es: '/es/seguro-de-auto/distrito-de-columbia/situaciones/conductores-de-65-anos-o-mas',
    survey: 'dc-2024',
    without: 'dc-single-male-39',
    with: 'dc-single-male-66',
  },
] as const;

const MEDIAN_SENTENCE: Record<Lang, (median: string) => string> = {
  en: (median) => `The median change was ${median}:`,
  es: (median) => `El cambio mediano fue ${median}:`,
};

/** The summary table's rows as printed: the place, then its median change. */
const printedMedians = (html: string) =>
  [.../<table class="data-table situation-summary">(.*?)<\/table>/.exec(html)![1]!.matchAll(/<tr><th scope="row">[^<]*<\/th><td>([^<]*)<\/td>/g)].map((row) =>
    decodeHtml(row[1]!),
  );

describe.each(SAMPLE)('the page $en and its twin', (sample) => {
  it('are each other’s twins, situation pages of the route table', () => {
    const english = findRoute(sample.en);
    expect(english?.kind).toBe('situation');
    expect(twinOf(english!).path).toBe(sample.es);
  });

  it.each(LANGS)('print, in %s, every company’s premiums and change, each place’s median and the page’s, as worked out from the CSV files', async (lang) => {
    const html = await get(sample[lang]);
    const expected = compare(sample.survey, sample.without, sample.with, sample.survey === 'ca-2026' ? CA_FOOTNOTED : []);
    const printed = [...printedPlaces(html).values()];
    expect(printed).toHaveLength(expected.length);
    expected.forEach((place, index) => {
      const rows = printed[index]!;
      expect([...rows.keys()].sort(), place.place).toEqual(place.rows.map((row) => row.carrier).sort());
      for (const row of place.rows)
        expect(rows.get(row.carrier)!.slice(0, 3), `${place.place} ${row.carrier}`).toEqual([
          dollars(row.without.annual),
          dollars(row.with.annual),
          changeText(row.without.annual, row.with.annual),
        ]);
    });
    expect(printedMedians(html)).toEqual(expected.map((place) => shareText(place.median)));
    const all = expected.flatMap((place) => place.rows.map((row) => row.change));
    expect(decodeHtml(html)).toContain(MEDIAN_SENTENCE[lang](shareText(medianOf(all))));
    // A missing premium is left out, never divided by (Intl writes a division by zero as ∞).
    expect(html).not.toMatch(/NaN|∞/);
  });
});

/** The built situations' declarations, read here: each language's slug, and the guides that link to the situation. */
interface Declared {
  id: string;
  slug: string;
  guides?: string[];
}
const declared = (lang: Lang) =>
  (parse(readFileSync(path.join(ROOT, 'content', lang === 'en' ? '' : 'es', 'situations.yaml'), 'utf8')) as { situations: Declared[] }).situations;
const routesOf = (kind: SiteRoute['kind'], lang: Lang) => siteRoutes().filter((route) => route.kind === kind && route.lang === lang);
const hrefs = (html: string) => new Set([...html.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1]!));

describe('the links to the situation pages', () => {
  it('are made for every state with a survey pair: Texas, California, Oklahoma and DC, with at least Texas’s eight asked-for situations and three of California’s', () => {
    expect(routesOf('situation-index', 'en').map((route) => route.state)).toEqual(['CA', 'DC', 'OK', 'TX']);
    const texas = routesOf('situation', 'en').filter((route) => route.state === 'TX');
    for (const slug of [
      'at-fault-accident',
      'speeding-ticket',
      'poor-credit',
      'good-credit',
      '18-year-old-male-driver',
      '18-year-old-female-driver',
      'drivers-65-and-older',
      'pickup-truck',
    ])
      expect(texas.map((route) => route.slug)).toContain(slug);
    expect(routesOf('situation', 'en').filter((route) => route.state === 'CA').length).toBeGreaterThanOrEqual(3);
  });

  it.each(LANGS)(
    'lead, in %s, from each state page and sample-premiums page with situations to its list, and from that list to each of its pages',
    async (lang) => {
      const indexes = routesOf('situation-index', lang);
      // The states with situations, and two without.
      const states = routesOf('state', lang).filter((route) => indexes.some((index) => index.state === route.state) || ['NY', 'FL'].includes(route.state!));
      expect(states).toHaveLength(indexes.length + 2);
      for (const route of states) {
        const index = indexes.find((candidate) => candidate.state === route.state);
        const links = hrefs(await get(route.path));
        if (index) expect(links.has(index.path), route.path).toBe(true);
        else
          expect(
            [...links].some((link) => /\/situa(tions|ciones)/.test(link)),
            route.path,
          ).toBe(false);
      }
      for (const route of routesOf('sample-premiums', lang))
        expect(hrefs(await get(route.path)).has(indexes.find((candidate) => candidate.state === route.state)!.path), route.path).toBe(true);
      for (const index of indexes) {
        const links = hrefs(await get(index.path));
        const pages = routesOf('situation', lang).filter((route) => route.state === index.state);
        expect(pages.length, index.path).toBeGreaterThan(0);
        for (const page of pages) expect(links.has(page.path), `${index.path} → ${page.path}`).toBe(true);
      }
    },
  );

  it.each(LANGS)(
    'lead, in %s, from each guide content/situations.yaml names to every state’s page of the situation, and to pages that exist only',
    async (lang) => {
      const situations = declared(lang);
      const guides = routesOf('guide', lang);
      const named = new Set(situations.flatMap((situation) => situation.guides ?? []));
      expect([...named].sort()).toEqual([
        'cheap-affordable-insurance',
        'dui-insurance',
        'first-time-driver-insurance',
        'high-risk-drivers',
        'sr22-insurance-guide',
      ]);
      // The guides named, and one not named.
      for (const guide of guides.filter((candidate) => named.has(candidate.slug) || candidate.slug === 'liability-insurance')) {
        const html = await get(guide.path);
        const section = /<section aria-labelledby="situation-costs">(.*?)<\/section>/.exec(html)?.[1];
        const expected = routesOf('situation', lang)
          .filter((route) => situations.find((situation) => situation.slug === route.slug)!.guides?.includes(guide.slug))
          .map((route) => route.path);
        if (!named.has(guide.slug)) {
          expect(section, guide.path).toBeUndefined();
          continue;
        }
        const links = [...hrefs(section!)];
        expect(links.filter((link) => findRoute(link)?.kind === 'situation').sort(), guide.path).toEqual(expected.sort());
        for (const link of links) expect(['situation', 'situation-index'], `${guide.path} → ${link}`).toContain(findRoute(link)?.kind);
      }
    },
  );

  it('lead from the DUI guide to the accident and the ticket in Texas and California', async () => {
    const links = hrefs(await get('/articles/dui-insurance'));
    for (const state of ['texas', 'california'])
      for (const slug of ['at-fault-accident', 'speeding-ticket'])
        expect(links.has(`/car-insurance/${state}/situations/${slug}`), `${state} ${slug}`).toBe(true);
  });
});

describe('the Spanish situation pages and indexes', () => {
  // The English ones are held to it with every English page (pages.test.ts); the Spanish words are the longer.
  it('fit, each, within 14 KB of gzip as sent to a client without brotli', async () => {
    const spanish = [...routesOf('situation-index', 'es'), ...routesOf('situation', 'es')];
    expect(spanish.length).toBeGreaterThan(20);
    for (const route of spanish) {
      const response = await request(app).get(route.path).set('Accept-Encoding', 'gzip').expect(200);
      expect(response.headers['content-encoding'], route.path).toBe('gzip');
      expect(Number(response.headers['content-length']), route.path).toBeLessThanOrEqual(14 * 1024);
    }
  });
});
