import { z } from 'zod';
import type { Landing } from '../shared/landing.js';
import { parseLanding } from '../shared/landing-query.js';
import { FORM_ID_PATTERN, ZIP_FEEDBACK_PARAMS, ZIP_MAX_LENGTH, isZipError, type ZipError } from '../shared/zip.js';

/**
 * What a page request's query may change, validated: landing parameters, the home page's
 * topic and brand choices, and the feedback of a failed no-JavaScript ZIP post. Anything
 * else in the query is ignored; anything malformed counts as absent.
 */

export interface PageQuery {
  landing: Landing;
  selectedTopic?: string;
  selectedBrand?: string;
  zipFeedback?: { formId: string; error: ZipError; value: string };
}

const single = (schema: z.ZodType<string>) =>
  z.preprocess((value): unknown => (Array.isArray(value) ? value[0] : value), schema).optional().catch(undefined);

const slug = single(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,6}$/).max(60));
const formId = single(z.string().regex(FORM_ID_PATTERN));
const zipValue = single(z.string().transform((value) => Array.from(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')).slice(0, ZIP_MAX_LENGTH).join('')));
const zipError = single(z.string().refine(isZipError));

const EMPTY_QUERY: PageQuery = Object.freeze({ landing: parseLanding({}) });

export function parsePageQuery(query: Record<string, unknown>): PageQuery {
  // Most requests carry no query at all: skip the parsing.
  if (Object.keys(query).length === 0) return EMPTY_QUERY;
  const form = formId.parse(query[ZIP_FEEDBACK_PARAMS.form]);
  const error = zipError.parse(query[ZIP_FEEDBACK_PARAMS.error]);
  return {
    landing: parseLanding(query),
    selectedTopic: slug.parse(query.topic),
    selectedBrand: slug.parse(query.brand),
    zipFeedback: form && error && isZipError(error)
      ? { formId: form, error, value: zipValue.parse(query[ZIP_FEEDBACK_PARAMS.value]) ?? '' }
      : undefined,
  };
}
