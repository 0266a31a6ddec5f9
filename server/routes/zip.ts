import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { landingFrom, sitePath, type Landing } from '../../shared/landing.js';
import { inlineHandOffLink } from '../../shared/partner-link.js';
import { decideHandOff, handOffReport, partnerHandOffLink, type RandomSource } from '../../shared/partner-routes.js';
import { optOutInCookies, privacySignalInHeader } from '../../shared/privacy-choice.js';
import { routeForFormPage } from '../../shared/routes.js';
import { FORM_ID_PATTERN, ZIP_FEEDBACK_PARAMS, ZIP_MAX_LENGTH } from '../../shared/zip.js';
import type { Config } from '../config.js';
import type { Exchange, Exchanges } from '../http/exchange.js';
import type { Metrics } from '../metrics.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';
import { smallPage } from '../middleware/errors.js';

/**
 * POST /zip: the no-JavaScript hand-off. The same rules as the browser; success is a 303
 * to the partner link, failure a 303 back to the page the form was on. Where "back" is
 * comes from the route table by id, never from a URL in the request.
 *
 * It is answered before Express (decision 024): a form body of at most 4 KB and 20 fields,
 * read straight off the request, is all it needs, and the hand-off is what we are paid for.
 *
 * A visitor who opted out of sale/sharing — a Global Privacy Control signal (`Sec-GPC: 1`) or
 * the opt-out cookie from /privacy-choices — gets an opted-out hand-off: no click id, the
 * 5-digit ZIP only, and the partner's opt-out parameter (shared/partner-link.ts).
 *
 * The click id and `ds` are not in the page (so a paid landing is the page everyone gets):
 * they come from the address the form was posted from, the same-origin Referer, unless the
 * body names them itself.
 */

export const ZIP_PATH = '/zip';
const INLINE_FORM_ID = 'inline';
const MAX_BODY_BYTES = 4 * 1024;
const MAX_FIELDS = 20;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

const field = z.string().catch('');
const zipPost = z.object({
  zip: field,
  source: field.transform((value) => (FORM_ID_PATTERN.test(value) ? value : 'hero')),
  page: field,
});

type HandOff = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, ip: string | undefined) => void;

/** The partner is chosen from the routes in use by the browser's own rule (shared/partner-routes.ts), drawing from `random`. */
export function zipHandOff(config: Config, metrics: Metrics, exchanges: Exchanges, routes: PartnerRoutesSource, random: RandomSource): HandOff {
  const siteHost = new URL(config.siteUrl).host;

  const answer = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, ip: string | undefined, status: number, headers: string[], body = '') => {
    res.writeHead(status, [...exchange.leading, 'Cache-Control', 'no-store', ...headers, 'Content-Length', String(Buffer.byteLength(body))]);
    res.end(body);
    exchanges.end(req, exchange, status, ZIP_PATH, ZIP_PATH, ip);
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, ip: string | undefined, status: number, title: string, text: string) => {
    // Unread body bytes must not be taken for the next request on this connection.
    res.shouldKeepAlive = false;
    answer(req, res, exchange, ip, status, ['Content-Type', 'text/html; charset=utf-8'], smallPage(title, text));
    req.resume();
  };

  /** The landing parameters of the page the form was on, when the browser says which (a same-origin Referer). */
  function referredFrom(req: IncomingMessage): URLSearchParams | undefined {
    const referer = req.headers.referer;
    if (!referer) return undefined;
    try {
      const url = new URL(referer);
      return url.host === req.headers.host || url.host === siteHost ? url.searchParams : undefined;
    } catch {
      return undefined;
    }
  }

  function handOff(req: IncomingMessage, body: URLSearchParams): string {
    const form = zipPost.parse({ zip: body.get('zip') ?? '', source: body.get('source') ?? '', page: body.get('page') ?? '' });
    const referred = referredFrom(req);
    const landing: Landing = landingFrom((name) => body.get(name) || referred?.get(name) || '');
    const optedOut = privacySignalInHeader(req.headers['sec-gpc']) || optOutInCookies(req.headers.cookie);
    // What goes back into a link or the field is capped like the input; the check sees it all.
    const typed = Array.from(form.zip.trim()).slice(0, ZIP_MAX_LENGTH).join('');
    if (form.source === INLINE_FORM_ID) {
      metrics.handOff(form.source, 'inline', false);
      return inlineHandOffLink(config.inlineZipLink, typed, config.partner.optOut, optedOut);
    }
    const inUse = routes.current;
    const result = decideHandOff(inUse, form.zip, random);
    const report = handOffReport(result);
    metrics.handOff(form.source, report.outcome, false, report);
    if (result.ok) return partnerHandOffLink(inUse, result.partner, landing, result.zip, optedOut);
    return sitePath(
      routeForFormPage(form.page).path,
      landing,
      [
        [ZIP_FEEDBACK_PARAMS.error, result.error],
        [ZIP_FEEDBACK_PARAMS.form, form.source],
        [ZIP_FEEDBACK_PARAMS.value, typed],
      ],
      `form-${form.source}`,
    );
  }

  return (req, res, exchange, ip) => {
    const type = req.headers['content-type'] ?? '';
    const encoding = req.headers['content-encoding'];
    if (!FORM_TYPE.test(type) || (encoding !== undefined && encoding.toLowerCase() !== 'identity')) {
      refuse(req, res, exchange, ip, 415, 'Unsupported form', 'Please submit the ZIP form from our site.');
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      refuse(req, res, exchange, ip, 413, 'Request too large', 'We could not read that request.');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.once('error', () => res.destroy());
    req.once('end', () => {
      if (over) {
        refuse(req, res, exchange, ip, 413, 'Request too large', 'We could not read that request.');
        return;
      }
      const body = new URLSearchParams(Buffer.concat(chunks, size).toString('utf8'));
      if (body.size > MAX_FIELDS) {
        refuse(req, res, exchange, ip, 413, 'Request too large', 'We could not read that request.');
        return;
      }
      answer(req, res, exchange, ip, 303, ['Location', handOff(req, body)]);
    });
  };
}
