import type { SavingsClaim, Survey, SurveySavings } from '../../shared/price-schema.js';

/**
 * The evidence behind the product's "save up to 50%", from the regulators' own surveys: for
 * each sample driver in each place (a case), how far below the median company's premium the
 * cheapest company's was; then the median of those cases per survey. Companies a department
 * says priced other coverage than the profile (California's footnoted seven) are left out, as
 * content/data/README.md asks when comparing. The build stops when the surveys stop supporting
 * the claim.
 */

/** "Save up to 50%": the spec's words (home page, guides, topics). */
export const CLAIMED_SAVING = 0.5;

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
    casesAtLeastHalf: shares.filter((share) => share >= 0.5).length / shares.length,
    excluded: [...excluded].filter((carrier) => rows.some((row) => row.carrier === carrier)).sort(),
  };
}

/**
 * The claim holds while, in the median case of at least half of the surveys, the cheapest
 * company's premium was at least the claimed share below the median company's.
 */
export function savingsClaim(surveys: readonly Pick<Survey, 'id' | 'savings'>[]): SavingsClaim {
  const medians = surveys.map((survey) => survey.savings.medianCase);
  const reaching = medians.filter((share) => share >= CLAIMED_SAVING).length;
  if (reaching * 2 < surveys.length)
    throw new Error(
      `"save up to ${CLAIMED_SAVING * 100}%" is no longer supported: the median case reaches it in ${reaching} of ${surveys.length} surveys (${surveys
        .map((survey) => `${survey.id} ${(survey.savings.medianCase * 100).toFixed(1)}%`)
        .join(', ')}); change the words or the surveys`,
    );
  return { claimed: CLAIMED_SAVING, lowestMedian: Math.min(...medians), highestMedian: Math.max(...medians), surveysReaching: reaching };
}
