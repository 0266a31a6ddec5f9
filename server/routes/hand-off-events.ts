import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { FORM_ID_PATTERN } from '../../shared/zip.js';
import type { Metrics } from '../metrics.js';

/**
 * POST /events/hand-off: a beacon the browser sends when it hands off (or refuses) a ZIP by
 * itself, so hand-offs with JavaScript are counted like those through POST /zip. It carries
 * the form id and the outcome only — never the ZIP.
 */
const beacon = z.object({
  source: z.string().regex(FORM_ID_PATTERN),
  outcome: z.enum(['valid', 'invalid', 'inline']),
});

export function handOffEvents(metrics: Metrics): RequestHandler[] {
  return [
    express.urlencoded({ extended: false, limit: '256b', parameterLimit: 4 }),
    (req, res) => {
      const parsed = beacon.safeParse(req.body ?? {});
      if (parsed.success) metrics.handOff(parsed.data.source, parsed.data.outcome, true);
      res.status(parsed.success ? 204 : 400).end();
    },
  ];
}
