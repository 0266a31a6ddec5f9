import path from 'node:path';
import type { z } from 'zod';
import {
  compactPremiumRowSchema,
  naicFileSchema,
  premiumRowSchema,
  profileRowSchema,
  surveySourcesSchema,
  type NaicPrices,
  type PriceContent,
  type SavingsClaim,
  type StatePrice,
  type Survey,
  type SurveyPremium,
  type SurveySources,
} from '../../shared/price-schema.js';
import { percentWhole, usdCents, usdWhole } from '../../shared/money.js';
import { buildStateMap } from './state-map.js';
import { ContentError, inFile, validate, type SourceReader, type Sourced } from './source-files.js';
import { profileFacts } from './profile-facts.js';
import { savingsClaim, surveySavings } from './survey-savings.js';

/**
 * The price pages' data, read from the data pack (content/data) at build time and checked with
 * zod: NAIC's averages with each state's rank, the BLS index as context, the state map, and of
 * each regulator's survey only the tables the pages show (California's 9,981 rows stay on disk).
 */

/**
 * `wordsDir` holds the language's content/prices/surveys.yaml (content/es for Spanish); the data
 * is always content/data. Warns when NAIC's figures are getting old on `today` (YYYY-MM-DD).
 */
export async function buildPrices(reader: SourceReader, contentDir: string, wordsDir: string, today: string): Promise<Sourced<PriceContent>> {
  const dataDir = path.join(contentDir, 'data');
  const naicFile = path.join(dataDir, 'naic-2023-average-premiums.json');
  const naicData = validate(naicFileSchema, naicFile, await reader.json(naicFile));
  const sourcesFile = path.join(wordsDir, 'prices', 'surveys.yaml');
  const sources = validate(surveySourcesSchema, sourcesFile, await reader.yaml(sourcesFile));
  // A survey listed here is a sample-premiums page (a data kind, shared/page-kinds.ts): one per state.
  const codes = sources.surveys.map((survey) => survey.code);
  const twice = codes.find((code, index) => codes.indexOf(code) !== index);
  if (twice) throw new ContentError(sourcesFile, `${twice} has two surveys: a state has one sample-premiums page`);

  const naic = naicPrices(naicData);
  const baseYear = String(naic.dataYear);
  const baseValue = naicData.cpi.annualAverages[baseYear];
  if (baseValue === undefined) throw new ContentError(naicFile, `cpi.annualAverages has no ${baseYear}, the NAIC data year`);
  const surveys = await Promise.all(sources.surveys.map((source) => buildSurvey(reader, dataDir, source)));
  const claim: SavingsClaim = inFile(path.join(dataDir, 'premium-surveys'), () => savingsClaim(surveys));
  const prices: PriceContent = {
    naic,
    cpi: {
      publisher: naicData.cpi.publisher,
      seriesId: naicData.cpi.seriesId,
      url: naicData.cpi.url,
      checkedOn: naicData.cpi.checkedOn,
      baseYear,
      baseValue,
      latestPeriod: naicData.cpi.latest.period,
      latestValue: naicData.cpi.latest.value,
      annualAverages: naicData.cpi.annualAverages,
    },
    map: await buildStateMap(reader, naic.states),
    surveys,
    savingsClaim: claim,
    described: sources.described,
    compilations: sources.compilations,
  };
  return { data: prices, warnings: priceWarnings(prices, today).map((reason) => ({ file: naicFile, reason })) };
}

function naicPrices(data: z.infer<typeof naicFileSchema>): NaicPrices {
  const entries = Object.entries(data.states) as [StatePrice['code'], z.infer<typeof naicFileSchema>['countrywide']][];
  const rank = (field: 'averageExpenditure' | 'combinedAveragePremium', value: number) => 1 + entries.filter(([, other]) => other[field] > value).length;
  return {
    publisher: data.source.publisher,
    report: data.source.report,
    dataYear: data.source.dataYear,
    url: data.source.url,
    announcementUrl: data.source.announcementUrl,
    tables: data.source.tables,
    checkedOn: data.source.checkedOn,
    copyrightLine: data.source.copyrightLine,
    comparisonWarning: data.caveats.naicComparisonWarning,
    countrywide: data.countrywide,
    states: entries.map(([code, figures]) => ({
      code,
      ...figures,
      expenditureRank: rank('averageExpenditure', figures.averageExpenditure),
      combinedRank: rank('combinedAveragePremium', figures.combinedAveragePremium),
    })),
  };
}

type SurveySource = SurveySources['surveys'][number];
/** One row of a premium file, with its locator (California's rebuilt from its compact form). */
export interface PremiumRow {
  territory: string;
  carrier: string;
  profileId: string;
  annual: number;
  locator: string;
  url: string;
}

const CA_URL = 'https://interactive.web.insurance.ca.gov/apex_extprd/f?p=111:11';
// OK prints "printed 6-month value $6,845"; DC "= $680 per 6 months".
const SIX_MONTH = /printed 6-month value \$([\d,]+)$|= \$([\d,]+) per 6 months$/;
const RATE_DATE = /\(effective (\d{1,2}\/\d{1,2}\/\d{4})\)/;

async function buildSurvey(reader: SourceReader, dataDir: string, source: SurveySource): Promise<Survey> {
  const premiumsFile = path.join(dataDir, 'premium-surveys', `${source.id}-premiums.csv`);
  const profilesFile = path.join(dataDir, 'premium-surveys', `${source.id}-profiles.csv`);
  const rows = await readPremiums(reader, premiumsFile, source);
  const profiles = (await reader.csv(profilesFile)).map((row, index) => validate(profileRowSchema, `${profilesFile} row ${index + 2}`, row));
  const urls = new Set(rows.map((row) => row.url));
  if (urls.size !== 1) throw new ContentError(premiumsFile, `expected one publication URL, found ${urls.size}`);
  const shown = source.profiles.map((id) => {
    const profile = profiles.find((candidate) => candidate.profile_id === id);
    if (!profile) throw new ContentError(profilesFile, `no profile ${id} (content/prices/surveys.yaml names it)`);
    return { id, description: profile.description, facts: inFile(`${profilesFile} (${id})`, () => profileFacts(profile)) };
  });
  for (const carrier of [...(source.apart?.carriers ?? []), ...source.printedNames.map((name) => name.carrier)])
    if (!rows.some((row) => row.carrier === carrier)) throw new ContentError(premiumsFile, `no company "${carrier}" (content/prices/surveys.yaml names it)`);
  const places = [...new Set(rows.map((row) => row.territory))];
  return {
    code: source.code,
    id: source.id,
    publisher: source.publisher,
    title: source.title,
    url: [...urls][0]!,
    effective: source.effective,
    checked: source.checked,
    sixMonth: source.sixMonth,
    coverage: source.coverage,
    profiles: shown,
    places: places.map((place) => ({
      name: place,
      label: source.places[place] ?? place,
      tables: shown.map(({ id }) => {
        const premiums = rows
          .filter((row) => row.territory === place && row.profileId === id)
          .map((row) => premium(row, source, premiumsFile))
          .sort((a, b) => a.annual - b.annual || a.carrier.localeCompare(b.carrier, 'en'));
        const apart = new Set(source.apart?.carriers ?? []);
        return { profileId: id, premiums: premiums.filter((row) => !apart.has(row.carrier)), apart: premiums.filter((row) => apart.has(row.carrier)) };
      }),
    })),
    ...(source.apart ? { apartWhy: source.apart.why } : {}),
    printedNames: source.printedNames,
    notes: source.notes,
    totals: {
      // A name kept as printed (OK's "EQU+27:95ITY") is a misprint of a company listed under its own name, not another company.
      companies: new Set(rows.map((row) => row.carrier).filter((carrier) => !source.printedNames.some((name) => name.carrier === carrier))).size,
      places: places.length,
      profiles: profiles.length,
      rows: rows.length,
    },
    rates: surveyRates(source, rows, premiumsFile),
    savings: surveySavings(rows, new Set(source.apart?.carriers ?? [])),
  };
}

/** The survey's rate date as year-months: its own date, or the span of the companies' rate dates (DC prints one per company). */
function surveyRates(source: SurveySource, rows: readonly PremiumRow[], file: string): Survey['rates'] {
  if (source.ratesOn) return { from: source.ratesOn.slice(0, 7), to: source.ratesOn.slice(0, 7) };
  const months = rows
    .map((row) => RATE_DATE.exec(row.locator)?.[1])
    .filter((date) => date !== undefined)
    .map((date) => {
      const [month, , year] = date.split('/');
      return `${year!}-${month!.padStart(2, '0')}`;
    })
    .sort();
  if (months.length !== rows.length) throw new ContentError(file, 'no ratesOn in content/prices/surveys.yaml, and not every row gives its rate date');
  return { from: months[0]!, to: months.at(-1)! };
}

/** One published figure, with the printed six-month value where the department prints one (checked: annual = 2 × printed). */
export function premium(row: PremiumRow, source: Pick<SurveySource, 'sixMonth'>, file: string): SurveyPremium {
  const result: SurveyPremium = { carrier: row.carrier, annual: row.annual };
  if (source.sixMonth) {
    const match = SIX_MONTH.exec(row.locator);
    if (!match) throw new ContentError(file, `no printed six-month figure in the locator of ${row.carrier}, ${row.territory}, ${row.profileId}`);
    const sixMonth = Number((match[1] ?? match[2])!.replaceAll(',', ''));
    if (sixMonth * 2 !== row.annual)
      throw new ContentError(file, `${row.carrier}, ${row.territory}, ${row.profileId}: ${row.annual} is not twice the printed ${sixMonth}`);
    result.sixMonth = sixMonth;
  }
  const rateDate = RATE_DATE.exec(row.locator);
  if (rateDate) {
    const [month, day, year] = rateDate[1]!.split('/');
    result.rateDate = `${year!}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
  }
  return result;
}

export async function readPremiums(reader: SourceReader, file: string, source: Pick<SurveySource, 'code' | 'id'>): Promise<PremiumRow[]> {
  const records = await reader.csv(file);
  if (source.code === 'CA') {
    return records.map((record, index) => {
      const row = validate(compactPremiumRowSchema, `${file} row ${index + 2}`, record);
      const annual = Number(row.annual_premium);
      // The locator the compact form stands for (content/data/README.md spells it out).
      const locator = `raw/tool/${row.source_file}: 2026 Auto Premium Survey result table 'Survey Results', row '${row.source_row}', column 'Annual Premium' = ${usdWhole(annual)} (tool Profile ${row.profile_id.replace(/^ca-/, '')}; form values in raw/tool/manifest.json)`;
      return { territory: row.territory, carrier: row.carrier, profileId: row.profile_id, annual, locator, url: CA_URL };
    });
  }
  return records.map((record, index) => {
    const row = validate(premiumRowSchema, `${file} row ${index + 2}`, record);
    if (row.state !== source.code || row.source_id !== source.id)
      throw new ContentError(file, `row ${index + 2} is ${row.source_id} (${row.state}), not ${source.id}`);
    return {
      territory: row.territory,
      carrier: row.carrier,
      profileId: row.profile_id,
      annual: Number(row.annual_premium),
      locator: row.locator,
      url: row.url,
    };
  });
}

/**
 * The national figures as words may name them: {naicReport}, {naicYear}, {naicExpenditure}
 * ($1,281.92 a year), {naicMonthly} (that over twelve, to the dollar), and {savingsLow} and
 * {savingsHigh} (the lowest and highest of the surveys' median cases, decision 066).
 */
export function nationalFigureTokens(naic: NaicPrices, claim: SavingsClaim): Record<string, string> {
  return {
    naicReport: naic.report,
    naicAnnouncementUrl: naic.announcementUrl,
    naicYear: String(naic.dataYear),
    naicExpenditure: usdCents(naic.countrywide.averageExpenditure),
    naicMonthly: usdWhole(Math.round(naic.countrywide.averageExpenditure / 12)),
    savingsLow: percentWhole(claim.lowestMedian),
    savingsHigh: percentWhole(claim.highestMedian),
  };
}

/** NAIC publishes a new edition every year or so: the build says so when the one shown is more than two years old. */
const NAIC_MAX_AGE_YEARS = 2;

export function priceWarnings(prices: PriceContent, today: string): string[] {
  const age = Number(today.slice(0, 4)) - prices.naic.dataYear;
  return age > NAIC_MAX_AGE_YEARS
    ? [
        `NAIC average premiums are for ${prices.naic.dataYear}, ${age} years before ${today.slice(0, 4)}: look for a newer ${prices.naic.publisher} Auto Insurance Database Report and update content/data`,
      ]
    : [];
}
