import path from 'node:path';
import { surveySourcesSchema, type Survey } from '../../shared/price-schema.js';
import { reviewCompaniesSchema, type ReviewRecord } from '../../shared/review-record-schema.js';
import { REVIEW_ROUTES } from '../../shared/routes.js';
import { newYorkRecord, readComplaints } from './complaints.js';
import { ContentError, validate, type SourceReader } from './source-files.js';
import { readSurveyPremiums, surveyStandings, surveysWithout } from './survey-standing.js';

/**
 * Each review's records (decision 042): content/review-companies.yaml, checked with zod, then
 * against the complaint rankings and the survey files; one entry for every review route.
 */

const COMPLAINTS_FILE = path.join('complaints', 'ny-dfs-auto-complaint-rankings-2009-2023.csv');

export async function buildReviewRecords(reader: SourceReader, contentDir: string, surveys: readonly Survey[]): Promise<Record<string, ReviewRecord>> {
  const file = path.join(contentDir, 'review-companies.yaml');
  const companies = validate(reviewCompaniesSchema, file, await reader.yaml(file));
  const reviews = companies.reviews.map((entry) => entry.review);
  const expected = REVIEW_ROUTES.map((route) => route.path);
  if ([...reviews].sort().join() !== [...expected].sort().join())
    throw new ContentError(file, `must list each review once (${expected.join(', ')}); lists ${reviews.join(', ')}`);

  const dataDir = path.join(contentDir, 'data');
  const surveysFile = path.join(contentDir, 'prices', 'surveys.yaml');
  const sources = validate(surveySourcesSchema, surveysFile, await reader.yaml(surveysFile));
  const apart = new Map(sources.surveys.map((survey) => [survey.id, survey.apart?.carriers ?? []]));
  const complaints = await readComplaints(reader, path.join(dataDir, COMPLAINTS_FILE));
  const premiums = await readSurveyPremiums(reader, dataDir, surveys, apart);
  return Object.fromEntries(
    companies.reviews.map((entry): [string, ReviewRecord] => [
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
