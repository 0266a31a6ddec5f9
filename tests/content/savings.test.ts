import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/content.js';
import { parseCsv } from '../../scripts/build/csv.js';
import { CLAIMED_SAVING, savingsClaim, surveySavings } from '../../scripts/build/survey-savings.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import type { BuiltContent } from '../../shared/content-schema.js';

/**
 * "Save up to 50%" and the surveys behind it: the build's figures agree with the CSVs read here
 * on their own, the method does what the data sources page says, and the claim fails the build
 * when the surveys stop supporting it.
 */

let content: BuiltContent;
beforeAll(async () => {
  content = (await buildContent(path.join(ROOT, 'content'))).en;
});

/** A survey's premiums grouped by place and profile, read here on their own with the pack's CSV reader. */
function cases(id: string, excluded: ReadonlySet<string>): Map<string, number[]> {
  const file = path.join(ROOT, 'content', 'data', 'premium-surveys', `${id}-premiums.csv`);
  const byCase = new Map<string, number[]>();
  for (const row of parseCsv(readFileSync(file, 'utf8'))) {
    if (excluded.has(row.carrier!)) continue;
    const key = `${row.territory!}|${row.profile_id!}`;
    byCase.set(key, [...(byCase.get(key) ?? []), Number(row.annual_premium)]);
  }
  return byCase;
}

describe('the surveys behind "save up to 50%"', () => {
  it('finds, per survey, what the build found: the median case of (1 - cheapest / median company)', () => {
    for (const survey of content.prices.surveys) {
      const shares = [...cases(survey.id, new Set(survey.savings.excluded)).values()]
        .map((premiums) => {
          const sorted = [...premiums].sort((a, b) => a - b);
          const middle = sorted.length / 2;
          const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
          return 1 - sorted[0]! / median;
        })
        .sort((a, b) => a - b);
      const median = shares.length % 2 ? shares[(shares.length - 1) / 2]! : (shares[shares.length / 2 - 1]! + shares[shares.length / 2]!) / 2;
      expect(survey.savings.cases, survey.id).toBe(shares.length);
      expect(survey.savings.medianCase, survey.id).toBeCloseTo(median, 10);
    }
  });

  it("leaves out only California's seven footnoted companies, and reports each survey as measured on 2026-11-28", () => {
    const byId = Object.fromEntries(content.prices.surveys.map((survey) => [survey.id, survey.savings]));
    expect(byId['ca-2026']!.excluded).toHaveLength(7);
    expect(Object.values(byId).filter((savings) => savings.excluded.length > 0)).toHaveLength(1);
    // Measured with this code: CA 43.8%, TX 66.5%, OK 58.2%, DC 60.9%.
    expect(Math.round(byId['ca-2026']!.medianCase * 1000)).toBe(438);
    expect(Math.round(byId['tx-2025']!.medianCase * 1000)).toBe(665);
    expect(Math.round(byId['ok-2026']!.medianCase * 1000)).toBe(582);
    expect(Math.round(byId['dc-2024']!.medianCase * 1000)).toBe(609);
    expect(content.prices.savingsClaim.surveysReaching).toBe(3);
  });

  it('takes the median company and ignores a place priced by one company', () => {
    const rows = [
      { territory: 'A', profileId: 'p', carrier: 'x', annual: 500 },
      { territory: 'A', profileId: 'p', carrier: 'y', annual: 1000 },
      { territory: 'A', profileId: 'p', carrier: 'z', annual: 3000 },
      { territory: 'A', profileId: 'p', carrier: 'odd', annual: 100 },
      { territory: 'B', profileId: 'p', carrier: 'x', annual: 700 },
    ];
    const savings = surveySavings(rows, new Set(['odd']));
    expect(savings).toMatchObject({ cases: 1, medianCase: 0.5, fewestCompanies: 3, excluded: ['odd'] });
  });

  it('stops the build when fewer than half of the surveys reach the claim in their median case', () => {
    const survey = (id: string, medianCase: number) => ({ id, savings: { ...content.prices.surveys[0]!.savings, medianCase } });
    expect(savingsClaim([survey('a', 0.6), survey('b', 0.4)]).surveysReaching).toBe(1);
    expect(() => savingsClaim([survey('a', 0.49), survey('b', 0.6), survey('c', 0.3)])).toThrow(`"save up to ${CLAIMED_SAVING * 100}%" is no longer supported`);
  });
});
