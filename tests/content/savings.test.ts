import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/stages.js';
import { parseCsv } from '../../scripts/build/csv.js';
import { savingsClaim, savingsWordsProblem, surveySavings } from '../../scripts/build/survey-savings.js';
import { fillBuildTokens } from '../../scripts/build/tokens.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { sampleQuoteSchema, type BuiltContent, type BuiltSite } from '../../shared/content-schema.js';
import { EN } from '../../shared/messages/en.js';
import { ES } from '../../shared/messages/es.js';

/**
 * The savings sentence (decision 066): the build's figures agree with the CSVs read here on their
 * own, the method does what the data sources page says, and the build's check of the words
 * before their tokens are filled refuses a saving promised by a ceiling ("up to 50%"). Which
 * pages quote the figures, beside the method, is the build's rule QO-SAVE-003
 * (tests/content/editorial-rules.test.ts).
 */

let site: BuiltSite;
let content: BuiltContent;
beforeAll(async () => {
  site = await buildContent(path.join(ROOT, 'content'));
  content = site.en;
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

describe('the surveys behind the savings sentence', () => {
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
    expect(content.prices.savingsClaim).toEqual({ lowestMedian: byId['ca-2026']!.medianCase, highestMedian: byId['tx-2025']!.medianCase });
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

  it('quotes the lowest and highest median case, whatever the surveys say', () => {
    const survey = (medianCase: number) => ({ savings: { ...content.prices.surveys[0]!.savings, medianCase } });
    expect(savingsClaim([survey(0.3), survey(0.1), survey(0.2)])).toEqual({ lowestMedian: 0.1, highestMedian: 0.3 });
    expect(() => savingsClaim([])).toThrow(/no premium survey/);
  });
});

describe('the words about savings', () => {
  it('refuse a saving promised by a ceiling anywhere, and the figures outside the pages the surveys fit', () => {
    expect(savingsWordsProblem('content/guides/x.md', 'Comparing quotes can save up to 50%, though savings vary.')?.reason).toMatch(/"up to 50%" promises/);
    expect(savingsWordsProblem('content/es/guides/x.md', 'Comparar puede ahorrarle hasta un 50 %.')?.reason).toMatch(/"hasta un 50 %" promises/);
    expect(savingsWordsProblem('content/es/guides/dui-insurance.md', 'entre un {savingsLow} y un {savingsHigh}')?.reason).toMatch(/belong only on/);
    expect(savingsWordsProblem('/tmp/c/content/es/guides/comparing-insurance-quotes.md', 'entre un {savingsLow} y un {savingsHigh}')).toBeUndefined();
    expect(savingsWordsProblem('/tmp/c/content/home/*.yaml', 'typically {savingsLow} to {savingsHigh}')).toBeUndefined();
    expect(() =>
      fillBuildTokens('Typically {savingsLow} to {savingsHigh} less.', '/x/content/guides/dui-insurance.md', {
        stateFacts: new Map(),
        nationalFigures: { savingsLow: '44%', savingsHigh: '67%' },
      }),
    ).toThrow(/belong only on/);
  });

  it('keep the interface words free of the old promise too', () => {
    expect(JSON.stringify(EN, (_, value: unknown) => (typeof value === 'function' ? String(value) : value))).not.toMatch(/up to \d+\s?%/i);
    expect(JSON.stringify(ES, (_, value: unknown) => (typeof value === 'function' ? String(value) : value))).not.toMatch(/hasta (?:un|el) \d+\s?%/i);
  });
});

describe('the sample quote cards', () => {
  it('promise no discount: a ribbon is a neutral label', () => {
    expect(() => sampleQuoteSchema.parse({ provider: 'A', carModel: 'B', coverage: 'Minimum', monthlyRate: 49, ribbon: '40% OFF' })).toThrow(
      /no discount or saving/,
    );
    expect(() => sampleQuoteSchema.parse({ provider: 'A', carModel: 'B', coverage: 'Minimum', monthlyRate: 49, ribbon: '40% DE DESCUENTO' })).toThrow(
      /no discount or saving/,
    );
  });
});
