import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { HAND_OFF_OUTCOMES, NO_PARTNER } from '../../shared/partner-routes.js';
import { findRoute } from '../../shared/routes.js';
import { isStateCode } from '../../shared/us-states.js';
import { OUTSIDE_REGIONS } from '../../shared/zip-region.js';
import { postedFormId, type PostedFormId } from '../../shared/zip.js';
import { excludedHandOff } from '../hand-off-traffic.js';
import type { EarningLabels, Metrics } from '../metrics.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';

/**
 * POST /events/hand-off: a beacon the browser sends when it hands off (or refuses) a ZIP by
 * itself, so hand-offs with JavaScript are counted like those through POST /zip. It carries
 * the form id, the outcome, where it went (the partner's id, the ZIP's state) and the form
 * page's id (its route path, for the page kind and language) — never the ZIP. Labels stay
 * bounded: a partner must be one of the routes in use, a state one of the 50 and DC or a
 * region of shared/zip-region.ts, a page kind and language from the route table. A beacon
 * that names no page, or one this server's route table does not have (a page cached before
 * pages said, or served by a newer replica during a deploy), counts under `none`; a form id
 * that is not one of the rendered forms, under `other`. And the outcome, partner and state
 * must go together as the browser's own rule reports them (shared/partner-routes.ts), so a
 * forged beacon cannot reach label sets no hand-off makes (decision 053). A speculative load
 * or a bot (server/hand-off-traffic.ts) is counted apart.
 */
const isOutsideRegion = (value: string) => (OUTSIDE_REGIONS as readonly string[]).includes(value);
const region = z.string().refine((value) => value === NO_PARTNER || isStateCode(value) || isOutsideRegion(value));

/** Whether handOffReport or inlineHandOffReport (shared/partner-routes.ts) could have made this report. */
function asTheBrowserReports({ source, outcome, partner, state }: { source: PostedFormId; outcome: string; partner: string; state: string }): boolean {
  const inline = source === 'inline';
  switch (outcome) {
    case 'valid':
      return !inline && partner !== NO_PARTNER && isStateCode(state);
    case 'unserved':
      return !inline && partner === NO_PARTNER && isStateCode(state);
    case 'outside':
      return !inline && partner === NO_PARTNER && isOutsideRegion(state);
    case 'invalid':
      return !inline && partner === NO_PARTNER && state === NO_PARTNER;
    default:
      return inline && partner === NO_PARTNER && (state === NO_PARTNER || isStateCode(state));
  }
}
const NO_PAGE: Pick<EarningLabels, 'page' | 'language'> = { page: NO_PARTNER, language: NO_PARTNER };
const formPage = z
  .string()
  .max(200)
  .optional()
  .transform((path): Pick<EarningLabels, 'page' | 'language'> => {
    const route = path === undefined ? undefined : findRoute(path);
    return route ? { page: route.kind, language: route.lang } : NO_PAGE;
  });

export function handOffEvents(metrics: Metrics, routes: PartnerRoutesSource): RequestHandler[] {
  const partner = z.string().refine((value) => value === NO_PARTNER || routes.current.partners.some(({ id }) => id === value));
  const beacon = z
    .object({
      source: z.string().transform(postedFormId),
      outcome: z.enum(HAND_OFF_OUTCOMES),
      partner: partner.default(NO_PARTNER),
      state: region.default(NO_PARTNER),
      page: formPage,
    })
    .refine(asTheBrowserReports);
  return [
    express.urlencoded({ extended: false, limit: '512b', parameterLimit: 5 }),
    (req, res) => {
      const parsed = beacon.safeParse(req.body ?? {});
      if (parsed.success) {
        const excluded = excludedHandOff(req.headers);
        const { page, ...handOff } = parsed.data;
        if (excluded) metrics.handOffExcluded(excluded, true);
        else metrics.handOff({ ...handOff, ...page, javaScript: true });
      }
      res.status(parsed.success ? 204 : 400).end();
    },
  ];
}
