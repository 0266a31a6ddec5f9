import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAILURE_CODES, STAGE_NAMES, type FailureCode } from '../../scripts/build/failure-codes.js';
import { CONTENT_STAGES, ContentFailures, buildSite, formatFailure } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { checkBroken, type Breakage } from '../support/content-copy.js';

/**
 * The content build's stages before the editorial rules (read, schema, twins, compose, claims):
 * each code fires on a copy of content/ with one file (or one page's two twins) broken, naming
 * the file and, where the stage knows it, the line; a stage reports every failure it finds
 * before the build stops. content/README.md lists every code.
 */

const GUIDE_FRONT =
  '---\ntitle: "An Extra Page Nobody Routes"\ndescription: "A description that is long enough to pass the fifty character minimum."\nkind: guide\npublished: 2026-01-01\nreviewed: 2026-01-02\n---\n';
const append = (words: string) => (text: string) => text.replace(/\n## /, `\n${words}\n\n## `);
const editJson = (edit: (data: { states: Record<string, Record<string, unknown>> }) => void) => (text: string) => {
  const data = JSON.parse(text) as { states: Record<string, Record<string, unknown>> };
  edit(data);
  return JSON.stringify(data, null, 2);
};

/** One broken copy per case: the code, the file it must name, the line when the stage knows it, and words of the reason. */
const CASES: { code: FailureCode; breakage: Breakage; file: string; line?: number; reason: string }[] = [
  { code: 'QO-READ-001', breakage: { 'states.yaml': (text) => `${text}\n- code: [unclosed\n` }, file: 'states.yaml', reason: 'Flow sequence' },
  {
    code: 'QO-READ-001',
    breakage: { 'data/complaints/ny-dfs-auto-complaint-rankings-2009-2023.csv': () => 'Filing_Year,Company\n"2023,Acme\n' },
    file: 'data/complaints/ny-dfs-auto-complaint-rankings-2009-2023.csv',
    reason: 'a quoted field is not closed',
  },
  {
    code: 'QO-SCHEMA-001',
    breakage: { 'states.yaml': (text) => text.replace('updated: 2026-11-24', 'updated: 2026-02-30') },
    file: 'states.yaml',
    line: 17,
    reason: '0.updated',
  },
  {
    code: 'QO-SCHEMA-001',
    breakage: { 'home/topics.yaml': () => '- id: only-one\n  title: One\n  content: Text\n' },
    file: 'home/topics.yaml',
    reason: '(file): Too small',
  },
  {
    code: 'QO-SCHEMA-002',
    breakage: { 'guides/dui-insurance.md': (text) => text.replace(/^title: .*$/m, 'title: Short') },
    file: 'guides/dui-insurance.md',
    line: 2,
    reason: 'title',
  },
  {
    code: 'QO-SCHEMA-002',
    breakage: { 'es/guides/dui-insurance.md': () => 'No front matter at all' },
    file: 'es/guides/dui-insurance.md',
    line: 1,
    reason: 'front matter',
  },
  {
    code: 'QO-TWIN-001',
    breakage: { 'es/home/topics.yaml': (text) => text.replace('id: "young-driver"', 'id: "conductor-joven"') },
    file: 'es/home/topics.yaml',
    line: 2,
    reason: '[0].id: must be "young-driver"',
  },
  {
    code: 'QO-TWIN-002',
    breakage: { 'es/legal/terms.md': () => null },
    file: 'es/legal/terms.md',
    reason: 'missing: the Spanish twin of content/legal/terms.md',
  },
  { code: 'QO-TWIN-002', breakage: { 'es/guides/extra.md': () => GUIDE_FRONT }, file: 'es/guides/extra.md', reason: 'no English file' },
  {
    code: 'QO-TWIN-003',
    breakage: { 'es/legal/privacy.md': (text) => text.replace('por no más de 30 días (vea', 'por no más de 45 días (vea') },
    file: 'es/legal/privacy.md',
    line: 31,
    reason:
      'not in step with content/legal/privacy.md: paragraph 11 (under "Aviso en el momento de la recopilación" (the English "Notice at Collection"), its paragraph 1) is out of step with the English paragraph at line 31: figures without 30 with 45',
  },
  {
    code: 'QO-TWIN-003',
    breakage: {
      'es/legal/terms.md': (text) =>
        text
          .replace('(AAA, la Asociación Estadounidense de Arbitraje)', '(la Asociación Estadounidense de Arbitraje)')
          .replace('Si la AAA no está', 'Si esa asociación no está'),
    },
    file: 'es/legal/terms.md',
    line: 174,
    reason: 'names without AAA',
  },
  {
    code: 'QO-PAGE-001',
    breakage: { 'es/legal/terms.md': (text) => text.replace('](/es/privacidad)', '](/privacy)') },
    file: 'es/legal/terms.md',
    reason: 'goes to a page in another language: use /es/privacidad',
  },
  {
    code: 'QO-PAGE-001',
    breakage: { 'es/guides/dui-insurance.md': (text) => `${text}\n\n## Una sección más\n\nTexto.\n` },
    file: 'es/guides/dui-insurance.md',
    reason: 'the English twin',
  },
  {
    code: 'QO-PAGE-002',
    breakage: { 'guides/extra.md': () => GUIDE_FRONT, 'es/guides/extra.md': () => GUIDE_FRONT },
    file: 'guides/extra.md',
    reason: 'no route',
  },
  {
    code: 'QO-PAGE-003',
    breakage: { 'guides/dui-insurance.md': (text) => text.replace(/^title: .*$/m, 'title: "Liability Car Insurance: Limits, State Minimums and PLPD"') },
    file: 'guides/liability-insurance.md',
    reason: "title is the same as guides/dui-insurance.md's",
  },
  {
    code: 'QO-TOKEN-001',
    breakage: { 'guides/dui-insurance.md': append('In Texas, {TX.nothingSuch}.') },
    file: 'guides/dui-insurance.md',
    reason: 'unknown state facts token {TX.nothingSuch}',
  },
  {
    code: 'QO-SAVE-001',
    breakage: { 'guides/dui-insurance.md': append('Comparing can save up to 50% a year.') },
    file: 'guides/dui-insurance.md',
    reason: '"up to 50%" promises',
  },
  {
    code: 'QO-DATA-001',
    breakage: { 'data/state-rules.json': editJson((data) => (data.states.OH!.pd = 20000)) },
    file: 'state-minimum-quotes.json',
    reason: 'OH: pd is 25000 here but 20000 in state-rules.json',
  },
  {
    code: 'QO-CLAIM-001',
    breakage: { 'guides/liability-insurance.md': (text) => text.replace('For example, Texas requires {TX.minimum}.', 'For example, Texas requires 25/50/25.') },
    file: 'guides/liability-insurance.md',
    line: 121,
    reason: "25/50/25 is not Texas's minimum in the data",
  },
  {
    code: 'QO-CLAIM-001',
    breakage: { 'es/guides/liability-insurance.md': (text) => text.replace('Por ejemplo, Texas exige {TX.minimum}.', 'Por ejemplo, Texas exige 25/50/25.') },
    file: 'es/guides/liability-insurance.md',
    line: 121,
    reason: "25/50/25 is not Texas's minimum in the data",
  },
];

describe('each stage’s code fires on a broken copy, naming the file', () => {
  it.each(CASES.map((entry) => [entry.code, entry.file, entry] as const))('%s: %s', async (code, file, { breakage, line, reason }) => {
    const { stage, failures } = await checkBroken(breakage);
    const found = failures.filter((failure) => failure.code === code && (failure.file === file || failure.file.endsWith(file)));
    expect(found, failures.map((failure) => formatFailure(failure)).join('\n')).not.toEqual([]);
    expect(stage).toBe(FAILURE_CODES[code].stage);
    expect(found.map((failure) => failure.message).join('\n')).toContain(reason);
    if (line !== undefined) expect(found[0]!.line).toBe(line);
  });

  it('covers every code of the stages before the editorial rules', () => {
    const before = Object.entries(FAILURE_CODES).filter(([, meaning]) => meaning.stage !== 'editorial');
    expect(new Set(CASES.map((entry) => entry.code))).toEqual(new Set(before.map(([code]) => code)));
  });
});

describe('a stage reports every failure it finds, together', () => {
  it('gives each unknown token of a page, and every broken twin, in one run', async () => {
    const tokens = await checkBroken({ 'guides/dui-insurance.md': append('In Texas, {TX.nothingSuch}. The average is {naicNothing}. Hello {{nobody}}.') });
    expect(tokens.stage).toBe('compose');
    expect(tokens.failures.map((failure) => failure.message.split(';')[0])).toEqual([
      'unknown state facts token {TX.nothingSuch}',
      'unknown national figures token {naicNothing}',
      'unknown operator token {{nobody}}',
    ]);
    const twins = await checkBroken({
      'es/home/topics.yaml': (text) => text.replace('id: "young-driver"', 'id: "conductor-joven"'),
      'es/legal/terms.md': () => null,
      'es/glossary.yaml': () => null,
    });
    expect(twins.stage).toBe('twins');
    expect(twins.failures.map((failure) => `${failure.code} ${failure.file}`).sort()).toEqual([
      'QO-TWIN-001 es/home/topics.yaml',
      'QO-TWIN-002 es/glossary.yaml',
      'QO-TWIN-002 es/legal/terms.md',
    ]);
  });

  it('stops at the first stage that found any, and throws them all as one ContentFailures', async () => {
    const copy = await checkBroken({ 'states.yaml': (text) => text.replace('updated: 2026-11-24', 'updated: 2026-02-30'), 'es/legal/terms.md': () => null });
    expect(copy.stage).toBe('schema');
    expect(copy.failures.map((failure) => failure.code)).toEqual(['QO-SCHEMA-001']);
    const failure = new ContentFailures('schema', copy.failures);
    expect(failure.message).toBe('the schema stage found 1 problem:\nQO-SCHEMA-001 states.yaml:17: 0.updated: must be a real calendar date');
  });
});

describe('the stages and their codes', () => {
  it('run in the declared order', () => {
    expect(CONTENT_STAGES.map((stage) => stage.name)).toEqual([...STAGE_NAMES]);
  });

  it('pass the real content, in both languages', async () => {
    const site = await buildSite(path.join(ROOT, 'content'), new Date().toISOString().slice(0, 10));
    expect(Object.keys(site.data)).toEqual(['en', 'es']);
  });

  it('are each listed for editors in content/README.md with what they mean and how to fix them', () => {
    const readme = readFileSync(path.join(ROOT, 'content', 'README.md'), 'utf8');
    for (const [code, meaning] of Object.entries(FAILURE_CODES)) {
      const row = readme.split('\n').find((candidate) => candidate.startsWith(`| \`${code}\` |`));
      expect(row, code).toBeDefined();
      expect(row).toContain(`| ${meaning.stage} |`);
      expect(row).toContain(meaning.means);
      expect(row).toContain(meaning.fix);
    }
  });
});
