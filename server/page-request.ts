import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { pageModuleFor, type PageModule } from '../client/entry-server.js';
import type { Landing } from '../shared/landing.js';
import { parseLanding } from '../shared/landing-query.js';
import { findRoute, type SiteRoute } from '../shared/routes.js';
import { DEFAULT_STATE, type StateCode } from '../shared/us-states.js';
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
  z
    .preprocess((value): unknown => (Array.isArray(value) ? value[0] : value), schema)
    .optional()
    .catch(undefined);

const slug = single(
  z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+){0,6}$/)
    .max(60),
);
const formId = single(z.string().regex(FORM_ID_PATTERN));
const zipValue = single(
  z.string().transform((value) =>
    Array.from(value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ''))
      .slice(0, ZIP_MAX_LENGTH)
      .join(''),
  ),
);
const zipError = single(z.string().refine(isZipError));

export const EMPTY_QUERY: PageQuery = Object.freeze({ landing: parseLanding({}) });

export function parsePageQuery(query: Record<string, unknown>): PageQuery {
  // Most requests carry no query at all: skip the parsing.
  if (Object.keys(query).length === 0) return EMPTY_QUERY;
  const form = formId.parse(query[ZIP_FEEDBACK_PARAMS.form]);
  const error = zipError.parse(query[ZIP_FEEDBACK_PARAMS.error]);
  return {
    landing: parseLanding(query),
    selectedTopic: slug.parse(query.topic),
    selectedBrand: slug.parse(query.brand),
    zipFeedback: form && error && isZipError(error) ? { formId: form, error, value: zipValue.parse(query[ZIP_FEEDBACK_PARAMS.value]) ?? '' } : undefined,
  };
}

/** A page request, resolved once: its route, the module of that route's kind, the region it shows and its query. */
export interface ResolvedPage {
  path: string;
  route: SiteRoute | undefined;
  module: PageModule;
  region: StateCode;
  query: PageQuery;
}

/**
 * Resolve a page request: the route table decides the page, and only a page that names the
 * visitor's state pays for the region lookup.
 */
export function resolvePage(path: string, query: PageQuery, region: () => StateCode): ResolvedPage {
  const route = findRoute(path);
  const module = pageModuleFor(route);
  return { path, route, module, region: module.cache === 'per-region' ? region() : DEFAULT_STATE, query };
}

/**
 * Requests the page-cache front resolved and handed on to Express (a miss): the page handler
 * takes the resolution from here instead of doing it again.
 */
export const resolvedByFront = new WeakMap<IncomingMessage, ResolvedPage>();

/** What a page's cache key is made of: its module and path, and whatever the page shows that varies. */
export interface PageKeyParts {
  path: string;
  region: StateCode;
  year: number;
  landing: Landing;
  selectedTopic?: string;
  selectedBrand?: string;
  zipFeedback?: unknown;
}

/**
 * The cache key of a page, or none for a failed ZIP post (it echoes what was typed). Only a
 * per-region page (home) varies by region; the others are the same for everyone.
 */
export function pageCacheKey(module: PageModule, page: PageKeyParts): string | undefined {
  if (page.zipFeedback) return undefined;
  // The year is in the footer: a new year starts new entries rather than serving last year's.
  const landing = `${page.year}|${page.landing.subId}|${page.landing.clickId ? 'click' : ''}|${page.landing.headline}`;
  if (module.cache === 'not-found') return `404|${landing}`;
  if (module.cache === 'shared') return `${page.path}|${landing}`;
  return `${page.path}|${page.region}|${landing}|${page.selectedTopic ?? ''}|${page.selectedBrand ?? ''}`;
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
