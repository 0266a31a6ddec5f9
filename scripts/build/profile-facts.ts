import { z } from 'zod';
import type { ProfileFacts } from '../../shared/price-schema.js';

/**
 * A survey profile's structured columns (content/data/premium-surveys/*-profiles.csv) read into
 * the facts a page summarises in a line of its own language: who drives, which car, what record,
 * how far, what coverage. The columns are the compilers' shorthand, one style per survey
 * (`30/60/15` or `$25,000/$50,000 BI; $25,000 PD`; `M` or `male`); a value this reader cannot
 * read stops the build with the column's name, so no summary guesses.
 */

const count = z.string().regex(/^\d+$/, 'a whole number').transform(Number);
/** A count the profile may leave blank: unknown, so the summary says nothing of it. */
const optionalCount = z.union([z.literal('').transform(() => undefined), count]);
const dollars = (written: string) => Number(written.replaceAll(',', ''));

const GENDERS: Record<string, ProfileFacts['gender']> = { '': undefined, M: 'male', male: 'male', F: 'female', female: 'female' };
const HOUSEHOLDS: Record<string, ProfileFacts['household']> = { single: 'single', married: 'married', 'married couple': 'couple' };
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "30/60/15" (thousands), or the first three dollar amounts in the order the compilers write them: bodily injury per person, per accident, property damage. */
function limitsOf(written: string): ProfileFacts['limits'] | undefined {
  const thousands = /^(\d+)\/(\d+)\/(\d+)$/.exec(written);
  const amounts = thousands ? thousands.slice(1).map((value) => Number(value) * 1000) : [...written.matchAll(/\$([\d,]+)/g)].map((match) => dollars(match[1]!));
  if (amounts.length < 3) return undefined;
  const [bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage] = amounts as [number, number, number];
  return { bodilyInjuryPerPerson, bodilyInjuryPerAccident, propertyDamage };
}

/** A make and model: capitalised words ("Ford F-150", "Tesla Model 3"), before the body and options ("4-door sedan", "regular cab 4x2"). */
const MODEL = /^[A-Z][\w-]*(?: [A-Z0-9][\w-]*)+?(?= \d-door| (?:two|four)-door| [a-z]| \(|$)/;

/**
 * "2018 Chevrolet Malibu LS 4-door sedan", "three year old Toyota Camry Model, 4-door sedan,
 * 4-cylinder", "Toyota Camry, Toyota Rav4": the models, and the year or age the first is given.
 */
function vehicleOf(written: string): ProfileFacts['vehicle'] | undefined {
  const year = /^(\d{4}) /.exec(written);
  const age = /^(\w+) year old /.exec(written);
  const ageYears = age ? NUMBER_WORDS.indexOf(age[1]!.toLowerCase()) : undefined;
  if (ageYears === -1) return undefined;
  const [first = '', ...others] = written.slice((year ?? age)?.[0].length ?? 0).split(', ');
  const firstModel = MODEL.exec(first.replace(/ Model$/, ''))?.[0];
  if (!firstModel) return undefined;
  // A second vehicle is a part that is a model and nothing else; "4-door sedan" describes the first.
  const models = [firstModel, ...others.filter((part) => MODEL.exec(part)?.[0] === part)];
  return { models, ...(year ? { year: Number(year[1]) } : {}), ...(ageYears !== undefined ? { ageYears } : {}) };
}

/** "7,600 - 10,000", "<7500", "12000", or nothing where the profile states no mileage. */
function milesOf(written: string): ProfileFacts['annualMiles'] | null {
  if (written === '') return undefined;
  const range = /^([\d,]+) - ([\d,]+)$/.exec(written);
  if (range) return { from: dollars(range[1]!), to: dollars(range[2]!) };
  const under = /^<([\d,]+)$/.exec(written);
  if (under) return { under: dollars(under[1]!) };
  return /^[\d,]+$/.test(written) ? { exactly: dollars(written) } : null;
}

const profileColumns = z.looseObject({
  driver_age: optionalCount,
  gender: z.string().refine((value) => value in GENDERS, 'M, F, male, female or nothing'),
  marital: z.string().refine((value) => value in HOUSEHOLDS, 'single, married or married couple'),
  incidents: optionalCount,
  violations: optionalCount,
  coverage: z.string(),
  liability_limits: z.string(),
  comp_deductible: z.string(),
  coll_deductible: z.string(),
  vehicle: z.string(),
  annual_miles: z.string(),
});

/** The facts of one profile row, or the reason it cannot be read (the column and its value). */
export function profileFacts(row: unknown): ProfileFacts {
  const parsed = profileColumns.safeParse(row);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const columns = parsed.data;
  const coverage =
    columns.coverage === 'liability-only' || columns.coverage === 'full' ? columns.coverage : columns.coverage.startsWith('minimum') ? 'minimum' : undefined;
  if (!coverage) throw new Error(`coverage "${columns.coverage}" is not liability-only, full or minimum`);
  const limits = limitsOf(columns.liability_limits);
  if (!limits) throw new Error(`liability_limits "${columns.liability_limits}" does not give three limits`);
  const vehicle = vehicleOf(columns.vehicle);
  if (!vehicle) throw new Error(`vehicle "${columns.vehicle}" names no model this reader knows how to read`);
  const annualMiles = milesOf(columns.annual_miles);
  if (annualMiles === null) throw new Error(`annual_miles "${columns.annual_miles}" is not a figure, a range or "<figure"`);
  const deductibles = [columns.comp_deductible, columns.coll_deductible];
  if (!deductibles.every((value) => /^\d*$/.test(value)) || (deductibles[0] === '') !== (deductibles[1] === ''))
    throw new Error(`deductibles "${deductibles.join('", "')}" must be two whole dollar amounts or none`);
  return {
    ...(columns.driver_age !== undefined ? { age: columns.driver_age } : {}),
    ...(GENDERS[columns.gender] ? { gender: GENDERS[columns.gender] } : {}),
    household: HOUSEHOLDS[columns.marital]!,
    ...(columns.incidents !== undefined ? { accidents: columns.incidents } : {}),
    ...(columns.violations !== undefined ? { violations: columns.violations } : {}),
    vehicle,
    ...(annualMiles ? { annualMiles } : {}),
    coverage,
    limits,
    ...(deductibles[0] ? { deductibles: { comprehensive: Number(deductibles[0]), collision: Number(deductibles[1]) } } : {}),
  };
}
