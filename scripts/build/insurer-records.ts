import path from 'node:path';
import type {
  InsurerContent,
  InsurerRecord,
  InsurerSituationState,
  InsurerSurvey,
  SituationCompany,
  SourceRef,
  SurveyPlace,
} from '../../shared/insurer-record.js';
import type { InsurerGroups } from '../../shared/insurer-group-schema.js';
import type { Survey } from '../../shared/price-schema.js';
import type { SituationContent, SituationPage } from '../../shared/situation-schema.js';
import { newYorkRecordOfCodes } from './complaints.js';
import type { InsurerGroupMap } from './insurer-groups.js';
import { readPremiums } from './prices.js';
import { ContentError, type SourceReader } from './source-files.js';

/**
 * Each insurance group's records (decision 078), from the checked group map
 * (scripts/build/insurer-groups.ts) and the data pack: its legal companies and market share
 * with their sources; its companies in New York DFS's rankings, found by NAIC code; and, in
 * every survey we publish, the group's cheapest company for the survey's base driver in each
 * place, its position and its distance from the median company, with the premium's locator; and
 * each driver-situation page that lists one of its companies, with the figure that page shows for
 * it (decision 093). Survey carriers reach a group only through the map's carrier entries: no
 * name is matched here.
 */

type Source = InsurerGroups['sources'][number];

/** The group a survey carrier's premiums count for: a county mutual's program counts for the group whose program it is. */
interface CarrierOwner {
  group: string;
  company: string;
  program: string | null;
}

/** `situations` are the built driver-situation pages (one language's: their figures, slugs and titles are the same in both). */
export async function buildInsurerRecords(
  reader: SourceReader,
  dataDir: string,
  groups: InsurerGroupMap,
  surveys: readonly Survey[],
  situations: SituationContent,
): Promise<InsurerContent> {
  const { map, complaints } = groups;
  const mapFile = path.join(dataDir, 'compiled', 'insurer-groups.json');
  const sources = new Map(map.sources.map((source) => [source.id, source]));
  const ref = (id: string, locator: string, where: string): SourceRef => {
    const source: Source | undefined = sources.get(id);
    if (!source) throw new ContentError(`${mapFile} ${where}`, `no source with id "${id}" in sources`);
    return { title: source.title, url: source.url, date: source.documentDate, locator };
  };
  const owners = new Map<string, CarrierOwner>();
  for (const entry of map.carriers) {
    const group = entry.program?.group ?? entry.group;
    if (group !== null) owners.set(`${entry.survey}\u0000${entry.carrier}`, { group, company: entry.company, program: entry.program?.name ?? null });
  }
  const premiumsBySurvey = await Promise.all(surveys.map((survey) => surveyPremiums(reader, dataDir, survey)));
  const years = [...complaints.years.keys()].sort((a, b) => a - b);

  const records = [...map.groups]
    .sort((a, b) => a.rank - b.rank)
    .map((group): InsurerRecord => {
      const where = `groups[${map.groups.indexOf(group)}] (${group.id})`;
      const codes = new Set(group.companies.flatMap((company) => (company.naic ? [company.naic] : [])));
      return {
        id: group.id,
        name: group.displayName,
        reportName: group.reportName,
        shareRank: group.rank,
        marketShare: group.marketShare,
        share: {
          publisher: map.marketShare.publisher,
          dataYear: map.marketShare.dataYear,
          groups: map.groups.length,
          source: ref(group.rankSource.source, group.rankSource.locator, `${where}.rankSource`),
        },
        companies: group.companies.map((company, row) => ({
          name: company.name,
          naic: company.naic,
          membership: ref(company.membership.source, company.membership.locator, `${where}.companies[${row}]`),
        })),
        companiesNote: group.companiesNote ?? null,
        newYork: newYorkRecordOfCodes(codes, complaints),
        dfsYears: { first: years[0]!, last: years.at(-1)! },
        surveys: surveys.map((survey, at) => groupInSurvey(group.id, survey, premiumsBySurvey[at]!, owners)),
        situations: groupInSituations(group.id, situations, owners),
      };
    });
  const latestFilingYear = years.at(-1)!;
  return {
    compiled: map.compiled,
    records,
    summary: {
      groups: records.length,
      rankedInNewYork: records.filter((record) => record.newYork !== null && record.newYork.lines.length > 0).length,
      latestFilingYear,
      inSurveys: records.filter((record) => record.surveys.some((survey) => survey.places.some((place) => place.cheapest !== null))).length,
      unmapped: records.filter((record) => record.companies.length === 0).length,
    },
  };
}

/** One premium of the base driver's table with where the regulator printed it. */
interface LocatedPremium {
  place: string;
  carrier: string;
  annual: number;
  locator: string;
}

/** The base driver's premiums of a survey, with the companies listed apart left out, each with its locator; a premium without one stops the build. */
async function surveyPremiums(reader: SourceReader, dataDir: string, survey: Survey): Promise<LocatedPremium[]> {
  const file = path.join(dataDir, 'premium-surveys', `${survey.id}-premiums.csv`);
  const base = survey.profiles[0];
  if (!base) throw new ContentError(file, `the survey ${survey.id} shows no driver profile`);
  const apart = new Set(survey.places.flatMap((place) => place.tables.flatMap((table) => table.apart.map((premium) => premium.carrier))));
  const rows = await readPremiums(reader, file, survey);
  return rows.flatMap((row, index) => {
    if (row.profileId !== base.id || apart.has(row.carrier)) return [];
    if (row.locator.trim() === '') throw new ContentError(`${file} row ${index + 2}`, `the premium of "${row.carrier}" in ${row.territory} has no locator`);
    return [{ place: row.territory, carrier: row.carrier, annual: row.annual, locator: row.locator }];
  });
}

function groupInSurvey(groupId: string, survey: Survey, premiums: readonly LocatedPremium[], owners: ReadonlyMap<string, CarrierOwner>): InsurerSurvey {
  const base = survey.profiles[0]!;
  return {
    code: survey.code,
    surveyId: survey.id,
    publisher: survey.publisher,
    title: survey.title,
    url: survey.url,
    effective: survey.effective,
    profile: { id: base.id, description: base.description },
    places: survey.places.map((place): SurveyPlace => {
      const here = premiums.filter((premium) => premium.place === place.name);
      const annuals = here.map((premium) => premium.annual);
      const middle = median(annuals);
      const own = here
        .flatMap((premium) => {
          const owner = owners.get(`${survey.id}\u0000${premium.carrier}`);
          return owner?.group === groupId ? [{ ...premium, owner }] : [];
        })
        .sort((a, b) => a.annual - b.annual || a.carrier.localeCompare(b.carrier, 'en'));
      const cheapest = own[0];
      return {
        place: place.name,
        label: place.label,
        companies: here.length,
        median: middle,
        cheapest: cheapest
          ? {
              company: cheapest.owner.company,
              carrier: cheapest.carrier,
              program: cheapest.owner.program,
              annual: cheapest.annual,
              position: 1 + annuals.filter((annual) => annual < cheapest.annual).length,
              locator: cheapest.locator,
              differenceFromMedian: cheapest.annual - middle,
            }
          : null,
      };
    }),
  };
}

/**
 * The situation pages listing a company of the group, state by state and situation by situation
 * in the situation indexes' order, each company with the figure its situation page shows: its
 * change in the first place whose table compares it (the page's first place, unless the company
 * is missing there), that place's median, and the page's overall median.
 */
function groupInSituations(groupId: string, situations: SituationContent, owners: ReadonlyMap<string, CarrierOwner>): InsurerSituationState[] {
  return situations.states.flatMap((state) => {
    const listed = state.situations.flatMap((entry) => {
      const page = situations.pages.find((candidate) => candidate.state === state.state && candidate.id === entry.id)!;
      const companies = companiesOnPage(page, (carrier) => owners.get(`${page.survey.id}\u0000${carrier}`)?.group === groupId);
      return companies.length === 0 ? [] : [{ page, situation: { id: entry.id, slugs: entry.slugs, titles: entry.titles, median: entry.median, companies } }];
    });
    const first = listed[0];
    return first ? [{ code: state.state, surveyId: first.page.survey.id, situations: listed.map(({ situation }) => situation) }] : [];
  });
}

/** The companies of a situation page that pass `ours`, by carrier, each with the figure of the first place that lists it. */
function companiesOnPage(page: SituationPage, ours: (carrier: string) => boolean): SituationCompany[] {
  const found = new Map<string, SituationCompany>();
  // Compared companies first, so a company compared in any place shows a change rather than a place where it priced one driver.
  for (const place of page.places)
    for (const row of place.rows)
      if (ours(row.carrier) && !found.has(row.carrier))
        found.set(row.carrier, { carrier: row.carrier, place: place.name, change: row.change, pricedOnly: null, placeMedian: place.median });
  for (const place of page.places)
    for (const once of place.pricedOnce)
      if (ours(once.carrier) && !found.has(once.carrier))
        found.set(once.carrier, { carrier: once.carrier, place: place.name, change: null, pricedOnly: once.priced, placeMedian: place.median });
  return [...found.values()].sort((a, b) => a.carrier.localeCompare(b.carrier, 'en'));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
