import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { NO_PARTNER } from '../../shared/partner-routes.js';
import { PLACEMENT_MAX_LENGTH, decodePlacement, type Placement } from '../../shared/placement.js';
import type { Logger } from '../logger.js';
import type { Metrics, PostbackResult } from '../metrics.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';
import { PostbackLedger } from '../postback-ledger.js';

/**
 * GET /postback: the partner network's server postback, one call per conversion (decision
 * 036). Only with POSTBACK_TOKEN set; without it the path is an unknown page (404).
 *
 * The token is checked first, in constant time, so a caller without it learns nothing about
 * the rest. Then every field with zod: the placement code must decode (shared/placement.ts)
 * to a partner in the routes in use (a paused one too, so its late conversions still count);
 * the payout is dollars from 0 to MAX_PAYOUT; the transaction id a network's token. A
 * transaction already counted (server/postback-ledger.ts) gets a 200 and is not counted
 * again, so a network that retries stops. Anything else wrong is a 4xx and counts nothing.
 *
 * One log line per postback, with what was counted and the network's ids, never the token;
 * the client address stays in the request's own line, truncated as every line is.
 */

export const POSTBACK_PATH = '/postback';

/** Above any payout a car-insurance lead or sale earns; a larger one is a mistake in the network's settings or a forgery. */
const MAX_PAYOUT = 1000;

/** How long, and how many, transactions are remembered to count a replay once (decision 036). */
const REPLAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const REPLAY_CAPACITY = 50_000;

/** A network's identifier: what TUNE and Everflow send is letters, digits and a few marks. */
const networkId = (max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9._:~-]{1,${max}}$`));
/** An optional field: absent, empty (a macro the network had nothing for) or an id. */
const optionalId = z.union([z.literal(''), networkId(64)]).optional();

const fields = z.strictObject({
  token: z.string(),
  placement: z.string().max(PLACEMENT_MAX_LENGTH),
  payout: z
    .string()
    .regex(/^\d{1,7}(?:\.\d{1,6})?$/)
    .transform(Number)
    .pipe(z.number().min(0).max(MAX_PAYOUT)),
  transaction_id: networkId(128),
  goal: optionalId,
  offer: optionalId,
});

/** The query names a postback URL may use (docs/operations.md, Partner postbacks, is held to them). */
export const POSTBACK_FIELDS = Object.keys(fields.shape);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

type Verdict =
  | { status: 400 | 403; result: Exclude<PostbackResult, 'counted' | 'replayed'>; detail?: Record<string, unknown> }
  | { status: 200; placement: Placement; payout: number; key: string; detail: Record<string, unknown> };

export function postback(deps: { token: string; metrics: Metrics; routes: PartnerRoutesSource; logger: Logger; ledger?: PostbackLedger }): RequestHandler {
  const ledger = deps.ledger ?? new PostbackLedger(REPLAY_WINDOW_MS, REPLAY_CAPACITY);
  const expected = digest(deps.token);
  // Digests are always 32 bytes, so the comparison takes as long whatever the caller sent.
  const tokenMatches = (given: unknown) => typeof given === 'string' && timingSafeEqual(digest(given), expected);
  const knownPartner = (placement: Placement) =>
    placement.partner === NO_PARTNER ? placement.form === 'inline' : deps.routes.current.partners.some(({ id }) => id === placement.partner);

  function check(query: Record<string, unknown>): Verdict {
    if (!tokenMatches(query.token)) return { status: 403, result: 'bad-token' };
    const parsed = fields.safeParse(query);
    if (!parsed.success) {
      // The names of the bad fields, never their values.
      return { status: 400, result: 'bad-input', detail: { fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? 'query')))] } };
    }
    const { placement: code, payout, transaction_id: transaction, goal, offer } = parsed.data;
    const placement = decodePlacement(code);
    if (!placement || !knownPartner(placement)) return { status: 400, result: 'unknown-placement', detail: { placement: code } };
    return {
      status: 200,
      placement,
      payout,
      key: `${placement.partner} ${transaction} ${goal ?? ''}`,
      detail: { ...placement, payout, transaction, goal: goal || undefined, offer: offer || undefined },
    };
  }

  return (req, res) => {
    const verdict = check(req.query);
    res.status(verdict.status).set('Cache-Control', 'no-store').type('text');
    // A HEAD only checks: the status says whether a GET would count; nothing is counted or logged.
    if (req.method !== 'GET') {
      res.end();
      return;
    }
    if (verdict.status !== 200) {
      deps.metrics.postback(verdict.result);
      deps.logger.info({ reqId: req.id, postback: verdict.result, ...verdict.detail }, 'postback');
      res.send('refused\n');
      return;
    }
    const first = ledger.firstTime(verdict.key);
    const result = first ? 'counted' : 'replayed';
    deps.metrics.postback(result, first ? { labels: verdict.placement, payout: verdict.payout } : undefined);
    deps.logger.info({ reqId: req.id, postback: result, ...verdict.detail }, 'postback');
    res.send(`${result}\n`);
  };
}
