import { readFileSync, readdirSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { buildContent, stateWarnings } from '../../scripts/build/content.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { stateRequirementsSchema, type StateEntry } from '../../shared/content-schema.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';

/**
 * content/states.yaml through the real content build: every state once, in name order,
 * the figures the state pages lead with, and official sources.
 */

/** Official sites that do not end in .gov, allowed for the state that owns them only. */
const OFFICIAL_NON_GOV_HOSTS: Partial<Record<StateCode, readonly string[]>> = {
  KS: ['www.ksrevisor.org'], // Kansas Office of Revisor of Statutes
  NH: ['www.gencourt.state.nh.us'], // New Hampshire General Court (statutes)
  NM: ['www.osi.state.nm.us'], // New Mexico Office of Superintendent of Insurance
  NV: ['www.leg.state.nv.us'], // Nevada Legislature (NRS)
  PA: ['www.legis.state.pa.us'], // Pennsylvania General Assembly (statutes)
};

const STATES_FILE = path.join(ROOT, 'content', 'states.yaml');

let states: StateEntry[];
beforeAll(async () => {
  states = (await buildContent(path.join(ROOT, 'content'))).states;
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

  it('has Hawaii at 40/80/20 since 2026 (Act 138, Session Laws of Hawaii 2024), checked after the change', () => {
    expect(limits('HI')).toEqual([40000, 80000, 20000]);
    expect(entry('HI').minimumsEffective).toBe('2026-01-01');
    expect(entry('HI').checked >= '2026-01-01').toBe(true);
    expect(entry('HI').notes.join(' ')).toContain('up from 20/40/10');
  });

  it('warns at build time about facts not verified in 12 months, or announced minimums now in force but not re-checked', () => {
    const hi = { ...entry('HI') };
    expect(stateWarnings([hi], '2026-11-24')).toEqual([]);
    expect(stateWarnings([{ ...hi, checked: '2025-11-01' }], '2026-11-24')).toEqual([
      'HI: last checked 2025-11-01, over 365 days ago: verify it against its sources and update "checked"',
      'HI: the minimums announced for 2026-01-01 are now in force, but the entry was last checked 2025-11-01: verify and update "checked"',
    ]);
    expect(stateWarnings([{ ...hi, checked: '2025-12-01' }], '2025-12-15')).toEqual([]);
    // Today's data: nothing stale.
    expect(stateWarnings(states, '2026-11-24')).toEqual([]);
  });

  it('calls only Kentucky, New Jersey and Pennsylvania choice no-fault, and New Hampshire alone not compulsory', () => {
    expect(states.filter((state) => state.faultSystem === 'choice-no-fault').map((state) => state.code)).toEqual(['KY', 'NJ', 'PA']);
    expect(entry('DC').faultSystem).toBe('add-on');
    expect(states.filter((state) => !state.compulsory).map((state) => state.code)).toEqual(['NH']);
    expect(entry('NJ').uninsuredMotorist.underinsuredRequired).toBe(true);
    expect(entry('NJ').alternativePolicy).toContain('Basic Policy');
  });

  it('has California at 30/60/15 since 2025', () => {
    expect(limits('CA')).toEqual([30000, 60000, 15000]);
    expect(entry('CA').minimumsEffective).toBe('2025-01-01');
  });

  it('has Florida with PIP and property damage but no bodily injury requirement', () => {
    expect(limits('FL')).toEqual([0, 0, 10000]);
    expect(entry('FL').personalInjuryProtection.required).toBe(true);
    expect(entry('FL').faultSystem).toBe('no-fault');
  });

  it('cites at least one official https source for every state', () => {
    for (const state of states) {
      const allowed = OFFICIAL_NON_GOV_HOSTS[state.code] ?? [];
      const official = state.sources.filter((source) => {
        const url = new URL(source.url);
        return url.protocol === 'https:' && (url.hostname.endsWith('.gov') || allowed.includes(url.hostname));
      });
      expect(official.length, `${state.code}: ${state.sources.map((source) => source.url).join(', ')}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('was checked on a real date that is not in the future', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const state of states) {
      expect(state.checked <= today, `${state.code} checked ${state.checked}`).toBe(true);
      expect(state.checked >= '2025-01-01', `${state.code} checked ${state.checked}`).toBe(true);
    }
  });

  it('gives an effective date only for minimums that changed in 2020 or later, and never a future one beyond next year', () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-12-31`;
    for (const state of states.filter((candidate) => candidate.minimumsEffective)) {
      expect(state.minimumsEffective! >= '2020-01-01' && state.minimumsEffective! <= nextYear, state.code).toBe(true);
    }
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
      'a per-accident limit below the per-person limit',
      (va: Record<string, unknown>) => {
        va.minimumLiability = { bodilyInjuryPerPerson: 50000, bodilyInjuryPerAccident: 40000, propertyDamage: 25000 };
      },
      'bodilyInjuryPerAccident',
    ],
    [
      'an FR-44 outside Florida and Virginia',
      (va: Record<string, unknown>) => {
        va.code = 'AL';
      },
      'fr44',
    ],
    [
      'a required coverage without an amount',
      (va: Record<string, unknown>) => {
        va.medicalPayments = { required: true, amount: '' };
      },
      'amount',
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
        va.checked = '2026-02-30';
      },
      'calendar',
    ],
    [
      'a field the schema does not know',
      (va: Record<string, unknown>) => {
        va.extra = true;
      },
      'extra',
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
    let dir: string;
    afterAll(async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('fails the build naming content/states.yaml when the file is broken', async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'states-'));
      await cp(path.join(ROOT, 'content'), dir, { recursive: true });
      const broken = structuredClone(raw);
      (broken[0]!.minimumLiability as Record<string, number>).bodilyInjuryPerAccident = 1;
      await writeFile(path.join(dir, 'states.yaml'), stringifyYaml(broken));
      const failure = buildContent(dir);
      await expect(failure).rejects.toThrow('states.yaml');
      await expect(buildContent(dir)).rejects.toThrow('bodilyInjuryPerAccident');
    });
  });
});

describe('guides and topics agree with content/states.yaml', () => {
  /**
   * Where a guide or topic states a state's current minimum ("Texas requires 30/60/25",
   * "California's 30/60/15", "Virginia raised its minimum to 50/100/25", "… but it rose to
   * 30/60/15"), the figures must be that state's in states.yaml. Figures of the past ("was
   * 15/30/5", "from 15/30/5") are history and not checked.
   */
  const files = ['guides', 'home'].flatMap((dir) =>
    readdirSync(path.join(ROOT, 'content', dir))
      .filter((name) => name.endsWith('.md') || name.endsWith('.yaml'))
      .map((name) => path.join(ROOT, 'content', dir, name)),
  );
  const names = Object.entries(US_STATES) as [StateCode, string][];
  const current = (code: StateCode) => {
    const limits = states.find((state) => state.code === code)!.minimumLiability;
    return [limits.bodilyInjuryPerPerson, limits.bodilyInjuryPerAccident, limits.propertyDamage].map((value) => value / 1000).join('/');
  };

  it('finds the claims it checks, and every one matches the data', () => {
    const claims: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [code, name] of names) {
        const patterns = [
          new RegExp(`\\b${name}(?:'s)? (?:requires|minimum is|now requires) (\\d+/\\d+/\\d+)`, 'g'),
          new RegExp(`\\b${name}'s (\\d+/\\d+/\\d+)`, 'g'),
          new RegExp(`\\b${name} raised its minimum (?:from \\S+ )?to (\\d+/\\d+/\\d+)`, 'g'),
          new RegExp(`\\b${name}'s minimum was [^.]*?(?:rose|raised) to (\\d+/\\d+/\\d+)`, 'g'),
        ];
        for (const pattern of patterns)
          for (const match of text.matchAll(pattern)) {
            claims.push(`${path.basename(file)}: ${code} ${match[1]!}`);
            expect(match[1], `${path.relative(ROOT, file)}: "${match[0]}"`).toBe(current(code));
          }
      }
    }
    // The guides do state minimums for Texas, California and Virginia: the check is not vacuous.
    expect(claims.length).toBeGreaterThanOrEqual(5);
  });
});
