import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { LineCounter, isNode, parseDocument } from 'yaml';
import type { z } from 'zod';
import { frontMatterSchema, glossarySchema, homeContentSchema, operatorSchema, stateRequirementsSchema } from '../../shared/content-schema.js';
import { MARKDOWN_FOLDERS } from '../../shared/page-kinds.js';
import { LANGS, routeLookup, routeTable, type Lang } from '../../shared/routes.js';
import { situationsFileSchema } from '../../shared/situation-schema.js';
import type { BuildFailure, FailureCode } from './failure-codes.js';
import { ContentError, type SourceReader } from './source-files.js';
import { describeDifference, paragraphDifferences, twinDifferences } from './twins.js';

/**
 * The checks that need no other file than the one they read, each collecting every failure of
 * its kind before the build goes on: every source parses (read), every words file keeps its
 * schema (schema), every Spanish file is the twin of its English one (twins). The content build
 * checks the same again as it puts the pages together; these run first so an editor gets all
 * of one kind at once, each with its line.
 */

/** The words of each language: content/ for English, content/es/ for Spanish. */
export const WORDS_DIR: Record<Lang, string> = { en: '', es: 'es' };
/** The words files that are one for both languages: no twin under content/es/. */
const ONE_FOR_BOTH = new Set(['operator.yaml', 'home/car-makes.yaml', 'home/carriers.yaml']);
/** Folders that hold data rather than words, and the Spanish words (twins of the English files). */
const NOT_ENGLISH_WORDS = ['data', 'es'];

/** Every file under a folder, as paths relative to it, sorted. */
async function filesUnder(dir: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(dir, path.join(under, entry.name)) : Promise.resolve([path.join(under, entry.name)]))),
  );
  return nested.flat().sort();
}

const failureOf = (error: unknown, fallback: BuildFailure): BuildFailure =>
  error instanceof ContentError ? { code: error.code, file: error.file, line: error.line, message: error.reason } : fallback;

/** read: every YAML, JSON and CSV file under content/ parses. */
export async function readEverySource(reader: SourceReader, contentDir: string): Promise<BuildFailure[]> {
  const parsers: Record<string, (file: string) => Promise<unknown>> = { '.yaml': reader.yaml, '.yml': reader.yaml, '.json': reader.json, '.csv': reader.csv };
  const failures: BuildFailure[] = [];
  for (const relative of await filesUnder(contentDir)) {
    const parse = parsers[path.extname(relative)];
    const file = path.join(contentDir, relative);
    if (parse) await parse(file).catch((error: unknown) => failures.push(failureOf(error, { code: 'QO-READ-001', file, message: String(error) })));
  }
  return failures;
}

/** The line of a YAML file's value at a path (or of the nearest value above it that exists). */
function lineOfPath(yamlText: string, at: readonly PropertyKey[], firstLine = 1): number | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  for (let depth = at.length; depth >= 0; depth -= 1) {
    const node: unknown = depth === 0 ? doc.contents : doc.getIn(at.slice(0, depth), true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line + firstLine - 1;
  }
  return undefined;
}

/** A words file (or a language's set of them) and the schema it keeps. */
interface SchemaEntry {
  /** The files, relative to the language's words folder, in the order the schema reads them. */
  files: readonly string[];
  /** The languages that have the file: content/operator.yaml is one for both. */
  langs: readonly Lang[];
  schema: (lang: Lang) => z.ZodType;
  /** How the files' data is given to the schema: one file as it is, several by key. */
  keys?: readonly string[];
}

/** The YAML words files that have a schema of their own, one entry each. */
const WORDS_SCHEMAS: readonly SchemaEntry[] = [
  { files: ['states.yaml'], langs: LANGS, schema: () => stateRequirementsSchema },
  { files: ['glossary.yaml'], langs: LANGS, schema: () => glossarySchema },
  { files: ['situations.yaml'], langs: LANGS, schema: () => situationsFileSchema },
  { files: ['operator.yaml'], langs: ['en'], schema: () => operatorSchema },
  {
    files: ['home/page.yaml', 'home/topics.yaml', 'home/brands.yaml', 'home/sample-quotes.yaml', '../home/car-makes.yaml', '../home/carriers.yaml'],
    keys: ['page', 'topics', 'brands', 'sampleQuotes', 'carMakes', 'carriers'],
    langs: LANGS,
    schema: homeContentSchema,
  },
];

/** schema: each words file against its schema, and every reading page's front matter; each issue at its line. */
export async function checkSchemas(reader: SourceReader, contentDir: string): Promise<BuildFailure[]> {
  const failures: BuildFailure[] = [];
  for (const entry of WORDS_SCHEMAS)
    for (const lang of entry.langs) {
      const wordsDir = path.join(contentDir, WORDS_DIR[lang]);
      // English home files are read from content/home; the ../ of the one-for-both files lands there for Spanish too.
      const files = entry.files.map((name) => path.join(wordsDir, lang === 'en' ? name.replace(/^\.\.\//, '') : name));
      // A file that is missing is the twins stage's to report; one that does not parse, the read stage's.
      const values = await Promise.all(files.map((file) => reader.yaml(file).catch(() => undefined)));
      if (values.includes(undefined)) continue;
      const value = entry.keys ? Object.fromEntries(entry.keys.map((key, index) => [key, values[index]])) : values[0];
      const result = entry.schema(lang).safeParse(value);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        const [first, ...rest] = issue.path;
        const fileIndex = entry.keys ? Math.max(0, entry.keys.indexOf(String(first))) : 0;
        const at = entry.keys ? rest : issue.path;
        const file = files[fileIndex]!;
        const where = at.join('.') || '(file)';
        failures.push({ code: 'QO-SCHEMA-001', file, line: lineOfPath(await reader.text(file), at), message: `${where}: ${issue.message}` });
      }
    }
  for (const lang of LANGS)
    for (const [, folder] of MARKDOWN_FOLDERS)
      for (const name of (await filesUnder(path.join(contentDir, WORDS_DIR[lang], folder))).filter((file) => file.endsWith('.md'))) {
        const file = path.join(contentDir, WORDS_DIR[lang], folder, name);
        failures.push(...frontMatterFailures(file, await reader.text(file)));
      }
  return failures;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

function frontMatterFailures(file: string, source: string): BuildFailure[] {
  const code: FailureCode = 'QO-SCHEMA-002';
  const match = FRONT_MATTER.exec(source);
  if (!match) return [{ code, file, line: 1, message: 'must start with front matter between --- lines' }];
  const doc = parseDocument(match[1]!);
  if (doc.errors.length > 0) return [{ code, file, line: (doc.errors[0]!.linePos?.[0]?.line ?? 0) + 1, message: `front matter: ${doc.errors[0]!.message}` }];
  const result = frontMatterSchema.safeParse(doc.toJS());
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    code,
    file,
    line: lineOfPath(match[1]!, issue.path, 2),
    message: `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
  }));
}

/** twins: each English words file has its Spanish twin and the other way round, and each Spanish YAML file is the twin of its English one. */
export async function checkTwins(reader: SourceReader, contentDir: string): Promise<BuildFailure[]> {
  const failures: BuildFailure[] = [];
  const isWords = (file: string) =>
    file.endsWith('.yaml') || (file.endsWith('.md') && MARKDOWN_FOLDERS.some(([, folder]) => file.startsWith(`${folder}${path.sep}`)));
  const english = (await filesUnder(contentDir)).filter(
    (file) => isWords(file) && !ONE_FOR_BOTH.has(file) && !NOT_ENGLISH_WORDS.some((folder) => file.startsWith(`${folder}${path.sep}`)),
  );
  const spanishDir = path.join(contentDir, WORDS_DIR.es);
  const spanish = (await filesUnder(spanishDir)).filter(isWords);
  for (const file of english.filter((name) => !spanish.includes(name)))
    failures.push({ code: 'QO-TWIN-002', file: path.join(spanishDir, file), message: `missing: the Spanish twin of content/${file}` });
  for (const file of spanish.filter((name) => !english.includes(name)))
    failures.push({ code: 'QO-TWIN-002', file: path.join(spanishDir, file), message: `no English file content/${file} for this twin` });
  // The registry's own pages: a path to a page found in the data is checked when the build has found them.
  const routes = routeLookup(routeTable({}));
  for (const file of english.filter((name) => name.endsWith('.yaml') && spanish.includes(name))) {
    const twinFile = path.join(spanishDir, file);
    const differences = twinDifferences(await reader.yaml(path.join(contentDir, file)), await reader.yaml(twinFile), 'es', routes);
    const text = await reader.text(twinFile);
    for (const difference of differences)
      failures.push({
        code: 'QO-TWIN-001',
        file: twinFile,
        line: lineOfPath(text, difference.at),
        message: `not the twin of content/${file}: ${describeDifference(difference)}`,
      });
  }
  // A legal page's paragraphs pair one to one with its English twin's, each pair with the same facts (decision 090).
  const legalFolder = MARKDOWN_FOLDERS.find(([kind]) => kind === 'legal')?.[1];
  for (const file of english.filter((name) => legalFolder && name.startsWith(`${legalFolder}${path.sep}`) && spanish.includes(name))) {
    const twinFile = path.join(spanishDir, file);
    const differences = paragraphDifferences(await reader.text(path.join(contentDir, file)), await reader.text(twinFile), 'es', routes);
    for (const difference of differences)
      failures.push({ code: 'QO-TWIN-003', file: twinFile, line: difference.line, message: `not in step with content/${file}: ${difference.reason}` });
  }
  return failures;
}
