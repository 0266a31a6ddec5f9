import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SituationComparison } from '../../client/sections/SituationComparison.js';
import { StateSituations } from '../../client/sections/StateSituations.js';
import { situationHead } from '../../client/words/situation-words.js';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { LANGS, type Lang } from '../../shared/routes.js';
import type { SituationPage } from '../../shared/situation-schema.js';
import {
  CA_FOOTNOTED,
  README_TEXT,
  changeText,
  compare,
  decodeHtml,
  dollars,
  fieldsThatDiffer,
  medianOf,
  premiumsOf,
  printedPlaces,
  profilesOf,
  renderSection,
  shareText,
} from '../support/situation-data.js';

/**
 * The driver-situation pages' figures, worked out again here from the CSV files (the tests' own
 * reader and arithmetic, tests/support/situation-data.ts), and held to what the build made and
 * to what the sections print, in English and in Spanish; every figure's locator; the companies
 * priced for one driver only; each state's index.
 */

let site: BuiltSite;
beforeAll(async () => {
  site = await buildContent(path.join(ROOT, 'content'));
});

const pageOf = (lang: Lang, state: string, id: string): SituationPage => {
  const page = site[lang].situations.pages.find((candidate) => candidate.state === state && candidate.id === id);
  if (!page) throw new Error(`no ${lang} page for ${state} ${id}`);
  return page;
};

/** A sample across the four surveys: each page's pair, the fields it changes, and what makes it worth checking. */
const SAMPLE = [
  { state: 'TX', survey: 'tx-2025', id: 'at-fault-accident', without: 'tx-base', with: 'tx-accident', fields: ['incidents'] },
  { state: 'TX', survey: 'tx-2025', id: '18-year-old-female-driver', without: 'tx-female', with: 'tx-age18_female', fields: ['driver_age'] },
  { state: 'TX', survey: 'tx-2025', id: 'poor-credit', without: 'tx-base', with: 'tx-creditPoor', fields: ['other.credit score option'] },
  // One company priced the car and not the truck, in every place.
  { state: 'TX', survey: 'tx-2025', id: 'pickup-truck', without: 'tx-base', with: 'tx-truck', fields: ['vehicle'] },
  // The form sets use and mileage together: declared as one situation of two fields.
  { state: 'TX', survey: 'tx-2025', id: 'pleasure-use', without: 'tx-base', with: 'tx-pleasure', fields: ['annual_miles', 'other.use'] },
  // Companies that priced the experienced driver and not the new one; the footnoted seven left out.
  { state: 'CA', survey: 'ca-2026', id: 'newly-licensed-driver', without: 'ca-1142A', with: 'ca-1102A', fields: ['years_licensed'] },
  // The higher mileage was priced in Los Angeles only.
  { state: 'CA', survey: 'ca-2026', id: 'more-miles', without: 'ca-1142A', with: 'ca-1143A', fields: ['annual_miles'] },
  { state: 'CA', survey: 'ca-2026', id: 'at-fault-accident', without: 'ca-1142A', with: 'ca-1142C', fields: ['incidents'] },
  // Six-month figures doubled; a name kept as printed.
  { state: 'OK', survey: 'ok-2026', id: 'women-drivers', without: 'ok-2026-C-male', with: 'ok-2026-C-female', fields: ['gender'] },
  // Six-month figures and each company's own rate date.
  { state: 'DC', survey: 'dc-2024', id: 'drivers-65-and-older', without: 'dc-single-male-39', with: 'dc-single-male-66', fields: ['driver_age'] },
] as const;

const leftOutIn = (state: string) => (state === 'CA' ? CA_FOOTNOTED : []);

describe.each(SAMPLE)('$state $id', (sample) => {
  it('is measured by the two profiles that differ in exactly its fields', () => {
    const profiles = profilesOf(sample.survey);
    expect(fieldsThatDiffer(profiles.get(sample.without)!, profiles.get(sample.with)!)).toEqual([...sample.fields].sort());
    for (const lang of LANGS) {
      const page = pageOf(lang, sample.state, sample.id);
      expect([page.without.profileId, page.with.profileId]).toEqual([sample.without, sample.with]);
      expect(page.differences.map((difference) => difference.field).sort()).toEqual([...sample.fields].sort());
    }
  });

  it.each(LANGS)('has, in %s, the changes and medians worked out from the CSV files', (lang) => {
    const page = pageOf(lang, sample.state, sample.id);
    const expected = compare(sample.survey, sample.without, sample.with, leftOutIn(sample.state));
    expect(page.places.map((place) => place.name)).toEqual(expected.map((place) => place.place));
    for (const [index, place] of page.places.entries()) {
      const mine = expected[index]!;
      expect(place.rows.map((row) => row.carrier).sort()).toEqual(mine.rows.map((row) => row.carrier).sort());
      for (const row of mine.rows) {
        const built = place.rows.find((candidate) => candidate.carrier === row.carrier)!;
        expect([built.without.annual, built.with.annual], row.carrier).toEqual([row.without.annual, row.with.annual]);
        expect(built.change, row.carrier).toBeCloseTo(row.change, 12);
      }
      expect(place.median).toBeCloseTo(mine.median, 12);
      expect(place.cheapest.value).toBe(mine.cheapest);
      expect(place.lowest.value).toBeCloseTo(Math.min(...mine.rows.map((row) => row.change)), 12);
      expect(place.highest.value).toBeCloseTo(Math.max(...mine.rows.map((row) => row.change)), 12);
    }
    const changes = expected.flatMap((place) => place.rows.map((row) => row.change));
    expect(page.overall.comparisons).toBe(changes.length);
    expect(page.overall.median).toBeCloseTo(medianOf(changes), 12);
    // Oklahoma's Tulsa table prints Equity Insurance Company as "EQU+27:95ITY INSURANCE COMPANY" (the data pack's README): one company.
    expect(README_TEXT).toContain(
      '"EQU+27:95ITY INSURANCE COMPANY", as the source PDF prints it; it is kept as printed and refers to Equity Insurance Company',
    );
    const companies = new Set(
      expected.flatMap((place) => place.rows.map((row) => (row.carrier === 'EQU+27:95ITY INSURANCE COMPANY' ? 'EQUITY INSURANCE COMPANY' : row.carrier))),
    );
    expect(page.overall.companies).toBe(companies.size);
    for (const carrier of leftOutIn(sample.state)) expect(JSON.stringify(page.places)).not.toContain(carrier);
  });

  it.each(LANGS)('prints, in %s, every company’s premiums and change and the median, as worked out here', (lang) => {
    const page = pageOf(lang, sample.state, sample.id);
    const html = renderSection(lang, SituationComparison, { page, cpi: site[lang].prices.cpi, insurers: [] });
    const printed = printedPlaces(html);
    const expected = compare(sample.survey, sample.without, sample.with, leftOutIn(sample.state));
    expect([...printed.keys()]).toEqual(page.places.map((place) => place.label));
    for (const [index, place] of expected.entries()) {
      const rows = printed.get(page.places[index]!.label)!;
      expect(rows.size).toBe(place.rows.length);
      for (const row of place.rows)
        expect(rows.get(row.carrier)!.slice(0, 3), row.carrier).toEqual([
          dollars(row.without.annual),
          dollars(row.with.annual),
          changeText(row.without.annual, row.with.annual),
        ]);
    }
    const median = shareText(medianOf(expected.flatMap((place) => place.rows.map((row) => row.change))));
    const overall = lang === 'en' ? `The median change was ${median}:` : `El cambio mediano fue ${median}:`;
    expect(decodeHtml(html)).toContain(overall);
  });
});

describe('every figure on every situation page', () => {
  it.each(LANGS)('carries, in %s, the locator of its premium row (California’s as the data pack README writes it)', (lang) => {
    expect(README_TEXT).toContain("column 'Annual Premium' = ${annual_premium with thousands commas}");
    const bySurvey = new Map<string, Map<string, string>>();
    let figures = 0;
    for (const page of site[lang].situations.pages) {
      let locators = bySurvey.get(page.survey.id);
      if (!locators) {
        locators = new Map(premiumsOf(page.survey.id).map((premium) => [`${premium.place}|${premium.carrier}|${premium.profile}`, premium.locator]));
        bySurvey.set(page.survey.id, locators);
      }
      for (const place of page.places) {
        const at = (carrier: string, profile: string) => locators.get(`${place.name}|${carrier}|${profile}`);
        for (const row of place.rows) {
          expect(row.without.locator).toBe(at(row.carrier, page.without.profileId));
          expect(row.with.locator).toBe(at(row.carrier, page.with.profileId));
          figures += 2;
        }
        for (const once of place.pricedOnce) {
          expect(once.figure.locator).toBe(at(once.carrier, once.priced === 'without' ? page.without.profileId : page.with.profileId));
          figures += 1;
        }
      }
    }
    const shown = site[lang].situations.pages.flatMap((page) => page.places).reduce((sum, place) => sum + 2 * place.rows.length + place.pricedOnce.length, 0);
    expect(figures).toBe(shown);
    expect(figures).toBeGreaterThan(5000);
  });

  it.each(LANGS)('prints, in %s, each locator in full: its column’s shared start, the company’s part, the shared end', (lang) => {
    for (const sample of SAMPLE) {
      const page = pageOf(lang, sample.state, sample.id);
      const html = decodeHtml(renderSection(lang, SituationComparison, { page, cpi: site[lang].prices.cpi, insurers: [] }));
      const details = [...html.matchAll(/<details class="locators">(.*?)<\/details>/g)].map((match) => match[1]!);
      expect(details).toHaveLength(page.places.length);
      page.places.forEach((place, index) => {
        const [withoutLine, withLine] = [...details[index]!.matchAll(/<li>[^<]*<span[^>]*>(.*?)<\/span><\/li>/g)].map((match) => match[1]!.split('…'));
        const parts = new Map(
          [...details[index]!.matchAll(/<tr><th scope="row">(.*?)<\/th><td[^>]*>(.*?)<\/td><td[^>]*>(.*?)<\/td><\/tr>/g)].map((match) => [
            match[1]!,
            [match[2]!, match[3]!],
          ]),
        );
        const full = (line: string[], part: string) => `${line[0]!}${part}${line[1]!}`;
        for (const row of place.rows) {
          expect(full(withoutLine!, parts.get(row.carrier)![0]!), row.carrier).toBe(row.without.locator);
          expect(full(withLine!, parts.get(row.carrier)![1]!), row.carrier).toBe(row.with.locator);
        }
        for (const once of place.pricedOnce) {
          const [line, part] = once.priced === 'without' ? [withoutLine!, parts.get(once.carrier)![0]!] : [withLine!, parts.get(once.carrier)![1]!];
          expect(full(line, part), once.carrier).toBe(once.figure.locator);
        }
      });
    }
  });
});

describe('a company priced for one of the two drivers only', () => {
  it('is left out of that place’s comparison and listed with its one premium, in both languages', () => {
    const truck = compare('tx-2025', 'tx-base', 'tx-truck');
    const newDriver = compare('ca-2026', 'ca-1142A', 'ca-1102A', CA_FOOTNOTED);
    // The data as it is: one company in each Texas place; in Los Angeles, Alturas and Irvine, 9, 10 and 9.
    expect(truck.map((place) => place.onlyWithout.length + place.onlyWith.length)).toEqual([1, 1, 1, 1, 1]);
    expect(newDriver.map((place) => place.onlyWithout.length + place.onlyWith.length)).toEqual([9, 10, 9]);
    for (const [state, id, expected] of [
      ['TX', 'pickup-truck', truck],
      ['CA', 'newly-licensed-driver', newDriver],
    ] as const) {
      for (const lang of LANGS) {
        const page = pageOf(lang, state, id);
        const printed = printedPlaces(renderSection(lang, SituationComparison, { page, cpi: site[lang].prices.cpi, insurers: [] }));
        const html = decodeHtml(renderSection(lang, SituationComparison, { page, cpi: site[lang].prices.cpi, insurers: [] }));
        page.places.forEach((place, index) => {
          const mine = expected[index]!;
          const once = [...mine.onlyWithout.map((premium) => ['without', premium] as const), ...mine.onlyWith.map((premium) => ['with', premium] as const)];
          expect(place.pricedOnce.map((entry) => [entry.priced, entry.carrier, entry.figure.annual]).sort()).toEqual(
            once.map(([side, premium]) => [side, premium.carrier, premium.annual]).sort(),
          );
          const only = {
            en: { without: 'without the situation only', with: 'with the situation only' },
            es: { without: 'solo sin la situación', with: 'solo con la situación' },
          }[lang];
          for (const [side, premium] of once) {
            expect(printed.get(place.label)!.has(premium.carrier), premium.carrier).toBe(false);
            expect(html).toContain(`${premium.carrier} (${only[side]}, ${dollars(premium.annual)})`);
          }
          const count = once.length === 1 ? (lang === 'en' ? 'one company' : 'una compañía') : `${once.length} ${lang === 'en' ? 'companies' : 'compañías'}`;
          expect(html).toContain(lang === 'en' ? `Left out here: ${count} priced only one` : `No se incluyen aquí: ${count} calcul`);
        });
      }
    }
  });

  it('leaves a place out, and says so, where the survey priced only one of the drivers', () => {
    const page = pageOf('en', 'CA', 'more-miles');
    expect(page.places.map((place) => place.label)).toEqual(['Los Angeles (Central)']);
    expect(page.placesWithoutPair.sort()).toEqual(['Alturas (Modoc County, rural)', 'Irvine (Orange County)']);
    expect(README_TEXT).toContain('Mileage variants exist for Los Angeles only');
  });
});

describe('each state’s situations', () => {
  it('are the pages the surveys isolate, with the medians of their pages, in both languages', () => {
    const yields = Object.fromEntries(site.en.situations.states.map((state) => [state.state, state.situations.map((situation) => situation.id)]));
    expect(yields).toEqual({
      CA: ['at-fault-accident', 'speeding-ticket', 'pickup-truck', 'newly-licensed-driver', 'more-miles'],
      DC: ['drivers-65-and-older', 'women-drivers', 'age-25'],
      OK: ['women-drivers'],
      TX: [
        'at-fault-accident',
        'speeding-ticket',
        'poor-credit',
        'good-credit',
        '18-year-old-male-driver',
        '18-year-old-female-driver',
        'drivers-65-and-older',
        'married-drivers',
        'pickup-truck',
        'higher-liability-limits',
        'pleasure-use',
        'women-drivers',
      ],
    });
    for (const lang of LANGS)
      for (const state of site[lang].situations.states)
        for (const situation of state.situations) {
          const page = pageOf(lang, state.state, situation.id);
          expect(situation.median).toBe(page.overall.median);
          expect(situation.slugs).toEqual(pageOf('en', state.state, situation.id).slugs);
        }
    expect(site.es.situations.pages.map((page) => page.overall)).toEqual(site.en.situations.pages.map((page) => page.overall));
  });

  it.each(LANGS)('print, in %s, each situation linked, with its median', (lang) => {
    const index = site[lang].situations.states.find((state) => state.state === 'TX')!;
    const html = decodeHtml(
      renderSection(lang, StateSituations, {
        index,
        labelledBy: 'situations',
        pathOf: (situation: { slugs: Record<Lang, string> }) => `/x/${situation.slugs[lang]}`,
      }),
    );
    for (const situation of index.situations) {
      const page = pageOf(lang, 'TX', situation.id);
      const changes = compare('tx-2025', page.without.profileId, page.with.profileId).flatMap((place) => place.rows.map((row) => row.change));
      expect(html).toContain(`<a href="/x/${situation.slugs[lang]}">${situation.title}</a></th><td>${shareText(medianOf(changes))}</td>`);
    }
  });
});

describe('each situation page’s head', () => {
  it.each(LANGS)('has, in %s, a unique title of 10 to 70 characters and a description of 50 to 160 with the page’s median', (lang) => {
    const heads = site[lang].situations.pages.map((page) => ({ page, ...situationHead(page, lang) }));
    for (const { page, title, description, lead } of heads) {
      expect(title.length, title).toBeGreaterThanOrEqual(10);
      expect(title.length, title).toBeLessThanOrEqual(70);
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
      expect(description).toContain(shareText(page.overall.median));
      expect(lead).toContain(String(page.overall.companies));
    }
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length);
    expect(situationHead(pageOf(lang, 'TX', 'at-fault-accident'), lang).title).toBe(
      lang === 'en' ? 'Car insurance after an at-fault accident in Texas' : 'Seguro de auto después de un accidente con culpa en Texas',
    );
  });
});
