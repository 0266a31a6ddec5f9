import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { checkStateClaims, englishClaims } from '../../scripts/build/state-claims.js';
import { sourceReader, type SourceReader } from '../../scripts/build/source-files.js';
import { composeStates, loadStateData, type StateData } from '../../scripts/build/state-evidence.js';
import { stateFacts } from '../../scripts/build/state-facts.js';
import { loadStateLawDates } from '../../scripts/build/state-law-dates.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { stateRequirementsSchema } from '../../shared/content-schema.js';
import { US_STATES } from '../../shared/us-states.js';

/**
 * content/data/compiled/state-law-dates.json, our own reading of official sources for the laws
 * the data pack states only in its notes: each sentence states the words or the date it backs,
 * read here on its own; the build refuses a fact its sentence does not state, a fact no page
 * shows and a page without who Louisiana's bar applies to; and the words may give a date for
 * such a law only if an official sentence in the file gives it.
 */

const DATA = path.join(ROOT, 'content', 'data');
const FILE = path.join(DATA, 'compiled', 'state-law-dates.json');
const README = readFileSync(path.join(DATA, 'compiled', 'README.md'), 'utf8');

interface Fact {
  state: string;
  law: string;
  field: string;
  value: string | string[];
  sentence: string;
  source: string;
  locator: string;
  basis?: { kind: string; session: { year: number; kind: string }; actTextRead: boolean };
  leads?: { url: string }[];
}
interface File {
  compiled: { on: string; by: string; secondCheck: null | { on: string; by: string } };
  sources: { id: string; url: string; read: string }[];
  facts: Fact[];
  unsourced: { state: string; law: string; field: string; leads: { url: string }[] }[];
}
const raw = (): File => JSON.parse(readFileSync(FILE, 'utf8')) as File;

/** Day numbers as the constitutions and codes write them in words. */
const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

describe('the file, read here on its own', () => {
  const file = raw();

  it("gives who Louisiana's bar applies to and the day its 2025 act took effect, each from its own official sentence", () => {
    expect(file.facts.map((fact) => `${fact.state} ${fact.law} ${fact.field}`).sort()).toEqual([
      'LA 2025 HB 434 barredParties',
      'LA 2025 HB 434 effectiveFrom',
    ]);
    const rules = JSON.parse(readFileSync(path.join(DATA, 'state-rules.json'), 'utf8')) as { states: Record<string, { effective: { note: string } }> };
    for (const fact of file.facts) expect(rules.states[fact.state]!.effective.note).toContain(fact.law);
  });

  it('has every sentence state the words or the date it backs', () => {
    for (const fact of file.facts) {
      if (fact.field === 'barredParties') {
        expect(fact.sentence).toContain(` ${(fact.value as string[]).join(' or ')} `);
        continue;
      }
      const [year, month, day] = String(fact.value).split('-').map(Number) as [number, number, number];
      const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
      expect(fact.sentence).toMatch(new RegExp(`\\b${monthName} (?:${day}|${ORDINAL[day - 1]!})\\b`));
      // A general rule's date is the rule's day in the year of the session the act was passed in, and says so.
      expect(fact.basis).toMatchObject({ kind: 'general-rule', actTextRead: false, session: { year, kind: 'regular' } });
      expect(fact.sentence).toContain('regular session');
    }
  });

  it('takes every fact from an official government page it read, never from a lead', () => {
    const leads = new Set([...file.facts.flatMap((fact) => fact.leads ?? []), ...file.unsourced.flatMap((item) => item.leads)].map((lead) => lead.url));
    for (const fact of file.facts) {
      const source = file.sources.find((candidate) => candidate.id === fact.source)!;
      expect(new URL(source.url).hostname, fact.source).toMatch(/(?:^|\.)legis\.la\.gov$/);
      expect(leads.has(source.url)).toBe(false);
      expect(source.read <= file.compiled.on).toBe(true);
      expect(fact.locator).not.toBe('');
    }
  });

  it('says what it could not source, and the README says the same and claims no second check', () => {
    expect(file.unsourced.map((item) => `${item.state} ${item.law} ${item.field}`)).toEqual(['GA 2025 SB 121 effectiveFrom', 'GA 2025 SB 121 period']);
    const section = README.slice(README.indexOf('`state-law-dates.json`'));
    expect(file.compiled.secondCheck).toBeNull();
    expect(section).toContain('Second check: not yet done.');
    expect(section).toContain(`Compiled on ${file.compiled.on}`);
    for (const url of [...file.sources.map((source) => source.url), ...file.unsourced.flatMap((item) => item.leads.map((lead) => lead.url))])
      expect(section, url).toContain(url);
  });
});

describe('the build', () => {
  const editorial = stateRequirementsSchema.parse(parseYaml(readFileSync(path.join(ROOT, 'content', 'states.yaml'), 'utf8')));
  let data: StateData;
  beforeAll(async () => {
    data = await loadStateData(sourceReader(), DATA);
  });
  /** A reader that gives the file as edited, and every other file as it is. */
  const editedReader = (edit: (file: File) => void): SourceReader => {
    const real = sourceReader();
    return {
      ...real,
      json: async (name) => {
        if (name !== FILE) return real.json(name);
        const file = raw();
        edit(file);
        return file;
      },
    };
  };
  const factOf = (file: File, field: string) => file.facts.find((fact) => fact.field === field)!;

  it('refuses a fact its sentence does not state', async () => {
    await expect(
      loadStateLawDates(
        editedReader((file) => {
          factOf(file, 'barredParties').sentence = factOf(file, 'barredParties').sentence.replace('an owner or operator', 'an owner');
        }),
        DATA,
      ),
    ).rejects.toThrow('LA 2025 HB 434 barredParties: the sentence does not say "owner or operator"');
    await expect(
      loadStateLawDates(
        editedReader((file) => {
          factOf(file, 'effectiveFrom').value = '2025-07-01';
        }),
        DATA,
      ),
    ).rejects.toThrow('LA 2025 HB 434 effectiveFrom: the sentence does not give July 1');
    await expect(
      loadStateLawDates(
        editedReader((file) => {
          factOf(file, 'effectiveFrom').value = '2024-08-01';
        }),
        DATA,
      ),
    ).rejects.toThrow('2024-08-01 is not in 2025');
    await expect(
      loadStateLawDates(
        editedReader((file) => {
          factOf(file, 'effectiveFrom').source = 'a-law-firm';
        }),
        DATA,
      ),
    ).rejects.toThrow('no source "a-law-firm"');
  });

  it('gives Louisiana who its bar applies to and the date, with their sentences as our own reading', () => {
    const louisiana = composeStates(editorial, data).find((state) => state.code === 'LA')!.evidence.noPayNoPlay!;
    const file = raw();
    expect(louisiana.barredParties.parties).toEqual(factOf(file, 'barredParties').value);
    expect(louisiana.barredParties.evidence).toMatchObject({ quote: factOf(file, 'barredParties').sentence, compilation: 'quoteowl' });
    expect(louisiana.effective).toMatchObject({ from: factOf(file, 'effectiveFrom').value, sessionYear: 2025 });
    expect(louisiana.effective!.evidence.quote).toBe(factOf(file, 'effectiveFrom').sentence);
  });

  it("refuses a page without who Louisiana's bar applies to, a fact no page shows and an unsourced law the pack lacks", async () => {
    const without = await loadStateLawDates(
      editedReader((file) => {
        file.facts = file.facts.filter((fact) => fact.field !== 'barredParties');
      }),
      DATA,
    );
    expect(() => composeStates(editorial, { ...data, lawDates: without })).toThrow("LA: no official sentence says who 2025 HB 434's bar applies to");
    const unshown = await loadStateLawDates(
      editedReader((file) => {
        file.facts.push({ ...factOf(file, 'effectiveFrom'), state: 'GA', law: '2025 SB 121', basis: { ...factOf(file, 'effectiveFrom').basis! } });
        file.unsourced = file.unsourced.filter((item) => item.field !== 'effectiveFrom');
      }),
      DATA,
    );
    expect(() => composeStates(editorial, { ...data, lawDates: unshown })).toThrow('GA 2025 SB 121 effectiveFrom: no state page shows this law');
    const unknown = await loadStateLawDates(
      editedReader((file) => {
        file.unsourced[0]!.law = '2025 SB 999';
      }),
      DATA,
    );
    expect(() => composeStates(editorial, { ...data, lawDates: unknown })).toThrow('GA 2025 SB 999 effectiveFrom: the data pack states no such law for GA');
  });

  it('lets the words give a date for these laws only where an official sentence gives it', () => {
    const facts = stateFacts(composeStates(editorial, data), data.rules);
    const english = englishClaims(US_STATES);
    const contradictions = (text: string, state?: keyof typeof US_STATES) => checkStateClaims(text, english, facts, state).contradictions.join('\n');
    expect(contradictions("Louisiana's 2025 HB 434 took effect on August 1, 2025.")).toBe('');
    expect(contradictions("Louisiana's 2025 HB 434 took effect on July 1, 2025.")).toContain(
      '2025-07-01 is a date no official sentence in content/data/compiled/state-law-dates.json gives for 2025 HB 434',
    );
    expect(contradictions('Under "no pay, no play", an uninsured driver has recovered nothing of the first $100,000 since June 1, 2025.', 'LA')).toContain(
      '2025-06-01 is a date',
    );
    // Georgia's act has no sourced date at all: any date given for it is refused, by the act's name or by a DUI sentence about Georgia.
    expect(contradictions('Georgia raised its DUI minimums to 50/100/50 on July 1, 2025.')).toContain('gives for 2025 SB 121');
    expect(contradictions('Under 2025 SB 121 (O.C.G.A. 33-7-16), from April 9, 2025, a first conviction needs 50/100/50.')).toContain('2025-04-09 is a date');
    // Another state's date in a DUI sentence is that state's.
    expect(contradictions('After a DUI, Virginia asks for double its minimum of 50/100/25 since January 1, 2025.')).toBe('');
  });
});
