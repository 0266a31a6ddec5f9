import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { landingFrom, sitePath, type Landing } from '../../shared/landing.js';
import { inlineHandOffLink } from '../../shared/partner-link.js';
import {
  NO_PARTNER,
  decideHandOff,
  handOffReport,
  inlineHandOffReport,
  partnerHandOffLink,
  type HandOffReport,
  type RandomSource,
} from '../../shared/partner-routes.js';
import { placementPair, type PlacementContext } from '../../shared/placement.js';
import { optOutInCookies, privacySignalInHeader } from '../../shared/privacy-choice.js';
import type { Messages } from '../../shared/messages/index.js';
import { findRoute, langOfPath, localPath, routeForFormPage, type SiteRoute } from '../../shared/routes.js';
import { ZIP_FEEDBACK_PARAMS, ZIP_MAX_LENGTH, postedFormId } from '../../shared/zip.js';
import type { Config } from '../config.js';
import type { FrontHandler } from '../endpoints.js';
import type { Exchange } from '../http/exchange.js';
import { readFormBody, type BodyFailure, type FormLimits } from '../http/form-body.js';
import { excludedHandOff } from '../hand-off-traffic.js';
import type { Metrics } from '../metrics.js';
import type { PartnerRoutesSource } from '../partner-routes/live-partner-routes.js';
import { smallPage } from '../middleware/errors.js';

/**
 * POST /zip: the no-JavaScript hand-off. The same rules as the browser; success is a 303
 * to the partner link, failure a 303 back to the page the form was on. Where "back" is
 * comes from the route table by id, never from a URL in the request.
 *
 * Answered before Express, on the bare request (decision 094): a form body of at most 4 KB and
 * 20 fields, read straight off the request (server/http/form-body.ts), is all it needs, and
 * Express's routing was most of its cost. Its headers follow the exchange's leading ones.
 *
 * A visitor who opted out of sale/sharing — a Global Privacy Control signal (`Sec-GPC: 1`) or
 * the opt-out cookie from /privacy-choices — gets an opted-out hand-off: no click id, the
 * 5-digit ZIP only, and the partner's opt-out parameter (shared/partner-link.ts).
 *
 * The click id is not in the page (so a paid landing is the page everyone gets): it comes
 * from the address the form was posted from, the same-origin Referer, unless the body names
 * it itself. `ds` is in the body: a page with ds=FStarsPM is its own variant whose forms carry
 * it (decision 025), since some browsers (lynx) send no Referer.
 *
 * With PARTNER_PLACEMENT_PARAM set, the link ends with the placement code (shared/placement.ts):
 * the form page's kind and language from the route table, the ZIP's state, the partner, the
 * form and the variant, as the browser encodes it. A speculative load or a bot
 * (server/hand-off-traffic.ts) gets the same answer but is not counted as a hand-off.
 *
 * A body that cannot be read — the wrong type, too large, broken percent-escapes or UTF-8, or
 * a client gone before its end (server/http/form-body.ts says which) — is refused with its log
 * line (`bodyFailure`) and counted (`zip_body_failures_total`).
 */

export const ZIP_PATH = '/zip';
/** A ZIP form is a handful of short fields: a body of at most 4 KB and 20 fields. */
const FORM_LIMITS: FormLimits = { maxBytes: 4 * 1024, maxFields: 20 };

const field = z.string().catch('');
const zipPost = z.object({
  zip: field,
  // One of the rendered forms, else `other`: the hand-off still happens, and the label stays in its closed set.
  source: z.unknown().transform(postedFormId),
  page: field,
});

const REFUSALS: Record<BodyFailure, [status: number, page: keyof Messages['smallPages']]> = {
  unsupported: [415, 'unsupported'],
  'too-large': [413, 'tooLarge'],
  malformed: [400, 'badRequest'],
  // Never sent: the client is gone. The status the line and the metrics record.
  aborted: [400, 'badRequest'],
};

/** The partner is chosen from the routes in use by the browser's own rule (shared/partner-routes.ts), drawing from `random`. */
export function zipHandOff(config: Config, metrics: Metrics, routes: PartnerRoutesSource, random: RandomSource): FrontHandler {
  const siteHost = new URL(config.siteUrl).host;

  const redirect = (res: ServerResponse, exchange: Exchange, location: string) => {
    res.writeHead(303, exchange.leading.concat('Cache-Control', 'no-store', 'Location', location, 'Content-Length', '0'));
    res.end();
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, exchange: Exchange, failure: BodyFailure) => {
    metrics.zipBodyFailed(failure);
    const [status, kind] = REFUSALS[failure];
    exchange.detail = { bodyFailure: failure };
    if (failure === 'aborted') {
      // Nobody is left to read an answer; the line (when the connection closes) and the count say what happened.
      res.statusCode = status;
      res.destroy();
      return;
    }
    // Unread body bytes must not be taken for the next request on this connection.
    res.shouldKeepAlive = false;
    const body = smallPage(langOfPath(refererPath(req) ?? '/'), kind);
    res.writeHead(
      status,
      exchange.leading.concat('Cache-Control', 'no-store', 'Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))),
    );
    res.end(body);
    req.resume();
  };

  /**
   * The landing parameters of the page the form was on, when the browser says which (a
   * same-origin Referer with a query). A browser sends the Referer as a serialized URL (host in
   * lower case, no default port, no user or fragment), so its origin is read off the front
   * rather than by the URL parser, which cost a hand-off about 3% of its time.
   */
  function referredFrom(req: IncomingMessage): URLSearchParams | undefined {
    const sent = req.headers.referer;
    if (!sent) return undefined;
    // A `?` inside a fragment starts no query.
    const fragmentAt = sent.indexOf('#');
    const referer = fragmentAt === -1 ? sent : sent.slice(0, fragmentAt);
    const queryAt = referer.indexOf('?');
    if (queryAt === -1) return undefined;
    const hostAt = referer.startsWith('https://') ? 8 : referer.startsWith('http://') ? 7 : -1;
    if (hostAt === -1) return undefined;
    const hostEnd = referer.slice(hostAt).search(/[/?]/) + hostAt;
    const host = referer.slice(hostAt, hostEnd);
    if (host !== req.headers.host && host !== siteHost) return undefined;
    return new URLSearchParams(referer.slice(queryAt + 1));
  }

  /** The path of a same-origin Referer (read as `referredFrom` reads its query), or undefined. */
  function refererPath(req: IncomingMessage): string | undefined {
    const sent = req.headers.referer;
    if (!sent) return undefined;
    const hostAt = sent.startsWith('https://') ? 8 : sent.startsWith('http://') ? 7 : -1;
    if (hostAt === -1) return undefined;
    const pathAt = sent.slice(hostAt).search(/[/?#]/);
    const host = pathAt === -1 ? sent.slice(hostAt) : sent.slice(hostAt, hostAt + pathAt);
    if (host !== req.headers.host && host !== siteHost) return undefined;
    const rest = pathAt === -1 ? '' : sent.slice(hostAt + pathAt);
    return rest.startsWith('/') ? rest.split(/[?#]/)[0]! : '/';
  }

  /**
   * The page the form was on: the route its hidden field names; for a client that sent none
   * (real forms always do), the same-origin Referer's page, or the home page of its language.
   */
  function formPage(req: IncomingMessage, pageId: string): SiteRoute {
    const named = findRoute(pageId);
    if (named) return named;
    const referer = refererPath(req);
    if (referer === undefined) return routeForFormPage(pageId);
    return findRoute(referer) ?? routeForFormPage(localPath(langOfPath(referer), '/'));
  }

  function handOff(req: IncomingMessage, body: URLSearchParams): string {
    const form = zipPost.parse({ zip: body.get('zip') ?? '', source: body.get('source') ?? '', page: body.get('page') ?? '' });
    const referred = referredFrom(req);
    const landing: Landing = landingFrom((name) => body.get(name) || referred?.get(name) || '');
    const optedOut = privacySignalInHeader(req.headers['sec-gpc']) || optOutInCookies(req.headers.cookie);
    // What goes back into a link or the field is capped like the input; the check sees it all.
    const typed = Array.from(form.zip.trim()).slice(0, ZIP_MAX_LENGTH).join('');
    const page = formPage(req, form.page);
    const excluded = excludedHandOff(req.headers);
    const count = ({ outcome, partner, state }: HandOffReport) => {
      if (excluded) metrics.handOffExcluded(excluded, false);
      else metrics.handOff({ outcome, partner, state, source: form.source, javaScript: false, page: page.kind, language: page.lang });
    };
    const placement: PlacementContext | undefined = config.placementParam ? { param: config.placementParam, page: page.kind, language: page.lang } : undefined;
    if (form.source === 'inline') {
      const report = inlineHandOffReport(typed);
      count(report);
      const code = placementPair(placement, { state: report.state, partner: NO_PARTNER, formId: form.source, variant: landing.subId });
      return inlineHandOffLink(config.inlineZipLink, typed, config.partner.optOut, optedOut, code);
    }
    const inUse = routes.current;
    const result = decideHandOff(inUse, form.zip, random);
    count(handOffReport(result));
    if (result.ok) {
      const code = placementPair(placement, { state: result.state, partner: result.partner.id, formId: form.source, variant: landing.subId });
      // A Spanish page hands off to the partner's Spanish funnel where it has one.
      return partnerHandOffLink(inUse, result.partner, landing, result.zip, optedOut, code, page.lang);
    }
    return sitePath(
      page.path,
      landing,
      [
        [ZIP_FEEDBACK_PARAMS.error, result.error],
        [ZIP_FEEDBACK_PARAMS.form, form.source],
        [ZIP_FEEDBACK_PARAMS.value, typed],
      ],
      `form-${form.source}`,
    );
  }

  return (req, res, exchange, fail) => {
    // Reading the body is server/http/form-body.ts's; what the fields decide is this handler's.
    readFormBody(req, FORM_LIMITS, (body) => {
      try {
        if (typeof body === 'string') refuse(req, res, exchange, body);
        else redirect(res, exchange, handOff(req, body));
      } catch (error) {
        // Called from the body's 'end' event, where nothing else would catch it: the visitor gets the one 500.
        fail(error);
      }
    });
  };
}
