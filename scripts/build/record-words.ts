import { z } from 'zod';
import type { ReviewRecord } from '../../shared/review-record-schema.js';
import { localPath, type Lang } from '../../shared/routes.js';

/**
 * A review's records carry sentences of ours (which companies we count as the brand's, why one
 * is left out, why a brand has no record): in content/review-companies.yaml, and translated in
 * its twin under content/es/. The figures and names are the English build's; this puts the
 * twin's sentences in their place and keys the records by the language's review paths.
 */

const twinWords = z.object({
  reviews: z.array(
    z.object({
      grouping: z.string(),
      newYork: z.object({ absent: z.string().optional(), excluded: z.array(z.object({ why: z.string() })).default([]) }),
    }),
  ),
});

export function recordsInLanguage(records: Record<string, ReviewRecord>, lang: Lang, twinYaml: unknown): Record<string, ReviewRecord> {
  if (lang === 'en') return records;
  const twins = twinWords.parse(twinYaml).reviews;
  return Object.fromEntries(
    Object.entries(records).map(([reviewPath, record], index): [string, ReviewRecord] => {
      const words = twins[index]!;
      const newYork = 'absent' in record.newYork && words.newYork.absent !== undefined ? { ...record.newYork, absent: words.newYork.absent } : record.newYork;
      return [
        localPath(lang, reviewPath),
        {
          ...record,
          grouping: words.grouping,
          newYork,
          excluded: record.excluded.map((company, at) => ({ ...company, why: words.newYork.excluded[at]?.why ?? company.why })),
        },
      ];
    }),
  );
}
