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
 * the rest. During a rotation POSTBACK_TOKEN_NEXT is accepted too: the given token is compared
 * with both, every time, so neither the answer nor its time says which one (decision 055).
 * Then every field with zod: the placement code must decode (shared/placement.ts)
 * to a partner in the routes in use (a paused one too, so its late conversions still count);
 * the payout is dollars from 0 to MAX_PAYOUT; the transaction id a network's token. A
 * transaction already counted (server/postback-ledger.ts) gets a 200 and is not counted
 * again, so a network that retries stops. Anything else wrong is a 4xx and counts nothing.
 *
 * A HEAD is checked, counted in postbacks_total and logged as a GET is, so probing by HEAD
 * reaches the refused-postbacks alert; one that passes every check is `checked`: it counts no
 * conversion and leaves the replay ledger alone, since HEAD is a safe method and the operator's
 * check through the CDN uses it.
 *
 * One log line per postback, with what was counted and the network's ids, never the token
 * (only whether it was the next one); the client address stays in the request's own line,
 * truncated as every line is.
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
  | { status: 400 | 403; result: Exclude<PostbackResult, 'counted' | 'replayed' | 'checked'>; detail?: Record<string, unknown> }
  | { status: 200; placement: Placement; payout: number; key: string; detail: Record<string, unknown> };

/** Which configured token a postback carried: `next` only during a rotation. */
type TokenMatch = 'current' | 'next' | undefined;

/**
 * The token check: the given token's digest compared with the current one's and, during a
 * rotation, the next one's. Digests are always 32 bytes, so each comparison takes as long
 * whatever the caller sent; both are made every time, whatever the first said, so the time
 * does not tell which token, if any, matched. `equal` is crypto's constant-time comparison.
 */
export function tokenMatcher(tokens: { current: string; next?: string }, equal: (a: Buffer, b: Buffer) => boolean = timingSafeEqual) {
  const current = digest(tokens.current);
  const next = tokens.next === undefined ? undefined : digest(tokens.next);
  return (given: unknown): TokenMatch => {
    const sent = digest(typeof given === 'string' ? given : '');
    const isCurrent = equal(sent, current);
    const isNext = next !== undefined && equal(sent, next);
    if (typeof given !== 'string') return undefined;
    return isCurrent ? 'current' : isNext ? 'next' : undefined;
  };
}

export function postback(deps: {
  token: string;
  /** POSTBACK_TOKEN_NEXT, accepted beside `token` during a rotation. */
  nextToken?: string;
  metrics: Metrics;
  routes: PartnerRoutesSource;
  logger: Logger;
  ledger?: PostbackLedger;
}): RequestHandler {
  const ledger = deps.ledger ?? new PostbackLedger(REPLAY_WINDOW_MS, REPLAY_CAPACITY);
  const tokenMatch = tokenMatcher({ current: deps.token, next: deps.nextToken });
  const knownPartner = (placement: Placement) =>
    placement.partner === NO_PARTNER ? placement.form === 'inline' : deps.routes.current.partners.some(({ id }) => id === placement.partner);

  function check(query: Record<string, unknown>, token: TokenMatch): Verdict {
    if (!token) return { status: 403, result: 'bad-token' };
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
    const token = tokenMatch(req.query.token);
    const verdict = check(req.query, token);
    // Express sends no body to a HEAD; the status and the count are a GET's.
    res.status(verdict.status).set('Cache-Control', 'no-store').type('text');
    const line = { reqId: req.id, method: req.method, ...(token === 'next' ? { token } : {}) };
    if (verdict.status !== 200) {
      deps.metrics.postback(verdict.result);
      deps.logger.info({ ...line, postback: verdict.result, ...verdict.detail }, 'postback');
      res.send('refused\n');
      return;
    }
    if (req.method !== 'GET') {
      // A HEAD that a GET would count: checked, counted as such, and nothing else.
      deps.metrics.postback('checked');
      deps.logger.info({ ...line, postback: 'checked', ...verdict.detail }, 'postback');
      res.send('checked\n');
      return;
    }
    const first = ledger.firstTime(verdict.key);
    const result = first ? 'counted' : 'replayed';
    deps.metrics.postback(result, first ? { labels: verdict.placement, payout: verdict.payout } : undefined);
    deps.logger.info({ ...line, postback: result, ...verdict.detail }, 'postback');
    res.send(`${result}\n`);
  };
}
