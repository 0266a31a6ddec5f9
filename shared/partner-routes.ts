import type { Landing } from './landing.js';
import { buildPartnerLink, type PartnerConfig, type QueryPair } from './partner-link.js';
import { US_STATES, type StateCode } from './us-states.js';
import { checkZip, type ZipError } from './zip.js';
import { zipRegion } from './zip-region.js';

/**
 * Which partner a hand-off goes to, decided by the ZIP's state (never the visitor's IP), by
 * one function that POST /zip and the browser's hand-off both call: the same routes and the
 * same ZIP reach the same partner on either path (a weighted split draws per hand-off).
 *
 * Partners whose `states` name the ZIP's state come first, chosen by weight among those not
 * paused; if none, the partners without `states` (the defaults), the same way; if none, no
 * partner serves the state and the visitor is told so.
 */

export interface PartnerRoute {
  /** Letters, digits and dashes; unique; the `partner` label of the hand-off metric. */
  id: string;
  /** The tracking link without its query. */
  link: string;
  /** Its Spanish funnel's tracking link, without its query, if it has one: Spanish pages hand off there, with the same query. */
  spanishLink?: string;
  offerId: string;
  affiliateId: string;
  /** The states it takes; absent: any state (a default). */
  states?: readonly StateCode[];
  /** Its share among the partners that match, relative to theirs. */
  weight: number;
  paused: boolean;
}

export interface PartnerRoutes {
  partners: readonly PartnerRoute[];
  /** The parameter an opted-out hand-off adds, for every partner (PARTNER_OPT_OUT_PARAM). */
  optOut: PartnerConfig['optOut'];
}

/** Where the browser reads the routes in use (server/partner-routes/), fresh at each hand-off rather than from a cached page. */
export const PARTNER_ROUTES_PATH = '/partner-routes.json';

/** A number in [0, 1), as Math.random gives; injectable so tests can fix the draw. */
export type RandomSource = () => number;

/** The partners that may take a hand-off from `state`: the state's own if any is active, else the active defaults. */
export function candidatesFor(routes: PartnerRoutes, state: StateCode): PartnerRoute[] {
  const active = routes.partners.filter((partner) => !partner.paused);
  const own = active.filter((partner) => partner.states?.includes(state));
  return own.length > 0 ? own : active.filter((partner) => partner.states === undefined);
}

/** One partner for a hand-off from `state`, drawn by weight; undefined when no partner serves it. */
export function choosePartner(routes: PartnerRoutes, state: StateCode, random: RandomSource): PartnerRoute | undefined {
  const candidates = candidatesFor(routes, state);
  const total = candidates.reduce((sum, partner) => sum + partner.weight, 0);
  let draw = random() * total;
  for (const partner of candidates) {
    draw -= partner.weight;
    if (draw < 0) return partner;
  }
  // Rounding can leave a hair of the total undrawn: it belongs to the last candidate.
  return candidates.at(-1);
}

/** The states (of the 50 and DC) no active partner serves: the visitors there are told so. */
export function unservedStates(routes: PartnerRoutes): StateCode[] {
  return (Object.keys(US_STATES) as StateCode[]).filter((state) => candidatesFor(routes, state).length === 0);
}

/** What a typed ZIP comes to: a partner, or the message the visitor gets instead, with the region for the metrics. */
export type HandOffDecision = { ok: true; zip: string; state: StateCode; partner: PartnerRoute } | { ok: false; error: ZipError; region?: string };

/**
 * The whole decision for a typed ZIP: the format (shared/zip.ts), then its region
 * (shared/zip-region.ts): a prefix assigned to no region is an invalid ZIP, a territory or
 * military ZIP gets the 50-states-and-DC message, a state nobody serves the no-partner one.
 */
export function decideHandOff(routes: PartnerRoutes, typed: string, random: RandomSource): HandOffDecision {
  const checked = checkZip(typed);
  if (!checked.ok) return checked;
  const region = zipRegion(checked.zip);
  if (region.kind === 'unassigned') return { ok: false, error: 'invalid' };
  if (region.kind === 'outside') return { ok: false, error: 'outside', region: region.region };
  const partner = choosePartner(routes, region.state, random);
  if (!partner) return { ok: false, error: 'unserved', region: region.state };
  return { ok: true, zip: checked.zip, state: region.state, partner };
}

/** How a hand-off is counted (the hand-off metric's labels): valid, sent to a partner; invalid, no ZIP; outside, a territory or military ZIP; unserved, no partner for its state; inline, the inline box. */
export const HAND_OFF_OUTCOMES = ['valid', 'invalid', 'outside', 'unserved', 'inline'] as const;
export type HandOffOutcome = (typeof HAND_OFF_OUTCOMES)[number];

export interface HandOffReport {
  outcome: HandOffOutcome;
  /** The partner's id, or `none`. */
  partner: string;
  /** The ZIP's state or region, or `none`. */
  state: string;
}

export const NO_PARTNER = 'none';

/** A decision as the metrics count it, on the server (POST /zip) and in the browser's beacon alike. */
export function handOffReport(decision: HandOffDecision): HandOffReport {
  if (decision.ok) return { outcome: 'valid', partner: decision.partner.id, state: decision.state };
  const outcome = decision.error === 'outside' || decision.error === 'unserved' ? decision.error : 'invalid';
  return { outcome, partner: NO_PARTNER, state: decision.region ?? NO_PARTNER };
}

/**
 * The inline box's hand-off as the metrics count it: no partner (it has its own link) and no
 * check, but the state of the typed ZIP when it is a ZIP of one, as its placement code says.
 */
export function inlineHandOffReport(typed: string): HandOffReport & { state: StateCode | typeof NO_PARTNER } {
  const checked = checkZip(typed);
  const region = checked.ok ? zipRegion(checked.zip) : undefined;
  return { outcome: 'inline', partner: NO_PARTNER, state: region?.kind === 'state' ? region.state : NO_PARTNER };
}

/**
 * The chosen partner's hand-off link: the query order of shared/partner-link.ts, the same for
 * every partner and language; `placement` after `zipcode`. From a Spanish page ('es'), the
 * partner's Spanish funnel where it names one; otherwise its one link (the form under the
 * button then says it may be in English).
 */
export function partnerHandOffLink(
  routes: PartnerRoutes,
  partner: PartnerRoute,
  landing: Landing,
  zip: string,
  optedOut: boolean,
  placement?: QueryPair,
  lang: 'en' | 'es' = 'en',
): string {
  const baseUrl = (lang === 'es' && partner.spanishLink) || partner.link;
  return buildPartnerLink({ baseUrl, offerId: partner.offerId, affiliateId: partner.affiliateId, optOut: routes.optOut }, landing, zip, optedOut, placement);
}

/** Whether every partner that may take a hand-off has a funnel in `lang` (English: always). */
export function everyPartnerSpeaks(routes: PartnerRoutes, lang: 'en' | 'es'): boolean {
  return lang === 'en' || routes.partners.filter((partner) => !partner.paused).every((partner) => partner.spanishLink !== undefined);
}

/** The metrics label of the partner from PARTNER_BASE_URL when no routes file is given. */
const SINGLE_PARTNER_ID = 'default';

/** The routes when PARTNER_ROUTES is unset: today's one partner (PARTNER_BASE_URL …) for every state. */
export function singlePartnerRoutes(partner: PartnerConfig): PartnerRoutes {
  return {
    partners: [{ id: SINGLE_PARTNER_ID, link: partner.baseUrl, offerId: partner.offerId, affiliateId: partner.affiliateId, weight: 1, paused: false }],
    optOut: partner.optOut,
  };
}
