import path from 'node:path';
import { PAGE_KINDS } from '../../shared/page-kinds.js';
import type { Survey } from '../../shared/price-schema.js';
import { LANGS, type Lang } from '../../shared/routes.js';
import {
  situationsFileSchema,
  surveyProfileSchema,
  type DeclaredSituation,
  type SituationContent,
  type SituationExtreme,
  type SituationFigure,
  type SituationPage,
  type SituationPlace,
  type SituationsFile,
} from '../../shared/situation-schema.js';
import { premium, readPremiums, type PremiumRow } from './prices.js';
import { findPair, profileFields, recordedFields, RefusedSituation, type ProfileFields, type ProfilePair } from './situation-pairs.js';
import { ContentError, inFile, validate, type SourceReader } from './source-files.js';
import { median } from './survey-savings.js';

/**
 * The situation pages' data (decision 072): for each situation content/situations.yaml declares
 * and each survey in content/data/premium-surveys whose profiles isolate it, what every company
 * charged the two sample drivers in every place, each figure with its locator, the change, and
 * the median, lowest, highest and cheapest; and per state, its situations with their medians.
 * Nothing here names a profile: the pairs are found in the profile files.
 */

/** Each language's declarations (content/es mirrors content/): the slugs of both go on every page. */
const FILE_OF: Record<Lang, string> = { en: 'situations.yaml', es: path.join('es', 'situations.yaml') };

/**
 * `declared` is this language's content/situations.yaml as read (the content build checks it is
 * the English file's twin); `surveys` are the language's built surveys (their words and places).
 */
export async function buildSituations(
  reader: SourceReader,
  contentDir: string,
  lang: Lang,
  declared: unknown,
  surveys: readonly Survey[],
): Promise<SituationContent> {
  const file = path.join(contentDir, FILE_OF[lang]);
  const files = Object.fromEntries(
    await Promise.all(
      LANGS.map(async (other) => {
        const otherFile = path.join(contentDir, FILE_OF[other]);
        return [other, validate(situationsFileSchema, otherFile, other === lang ? declared : await reader.yaml(otherFile))] as const;
      }),
    ),
  ) as Record<Lang, SituationsFile>;
  assertSameDeclarations(files, contentDir);
  const situations = files[lang].situations;

  const dataDir = path.join(contentDir, 'data', 'premium-surveys');
  const measured = await Promise.all(surveys.map((survey) => readSurvey(reader, dataDir, survey)));
  // A column is a field whether or not a survey fills it; a part of `other` exists only where a survey writes it.
  const known = new Set([...Object.keys(surveyProfileSchema.shape), ...recordedFields(measured.map((survey) => survey.profiles))]);
  for (const situation of situations)
    for (const field of [...situation.change.map((changed) => changed.field), ...Object.keys(situation.holding)])
      if (!known.has(field)) throw new ContentError(file, `situation "${situation.id}": no survey's profiles have the field "${field}"`);

  // A guide that links to a situation's pages must be one: the links are made from this list, never typed.
  const guides = new Set(PAGE_KINDS.guide.pages.map((page) => page.en.slug));
  for (const situation of situations)
    for (const guide of situation.guides)
      if (!guides.has(guide)) throw new ContentError(file, `situation "${situation.id}": no guide is named "${guide}" (content/guides)`);

  const pages: SituationPage[] = [];
  const titles = new Map<string, Record<Lang, string>>();
  for (const situation of situations) {
    const twins = LANGS.map((other) => [other, files[other].situations.find((twin) => twin.id === situation.id)!] as const);
    const slugs = Object.fromEntries(twins.map(([other, twin]) => [other, twin.slug])) as Record<Lang, string>;
    titles.set(situation.id, Object.fromEntries(twins.map(([other, twin]) => [other, twin.title])) as Record<Lang, string>);
    for (const survey of measured) {
      const pair = refusedIn(file, () => findPair(situation, survey.survey.id, survey.profiles));
      if (pair) pages.push(inFile(survey.premiumsFile, () => situationPage(situation, slugs, survey, pair)));
    }
  }
  const guidesOf = new Map(situations.map((situation) => [situation.id, situation.guides]));
  const states = [...new Set(pages.map((page) => page.state))].sort().map((state) => {
    const ofState = pages.filter((page) => page.state === state);
    return {
      state,
      surveyPublisher: ofState[0]!.survey.publisher,
      surveyTitle: ofState[0]!.survey.title,
      situations: ofState.map((page) => ({
        id: page.id,
        slugs: page.slugs,
        title: page.title,
        titles: titles.get(page.id)!,
        guides: guidesOf.get(page.id)!,
        ...page.overall,
      })),
    };
  });
  return { pages, states };
}

function refusedIn<T>(file: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof RefusedSituation) throw new ContentError(file, error.message);
    throw error;
  }
}

/** Ids and slugs are unique in each file, and the twin declares the same situations, in the same order, changing and holding the same fields at the same values, linked from the same guides. */
function assertSameDeclarations(files: Record<Lang, SituationsFile>, contentDir: string): void {
  for (const lang of LANGS)
    for (const key of ['id', 'slug'] as const) {
      const seen = new Set<string>();
      for (const situation of files[lang].situations) {
        if (seen.has(situation[key])) throw new ContentError(path.join(contentDir, FILE_OF[lang]), `the ${key} "${situation[key]}" is used twice`);
        seen.add(situation[key]);
      }
    }
  const twinFile = path.join(contentDir, FILE_OF.es);
  const machine = (situation: DeclaredSituation) =>
    JSON.stringify({ id: situation.id, change: situation.change, holding: situation.holding, guides: situation.guides });
  const english = files.en.situations.map(machine);
  if (files.es.situations.length !== english.length)
    throw new ContentError(twinFile, `has ${files.es.situations.length} situations, the English file ${english.length}`);
  files.es.situations.forEach((situation, index) => {
    if (machine(situation) !== english[index])
      throw new ContentError(
        twinFile,
        `situations[${index}] ("${situation.id}") must declare the same id, change, holding and guides as the English file's: ${english[index]!}`,
      );
  });
}

interface MeasuredSurvey {
  survey: Survey;
  profiles: Map<string, ProfileFields>;
  descriptions: Map<string, string>;
  /** The premium rows of each profile. */
  rowsOf: Map<string, PremiumRow[]>;
  premiumsFile: string;
}

/** A survey's profiles and premiums, read once per build whichever language asks (the figures are the same in both). */
type SurveyFiles = Omit<MeasuredSurvey, 'survey'>;
const readOnce = new WeakMap<SourceReader, Map<string, Promise<SurveyFiles>>>();

async function readSurvey(reader: SourceReader, dataDir: string, survey: Survey): Promise<MeasuredSurvey> {
  let surveys = readOnce.get(reader);
  if (!surveys) readOnce.set(reader, (surveys = new Map<string, Promise<SurveyFiles>>()));
  let read = surveys.get(survey.id);
  if (!read) surveys.set(survey.id, (read = readSurveyFiles(reader, dataDir, survey)));
  return { ...(await read), survey };
}

async function readSurveyFiles(reader: SourceReader, dataDir: string, survey: Pick<Survey, 'code' | 'id'>): Promise<SurveyFiles> {
  const profilesFile = path.join(dataDir, `${survey.id}-profiles.csv`);
  const premiumsFile = path.join(dataDir, `${survey.id}-premiums.csv`);
  const rows = (await reader.csv(profilesFile)).map((row, index) => validate(surveyProfileSchema, `${profilesFile} row ${index + 2}`, row));
  const profiles = new Map<string, ProfileFields>();
  for (const [index, row] of rows.entries()) {
    const where = `${profilesFile} row ${index + 2}`;
    if (profiles.has(row.profile_id)) throw new ContentError(where, `profile ${row.profile_id} appears twice`);
    profiles.set(
      row.profile_id,
      inFile(where, () => profileFields(row)),
    );
  }
  const rowsOf = new Map<string, PremiumRow[]>();
  for (const row of await readPremiums(reader, premiumsFile, survey)) {
    const ofProfile = rowsOf.get(row.profileId);
    if (ofProfile) ofProfile.push(row);
    else rowsOf.set(row.profileId, [row]);
  }
  return { profiles, descriptions: new Map(rows.map((row) => [row.profile_id, row.description])), rowsOf, premiumsFile };
}

function situationPage(situation: DeclaredSituation, slugs: Record<Lang, string>, measured: MeasuredSurvey, pair: ProfilePair): SituationPage {
  const { survey } = measured;
  // The companies surveys.yaml says the department footnotes (California's seven), as the prices build found them in the rows.
  const apart = new Set(survey.savings.excluded);
  const places: SituationPlace[] = [];
  const placesWithoutPair: string[] = [];
  for (const place of survey.places) {
    const without = pricesOf(measured, place.name, pair.without, apart);
    const withSituation = pricesOf(measured, place.name, pair.with, apart);
    const compared = comparedPlace(place, without, withSituation);
    if (compared) places.push(compared);
    else if (without.size + withSituation.size > 0) placesWithoutPair.push(place.label);
  }
  if (places.length === 0) throw new Error(`${pair.without} and ${pair.with} measure "${situation.id}", but no company priced both in any place`);
  const changes = places.flatMap((place) => place.rows.map((row) => row.change));
  const shown = new Set(places.flatMap((place) => [...place.rows, ...place.pricedOnce].map((row) => row.carrier)));
  return {
    id: situation.id,
    state: survey.code,
    slugs,
    title: situation.title,
    summary: situation.summary,
    cannot: situation.cannot,
    survey: {
      id: survey.id,
      publisher: survey.publisher,
      title: survey.title,
      url: survey.url,
      effective: survey.effective,
      checked: survey.checked,
      rates: survey.rates,
      sixMonth: survey.sixMonth,
      coverage: survey.coverage,
      notes: survey.notes,
      printedNames: survey.printedNames.filter((name) => shown.has(name.carrier)),
    },
    without: { profileId: pair.without, description: measured.descriptions.get(pair.without)! },
    with: { profileId: pair.with, description: measured.descriptions.get(pair.with)! },
    differences: pair.differences,
    places,
    placesWithoutPair,
    ...(apart.size > 0 && survey.apartWhy ? { apart: { carriers: [...apart], why: survey.apartWhy } } : {}),
    overall: {
      comparisons: changes.length,
      // A name kept as printed (Oklahoma's "EQU+27:95ITY") is a misprint of a company listed under its own name, not another company.
      companies: new Set(
        places.flatMap((place) => place.rows.map((row) => row.carrier)).filter((carrier) => !survey.printedNames.some((name) => name.carrier === carrier)),
      ).size,
      places: places.length,
      median: median(changes),
    },
  };
}

/** One profile's figures in one place, by company, leaving out the companies the department footnotes. */
function pricesOf(measured: MeasuredSurvey, place: string, profileId: string, apart: ReadonlySet<string>): Map<string, SituationFigure> {
  const figures = new Map<string, SituationFigure>();
  for (const row of measured.rowsOf.get(profileId) ?? []) {
    if (row.territory !== place || apart.has(row.carrier)) continue;
    const { carrier, ...figure } = premium(row, measured.survey, measured.premiumsFile);
    if (figures.has(carrier)) throw new Error(`${carrier} has two premiums for ${profileId} in ${place}`);
    figures.set(carrier, { ...figure, locator: row.locator });
  }
  return figures;
}

/** A place's comparison: the companies priced for both drivers, and those priced for one (left out, never divided). */
function comparedPlace(
  place: Survey['places'][number],
  without: Map<string, SituationFigure>,
  withSituation: Map<string, SituationFigure>,
): SituationPlace | undefined {
  const rows = [...without]
    .filter(([carrier]) => withSituation.has(carrier))
    .map(([carrier, figure]) => {
      const other = withSituation.get(carrier)!;
      return { carrier, without: figure, with: other, change: (other.annual - figure.annual) / figure.annual };
    })
    .sort((a, b) => a.with.annual - b.with.annual || a.carrier.localeCompare(b.carrier, 'en'));
  if (rows.length === 0) return undefined;
  const pricedOnce = [
    ...[...without].filter(([carrier]) => !withSituation.has(carrier)).map(([carrier, figure]) => ({ carrier, priced: 'without' as const, figure })),
    ...[...withSituation].filter(([carrier]) => !without.has(carrier)).map(([carrier, figure]) => ({ carrier, priced: 'with' as const, figure })),
  ].sort((a, b) => a.carrier.localeCompare(b.carrier, 'en'));
  const changes = rows.map((row) => ({ carrier: row.carrier, value: row.change }));
  const premiums = [...withSituation].map(([carrier, figure]) => ({ carrier, value: figure.annual }));
  return {
    name: place.name,
    label: place.label,
    rows,
    median: median(changes.map((change) => change.value)),
    lowest: extreme(changes, Math.min),
    highest: extreme(changes, Math.max),
    cheapest: extreme(premiums, Math.min),
    pricedOnce,
  };
}

/** The lowest or highest value and every company that has exactly it, by name. */
function extreme(values: { carrier: string; value: number }[], pick: (...numbers: number[]) => number): SituationExtreme {
  const value = pick(...values.map((entry) => entry.value));
  return {
    carriers: values
      .filter((entry) => entry.value === value)
      .map((entry) => entry.carrier)
      .sort((a, b) => a.localeCompare(b, 'en')),
    value,
  };
}
