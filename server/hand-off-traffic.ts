import type { IncomingHttpHeaders } from 'node:http';

/**
 * Which hand-off requests are not a visitor handing off (decision 037): earnings per hand-off
 * divides by the hand-offs, so a request no person made must not be one. They are answered
 * as any other and counted apart (`zip_handoffs_excluded_total`).
 *
 * - speculative: a browser fetching ahead of a possible navigation says so in `Sec-Purpose`
 *   (`prefetch`, `prefetch;prerender`), or in the older `Purpose` header Chrome sent;
 * - bot: a User-Agent that calls itself a robot. Only the self-declared: a crawler that
 *   passes for a browser is counted like a browser, and no real browser's User-Agent has
 *   these words. The pattern stays small on purpose; docs/operations.md shows it.
 */

export const EXCLUDED_HAND_OFFS = ['speculative', 'bot'] as const;
export type ExcludedHandOff = (typeof EXCLUDED_HAND_OFFS)[number];

const SPECULATIVE = /\b(?:prefetch|prerender)\b/i;
// `…bot` ends a word (Googlebot/2.1, AhrefsBot, DuckDuckBot-Https); not the Cubot phone brand.
// Command-line and library clients name themselves at the start.
const BOT_USER_AGENT = /(?<!cu)bot\b|crawler|spider|slurp|facebookexternalhit|^(?:curl|wget|python-requests|go-http-client)\//i;

/** Why a request to POST /zip or the hand-off beacon is not counted as a hand-off; undefined when it is one. */
export function excludedHandOff(headers: IncomingHttpHeaders): ExcludedHandOff | undefined {
  const purpose = headers['sec-purpose'] ?? headers.purpose;
  if (typeof purpose === 'string' && SPECULATIVE.test(purpose)) return 'speculative';
  const agent = headers['user-agent'];
  if (typeof agent === 'string' && BOT_USER_AGENT.test(agent)) return 'bot';
  return undefined;
}
