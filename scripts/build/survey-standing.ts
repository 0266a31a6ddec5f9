import path from 'node:path';
import { compactPremiumRowSchema, premiumRowSchema, type Survey } from '../../shared/price-schema.js';
import type { ReviewCompanies, SurveyStanding } from '../../shared/review-record-schema.js';
import { US_STATES } from '../../shared/us-states.js';
import { carriesBrandWord } from './complaints.js';
import { ContentError, type SourceReader } from './source-files.js';

/**
 * Where a review's companies sat in the regulators' sample premiums (decision 042): in every
 * comparison a survey makes (one place, one driver profile), the company's position from the
 * lowest premium, and whether it was below the median company's. The companies a department
 * footnotes as pricing different coverage (surveys.yaml `apart`) are left out of every
 * comparison, as the survey pages list them apart.
 */

interface Premium {
  place: string;
  profile: string;
  carrier: string;
  annual: number;
}

type ReviewEntry = ReviewCompanies['reviews'][number];
export type SurveyPremiums = Map<string, Premium[]>;

/** Every premium of every survey the site publishes, with the companies shown apart left out. */
export async function readSurveyPremiums(
  reader: SourceReader,
  dataDir: string,
  surveys: readonly Survey[],
  apart: ReadonlyMap<string, readonly string[]>,
): Promise<SurveyPremiums> {
  const premiums: SurveyPremiums = new Map();
  for (const survey of surveys) {
    const file = path.join(dataDir, 'premium-surveys', `${survey.id}-premiums.csv`);
    const records = await reader.csv(file);
    const schema = survey.code === 'CA' ? compactPremiumRowSchema : premiumRowSchema;
    const shownApart = new Set(apart.get(survey.id) ?? []);
    premiums.set(
      survey.id,
      records
        .map((record, index) => {
          const row = schema.safeParse(record);
          if (!row.success) throw new ContentError(`${file} row ${index + 2}`, row.error.issues.map((issue) => issue.message).join('; '));
          return { place: row.data.territory, profile: row.data.profile_id, carrier: row.data.carrier, annual: Number(row.data.annual_premium) };
        })
        .filter((premium) => !shownApart.has(premium.carrier)),
    );
  }
  return premiums;
}

/** The review's survey companies, checked: each is in its survey, carries the brand's word, and none of the survey's brand-named companies is left out. */
export function surveyStandings(entry: ReviewEntry, surveys: readonly Survey[], premiums: SurveyPremiums, where: string): SurveyStanding[] {
  for (const survey of surveys) {
    const carriers = new Set(premiums.get(survey.id)!.map((premium) => premium.carrier));
    for (const carrier of carriers)
      if (carriesBrandWord(carrier, entry.nameWords) && !entry.surveys.some((listed) => listed.survey === survey.id && listed.carrier === carrier))
        throw new ContentError(where, `${entry.review}: "${carrier}" in ${survey.id} carries ${entry.nameWords.join(' or ')} in its name: list it`);
  }
  return entry.surveys.map(({ survey: id, carrier }) => {
    const survey = surveys.find((candidate) => candidate.id === id);
    if (!survey) throw new ContentError(where, `${entry.review}: no published survey ${id}`);
    if (!carriesBrandWord(carrier, entry.nameWords))
      throw new ContentError(where, `${entry.review}: "${carrier}" does not carry ${entry.nameWords.join(' or ')} in its name: we group by name only`);
    const rows = premiums.get(id)!;
    const own = rows.filter((premium) => premium.carrier === carrier);
    if (own.length === 0) throw new ContentError(where, `${entry.review}: no company "${carrier}" in ${id} (or only among the companies shown apart)`);
    const standings = own.map((premium) => {
      const compared = rows.filter((other) => other.place === premium.place && other.profile === premium.profile).map((other) => other.annual);
      return {
        position: 1 + compared.filter((annual) => annual < premium.annual).length,
        companies: compared.length,
        belowMedian: premium.annual < median(compared),
      };
    });
    return {
      code: survey.code,
      surveyId: id,
      publisher: survey.publisher,
      title: survey.title,
      url: survey.url,
      effective: survey.effective,
      carrier,
      comparisons: standings.length,
      belowMedian: standings.filter((standing) => standing.belowMedian).length,
      best: Math.min(...standings.map((standing) => standing.position)),
      worst: Math.max(...standings.map((standing) => standing.position)),
      fewestCompanies: Math.min(...standings.map((standing) => standing.companies)),
      mostCompanies: Math.max(...standings.map((standing) => standing.companies)),
    };
  });
}

/** The surveys where none of the review's companies appears. */
export function surveysWithout(entry: ReviewEntry, surveys: readonly Survey[]): { code: Survey['code']; title: string }[] {
  return surveys
    .filter((survey) => !entry.surveys.some((listed) => listed.survey === survey.id))
    .map((survey) => ({ code: survey.code, title: `${US_STATES[survey.code]}: ${survey.title}` }));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
