import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES_PATH, STATE_INDEX_PATH, STATE_ROUTES, samplePremiumsPath, siteRoutes } from '../../shared/routes.js';
import { US_STATES } from '../../shared/us-states.js';
import { formatShortDate } from '../../shared/money.js';
import { decodeEntities } from '../content/html-text.js';
import { loadBuiltContent, testApp } from '../support/app.js';
import { cents, readCsvLines, readNaicFile, surveyFile } from '../support/data-pack.js';

/**
 * Every figure the price pages render, held to the data pack's files read here on their own:
 * each state page's NAIC figures and rank, the map and table of /car-insurance, and every row
 * of every sample-premium page against the regulator's CSV.
 */

const { app } = testApp();
const content = loadBuiltContent();
/** The sample-premiums pages the build found, one per regulator's survey, and their states. */
const SAMPLE_PREMIUM_ROUTES = siteRoutes().filter((route) => route.kind === 'sample-premiums' && route.lang === 'en');
const SURVEY_STATES = SAMPLE_PREMIUM_ROUTES.map((route) => route.state!);
const naic = readNaicFile();
const CREDIT = `Source: NAIC, ${naic.source.report}, ${naic.source.dataYear} data`;

const get = async (path: string) => (await request(app).get(path).expect(200)).text;
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const plain = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '').replace(/&rsquo;/g, '’'));
const dollarFigures = (html: string) => [...plain(html).matchAll(/\$[\d,]+(?:\.\d\d)?/g)].map((match) => match[0]);
const rankAmong = (code: string, field: 'averageExpenditure' | 'combinedAveragePremium') =>
  1 + Object.values(naic.states).filter((other) => other[field] > naic.states[code]![field]).length;

describe('every state page: what drivers pay', () => {
  it.each(STATE_ROUTES.map((route) => [route.path, route.state!] as const))('%s shows its NAIC figures, rank, year and credit', async (path, code) => {
    const html = await get(path);
    const section = /<section class="state-prices"[\s\S]*?<\/section>/.exec(html)![0];
    const figures = naic.states[code]!;
    const cells = [...section.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1]);
    expect(cells).toEqual([
      '',
      cents(figures.averageExpenditure),
      cents(figures.combinedAveragePremium),
      cents(naic.countrywide.averageExpenditure),
      cents(naic.countrywide.combinedAveragePremium),
      String(rankAmong(code, 'averageExpenditure')),
      String(rankAmong(code, 'combinedAveragePremium')),
    ]);
    const text = plain(section);
    expect(text).toContain(`NAIC averages for ${naic.source.dataYear}`);
    expect(text).toContain(CREDIT);
    expect(text).toContain('Table 4, printed page 24');
    expect(text).toContain('Table 5, printed page 25');
    expect(text).toContain('not a quote');
    expect(section).toContain(`href="${naic.source.announcementUrl}"`);
    expect(section).toContain(`href="${DATA_SOURCES_PATH}"`);
    // No dollar figure but the four NAIC ones: no survey figure reaches a state page (North Dakota's above all).
    expect(new Set(dollarFigures(section))).toEqual(
      new Set(
        [figures.averageExpenditure, naic.countrywide.averageExpenditure, figures.combinedAveragePremium, naic.countrywide.combinedAveragePremium].map(cents),
      ),
    );
    const index = naic.cpi.annualAverages[String(naic.source.dataYear)]!;
    expect(text).toContain(`averaged ${index} in ${naic.source.dataYear} and stood at ${naic.cpi.latest.value}`);
    expect(text).toContain('not adjusted');
    if (SURVEY_STATES.includes(code)) expect(section).toContain(`href="${samplePremiumsPath(code)}"`);
    else expect(section).not.toContain('/sample-premiums');
    const described = content.prices.described.find((survey) => survey.code === code);
    if (described) expect(section).toContain(`href="${described.url}"`);
  });

  it('links North Dakota’s survey and Colorado’s report, with no figure from either', async () => {
    for (const [code, host] of [
      ['ND', 'https://www.insurance.nd.gov/'],
      ['CO', 'https://www.dora.state.co.us/'],
    ] as const) {
      const html = await get(STATE_ROUTES.find((route) => route.state === code)!.path);
      expect(html).toContain(`href="${host}`);
    }
  });
});

describe('/car-insurance', () => {
  it('draws an SVG map with a link per state named with its figure, a legend, and the same figures in a table', async () => {
    const html = main(await get(STATE_INDEX_PATH));
    const svgs = html.match(/<svg\b/g) ?? [];
    expect(svgs).toHaveLength(1);
    const svg = /<svg[^>]*>([\s\S]*?)<\/svg>/.exec(html)![1]!;
    const links = [...svg.matchAll(/<a href="([^"]+)" aria-label="([^"]+)"><path class="us-map__state us-map__state--([1-5])" d="[^"]+"><\/path><\/a>/g)];
    expect(links).toHaveLength(51);
    for (const route of STATE_ROUTES) {
      const link = links.find((candidate) => candidate[1] === route.path)!;
      expect(decodeEntities(link[2]!)).toBe(`${US_STATES[route.state!]}: ${cents(naic.states[route.state!]!.averageExpenditure)}`);
    }
    expect(html).not.toMatch(/\sstyle="/);
    const legend = [...html.matchAll(/<li><span class="us-map__swatch us-map__state--(\d)" aria-hidden="true"><\/span>([^<]+)<\/li>/g)];
    // Quintiles of the 51 figures, lowest first: each colour's range is its lowest and highest figure.
    const ascending = Object.values(naic.states)
      .map((figures) => figures.averageExpenditure)
      .sort((a, b) => a - b);
    const quintiles = [0, 1, 2, 3, 4].map((bin) => ascending.filter((_, index) => Math.floor((index * 5) / ascending.length) === bin));
    expect(legend.map((item) => item[2])).toEqual(quintiles.map((values) => `${cents(values[0]!)} to ${cents(values.at(-1)!)}`));
    for (const route of STATE_ROUTES) {
      const bin = quintiles.findIndex((values) => values.includes(naic.states[route.state!]!.averageExpenditure)) + 1;
      expect(links.find((candidate) => candidate[1] === route.path)![3], route.path).toBe(String(bin));
    }
    const rows = [...html.matchAll(/<tr><th scope="row"><a href="([^"]+)">[^<]+<\/a><\/th><td>[^<]*<\/td><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)];
    expect(rows.map((row) => row[1])).toEqual(STATE_ROUTES.map((route) => route.path));
    for (const [, path, expenditure, combined] of rows) {
      const code = STATE_ROUTES.find((route) => route.path === path)!.state!;
      expect([expenditure, combined]).toEqual([cents(naic.states[code]!.averageExpenditure), cents(naic.states[code]!.combinedAveragePremium)]);
    }
    expect(plain(html)).toContain(CREDIT);
    expect(html).toContain(`href="${DATA_SOURCES_PATH}"`);
  });
});

describe('sample-premium pages', () => {
  it.each(SAMPLE_PREMIUM_ROUTES.map((route) => [route.path, route.state!] as const))(
    '%s shows only published figures, every row of its tables',
    async (path, code) => {
      const survey = content.prices.surveys.find((candidate) => candidate.code === code)!;
      const csv = readCsvLines(surveyFile(survey.id, 'premiums'));
      const places = [...new Set(csv.map((row) => row.territory))];
      const html = main(await get(path));
      const sections = [...html.matchAll(/<section aria-labelledby="place-(\d+)-([^"]+)">([\s\S]*?)<\/section>/g)];
      expect(sections).toHaveLength(places.length * survey.profiles.length);
      for (const [, placeIndex, profileId, body] of sections) {
        const territory = places[Number(placeIndex)]!;
        const published = csv.filter((row) => row.territory === territory && row.profile_id === profileId);
        const rows = [...body!.matchAll(/<tr><th scope="row">([^<]+)<\/th>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map(([, carrier, cells]) => ({
          carrier: decodeEntities(carrier!),
          cells: [...cells!.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => cell[1]!),
        }));
        expect(rows.map((row) => row.carrier).sort(), `${territory} ${profileId}`).toEqual(published.map((row) => row.carrier).sort());
        for (const row of rows) {
          const source = published.find((candidate) => candidate.carrier === row.carrier)!;
          const annual = `$${Number(source.annual_premium).toLocaleString('en-US')}`;
          if (survey.sixMonth) {
            const printed = /(?:printed 6-month value |= )(\$[\d,]+)(?: per 6 months)?$/.exec(String(source.locator))![1]!;
            expect(row.cells.slice(0, 2), `${territory} ${row.carrier}`).toEqual([printed, annual]);
          } else expect(row.cells[0], `${territory} ${row.carrier}`).toBe(annual);
          // The printed m/d/yyyy rate date, written with the month's name: 11/7/2022 as "Nov 7, 2022".
          const rateDate = /\(effective (\d+)\/(\d+)\/(\d{4})\)/.exec(String(source.locator));
          if (rateDate) expect(row.cells.at(-1)).toBe(formatShortDate(`${rateDate[3]!}-${rateDate[1]!.padStart(2, '0')}-${rateDate[2]!.padStart(2, '0')}`));
        }
      }
      const text = plain(html);
      expect(text).toContain('not quotes');
      expect(text).toContain('not a recommendation');
      expect(html).toContain(`href="${survey.url.replaceAll('&', '&amp;')}"`);
      expect(html).toContain(`href="${DATA_SOURCES_PATH}"`);
      if (survey.sixMonth) expect(text).toContain('doubled');
      expect(text).not.toMatch(/\b(best|cheapest|recommended|top pick)\b/i);
    },
  );

  it('says Texas figures are liability only, shows California’s footnoted companies apart and Oklahoma’s printed name with its note', async () => {
    expect(plain(await get(samplePremiumsPath('TX')))).toContain('Liability only');
    const ca = plain(await get(samplePremiumsPath('CA')));
    expect(ca).toContain('companies the department footnotes as pricing different coverage');
    const ok = plain(await get(samplePremiumsPath('OK')));
    expect(ok).toContain('“EQU+27:95ITY INSURANCE COMPANY”: Printed this way');
  });

  it('describes itself as a schema.org Dataset based on the regulator’s publication', async () => {
    for (const route of SAMPLE_PREMIUM_ROUTES) {
      const html = await get(route.path);
      const survey = content.prices.surveys.find((candidate) => candidate.code === route.state)!;
      const items = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
      const dataset = items.find((item) => item['@type'] === 'Dataset')!;
      expect(dataset.isBasedOn).toBe(survey.url);
      expect(dataset.creator).toEqual({ '@type': 'GovernmentOrganization', name: survey.publisher });
      expect(dataset.url).toBe(`http://localhost:3000${route.path}`);
    }
  });

  it.each([
    ['CA', 'January 2026 rates'],
    ['TX', 'June 2025 rates'],
    ['OK', 'September 2026 rates'],
    // DC prints each company's rate date, November 2022 to August 2024 (content/data/README.md).
    ['DC', '2022–24 rates'],
  ] as const)('%s: in the past tense, its rates dated in the title and description, and prices since by the BLS index', async (code, rates) => {
    const html = await get(samplePremiumsPath(code));
    const title = decodeEntities(/<title>(.*?)<\/title>/.exec(html)![1]!);
    const description = decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)![1]!);
    expect(title).toContain(rates);
    expect(description).toContain(rates);
    expect(description).toContain('charged');
    const text = plain(main(html));
    expect(text).not.toMatch(/\bcharges?\b/);
    expect(text).toMatch(/Prices (?:have|may have) changed since these rates were set|These rates are newer than the latest month/);
    expect(text).toContain(`${naic.cpi.latest.value} in August 2026`);
    expect(html).toContain(`href="${naic.cpi.url}"`);
  });

  it('measures the Texas index change from the 2025 average to the latest month', async () => {
    const change = ((naic.cpi.latest.value - naic.cpi.annualAverages['2025']!) / naic.cpi.annualAverages['2025']!) * 100;
    expect(plain(await get(samplePremiumsPath('TX')))).toContain(`${Math.abs(change).toFixed(1)}% ${change < 0 ? 'lower' : 'higher'} than in 2025`);
  });

  it('is linked from its state page', async () => {
    for (const code of SURVEY_STATES) {
      const html = await get(STATE_ROUTES.find((route) => route.state === code)!.path);
      expect(html).toContain(`href="${samplePremiumsPath(code)}"`);
    }
  });
});

describe('the savings sentence and its evidence', () => {
  it("shows the surveys' measured spread under the hero with the method's link, and the method, rate dates and each survey's median case on /data-sources", async () => {
    const { surveys, savingsClaim } = content.prices;
    const percent = (share: number) => `${Math.round(share * 100)}%`;
    const home = plain(await get('/'));
    expect(home).toContain(
      `the cheapest company charged the same sample driver typically ${percent(savingsClaim.lowestMedian)} to ${percent(savingsClaim.highestMedian)} less than the middle company`,
    );
    expect(home).not.toMatch(/up to \d+%/);
    expect(await get('/')).toContain(`href="${DATA_SOURCES_PATH}#savings"`);
    const sources = await get(DATA_SOURCES_PATH);
    expect(sources).toContain('id="savings"');
    const text = plain(main(sources));
    expect(text).toContain('the cheapest company’s premium and the median company’s premium');
    for (const survey of surveys) expect(text).toContain(survey.title);
    expect(text).toContain('June 2025 rates');
    expect(text).toContain('not what drivers saved');
    expect(text).not.toMatch(/up to \d+%|The claim holds/);
  });
});

describe('/data-sources', () => {
  it('names each dataset, its publisher, year, check date and credit, with the MIT notice and the CC BY credit', async () => {
    const html = main(await get(DATA_SOURCES_PATH));
    const text = plain(html);
    expect(text).toContain(naic.source.report);
    expect(text).toContain(CREDIT);
    expect(html).toContain(`href="${naic.source.url}"`);
    for (const survey of [...content.prices.surveys, ...content.prices.described]) {
      expect(text).toContain(survey.publisher);
      expect(html).toContain(`href="${survey.url.replaceAll('&', '&amp;')}"`);
    }
    expect(text).toContain('Copyright (c) 2026 Bolewood Group, LLC and contributors');
    expect(text).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
    expect(text).toContain('Reference Source (referencesource.org), Pringle, J., Zenodo, https://doi.org/10.5281/zenodo.22115966, CC BY 4.0; adapted.');
    expect(html).toContain('href="https://creativecommons.org/licenses/by/4.0/"');
    expect(text).toContain('U.S. Bureau of Labor Statistics, CPI series CUUR0000SETE');
    expect(text).toContain('September 22, 2026');
  });
});

describe('the home page', () => {
  it('gives the national average with its year and source, and $89 only as 2021', async () => {
    const text = plain(main(await get('/')));
    const monthly = `$${Math.round(naic.countrywide.averageExpenditure / 12)}`;
    expect(text).toContain(
      `${monthly}a month (${cents(naic.countrywide.averageExpenditure)} a year) was the average spent on car insurance in ${naic.source.dataYear}`,
    );
    expect(text).toContain(`NAIC, ${naic.source.report}, ${naic.source.dataYear} data`);
    for (const match of text.matchAll(/\$89\b/g)) expect(text.slice(match.index, match.index + 40)).toContain('2021');
  });
});
