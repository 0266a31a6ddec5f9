import { describe, expect, it } from 'vitest';
import { saysWhoPaysUs } from '../../scripts/build/editorial/legal-rules.js';
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
    breakage: {
      'es/legal/terms.md': addParagraph('Escríbanos a privacy@quoteowl.example.'),
      'legal/terms.md': addParagraph('Write to privacy@quoteowl.example.'),
    },
    file: 'es/legal/terms.md',
    reason: '"privacy@quoteowl.example" is typed',
  },
  {
    code: 'QO-SR22-001',
    breakage: { 'guides/dui-insurance.md': addParagraph('Filing an SR-22 usually costs $15–$50.') },
    file: 'guides/dui-insurance.md',
    reason: '"$15–$50": no file backs this SR-22 fee or period',
  },
  {
    code: 'QO-SR22-002',
    breakage: { 'es/guides/dui-insurance.md': addParagraph('Debe mantener el SR-22 durante 3 años.') },
    file: 'es/guides/dui-insurance.md',
    reason: '"3 años": an SR-22 period is written',
  },
  {
    code: 'QO-SAVE-003',
    breakage: { 'guides/dui-insurance.md': addParagraph('Prices vary by about 10% between insurers.') },
    file: 'guides/dui-insurance.md',
    reason: 'no survey priced the drivers this page is about',
  },
  {
    code: 'QO-EST-001',
    breakage: { 'guides/dui-insurance.md': addParagraph('The filing itself runs $20–$40 in most states.') },
    file: 'guides/dui-insurance.md',
    reason: 'is said to be our 2026 estimate',
  },
  {
    code: 'QO-DATE-002',
    breakage: { 'guides/dui-insurance.md': (text) => text.replace('whether it applies to your conviction date', 'whether it applies to you') },
    file: 'guides/dui-insurance.md',
    reason: "a page that gives Georgia's DUI minimums says to ask",
  },
  {
    code: 'QO-SPANISH-001',
    breakage: { 'es/guides/dui-insurance.md': (text) => text.replace('## Fuentes', '## Referencias') },
    file: 'es/guides/dui-insurance.md',
    reason: 'the section "Sources" is "Fuentes" in Spanish, not "Referencias"',
  },
  {
    code: 'QO-GLOSS-001',
    breakage: { 'es/guides/dui-insurance.md': addParagraph('Si su póliza vence, busque otra antes de manejar.') },
    file: 'es/guides/dui-insurance.md',
    reason: '«vence»: the glossary fixes the term',
  },
  {
    code: 'QO-QUOTE-001',
    breakage: {
      'home/sample-quotes.yaml': (text) => text.replace('monthlyRate: 67', 'monthlyRate: 45'),
      'es/home/sample-quotes.yaml': (text) => text.replace('monthlyRate: 67', 'monthlyRate: 45'),
    },
    file: 'home/sample-quotes.yaml',
    reason: 'the lowest is $45',
  },
  {
    code: 'QO-LEGAL-001',
    breakage: {
      'legal/privacy.md': addParagraph('We never sell your personal information.'),
      'es/legal/privacy.md': addParagraph('Nunca vendemos su información personal.'),
    },
    file: 'legal/privacy.md',
    reason: 'denies selling, which contradicts being paid per referral',
  },
  {
    code: 'QO-LEGAL-002',
    breakage: {
      'legal/terms.md': addParagraph('We may call you about your quote.'),
      'es/legal/terms.md': addParagraph('Podemos llamarle sobre su cotización.'),
    },
    file: 'legal/terms.md',
    reason: 'names this site as a caller or texter',
  },
  {
    code: 'QO-LEGAL-003',
    breakage: {
      'legal/privacy.md': (text) => text.replace('within 10 business days', 'within 20 business days'),
      'es/legal/privacy.md': (text) => text.replace('en un plazo de 10 días hábiles', 'en un plazo de 20 días hábiles'),
    },
    file: 'legal/privacy.md',
    reason: 'must say the 10 business days to confirm a request',
  },
  {
    code: 'QO-LEGAL-004',
    breakage: {
      'legal/editorial-standards.md': (text) => text.replace(/Effective date: \w+ \d{1,2}, \d{4}/, 'Effective date: January 1, 2999'),
      'es/legal/editorial-standards.md': (text) => text.replace(/en vigor: \d{1,2} de \w+ de \d{4}/, 'en vigor: 1 de enero de 2999'),
    },
    file: 'legal/editorial-standards.md',
    reason: 'effective 2999-01-01 is after today',
  },
  {
    code: 'QO-LEGAL-005',
    breakage: {
      'legal/terms.md': addParagraph('Reply CANCEL to any text message to end them.'),
      'es/legal/terms.md': addParagraph('Responda CANCEL a cualquier mensaje de texto para dejar de recibirlos.'),
    },
    file: 'legal/terms.md',
    reason: '"CANCEL" is no opt-out keyword',
  },
  {
    code: 'QO-PAY-001',
    breakage: {
      'legal/editorial-standards.md': addParagraph('We are paid by the insurers we list.'),
      'es/legal/editorial-standards.md': addParagraph('Nos pagan las aseguradoras que mostramos.'),
    },
    file: 'legal/editorial-standards.md',
    reason: 'say who pays us only with {{paymentSentence}}',
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

describe('the rule on who pays us', () => {
  it('knows the variants it is there to catch', () => {
    for (const variant of [
      'We are paid referral fees by insurance companies, agents and brokers.',
      'We are paid by the companies we send visitors to.',
      'We are paid referral fees: we may be paid when you follow a link.',
      'We collected it to be paid referral fees by partners.',
      'QuoteOwl is not an insurer.',
      'We are not an insurance company or agent.',
    ])
      expect(saysWhoPaysUs(variant, 'QuoteOwl'), variant).toBe(true);
    for (const other of [
      'The insurer wants to be paid before it starts covering you.',
      'Keep it until the car is paid off.',
      'We are not paid based on whether you buy a policy.',
    ])
      expect(saysWhoPaysUs(other, 'QuoteOwl'), other).toBe(false);
  });
});
