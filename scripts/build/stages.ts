import path from 'node:path';
import type { BuiltSite } from '../../shared/content-schema.js';
import type { Lang } from '../../shared/routes.js';
import { stateNamesIn } from '../../shared/us-states.js';
import { composeSite, type ComposedSite } from './content.js';
import { EDITORIAL_RULES } from './editorial/rules.js';
import { editorialInput } from './editorial/words.js';
import type { BuildFailure, StageName } from './failure-codes.js';
import { checkSchemas, checkTwins, readEverySource } from './source-checks.js';
import { ContentError, sourceReader, type SourceReader, type Sourced } from './source-files.js';
import { spanishClaims } from './spanish-claims.js';
import { englishClaims, findContradictions, type ClaimLanguage } from './state-claims.js';

/**
 * The content build as a declared list of stages, run in order. Each stage reports every
 * failure it finds, each with its code (scripts/build/failure-codes.ts), its file and its line
 * when known; the build stops after the first stage that found any, since later stages read what
 * it checked, and prints them all together. Adding a check is one entry: a stage here, a rule in
 * EDITORIAL_RULES, a schema in source-checks.ts.
 */

/** What the stages share: the one reader of the build (decision 050), and what the compose stage made. */
interface StageState {
  reader: SourceReader;
  contentDir: string;
  today: string;
  composed?: ComposedSite;
}

interface ContentStage {
  name: StageName;
  /** What the stage checks, for the editors' list in content/README.md. */
  checks: string;
  run(state: StageState): Promise<BuildFailure[]>;
}

/** Each language's reader of state claims, with its own state names: the words of content/es/ are read in Spanish. */
const CLAIM_LANGUAGES: Readonly<Record<Lang, ClaimLanguage>> = { en: englishClaims(stateNamesIn('en')), es: spanishClaims(stateNamesIn('es')) };

/** The composed site, for the stages after compose. */
const composedOf = (state: StageState): ComposedSite => {
  if (!state.composed) throw new Error('the compose stage has not run');
  return state.composed;
};

export const CONTENT_STAGES: readonly ContentStage[] = [
  {
    name: 'read',
    checks: 'every YAML, JSON and CSV file under content/ parses',
    run: ({ reader, contentDir }) => readEverySource(reader, contentDir),
  },
  {
    name: 'schema',
    checks: "every words file keeps its schema, and every reading page's front matter its rules",
    run: ({ reader, contentDir }) => checkSchemas(reader, contentDir),
  },
  {
    name: 'twins',
    checks:
      "every file has its twin in the other language, every Spanish YAML file has the structure of its English one, and every legal page's paragraphs pair with its twin's",
    run: ({ reader, contentDir }) => checkTwins(reader, contentDir),
  },
  {
    name: 'compose',
    checks: 'the words and the data put together: Markdown rendered, tokens filled, every route with its content',
    run: async (state) => {
      const failures: BuildFailure[] = [];
      try {
        state.composed = await composeSite(state.reader, state.contentDir, state.today, (failure) => failures.push(failure));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        failures.push({ code: error.code, file: error.file, line: error.line, message: error.reason });
      }
      return failures;
    },
  },
  {
    name: 'claims',
    checks: 'what the words say of each state, in English and in Spanish, held to content/data',
    run: (state) => {
      const { claimTexts, facts } = composedOf(state);
      const contradictions = (Object.keys(CLAIM_LANGUAGES) as Lang[]).flatMap(
        (lang) => findContradictions(claimTexts[lang], CLAIM_LANGUAGES[lang], facts).contradictions,
      );
      return Promise.resolve(
        contradictions.map(({ file, sentence, problem }): BuildFailure => ({
          code: 'QO-CLAIM-001',
          file,
          excerpt: sentence,
          message: `${problem}: "${sentence}"`,
        })),
      );
    },
  },
  {
    name: 'editorial',
    checks: 'the editorial rules, in English and Spanish (scripts/build/editorial/)',
    run: async (state) => {
      const input = await editorialInput(composedOf(state).data, state.reader, state.contentDir, state.today);
      return EDITORIAL_RULES.flatMap((rule) => rule.check(input).map((finding) => ({ ...finding, code: rule.code })));
    },
  },
];

/** The content build refused the words: every failure of the stage that found them. */
export class ContentFailures extends ContentError {
  constructor(
    readonly stage: StageName,
    readonly failures: readonly BuildFailure[],
  ) {
    const first = failures[0]!;
    super(first.file, first.message, first.code, first.line);
    this.message = `the ${stage} stage found ${failures.length} problem${failures.length === 1 ? '' : 's'}:\n${failures.map((failure) => formatFailure(failure)).join('\n')}`;
  }
}

/** One failure as the build prints it: `QO-TWIN-001 content/es/glossary.yaml:12: …`, paths relative to `root` when given. */
export function formatFailure(failure: BuildFailure, root?: string): string {
  const file = root ? path.relative(root, failure.file) : failure.file;
  return `${failure.code} ${file}${failure.line === undefined ? '' : `:${failure.line}`}: ${failure.message}`;
}

/** A failure's line, found from its excerpt in the file (the file named without the " (TX)" a state entry adds). */
async function located(reader: SourceReader, failure: BuildFailure): Promise<BuildFailure> {
  if (failure.line !== undefined || !failure.excerpt) return failure;
  const text = await reader.text(failure.file.replace(/ \([^)]*\)$/, '')).catch(() => undefined);
  const at = text?.indexOf(failure.excerpt) ?? -1;
  return at < 0 ? failure : { ...failure, line: text!.slice(0, at).split('\n').length };
}

/** Every stage in order over content/: the site and its warnings, or the failures of the first stage that found any. */
export async function checkContent(
  contentDir: string,
  today: string,
  reader: SourceReader = sourceReader(),
): Promise<{ site: Sourced<BuiltSite> } | { stage: StageName; failures: BuildFailure[] }> {
  const state: StageState = { reader, contentDir, today };
  for (const stage of CONTENT_STAGES) {
    const failures = await stage.run(state);
    if (failures.length > 0) return { stage: stage.name, failures: await Promise.all(failures.map((failure) => located(reader, failure))) };
  }
  const { data, warnings } = composedOf(state);
  return { site: { data, warnings } };
}

/** Both languages, checked by every stage; a ContentFailures with every failure of the first stage that found any. */
export async function buildSite(contentDir: string, today: string): Promise<Sourced<BuiltSite>> {
  const result = await checkContent(contentDir, today);
  if ('stage' in result) throw new ContentFailures(result.stage, result.failures);
  return result.site;
}

/** Both languages, without the warnings (the built content does not depend on the day). */
export async function buildContent(contentDir: string): Promise<BuiltSite> {
  return (await buildSite(contentDir, new Date().toISOString().slice(0, 10))).data;
}
