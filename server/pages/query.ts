import { z } from 'zod';
import { PREMIUM_SUB_ID } from '../../shared/landing.js';
import { parseLanding } from '../../shared/landing-query.js';
import { ZIP_FEEDBACK_PARAMS, ZIP_MAX_LENGTH, isFormId, isZipError, type FormId, type ZipError } from '../../shared/zip.js';

/**
 * What a page request's query may change, validated: the landing headline (QS), `ds` (two
 * meanings, so a page has at most two variants: the ZIP forms carry it in a hidden field, so
 * it reaches the partner from browsers that send no Referer; decision 025), the home page's
 * topic and brand choices, and the feedback of a failed no-JavaScript ZIP post. Anything
 * else — ad click ids included — does not change the page: the hand-off reads those from the
 * visitor's own URL (decision 024). Malformed values count as absent.
 */

export interface PageQuery {
  headline: string;
  /** aff_sub: `FStarsPM` when the query had ds=FStarsPM; absent otherwise. */
  subId?: typeof PREMIUM_SUB_ID;
  selectedTopic?: string;
  selectedBrand?: string;
  zipFeedback?: { formId: FormId; error: ZipError; value: string };
}

const PAGE_PARAMS = new Set(['QS', 'qs', 'ds', 'topic', 'brand', ZIP_FEEDBACK_PARAMS.form, ZIP_FEEDBACK_PARAMS.error, ZIP_FEEDBACK_PARAMS.value]);

const optional = (schema: z.ZodType<string>) => schema.optional().catch(undefined);
const slug = optional(
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,6}$/)
    .max(60),
);
const formId = z.string().refine(isFormId).optional().catch(undefined);
const zipValue = optional(
  z.string().transform((value) =>
    Array.from(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))
      .slice(0, ZIP_MAX_LENGTH)
      .join(''),
  ),
);
const zipError = optional(z.string().refine(isZipError));

export const EMPTY_QUERY: PageQuery = Object.freeze({ headline: '' });

/** The page query of a request's search string (without the `?`); a repeated name counts once, first value. */
export function pageQueryFrom(search: string): PageQuery {
  if (search === '') return EMPTY_QUERY;
  const query: Record<string, string> = {};
  let any = false;
  for (const [name, value] of new URLSearchParams(search)) {
    if (PAGE_PARAMS.has(name) && !Object.hasOwn(query, name)) {
      query[name] = value;
      any = true;
    }
  }
  // A paid landing (/?gclid=…) usually carries nothing the page shows: skip the parsing.
  if (!any) return EMPTY_QUERY;
  const form = formId.parse(query[ZIP_FEEDBACK_PARAMS.form]);
  const error = zipError.parse(query[ZIP_FEEDBACK_PARAMS.error]);
  const landing = parseLanding(query);
  return {
    headline: landing.headline,
    subId: landing.subId === PREMIUM_SUB_ID ? PREMIUM_SUB_ID : undefined,
    selectedTopic: slug.parse(query.topic),
    selectedBrand: slug.parse(query.brand),
    zipFeedback: form && error && isZipError(error) ? { formId: form, error, value: zipValue.parse(query[ZIP_FEEDBACK_PARAMS.value]) ?? '' } : undefined,
  };
}

let yearEndsAt = 0;
let year = 0;
/** The current calendar year (UTC), worked out again only when a year ends. */
export function currentYear(now = Date.now()): number {
  if (now >= yearEndsAt) {
    year = new Date(now).getUTCFullYear();
    yearEndsAt = Date.UTC(year + 1, 0, 1);
  }
  return year;
}
