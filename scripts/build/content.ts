import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  glossarySchema,
  homeContentSchema,
  operatorSchema,
  stateRequirementsSchema,
  type BuiltContent,
  type BuiltSite,
  type GlossaryEntry,
  type ReadingPage,
} from '../../shared/content-schema.js';
import { MARKDOWN_FOLDERS, PAGE_KINDS, insurerPath, isMarkdownKind } from '../../shared/page-kinds.js';
import { routeLookup, routeTable, type DataPages, type Lang } from '../../shared/routes.js';
import { renderPage } from './markdown.js';
import { readInsurerGroups } from './insurer-groups.js';
import { buildInsurerRecords } from './insurer-records.js';
import { buildPrices, nationalFigureTokens } from './prices.js';
import { buildSituations } from './situations.js';
import { WORDS_DIR } from './source-checks.js';
import { ContentError, inFile, validate, type SourceReader, type Sourced, type Warning } from './source-files.js';
import type { ClaimText } from './state-claims.js';
import { loadStateData, statesSource } from './state-evidence.js';
import { sr22Tokens, stateFactTokens, stateFacts, type StateFacts } from './state-facts.js';
import { PAGE_CONTENT, findDataPages } from './page-content.js';
import { fillBuildTokens, fillBuildTokensIn, type BuildTokenValues, type FailureReport } from './tokens.js';
import { describeDifference, twinDifferences, type HeadingOutline } from './twins.js';

export { ContentError };

/**
 * Turns content/ into the data the server renders: validated, Markdown rendered to HTML, in
 * both languages. Spanish words live in content/es/, mirroring content/ file for file (the
 * data pack, the operator, car makes and carriers are one for both); the build stops when a
 * page, a YAML entry or a heading exists in one language and not the other (decision 047).
 */

/** The home page's YAML files that have a twin in every language, by where the built content keeps them. */
const HOME_FILES = { page: 'page.yaml', topics: 'topics.yaml', brands: 'brands.yaml', sampleQuotes: 'sample-quotes.yaml' } as const;

/** The built site, and what the claims stage reads: each language's words that speak of states, and the state facts (one set, from the data). */
export interface ComposedSite extends Sourced<BuiltSite> {
  claimTexts: Readonly<Record<Lang, ClaimText[]>>;
  facts: StateFacts[];
}

/**
 * Both languages, English first: the Spanish build is checked against it. One reader for the
 * whole build, so every file (the data pack above all) is read once; the warnings are the
 * English build's (the figures and their dates are the same in both languages). Unknown tokens
 * go to `report` and the build goes on; any other problem stops it.
 */
export async function composeSite(reader: SourceReader, contentDir: string, today: string, report: FailureReport): Promise<ComposedSite> {
  const english = await buildLanguage(reader, contentDir, 'en', undefined, today, report);
  const spanish = await buildLanguage(reader, contentDir, 'es', english, today, report);
  // Each glossary entry knows its twin's term: the Spanish page shows the English one in brackets.
  const twinTerms = (entries: GlossaryEntry[], twins: GlossaryEntry[]) => entries.map((entry, index) => ({ ...entry, twinTerm: twins[index]!.term }));
  const { dataPages } = english;
  const site: BuiltSite = {
    en: { ...english.content, glossary: twinTerms(english.content.glossary, spanish.content.glossary), dataPages },
    es: { ...spanish.content, glossary: twinTerms(spanish.content.glossary, english.content.glossary), dataPages },
  };
  // Every page of every kind finds its content: a route with none would fail its render, not the build.
  for (const route of routeTable(dataPages))
    if (PAGE_CONTENT[route.kind](route, site[route.lang]) === undefined)
      throw new ContentError(path.join(contentDir, WORDS_DIR[route.lang]), `the ${route.kind} page ${route.path} has no content in the build`, 'QO-PAGE-002');
  return { data: site, warnings: english.warnings, claimTexts: { en: english.claimTexts, es: spanish.claimTexts }, facts: english.facts };
}

/** One language's built content, and what its twin must match: the raw YAML and each page's headings. */
interface LanguageBuild {
  content: Omit<BuiltContent, 'dataPages'>;
  /** The data kinds' pages, found in the English build's sources: the same pages in both languages. */
  dataPages: DataPages;
  yaml: Map<string, unknown>;
  outlines: Map<string, HeadingOutline[]>;
  /** The state facts' tokens ({FL.fr44Minimum}), read from the English entries and the data: one set for both languages. */
  tokens: ReadonlyMap<string, string>;
  /** The words the claims stage reads in this language, with the tokens filled. */
  claimTexts: ClaimText[];
  facts: StateFacts[];
  warnings: Warning[];
}

async function buildLanguage(
  reader: SourceReader,
  contentDir: string,
  lang: Lang,
  english: LanguageBuild | undefined,
  today: string,
  report: FailureReport,
): Promise<LanguageBuild> {
  const wordsDir = path.join(contentDir, WORDS_DIR[lang]);
  const yaml = new Map<string, unknown>();
  // The route table this build makes: the registry's pages and the data kinds' (known once their sources are read).
  let lookup = routeLookup(routeTable(english?.dataPages ?? {}));
  // A twin file must exist, and match its English file's structure before its own schema is asked.
  const read = async (relative: string) => {
    const file = path.join(wordsDir, relative);
    const value = await reader.yaml(file);
    if (english) {
      const differences = twinDifferences(english.yaml.get(relative), value, lang, lookup);
      if (differences.length > 0)
        throw new ContentError(file, `not the twin of content/${relative}: ${differences.slice(0, 5).map(describeDifference).join('; ')}`, 'QO-TWIN-001');
    }
    yaml.set(relative, value);
    return value;
  };

  // The sources: the data pack's prices and state law, with the language's words for them.
  await read(path.join('prices', 'surveys.yaml'));
  const prices = await buildPrices(reader, contentDir, wordsDir, today);
  // The driver situations the surveys isolate (pages of their own).
  const situations = await buildSituations(reader, contentDir, lang, await read('situations.yaml'), prices.data.surveys);
  // The map of insurance groups is one for both languages: checked against the data pack once.
  // The insurer records are figures and names only: the English build's serve both languages.
  const insurers =
    english?.content.insurers ??
    (await buildInsurerRecords(
      reader,
      path.join(contentDir, 'data'),
      await readInsurerGroups(reader, path.join(contentDir, 'data')),
      prices.data.surveys,
      situations,
    ));
  // The pages found in the data (situations, insurer groups): from here on, the words may link to them.
  const dataPages = english?.dataPages ?? findDataPages({ prices: prices.data, situations, insurers });
  lookup = routeLookup(routeTable(dataPages));
  const statesFile = path.join(wordsDir, 'states.yaml');
  const stateData = await loadStateData(reader, path.join(contentDir, 'data'));
  const composed = statesSource(statesFile, validate(stateRequirementsSchema, statesFile, await read('states.yaml')), stateData, today);
  const facts = stateFacts(composed.data, stateData.rules);
  // The tokens' values (shared/content-tokens.ts): the state facts read from the English words
  // (an FR-44's limits in its detail), the same figures for the twin; the national figures.
  const tokens: BuildTokenValues = {
    stateFacts: english?.tokens ?? stateFactTokens(facts),
    nationalFigures: {
      ...nationalFigureTokens(prices.data.naic, prices.data.savingsClaim),
      ...inFile(path.join(contentDir, 'data', 'sr22-durations.json'), () => sr22Tokens(composed.data, lang)),
    },
  };
  const states = fillBuildTokensIn(composed.data, statesFile, tokens, report);
  const claimTexts: ClaimText[] = states.flatMap((state) =>
    [...state.notes, state.proofFiling.detail, state.alternativePolicy, state.addOnRightToSue].flatMap((text) =>
      text ? [{ file: `${statesFile} (${state.code})`, text, state: state.code }] : [],
    ),
  );

  // The pages written in Markdown are the registry's own: a data kind's found pages (an insurer group's) are made from the data.
  const routes = routeTable({}).filter((route) => route.lang === lang && isMarkdownKind(route.kind));
  const pages: Record<string, ReadingPage> = {};
  /** Each page's Markdown file, by its path. */
  const files = new Map<string, string>();
  const outlines = new Map<string, HeadingOutline[]>();
  for (const [kind, folder] of MARKDOWN_FOLDERS) {
    const dir = path.join(wordsDir, folder);
    for (const name of (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.md')).sort()) {
      const file = path.join(dir, name);
      const route = routes.find((candidate) => candidate.kind === kind && candidate.slug === name.slice(0, -3));
      if (!route) throw new ContentError(file, `no route in shared/routes.ts serves a ${kind} named "${name.slice(0, -3)}"`, 'QO-PAGE-002');
      const source = fillBuildTokens(await reader.text(file), file, tokens, report);
      claimTexts.push({ file, text: source });
      const page = renderPage(file, source, lang, english?.outlines.get(route.twin), lookup);
      if (page.kind !== route.kind) throw new ContentError(file, `kind is "${page.kind}" but the file is in ${folder}/`, 'QO-PAGE-002');
      const twin = english?.content.pages[route.twin];
      if (twin && (twin.published !== page.published || twin.reviewed !== page.reviewed || twin.insurer !== page.insurer))
        throw new ContentError(file, 'published, reviewed and insurer must be those of the English twin', 'QO-PAGE-002');
      pages[route.path] = { ...page.built, path: route.path };
      files.set(route.path, file);
      outlines.set(route.path, page.outline);
    }
  }
  for (const route of routes) {
    if (!pages[route.path]) {
      const { content } = PAGE_KINDS[route.kind];
      throw new ContentError(
        path.join(wordsDir, 'markdown' in content ? content.markdown : '', `${route.slug}.md`),
        `missing: the route ${route.path} needs this file${lang === 'en' ? '' : ` (the ${lang} twin of ${route.twin})`}`,
        lang === 'en' ? 'QO-PAGE-002' : 'QO-TWIN-002',
      );
    }
  }
  assertUnique(pages, files, 'title');
  assertUnique(pages, files, 'description');

  const homeDir = path.join(contentDir, 'home');
  const homeWords = Object.fromEntries(
    await Promise.all(Object.entries(HOME_FILES).map(async ([key, name]) => [key, await read(path.join('home', name))] as const)),
  );
  const homeFiles = path.join(wordsDir, 'home', '*.yaml');
  // The editors' words are checked as written (the hero must name {savingsLow}), then filled.
  const home = fillBuildTokensIn(
    validate(homeContentSchema(lang), homeFiles, {
      ...homeWords,
      carMakes: await reader.yaml(path.join(homeDir, 'car-makes.yaml')),
      carriers: await reader.yaml(path.join(homeDir, 'carriers.yaml')),
    }),
    homeFiles,
    tokens,
    report,
  );
  claimTexts.push(...stringsIn(home).map((text) => ({ file: homeFiles, text })));
  // A brand links the insurer page named for it: one of the written reviews or of the groups found in the map.
  for (const brand of home.brands)
    if (brand.insurerPage !== undefined && lookup.findRoute(insurerPath(brand.insurerPage))?.kind !== 'review')
      throw new ContentError(
        path.join(wordsDir, 'home', HOME_FILES.brands),
        `${brand.name}: no insurer page "${brand.insurerPage}" (/reviews/${brand.insurerPage})`,
      );
  const operatorFile = path.join(contentDir, 'operator.yaml');
  const operator = validate(operatorSchema, operatorFile, await reader.yaml(operatorFile));
  const glossaryFile = path.join(wordsDir, 'glossary.yaml');
  const glossary = validate(glossarySchema, glossaryFile, await read('glossary.yaml')).map((entry) => ({ ...entry, twinTerm: '' }));
  const content = { pages, home, operator, states, prices: prices.data, glossary, situations, insurers };
  return { content, dataPages, yaml, outlines, tokens: tokens.stateFacts, claimTexts, facts, warnings: [...composed.warnings, ...prices.warnings] };
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

function assertUnique(pages: Record<string, ReadingPage>, files: ReadonlyMap<string, string>, field: 'title' | 'description'): void {
  const seen = new Map<string, string>();
  for (const page of Object.values(pages)) {
    const other = seen.get(page[field]);
    const file = files.get(page.path) ?? page.path;
    if (other) throw new ContentError(file, `${field} is the same as ${path.relative(path.dirname(path.dirname(file)), other)}'s`, 'QO-PAGE-003');
    seen.set(page[field], file);
  }
}
