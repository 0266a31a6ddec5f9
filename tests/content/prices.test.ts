import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../scripts/build/csv.js';
import { priceWarnings } from '../../scripts/build/prices.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { US_STATES } from '../../shared/us-states.js';
import { builtSite } from '../support/built-site.js';
import { DATA_DIR, readCsvLines, readNaicFile, surveyFile } from '../support/data-pack.js';

/**
 * The price data the build puts into the site, held to the data pack's files read here on
 * their own (a different CSV reader from the build's), and to the pack's README for every URL,
 * date and credit line content/prices/surveys.yaml states.
 */

const README = readFileSync(path.join(DATA_DIR, 'README.md'), 'utf8');
/** The README with its line wrapping undone, for phrases that cross a line. */
const README_TEXT = README.replace(/\s+/g, ' ');
const naicFile = readNaicFile();

const content: BuiltContent = builtSite.en;
/** The states whose regulator's survey the build found: one sample-premiums page each. */
const SURVEY_STATES = content.dataPages['sample-premiums'].map((page) => page.state!);

describe('NAIC averages', () => {
  it('are the data file’s figures for all 51, with each rank computed from them (1 = the highest)', () => {
    const { naic } = content.prices;
    expect(naic.states.map((state) => state.code).sort()).toEqual(Object.keys(US_STATES).sort());
    expect(naic.dataYear).toBe(naicFile.source.dataYear);
    expect(naic.countrywide).toEqual(naicFile.countrywide);
    const byExpenditure = Object.entries(naicFile.states).sort(([, a], [, b]) => b.averageExpenditure - a.averageExpenditure);
    const byCombined = Object.entries(naicFile.states).sort(([, a], [, b]) => b.combinedAveragePremium - a.combinedAveragePremium);
    for (const state of naic.states) {
      const figures = naicFile.states[state.code]!;
      expect(state.averageExpenditure, state.code).toBe(figures.averageExpenditure);
      expect(state.combinedAveragePremium, state.code).toBe(figures.combinedAveragePremium);
      expect(state.expenditureRank, state.code).toBe(byExpenditure.findIndex(([code]) => code === state.code) + 1);
      expect(state.combinedRank, state.code).toBe(byCombined.findIndex(([code]) => code === state.code) + 1);
    }
  });

  it('carry the BLS index for the data year and the latest month, for context only', () => {
    const { cpi } = content.prices;
    expect(cpi.baseValue).toBe(naicFile.cpi.annualAverages[String(naicFile.source.dataYear)]);
    expect([cpi.latestPeriod, cpi.latestValue]).toEqual([naicFile.cpi.latest.period, naicFile.cpi.latest.value]);
  });

  it('make the build warn once the data year is more than two years old', () => {
    expect(priceWarnings(content.prices, `${naicFile.source.dataYear + 2}-12-31`)).toEqual([]);
    expect(priceWarnings(content.prices, `${naicFile.source.dataYear + 3}-01-01`)).toEqual([
      expect.stringContaining(`for ${naicFile.source.dataYear}, 3 years`),
    ]);
  });
});

describe('the state map', () => {
  it('has one shape per state and DC, each in the colour of its quintile, the legend’s ranges from the figures', () => {
    const { map, naic } = content.prices;
    expect(map.shapes.map((shape) => shape.code).sort()).toEqual(Object.keys(US_STATES).sort());
    for (const shape of map.shapes) expect(shape.d, shape.code).toMatch(/^M[\d.,MLZ-]+$/);
    for (const bin of map.bins) {
      const inBin = naic.states
        .filter((state) => map.shapes.find((shape) => shape.code === state.code)!.bin === bin.bin)
        .map((state) => state.averageExpenditure);
      expect(inBin.length).toBeGreaterThanOrEqual(10);
      expect([bin.low, bin.high]).toEqual([Math.min(...inBin), Math.max(...inBin)]);
    }
    for (let index = 1; index < map.bins.length; index += 1) expect(map.bins[index]!.low).toBeGreaterThan(map.bins[index - 1]!.high);
  });
});

describe('the regulators’ surveys', () => {
  it('are the data pack’s premium files, each a sample-premiums page, and the README’s URLs and dates', () => {
    const packStates = readdirSync(path.join(DATA_DIR, 'premium-surveys'))
      .flatMap((name) => /^([a-z]{2})-\d{4}-premiums\.csv$/.exec(name)?.[1]?.toUpperCase() ?? [])
      .sort();
    expect(content.prices.surveys.map((survey) => survey.code).sort()).toEqual(packStates);
    expect(SURVEY_STATES).toEqual(packStates);
    for (const survey of content.prices.surveys) {
      expect(README, survey.id).toContain(survey.url);
      expect(README).toContain(`| ${survey.id.slice(0, 2).toUpperCase()} survey |`);
      expect(README, `${survey.id} was checked on ${survey.checked}`).toMatch(new RegExp(`\\| ${survey.code} survey \\|[^\\n]*\\| ${survey.checked} \\|`));
    }
    for (const described of content.prices.described) {
      expect(README, described.code).toContain(described.url);
      expect(README).toMatch(new RegExp(`\\| ${described.code} survey \\|[^\\n]*\\| ${described.checked} \\|`));
    }
  });

  it.each(['tx-2025', 'ok-2026', 'dc-2024', 'ca-2026'])('%s: the files hold the README’s row count, read by both readers alike', (id) => {
    const counts: Record<string, string> = { 'tx-2025': '2,665', 'ok-2026': '1,000', 'dc-2024': '261', 'ca-2026': '9,981' };
    const rows = readCsvLines(surveyFile(id, 'premiums'));
    expect(README).toContain(`${id.slice(0, 2).toUpperCase()} ${counts[id]}`);
    expect(rows.length.toLocaleString('en-US')).toBe(counts[id]);
    expect(parseCsv(readFileSync(surveyFile(id, 'premiums'), 'utf8'))).toEqual(rows);
    expect(parseCsv(readFileSync(surveyFile(id, 'profiles'), 'utf8'))).toEqual(readCsvLines(surveyFile(id, 'profiles')));
  });

  it.each(SURVEY_STATES.map((code) => [code]))('%s: every table is every published row for its place and profile, sorted by price', (code) => {
    const survey = content.prices.surveys.find((candidate) => candidate.code === code)!;
    const rows = readCsvLines(surveyFile(survey.id, 'premiums'));
    const profiles = readCsvLines(surveyFile(survey.id, 'profiles'));
    for (const profile of survey.profiles) expect(profile.description).toBe(profiles.find((row) => row.profile_id === profile.id)!.description);
    expect(survey.places.map((place) => place.name)).toEqual([...new Set(rows.map((row) => row.territory))]);
    for (const place of survey.places) {
      for (const table of place.tables) {
        const published = rows.filter((row) => row.territory === place.name && row.profile_id === table.profileId);
        const shown = [...table.premiums, ...table.apart];
        expect(shown.map((row) => row.carrier).sort()).toEqual(published.map((row) => row.carrier).sort());
        for (const row of shown) {
          const source = published.find((candidate) => candidate.carrier === row.carrier)!;
          expect(row.annual, `${place.name} ${row.carrier}`).toBe(Number(source.annual_premium));
          if (survey.sixMonth) {
            expect(row.annual).toBe(2 * row.sixMonth!);
            expect(source.locator).toContain(`$${row.sixMonth!.toLocaleString('en-US')}`);
          } else expect(row.sixMonth).toBeUndefined();
        }
        for (const list of [table.premiums, table.apart]) {
          const annuals = list.map((row) => row.annual);
          expect(annuals).toEqual([...annuals].sort((a, b) => a - b));
        }
      }
    }
  });

  it('shows California’s seven footnoted companies apart, and only them', () => {
    const ca = content.prices.surveys.find((survey) => survey.code === 'CA')!;
    const seven = [
      'Nations Ins Co',
      'KnightBrook Ins Co',
      'Qualitas Ins Co',
      'Anchor General Ins Co',
      'Federal Ins Co (CHUBB)',
      'First Acceptance Ins Co, Inc.',
      'Incline Natl Ins Co',
    ];
    for (const name of seven) expect(README_TEXT).toContain(name);
    for (const table of ca.places.flatMap((place) => place.tables)) {
      for (const row of table.apart) expect(seven).toContain(row.carrier);
      for (const row of table.premiums) expect(seven).not.toContain(row.carrier);
    }
    expect(ca.places.flatMap((place) => place.tables).some((table) => table.apart.length > 0)).toBe(true);
  });

  it('keeps Oklahoma’s "EQU+27:95ITY" as printed, with a note, and counts the 20 companies the README names', () => {
    const ok = content.prices.surveys.find((survey) => survey.code === 'OK')!;
    expect(ok.printedNames.map((name) => name.carrier)).toEqual(['EQU+27:95ITY INSURANCE COMPANY']);
    expect(ok.places.find((place) => place.name === 'TULSA')!.tables[0]!.premiums.map((row) => row.carrier)).toContain('EQU+27:95ITY INSURANCE COMPANY');
    expect(README_TEXT).toContain('20 companies x 5 cities');
    expect(ok.totals.companies).toBe(20);
  });

  it('holds no North Dakota or Colorado figure: those surveys are described and linked only', () => {
    expect(content.prices.surveys.map((survey) => survey.code)).not.toContain('ND');
    expect(content.prices.surveys.map((survey) => survey.code)).not.toContain('CO');
    for (const described of content.prices.described) expect(described.summary, described.code).not.toMatch(/\$\d/);
  });
});

describe('credits', () => {
  it('carries the README’s MIT notice and CC BY credit word for word', () => {
    const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();
    const [bolewood, referenceSource] = content.prices.compilations;
    const mit = /```\s*\n\s*(MIT License[\s\S]*?)```/.exec(README)![1]!;
    expect(normalise(bolewood!.notice!)).toBe(normalise(mit));
    expect(README_TEXT).toContain(bolewood!.credit);
    expect(README_TEXT).toContain(referenceSource!.credit);
    expect(README).toContain(referenceSource!.licenceUrl!);
  });
});

describe('the national figure on the home page', () => {
  it('is NAIC’s countrywide average expenditure for its year, a year and a month, from the data', () => {
    const { averageSpend } = content.home.page;
    const expenditure = naicFile.countrywide.averageExpenditure;
    expect(averageSpend.figure).toBe(`$${Math.round(expenditure / 12)}`);
    expect(averageSpend.label).toContain(`$${expenditure.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(averageSpend.label).toContain(String(naicFile.source.dataYear));
    expect(averageSpend.source).toContain(`NAIC, ${naicFile.source.report}, ${naicFile.source.dataYear} data`);
    expect(averageSpend.label).toContain("NAIC's 2021 figure: $1,061 a year, about $88 a month");
    const topic = content.home.topics.find((candidate) => candidate.id === 'cheap-affordable')!;
    expect(topic.content).toContain(`$${expenditure.toLocaleString('en-US', { minimumFractionDigits: 2 })} a year in ${naicFile.source.dataYear}`);
    expect(topic.content).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
