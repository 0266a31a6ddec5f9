import { countWhole, usdWhole, type SiteLocale } from '../../shared/money.js';
import type { ProfileFacts } from '../../shared/price-schema.js';
import { limitsShort } from './state-words.js';

/**
 * A survey profile in one line of the page's language, from its structured columns
 * (scripts/build/profile-facts.ts): who drives, which car, what record, how far, what coverage.
 * It stands above the department's own definition, which stays in English: a Spanish reader
 * learns who the figures are for without reading the official text.
 */

const EN = {
  person: {
    single: { male: 'Single man', female: 'Single woman', none: 'Single driver' },
    married: { male: 'Married man', female: 'Married woman', none: 'Married driver' },
  },
  couple: 'Married couple',
  aged: (person: string, age: string) => `${person}, ${age}`,
  car: (models: string, year?: string, ageYears?: string) => (year ? `${year} ${models}` : ageYears ? `${ageYears}-year-old ${models}` : models),
  and: ' and ',
  clean: 'no accidents or violations',
  accidents: (count: number, written: string) => `${written} ${count === 1 ? 'accident' : 'accidents'}`,
  violations: (count: number, written: string) => `${written} ${count === 1 ? 'violation' : 'violations'}`,
  record: (parts: string) => parts,
  milesRange: (from: string, to: string) => `${from} to ${to} miles a year`,
  milesUnder: (under: string) => `under ${under} miles a year`,
  miles: (miles: string) => `${miles} miles a year`,
  coverage: {
    'liability-only': (limits: string) => `liability only at ${limits}`,
    full: (limits: string) => `liability of ${limits} with comprehensive and collision`,
    minimum: (limits: string) => `the minimum required coverage, liability of ${limits}`,
  },
  deductible: (amount: string) => `${amount} deductibles`,
  deductibles: (comprehensive: string, collision: string) => `${comprehensive} comprehensive and ${collision} collision deductibles`,
};

const ES: typeof EN = {
  person: {
    single: { male: 'Hombre soltero', female: 'Mujer soltera', none: 'Persona soltera' },
    married: { male: 'Hombre casado', female: 'Mujer casada', none: 'Persona casada' },
  },
  couple: 'Pareja casada',
  aged: (person, age) => `${person} de ${age} años`,
  car: (models, year, ageYears) => (year ? `${models} de ${year}` : ageYears ? `${models} de ${ageYears} años` : models),
  and: ' y ',
  clean: 'sin accidentes ni infracciones',
  accidents: (count, written) => `${written} ${count === 1 ? 'accidente' : 'accidentes'}`,
  violations: (count, written) => `${written} ${count === 1 ? 'infracción' : 'infracciones'}`,
  record: (parts) => `con ${parts}`,
  milesRange: (from, to) => `de ${from} a ${to} millas al año`,
  milesUnder: (under) => `menos de ${under} millas al año`,
  miles: (miles) => `${miles} millas al año`,
  coverage: {
    'liability-only': (limits) => `solo responsabilidad civil de ${limits}`,
    full: (limits) => `responsabilidad civil de ${limits} con cobertura integral y de colisión`,
    minimum: (limits) => `la cobertura mínima obligatoria, con responsabilidad civil de ${limits}`,
  },
  deductible: (amount) => `deducibles de ${amount}`,
  deductibles: (comprehensive, collision) => `deducible de ${comprehensive} en la cobertura integral y de ${collision} en la de colisión`,
};

/** "Single woman, 25; 3-year-old Toyota Camry; no accidents or violations; …", or for 'es-US' "Mujer soltera de 25 años; Toyota Camry de 3 años; …". */
export function profileSummary(facts: ProfileFacts, locale: SiteLocale): string {
  const words = locale === 'es-US' ? ES : EN;
  const count = (value: number) => countWhole(value, locale);
  const person = facts.household === 'couple' ? words.couple : words.person[facts.household][facts.gender ?? 'none'];
  const car = words.car(facts.vehicle.models.join(words.and), facts.vehicle.year?.toString(), facts.vehicle.ageYears?.toString());
  const record =
    facts.accidents === undefined && facts.violations === undefined
      ? undefined
      : !facts.accidents && !facts.violations
        ? words.clean
        : words.record(
            [
              facts.accidents ? words.accidents(facts.accidents, count(facts.accidents)) : '',
              facts.violations ? words.violations(facts.violations, count(facts.violations)) : '',
            ]
              .filter(Boolean)
              .join(words.and),
          );
  const miles = facts.annualMiles;
  const distance = !miles
    ? undefined
    : 'from' in miles
      ? words.milesRange(count(miles.from), count(miles.to))
      : 'under' in miles
        ? words.milesUnder(count(miles.under))
        : words.miles(count(miles.exactly));
  const { deductibles } = facts;
  const coverage = [
    words.coverage[facts.coverage](limitsShort(facts.limits)),
    deductibles &&
      (deductibles.comprehensive === deductibles.collision
        ? words.deductible(usdWhole(deductibles.collision, locale))
        : words.deductibles(usdWhole(deductibles.comprehensive, locale), usdWhole(deductibles.collision, locale))),
  ]
    .filter(Boolean)
    .join(', ');
  return `${[facts.age === undefined ? person : words.aged(person, count(facts.age)), car, record, distance, coverage].filter(Boolean).join('; ')}.`;
}
