import type { RequestHandler } from 'express';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';

/**
 * GET /partner-routes.json: the routes in use, for the browser's hand-off, which chooses by
 * the same code as POST /zip (shared/partner-routes.ts). Kept out of the pages, which caches
 * and CDNs keep for minutes, and revalidated at every use, so a reload reaches the browser's
 * next hand-off (decision 027).
 */
export function partnerRoutesJson(routes: PartnerRoutesSource): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('json').send(routes.served);
  };
}
