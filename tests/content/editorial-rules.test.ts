import { describe, expect, it } from 'vitest';
import { EDITORIAL_RULES } from '../../scripts/build/editorial/rules.js';
import { FAILURE_CODES, type FailureCode } from '../../scripts/build/failure-codes.js';
import { formatFailure } from '../../scripts/build/stages.js';
import { checkBroken, type Breakage } from '../support/content-copy.js';

/**
 * The editorial stage's rules (scripts/build/editorial/): each fires with its code on a copy of
 * content/ with one page broken (a page and its twin when the break is in what twins share),
 * naming the file and, where the words are in it as written, the line. The real content passes
 * every rule: tests/content/build-stages.test.ts builds it through every stage.
 */

/** Words added as a paragraph before a page's first section. */
const addParagraph = (words: string) => (text: string) => text.replace(/\n## /, `\n${words}\n\n## `);
const setFrontMatter = (field: string, value: string) => (text: string) => text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
/** Only the front matter and the headings: a page with its sections and none of its words. */
const headingsOnly = (text: string) => {
  const [, front = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(text) ?? [];
  return `${front}${body
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .join('\n\n')}\n`;
};

interface Case {
  code: FailureCode;
  breakage: Breakage;
  /** The file the failure names, relative to content/. */
  file: string;
  line?: number;
  reason: string;
}

const CASES: Case[] = [
  {
    code: 'QO-DATE-001',
    breakage: { 'guides/dui-insurance.md': setFrontMatter('reviewed', '2999-01-01'), 'es/guides/dui-insurance.md': setFrontMatter('reviewed', '2999-01-01') },
    file: 'guides/dui-insurance.md',
    line: 6,
    reason: 'reviewed 2999-01-01 is after today',
  },
  {
    code: 'QO-SECTION-001',
    breakage: { 'guides/gap-classic-insurance.md': (text) => text.replace('## Gap Insurance', '## Insurance for the Gap') },
    file: 'guides/gap-classic-insurance.md',
    reason: 'no "## Gap Insurance" section',
  },
  {
    code: 'QO-FIGURE-001',
    breakage: { 'guides/no-deposit-insurance.md': (text) => text.replaceAll('$3–$10', '$3 to $10') },
    file: 'guides/no-deposit-insurance.md',
    reason: 'the page must give $3–$10',
  },
  {
    code: 'QO-LENGTH-001',
    breakage: { 'guides/gap-classic-insurance.md': headingsOnly },
    file: 'guides/gap-classic-insurance.md',
    reason: 'a guide has at least 900',
  },
  {
    code: 'QO-LINK-001',
    breakage: { 'guides/dui-insurance.md': addParagraph('Read [more elsewhere](https://www.example.org/dui).') },
    file: 'guides/dui-insurance.md',
    reason: 'outside Sources, the only outside links are the privacy-rights page and mail: https://www.example.org/dui',
  },
  {
    code: 'QO-SOURCE-001',
    breakage: { 'es/guides/dui-insurance.md': (text) => text.replace(/(\n- \[[^\n]*nhtsa[^\n]*)/, '$1$1') },
    file: 'es/guides/dui-insurance.md',
    reason: 'https://www.nhtsa.gov/risky-driving/drunk-driving is listed more than once in Sources',
  },
  {
    code: 'QO-WORDS-001',
    breakage: { 'guides/dui-insurance.md': addParagraph('TODO: a paragraph on DUI classes.') },
    file: 'guides/dui-insurance.md',
    reason: 'leftover template words: "TODO"',
  },
  {
    code: 'QO-SAVE-002',
    breakage: { 'guides/dui-insurance.md': addParagraph('Drivers who compare save 40% on average.') },
    file: 'guides/dui-insurance.md',
    reason: 'promises a saving by a percentage',
  },
  {
    code: 'QO-AVG-001',
    breakage: { 'guides/dui-insurance.md': addParagraph('The average driver pays $1,234 a year.') },
    file: 'guides/dui-insurance.md',
    reason: "an average is NAIC's",
  },
  {
    code: 'QO-OPERATOR-001',
    breakage: { 'es/legal/terms.md': addParagraph('Escríbanos a privacy@quoteowl.example.') },
    file: 'es/legal/terms.md',
    reason: '"privacy@quoteowl.example" is typed',
  },
];

describe('each editorial rule fires on a broken copy with its code', () => {
  it.each(CASES.map((entry) => [entry.code, entry] as const))('%s', async (code, { breakage, file, line, reason }) => {
    const { stage, failures } = await checkBroken(breakage);
    const found = failures.filter((failure) => failure.code === code);
    expect(found, failures.map((failure) => formatFailure(failure)).join('\n')).not.toEqual([]);
    expect(stage).toBe('editorial');
    expect(found.map((failure) => failure.file)).toContain(file);
    expect(found.map((failure) => failure.message).join('\n')).toContain(reason);
    if (line !== undefined) expect(found.find((failure) => failure.file === file)!.line).toBe(line);
  });

  it('covers every editorial rule, and every editorial code is a rule', () => {
    const codes = EDITORIAL_RULES.map((rule) => rule.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(CASES.map((entry) => entry.code))).toEqual(new Set(codes));
    expect(new Set(codes)).toEqual(
      new Set(
        Object.entries(FAILURE_CODES)
          .filter(([, meaning]) => meaning.stage === 'editorial')
          .map(([candidate]) => candidate),
      ),
    );
  });
});
