import { describe, expect, it } from 'vitest';
import { profileFacts } from '../../scripts/build/profile-facts.js';
import { readCsvLines, surveyFile } from '../support/data-pack.js';

/**
 * The survey profiles' structured columns, read into the facts a page sums up in a line of its
 * language (scripts/build/profile-facts.ts): every profile of the surveys with pages reads, the
 * values come out as the columns state them, and a value the reader does not know stops it.
 */

const SURVEYS_WITH_PAGES = ['ca-2026', 'dc-2024', 'ok-2026', 'tx-2025'];

describe('the survey profiles', () => {
  it.each(SURVEYS_WITH_PAGES)('%s: every profile reads', (id) => {
    const rows = readCsvLines(surveyFile(id, 'profiles'));
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(() => profileFacts(row), row.profile_id).not.toThrow();
  });

  it('reads each kind of column as the compilers wrote it', () => {
    const profile = (id: string, file: string) => profileFacts(readCsvLines(surveyFile(file, 'profiles')).find((row) => row.profile_id === id));
    expect(profile('dc-married-39', 'dc-2024')).toEqual({
      age: 39,
      household: 'couple',
      accidents: 0,
      violations: 0,
      vehicle: { models: ['Toyota Camry'], ageYears: 3 },
      coverage: 'minimum',
      limits: { bodilyInjuryPerPerson: 25000, bodilyInjuryPerAccident: 50000, propertyDamage: 10000 },
    });
    expect(profile('ok-2026-C-male', 'ok-2026')).toMatchObject({
      gender: 'male',
      household: 'married',
      vehicle: { models: ['Chevrolet Malibu LS'], year: 2018 },
      annualMiles: { exactly: 12000 },
      coverage: 'full',
      limits: { bodilyInjuryPerPerson: 25000, bodilyInjuryPerAccident: 50000, propertyDamage: 25000 },
      deductibles: { comprehensive: 500, collision: 500 },
    });
    expect(profile('ca-1142A', 'ca-2026')).toMatchObject({ annualMiles: { from: 7600, to: 10000 }, limits: { propertyDamage: 15000 } });
    expect(profile('tx-truck', 'tx-2025').vehicle).toEqual({ models: ['Ford F-150'], year: 2024 });
  });

  it.each([
    ['gender', 'X', /gender/],
    ['coverage', 'comprehensive only', /coverage "comprehensive only"/],
    ['liability_limits', '30/60', /liability_limits "30\/60"/],
    ['vehicle', 'a car', /vehicle "a car"/],
    ['annual_miles', 'about 12000', /annual_miles "about 12000"/],
  ])('refuses a %s it cannot read', (column, value, reason) => {
    const row = { ...readCsvLines(surveyFile('tx-2025', 'profiles')).find((candidate) => candidate.profile_id === 'tx-base')!, [column]: value };
    expect(() => profileFacts(row)).toThrow(reason);
  });
});
