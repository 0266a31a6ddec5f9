import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { surveySourcesSchema, type Survey } from '../../shared/price-schema.js';
import { reviewCompaniesSchema, type ReviewRecord } from '../../shared/review-record-schema.js';
import { REVIEW_ROUTES } from '../../shared/routes.js';
import { newYorkRecord, readComplaints } from './complaints.js';
import { readSurveyPremiums, surveyStandings, surveysWithout } from './survey-standing.js';

/**
 * Each review's records (decision 042): content/review-companies.yaml, checked with zod, then
 * against the complaint rankings and the survey files; one entry for every review route.
 */

class ReviewRecordError extends Error {
  constructor(file: string, reason: string) {
    super(`${file}: ${reason}`);
  }
}

const COMPLAINTS_FILE = path.join('complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv');

export async function buildReviewRecords(contentDir: string, surveys: readonly Survey[]): Promise<Record<string, ReviewRecord>> {
  const file = path.join(contentDir, 'review-companies.yaml');
  const parsed = reviewCompaniesSchema.safeParse(parseYaml(await readFile(file, 'utf8')));
  if (!parsed.success)
    throw new ReviewRecordError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; '));
  const reviews = parsed.data.reviews.map((entry) => entry.review);
  const expected = REVIEW_ROUTES.map((route) => route.path);
  if ([...reviews].sort().join() !== [...expected].sort().join())
    throw new ReviewRecordError(file, `must list each review once (${expected.join(', ')}); lists ${reviews.join(', ')}`);

  const dataDir = path.join(contentDir, 'data');
  const surveysFile = path.join(contentDir, 'prices', 'surveys.yaml');
  const sources = surveySourcesSchema.parse(parseYaml(await readFile(surveysFile, 'utf8')));
  const apart = new Map(sources.surveys.map((survey) => [survey.id, survey.apart?.carriers ?? []]));
  const complaints = await readComplaints(path.join(dataDir, COMPLAINTS_FILE));
  const premiums = await readSurveyPremiums(dataDir, surveys, apart);
  return Object.fromEntries(
    parsed.data.reviews.map((entry): [string, ReviewRecord] => [
      entry.review,
      {
        brand: entry.brand,
        nameWords: entry.nameWords,
        grouping: entry.grouping,
        newYork: newYorkRecord(entry, complaints, file),
        excluded: entry.newYork.excluded.map(({ naic, name, why }) => ({ naic, company: name, why })),
        surveys: surveyStandings(entry, surveys, premiums, file),
        surveysWithout: surveysWithout(entry, surveys),
      },
    ]),
  );
}
