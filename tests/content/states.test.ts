import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { buildContent } from '../../scripts/build/stages.js';
import { amountsIn, dollarFiguresIn, yearsIn } from '../../scripts/build/quoted-figures.js';
import { stateWarnings } from '../../scripts/build/state-evidence.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { stateRequirementsSchema, type StateEntry } from '../../shared/content-schema.js';
import { shownEvidence } from '../../shared/state-evidence.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';

/**
 * content/states.yaml joined to content/data through the real content build: every state once,
 * in name order; every figure held to its official quote and to the data files as read here
 * independently; honest provenance; no home page cited.
 */

/** Official sites that do not end in .gov, allowed for the state that owns them only. */
const OFFICIAL_NON_GOV_HOSTS: Partial<Record<StateCode, readonly string[]>> = {
  KS: ['www.ksrevisor.org', 'www.ksrevisor.gov'], // Kansas Office of Revisor of Statutes
  NH: ['www.gencourt.state.nh.us'], // New Hampshire General Court (statutes)
  NM: ['www.osi.state.nm.us'], // New Mexico Office of Superintendent of Insurance
  NV: ['www.leg.state.nv.us'], // Nevada Legislature (NRS)
  PA: ['www.legis.state.pa.us'], // Pennsylvania General Assembly (statutes)
};

const STATES_FILE = path.join(ROOT, 'content', 'states.yaml');
const DATA_DIR = path.join(ROOT, 'content', 'data');
const readData = (name: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8'));
type Amounts = { biPerPerson: number | null; biPerAccident: number | null; pd: number | null; combinedSingleLimit: number | null };
const rulesFile = readData('state-rules.json') as {
  states: Record<string, Amounts & { scheduledChanges: { from: string; biPerPerson: number; biPerAccident: number; pd: number }[] }>;
};
const quotesFile = readData('state-minimum-quotes.json') as {
  states: Record<string, { amountsUsd: Amounts; source: string; quote: string; lastVerified: string }>;
};
const sr22File = readData('sr22-durations.json') as { states: Record<string, { requiredDurationYears: number; quote: string }[]> };
const lawDatesFile = readData(path.join('compiled', 'state-law-dates.json')) as {
  sources: { id: string; url: string; title: string; read: string }[];
  facts: { sentence: string; source: string }[];
};

let states: StateEntry[];
beforeAll(async () => {
  states = (await buildContent(path.join(ROOT, 'content'))).en.states;
});

const entry = (code: StateCode) => states.find((state) => state.code === code)!;
const limits = (code: StateCode) => {
  const { bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage } = entry(code).minimumLiability;
  return [bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage];
};

describe('content/states.yaml', () => {
  it('has the 50 states and DC once each, in the order of their names', () => {
    expect(states.map((state) => state.code)).toEqual(Object.keys(US_STATES));
    const names = states.map((state) => US_STATES[state.code]);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names).size).toBe(51);
  });

  it('uses the FR-44 only for Florida and Virginia', () => {
    expect(
      states
        .filter((state) => state.proofFiling.fr44)
        .map((state) => state.code)
        .sort(),
    ).toEqual(['FL', 'VA']);
  });

  it('has Virginia at 50/100/25 since 2025, with the FR-44 at twice the minimum', () => {
    expect(limits('VA')).toEqual([50000, 100000, 25000]);
    expect(entry('VA').minimumsEffective).toBe('2025-01-01');
    expect(entry('VA').proofFiling.detail).toContain('100/200/50');
  });

  it('has Hawaii at 40/80/20 since 2026 (Act 138, Session Laws of Hawaii 2024)', () => {
    expect(limits('HI')).toEqual([40000, 80000, 20000]);
    expect(entry('HI').minimumsEffective).toBe('2026-01-01');
    expect(entry('HI').notes.join(' ')).toContain('up from 20/40/10');
  });

  it('calls only Kentucky, New Jersey and Pennsylvania choice no-fault; DC, Delaware and Oregon add-on; New Hampshire alone not compulsory', () => {
    expect(states.filter((state) => state.faultSystem === 'choice-no-fault').map((state) => state.code)).toEqual(['KY', 'NJ', 'PA']);
    expect(states.filter((state) => state.faultSystem === 'add-on').map((state) => state.code)).toEqual(['DE', 'DC', 'OR']);
    expect(states.filter((state) => !state.compulsory).map((state) => state.code)).toEqual(['NH']);
    expect(entry('NJ').evidence.coverages.uim.kind).toBe('required');
    expect(entry('NJ').alternativePolicy).toContain('Basic Policy');
  });

  it("says how DC's optional PIP meets the right to sue, and no other state overrides the add-on rule", () => {
    expect(entry('DC').addOnRightToSue).toContain('within 60 days');
    expect(entry('DC').evidence.coverages.pip.kind).toBe('must-be-offered');
    expect(states.filter((state) => state.addOnRightToSue).map((state) => state.code)).toEqual(['DC']);
  });

  it('has California at 30/60/15 since 2025, and 50/100/25 scheduled from 2035', () => {
    expect(limits('CA')).toEqual([30000, 60000, 15000]);
    expect(entry('CA').minimumsEffective).toBe('2025-01-01');
    const [change] = entry('CA').evidence.scheduledChanges;
    expect([change!.from, change!.bodilyInjuryPerPerson, change!.bodilyInjuryPerAccident, change!.propertyDamage]).toEqual([
      '2035-01-01',
      50000,
      100000,
      25000,
    ]);
    // The quoted sentence gives the date and a $20,000 increase, not the three new limits: the page says so.
    expect(change!.figuresQuoted).toBe(false);
    expect(change!.evidence.quote).toContain('January 1, 2035');
  });

  it('has DC at 50/100/20 from October 1, 2027, each figure in the quoted act', () => {
    const [change] = entry('DC').evidence.scheduledChanges;
    expect([change!.from, change!.bodilyInjuryPerPerson, change!.bodilyInjuryPerAccident, change!.propertyDamage]).toEqual([
      '2027-10-01',
      50000,
      100000,
      20000,
    ]);
    expect(change!.figuresQuoted).toBe(true);
    expect(change!.evidence.quote).toContain('October 1, 2027');
    expect(states.filter((state) => state.evidence.scheduledChanges.length > 0).map((state) => state.code)).toEqual(['CA', 'DC']);
  });

  it('has Florida with PIP and property damage but no bodily injury requirement', () => {
    expect(limits('FL')).toEqual([0, 0, 10000]);
    expect(entry('FL').evidence.coverages.pip.kind).toBe('required');
    expect(entry('FL').faultSystem).toBe('no-fault');
  });

  it('shows the combined single limits a quoted sentence states, and says so where one compilation records none', () => {
    const limitsByState = Object.fromEntries(
      states.filter((state) => state.evidence.combinedSingleLimit).map((state) => [state.code, state.evidence.combinedSingleLimit!.amount]),
    );
    expect(limitsByState).toEqual({ CT: 50000, KY: 60000, ME: 125000, PA: 35000, RI: 75000, UT: 90000 });
    expect(
      states
        .filter((state) => state.evidence.combinedSingleLimit?.otherCompilationDisagrees)
        .map((state) => state.code)
        .sort(),
    ).toEqual(['CT', 'ME', 'PA']);
    // notaquote's $65,000 for Tennessee is in no quoted sentence; Reference Source calls it a bond or deposit.
    expect(entry('TN').evidence.combinedSingleLimit).toBeUndefined();
    expect(entry('TN').evidence.unconfirmedSingleLimit).toBe(65000);
  });

  it('has the SR-22 and FR-44 durations the DMVs publish: CO, GA, NV, WA 3 years, TX 2, Missouri 3 or 2', () => {
    const years = (code: StateCode) => entry(code).evidence.filingDurations.map((duration) => duration.years);
    for (const code of ['CO', 'GA', 'NV', 'WA', 'CA', 'IL', 'VA', 'FL'] as const) expect(years(code), code).toEqual([3]);
    expect(years('TX')).toEqual([2]);
    expect(years('MO')).toEqual([3, 2]);
    expect(entry('FL').evidence.filingDurations[0]!.certificate).toBe('FR-44');
    expect(states.filter((state) => state.evidence.filingDurations.length > 0)).toHaveLength(10);
  });

  it('credits each Reference Source quote to the commit of the file it came from (minimums and SR-22 records are different releases)', () => {
    const commitOf = (name: string) => `at commit ${(readData(name) as { via: { commit: string } }).via.commit.slice(0, 7)}`;
    const minimumQuotes = states.map((state) => state.evidence.liability.evidence).filter((evidence) => evidence.compilation === 'reference-source');
    expect(minimumQuotes.length).toBeGreaterThan(45);
    for (const evidence of minimumQuotes) expect(evidence.verified.by).toContain(commitOf('state-minimum-quotes.json'));
    const durations = states.flatMap((state) => state.evidence.filingDurations);
    expect(durations).toHaveLength(11);
    for (const duration of durations) expect(duration.evidence.verified.by).toContain(commitOf('sr22-durations.json'));
  });

  it('says what each law says of UM, UIM, PIP and MedPay, from the data', () => {
    const kinds = (code: StateCode) => Object.fromEntries(Object.entries(entry(code).evidence.coverages).map(([coverage, rule]) => [coverage, rule.kind]));
    expect(kinds('AK')).toMatchObject({ um: 'included-unless-rejected-in-writing', uim: 'included-unless-rejected-in-writing', pip: 'not-required' });
    expect(kinds('AL')).toMatchObject({ um: 'included-unless-rejected' });
    expect(kinds('AZ')).toMatchObject({ um: 'must-be-offered' });
    expect(kinds('CT')).toMatchObject({ um: 'required', uim: 'required' });
    expect(kinds('GA')).toMatchObject({ um: 'not-confirmed', uim: 'not-confirmed' });
    expect(kinds('MD')).toMatchObject({ pip: 'included-unless-rejected-in-writing' });
    expect(kinds('WI')).toMatchObject({ medPay: 'included-unless-rejected' });
    expect(kinds('OH')).toMatchObject({ um: 'not-required', uim: 'not-required' });
    // Neither compilation records UMPD: it is never claimed.
    expect(new Set(states.map((state) => state.evidence.coverages.umpd.kind))).toEqual(new Set(['not-confirmed']));
  });

  it('holds every shown figure to its quoted sentence', () => {
    for (const state of states) {
      const { liability, combinedSingleLimit, coverages, scheduledChanges, filingDurations } = state.evidence;
      const quoted = amountsIn(liability.evidence.quote);
      for (const figure of Object.values(state.minimumLiability).filter((value) => value > 0)) expect(quoted.has(figure), `${state.code} ${figure}`).toBe(true);
      if (combinedSingleLimit) expect(amountsIn(combinedSingleLimit.evidence.quote).has(combinedSingleLimit.amount), state.code).toBe(true);
      for (const [rule, amount] of [
        [coverages.pip, state.personalInjuryProtection.amount],
        [coverages.medPay, state.medicalPayments.amount],
      ] as const)
        for (const figure of dollarFiguresIn(amount ?? ''))
          expect(
            rule.evidence.some((item) => amountsIn(item.quote).has(figure)),
            `${state.code} ${figure}`,
          ).toBe(true);
      for (const change of scheduledChanges.filter((candidate) => candidate.figuresQuoted))
        for (const figure of [change.bodilyInjuryPerPerson, change.bodilyInjuryPerAccident, change.propertyDamage])
          expect(amountsIn(change.evidence.quote).has(figure), `${state.code} ${change.from} ${figure}`).toBe(true);
      for (const duration of filingDurations) expect(yearsIn(duration.evidence.quote).has(duration.years), state.code).toBe(true);
    }
  });

  it('agrees with the data files as read here: limits, single limits, scheduled changes and durations', () => {
    for (const state of states) {
      const rules = rulesFile.states[state.code]!;
      const quoted = quotesFile.states[state.code]!;
      const pairs = [
        ['biPerPerson', state.minimumLiability.bodilyInjuryPerPerson],
        ['biPerAccident', state.minimumLiability.bodilyInjuryPerAccident],
        ['pd', state.minimumLiability.propertyDamage],
      ] as const;
      for (const [field, shown] of pairs) {
        expect(shown, `${state.code} ${field}`).toBe(rules[field] ?? 0);
        if (quoted.amountsUsd[field] !== null) expect(shown, `${state.code} ${field}`).toBe(quoted.amountsUsd[field]);
      }
      // Reference Source quotes New York's statute from a law mirror: the page quotes the statute on the Senate's site instead.
      if (state.code === 'NY') expect(state.evidence.liability.evidence.url).toBe('https://www.nysenate.gov/legislation/laws/VAT/311');
      else expect([state.evidence.liability.evidence.url, state.evidence.liability.evidence.quote]).toEqual([quoted.source, quoted.quote]);
      const csl = state.evidence.combinedSingleLimit?.amount;
      if (csl !== undefined) expect([quoted.amountsUsd.combinedSingleLimit, rules.combinedSingleLimit]).toContain(csl);
      expect(
        state.evidence.scheduledChanges.map((change) => [change.from, change.bodilyInjuryPerPerson, change.bodilyInjuryPerAccident, change.propertyDamage]),
      ).toEqual(rules.scheduledChanges.map((change) => [change.from, change.biPerPerson, change.biPerAccident, change.pd]));
      expect(state.evidence.filingDurations.map((duration) => [duration.years, duration.evidence.quote])).toEqual(
        (sr22File.states[state.code] ?? []).map((record) => [record.requiredDurationYears, record.quote]),
      );
    }
  });

  it('records who checked each quote and when: the compilation and its commit, or we ourselves only from compiled/state-law-dates.json', () => {
    for (const state of states) {
      expect(state.verified).toEqual(state.evidence.liability.evidence.verified);
      if (state.evidence.liability.evidence.compilation === 'reference-source') {
        expect(state.verified.on, state.code).toBe(quotesFile.states[state.code]!.lastVerified);
        expect(state.verified.by).toMatch(/^Reference Source \(referencesource\.org\), joelp22-maker\/referencesource-data at commit [0-9a-f]{7}$/);
      }
      for (const item of shownEvidence(state.evidence).filter((candidate) => candidate.compilation === 'notaquote'))
        expect(item.verified.by).toMatch(/^notaquote-fyi by Bolewood Group, LLC \(bolewood\/notaquote-fyi at commit [0-9a-f]{7}\)$/);
      // Our own reading is never the minimums' quote, and always a sentence of our compiled file, on the day it records.
      expect(state.evidence.liability.evidence.compilation, state.code).not.toBe('quoteowl');
      for (const item of shownEvidence(state.evidence).filter((candidate) => candidate.compilation === 'quoteowl')) {
        expect(item.verified.by).toBe('us, in a stored copy of the page (content/data/compiled/state-law-dates.json)');
        const fact = lawDatesFile.facts.find((candidate) => candidate.sentence === item.quote);
        expect(fact, item.quote).toBeDefined();
        expect(lawDatesFile.sources.find((source) => source.id === fact!.source)).toMatchObject({ url: item.url, title: item.source, read: item.verified.on });
      }
      const dates = shownEvidence(state.evidence).map((item) => item.verified.on);
      expect(state.dateModified).toBe(dates.sort().at(-1));
    }
  });

  it('cites no home page or county page, and quotes the minimums from an official https page', () => {
    const cited = states.flatMap((state) => [...shownEvidence(state.evidence).map((item) => item.url), ...state.sources.map((source) => source.url)]);
    for (const url of cited) {
      expect(new URL(url).pathname.replace(/\/+$/, ''), url).not.toBe('');
      expect(url).not.toMatch(/county|larimer/i);
    }
    for (const state of states) {
      const url = new URL(state.evidence.liability.evidence.url);
      const allowed = OFFICIAL_NON_GOV_HOSTS[state.code] ?? [];
      expect(url.protocol).toBe('https:');
      expect(url.hostname.endsWith('.gov') || allowed.includes(url.hostname), `${state.code}: ${url.hostname}`).toBe(true);
    }
  });

  it('was updated on a real date that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const state of states) {
      expect(state.updated <= today, `${state.code} updated ${state.updated}`).toBe(true);
      expect(state.updated >= '2025-01-01', `${state.code} updated ${state.updated}`).toBe(true);
    }
  });

  it('gives an effective date only for minimums that changed in 2020 or later, and never a future one beyond next year', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
    for (const state of states.filter((candidate) => candidate.minimumsEffective)) {
      expect(state.minimumsEffective! >= '2020-01-01' && state.minimumsEffective! <= nextYear, state.code).toBe(true);
    }
  });
});

describe('stale facts warn at build time', () => {
  it('is quiet on the data as it stands today', () => {
    expect(stateWarnings(states, '2026-11-24')).toEqual([]);
  });

  it("warns when a compilation's quotes pass staleAfter or are over 12 months old", () => {
    const al = entry('AL');
    expect(stateWarnings([al], '2027-02-06')).toEqual([
      'AL: quotes checked by Reference Source (referencesource.org), joelp22-maker/referencesource-data at commit 031a333 went stale on 2027-02-06: update content/data from a newer release of the compilation',
    ]);
    expect(stateWarnings([al], '2027-09-23').join('\n')).toContain(
      'AL: quotes checked by notaquote-fyi by Bolewood Group, LLC (bolewood/notaquote-fyi at commit 21fec5a) on 2026-09-22, over 365 days ago',
    );
  });

  it('warns when a scheduled change or announced minimums are in force and the entry was not updated since', () => {
    const dc = entry('DC');
    const onTheDay = stateWarnings([dc], '2027-10-01');
    expect(onTheDay).toContain(
      'DC: the change scheduled for 2027-10-01 is now in force, but the entry was last updated 2026-11-24: update content/data and the entry',
    );
    expect(stateWarnings([{ ...dc, updated: '2027-10-01' }], '2027-10-01').filter((line) => line.includes('scheduled'))).toEqual([]);
    expect(stateWarnings([{ ...entry('HI'), updated: '2025-11-01' }], '2026-11-24')).toEqual([
      'HI: the minimums announced for 2026-01-01 are now in force, but the entry was last updated 2025-11-01: verify and update "updated"',
    ]);
  });
});

describe('reading a figure in an official sentence', () => {
  it.each([
    ['$25,000 per person', 25000],
    ['25,000 for bodily injury', 25000],
    ['commonly stated as 25/50/25', 50000],
    ['$50,000/$100,000 for bodily injury', 100000],
    ['twenty-five thousand dollars', 25000],
    ['twenty - five thousand dollars', 25000],
    ['one hundred thousand dollars', 100000],
    ['$50,000.00 ... $250,000.00', 250000],
    ['at least eight thousand dollars', 8000],
  ])('finds the amount in "%s"', (text, amount) => {
    expect(amountsIn(text).has(amount)).toBe(true);
  });

  it('does not find an amount that is not there', () => {
    expect(amountsIn('$25,000 per person and $50,000 per accident').has(30000)).toBe(false);
    expect(amountsIn('twenty-five thousand dollars').has(20000)).toBe(false);
  });

  it.each([
    ['must be maintained for 36 months (three years)', 3],
    ['Keep It for 3 Years', 3],
    ['the three-year requirement', 3],
    ['for two years from the date', 2],
  ])('finds the duration in "%s"', (text, years) => {
    expect(yearsIn(text).has(years)).toBe(true);
  });
});

describe('stateRequirementsSchema', () => {
  let raw: Record<string, unknown>[];
  beforeAll(async () => {
    raw = parseYaml(await readFile(STATES_FILE, 'utf8')) as Record<string, unknown>[];
  });
  const withVirginia = (change: (virginia: Record<string, unknown>) => void) => {
    const copy = structuredClone(raw);
    change(copy.find((state) => state.code === 'VA')!);
    return stateRequirementsSchema.safeParse(copy);
  };
  const messages = (result: ReturnType<typeof stateRequirementsSchema.safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

  it('accepts the real file', () => {
    expect(messages(stateRequirementsSchema.safeParse(raw))).toEqual([]);
  });

  it.each([
    [
      'a figure typed into the entry instead of taken from content/data',
      (va: Record<string, unknown>) => {
        va.minimumLiability = { bodilyInjuryPerPerson: 50000, bodilyInjuryPerAccident: 100000, propertyDamage: 25000 };
      },
      'minimumLiability',
    ],
    [
      'an FR-44 outside Florida and Virginia',
      (va: Record<string, unknown>) => {
        va.code = 'AL';
      },
      'fr44',
    ],
    [
      'a right-to-sue note outside an add-on state',
      (va: Record<string, unknown>) => {
        va.addOnRightToSue = 'Anything.';
      },
      'add-on',
    ],
    [
      'a source that is not https',
      (va: Record<string, unknown>) => {
        va.sources = [{ title: 'Virginia DMV', url: 'http://www.dmv.virginia.gov/' }];
      },
      'https',
    ],
    [
      'a date that is not on the calendar',
      (va: Record<string, unknown>) => {
        va.updated = '2026-02-30';
      },
      'calendar',
    ],
  ])('rejects %s', (_label, change, expected) => {
    expect(messages(withVirginia(change)).join('; ')).toContain(expected);
  });

  it('rejects a missing or repeated state and entries out of order', () => {
    expect(messages(stateRequirementsSchema.safeParse(raw.slice(1))).join('; ')).toContain('missing: AL');
    expect(messages(stateRequirementsSchema.safeParse([...raw, raw[0]])).join('; ')).toContain('more than once');
    expect(messages(stateRequirementsSchema.safeParse([raw[1], raw[0], ...raw.slice(2)])).join('; ')).toContain('ordered by state name');
  });

  describe('in the build', () => {
    const dirs: string[] = [];
    afterAll(async () => {
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });
    const contentWith = async (change: (dir: string) => Promise<void>) => {
      const dir = await mkdtemp(path.join(tmpdir(), 'states-'));
      dirs.push(dir);
      await cp(path.join(ROOT, 'content'), dir, { recursive: true });
      await change(dir);
      return dir;
    };
    const editJson = (dir: string, name: string, edit: (data: { states: Record<string, Record<string, unknown>> }) => void) => {
      const file = path.join(dir, 'data', name);
      const data = JSON.parse(readFileSync(file, 'utf8')) as { states: Record<string, Record<string, unknown>> };
      edit(data);
      return writeFile(file, JSON.stringify(data));
    };

    it('fails the build naming content/states.yaml when the file is broken', async () => {
      const broken = structuredClone(raw);
      broken[0]!.updated = '2026-02-30';
      const dir = await contentWith((target) => writeFile(path.join(target, 'states.yaml'), stringifyYaml(broken)));
      await expect(buildContent(dir)).rejects.toThrow(/states\.yaml:\d+: 0\.updated/);
    });

    it('fails the build when a figure is not in its quote', async () => {
      const dir = await contentWith((target) =>
        editJson(target, 'state-minimum-quotes.json', (data) => {
          data.states.VA!.quote = String(data.states.VA!.quote).replaceAll('50,000', '55,000');
        }),
      );
      await expect(buildContent(dir)).rejects.toThrow('VA: biPerPerson 50000 does not appear in the quote');
    });

    it('fails the build when the two compilations give different limits', async () => {
      const dir = await contentWith((target) =>
        editJson(target, 'state-rules.json', (data) => {
          data.states.OH!.pd = 20000;
        }),
      );
      await expect(buildContent(dir)).rejects.toThrow('OH: pd is 25000 here but 20000 in state-rules.json');
    });

    it('fails the build when a data file breaks its schema, or an entry contradicts the data', async () => {
      const schema = await contentWith((target) =>
        editJson(target, 'state-rules.json', (data) => {
          data.states.OH!.umRequired = 'maybe';
        }),
      );
      await expect(buildContent(schema)).rejects.toThrow(/state-rules\.json: states\.OH\.umRequired/);
      // In both languages: the Spanish twin keeps the English entry's fault system.
      const category = await contentWith(async (target) => {
        for (const file of [path.join(target, 'states.yaml'), path.join(target, 'es', 'states.yaml')])
          await writeFile(file, readFileSync(file, 'utf8').replace(/(- code: OR\n(?: {2}.*\n)*? {2}faultSystem: )add-on/, '$1at-fault'));
      });
      await expect(buildContent(category)).rejects.toThrow('OR: faultSystem is at-fault');
    });
  });
});
