import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { NO_PARTNER } from '../../shared/partner-routes.js';
import { isStateCode } from '../../shared/us-states.js';
import { OUTSIDE_REGIONS } from '../../shared/zip-region.js';
import { FORM_ID_PATTERN } from '../../shared/zip.js';
import type { Metrics } from '../metrics.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';

/**
 * POST /events/hand-off: a beacon the browser sends when it hands off (or refuses) a ZIP by
 * itself, so hand-offs with JavaScript are counted like those through POST /zip. It carries
 * the form id, the outcome and where it went (the partner's id, the ZIP's state) — never the
 * ZIP. Labels stay bounded: a partner must be one of the routes in use, a state one of the 50
 * and DC or a region of shared/zip-region.ts.
 */
const region = z.string().refine((value) => value === NO_PARTNER || isStateCode(value) || (OUTSIDE_REGIONS as readonly string[]).includes(value));

export function handOffEvents(metrics: Metrics, routes: PartnerRoutesSource): RequestHandler[] {
  const partner = z.string().refine((value) => value === NO_PARTNER || routes.current.partners.some(({ id }) => id === value));
  const beacon = z.object({
    source: z.string().regex(FORM_ID_PATTERN),
    outcome: z.enum(['valid', 'invalid', 'outside', 'unserved', 'inline']),
    partner: partner.default(NO_PARTNER),
    state: region.default(NO_PARTNER),
  });
  return [
    express.urlencoded({ extended: false, limit: '256b', parameterLimit: 4 }),
    (req, res) => {
      const parsed = beacon.safeParse(req.body ?? {});
      if (parsed.success) metrics.handOff(parsed.data.source, parsed.data.outcome, true, parsed.data);
      res.status(parsed.success ? 204 : 400).end();
    },
  ];
}
