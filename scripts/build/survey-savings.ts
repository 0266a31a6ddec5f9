import { AT_LEAST_SHARE, type SavingsClaim, type Survey, type SurveySavings } from '../../shared/price-schema.js';

/**
 * What the regulators' own surveys measured of the spread between companies (decision 066): for
 * each sample driver in each place (a case), how far below the median company's premium the
 * cheapest company's was; then the median of those cases per survey. Companies a department
 * says priced other coverage than the profile (California's footnoted seven) are left out, as
 * content/data/README.md asks when comparing. The words quote the lowest and highest of those
 * medians, as tokens; scripts/build/savings-words.ts keeps them to the pages the surveys fit.
 */

interface CaseRow {
  territory: string;
  profileId: string;
  carrier: string;
  annual: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function surveySavings(rows: readonly CaseRow[], excluded: ReadonlySet<string>): SurveySavings {
  const cases = new Map<string, number[]>();
  for (const row of rows) {
    if (excluded.has(row.carrier)) continue;
    const key = `${row.territory}\u0000${row.profileId}`;
    cases.set(key, [...(cases.get(key) ?? []), row.annual]);
  }
  // A case of one company compares nothing.
  const compared = [...cases.values()].filter((premiums) => premiums.length >= 2);
  if (compared.length === 0) throw new Error('no sample driver and place is priced by two companies or more');
  const shares = compared.map((premiums) => 1 - Math.min(...premiums) / median(premiums));
  return {
    cases: compared.length,
    fewestCompanies: Math.min(...compared.map((premiums) => premiums.length)),
    mostCompanies: Math.max(...compared.map((premiums) => premiums.length)),
    medianCase: median(shares),
    lowestCase: Math.min(...shares),
    highestCase: Math.max(...shares),
    casesAtLeastHalf: shares.filter((share) => share >= AT_LEAST_SHARE).length / shares.length,
    excluded: [...excluded].filter((carrier) => rows.some((row) => row.carrier === carrier)).sort(),
  };
}

/** The sentence's figures: the lowest and highest of the surveys' median cases. */
export function savingsClaim(surveys: readonly Pick<Survey, 'savings'>[]): SavingsClaim {
  if (surveys.length === 0) throw new Error('no premium survey to measure the spread between companies');
  const medians = surveys.map((survey) => survey.savings.medianCase);
  return { lowestMedian: Math.min(...medians), highestMedian: Math.max(...medians) };
}

/**
 * The pages whose subject the surveys fit (ordinary drivers comparing prices), by content file:
 * only their words may quote the surveys' figures ({savingsLow}, {savingsHigh}). A guide about
 * drivers no survey priced (a DUI, a non-owner policy, no license, no deposit) says prices vary
 * instead. The Spanish twins have the same file names under content/es/.
 */
export const SAVINGS_FIGURE_FILES = [
  'home/*.yaml',
  'guides/comparing-insurance-quotes.md',
  'guides/cheap-affordable-insurance.md',
  'guides/how-to-lower-car-insurance.md',
];

/** A promise of a saving by a ceiling ("save up to 50%", «hasta un 50%»): what the surveys do not measure. */
const SAVING_CEILING = /\bup to \d+(?:\.\d+)?\s*%|\bhasta (?:un|el)\s+\d+(?:[.,]\d+)?\s*%/i;

/** Why a content file's words (before their tokens are filled) may not say what they say of savings, or undefined. */
export function savingsWordsProblem(file: string, text: string): { reason: string; excerpt: string } | undefined {
  const ceiling = SAVING_CEILING.exec(text);
  if (ceiling)
    return {
      excerpt: ceiling[0],
      reason: `"${ceiling[0]}" promises a saving the surveys do not measure: quote what they measured ({savingsLow} to {savingsHigh}), see decision 066`,
    };
  const where = file.split(/[\\/]/).join('/');
  const figure = /\{savings(?:Low|High)\}/.exec(text);
  if (figure && !SAVINGS_FIGURE_FILES.some((allowed) => where.endsWith(`/${allowed}`)))
    return {
      excerpt: figure[0],
      reason: `the surveys' figures ({savingsLow}, {savingsHigh}) belong only on ${SAVINGS_FIGURE_FILES.join(', ')} (and their Spanish twins): no survey priced the drivers this page is about, so say that prices vary widely between insurers`,
    };
  return undefined;
}
