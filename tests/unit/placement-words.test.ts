import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';
import { PLACEMENT_FIELDS, encodePlacement } from '../../shared/placement.js';
import { sentencesOf } from '../../scripts/build/editorial/words.js';

/**
 * The placement code as decision 035 and the privacy policy describe it, held to the code:
 * the same fields, not personal information, and carried for opted-out visitors too.
 */

const note = readFileSync(path.join(ROOT, 'docs/decisions/035-placement-code.md'), 'utf8').replace(/\s+/g, ' ');
const policy = readFileSync(path.join(ROOT, 'content/legal/privacy.md'), 'utf8');

/** How the policy names each field; keyed by the fields, so a new field fails to compile until the policy names it. */
const POLICY_WORDS: Record<(typeof PLACEMENT_FIELDS)[number], RegExp> = {
  'page kind': /\bthe kind of our page\b/,
  'ZIP state': /\byour ZIP code's state\b/,
  partner: /\bthe partner\b/,
  language: /\bthe page's language\b/,
  form: /\bthe form you used\b/,
  'ds variant': /\bthe campaign variant\b/,
};

const placementSentences = () => {
  const sentences = sentencesOf(policy);
  const start = sentences.findIndex((sentence) => /\bplacement code\b/.test(sentence));
  expect(start, 'the policy names the placement code').toBeGreaterThanOrEqual(0);
  return sentences.slice(start, start + 3).join(' ');
};

describe('the placement code in words', () => {
  it('has as many fields as the code has parts', () => {
    const code = encodePlacement({ page: 'state', state: 'TX', partner: 'default', language: 'en', form: 'hero', variant: 'FStars' });
    expect(code.split('.')).toHaveLength(PLACEMENT_FIELDS.length);
  });

  it('is described with every field, in order, by decision 035', () => {
    const list = /Its fields, in order, are the ([^;]+);/.exec(note)?.[1];
    expect(list?.split(/, the | and the /)).toEqual([...PLACEMENT_FIELDS]);
  });

  it('is described with every field by the privacy policy, as not personal information that goes after an opt-out too', () => {
    const words = placementSentences();
    for (const field of PLACEMENT_FIELDS) expect(words, field).toMatch(POLICY_WORDS[field]);
    expect(words).toMatch(/\bsame for everyone who does the same thing\b/);
    expect(words).toMatch(/\bnot personal information\b/);
    expect(words).toMatch(/\beven if you opted out\b/);
  });

  it('says the same in the note: not personal information, and opted-out visitors carry it', () => {
    expect(note).toMatch(/Not personal information, so opted-out visitors carry it too/);
    expect(note).toMatch(/no per-visitor or per-click identifier/);
    expect(note).toMatch(/an opt-out leaves it in/);
  });
});
