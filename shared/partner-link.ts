import type { Landing } from './landing.js';
import { fiveDigitZip } from './privacy-choice.js';

/** What the browser and the server both need to build the hand-off link. */
export interface PartnerConfig {
  baseUrl: string;
  offerId: string;
  affiliateId: string;
  /** The parameter that tells the partner a visitor opted out of sale/sharing (PARTNER_OPT_OUT_PARAM). */
  optOut: [name: string, value: string];
}

const CLICK_ID_PLACEHOLDER = '{clickid}';
const SEM_SUB_ID = 'SEM';

/** A query pair added after `zipcode`: the placement code under PARTNER_PLACEMENT_PARAM (shared/placement.ts). */
export type QueryPair = [name: string, value: string];

/**
 * The partner hand-off link. Query order is fixed by the partner:
 * offer_id, aff_id, aff_sub, aff_sub2, aff_sub3, zipcode, then the placement code when
 * PARTNER_PLACEMENT_PARAM is set. A visitor who opted out (shared/privacy-choice.ts) gets the
 * placeholder instead of their click id, the 5-digit ZIP only, and the opt-out parameter last,
 * so the partner can stop selling what we passed it. The placement code is the same for every
 * visitor doing the same thing, so an opted-out hand-off carries it too (decision 035).
 */
export function buildPartnerLink(partner: PartnerConfig, landing: Landing, zip: string, optedOut = false, placement?: QueryPair): string {
  const query = new URLSearchParams([
    ['offer_id', partner.offerId],
    ['aff_id', partner.affiliateId],
    ['aff_sub', landing.subId],
    ['aff_sub2', (!optedOut && landing.clickId) || CLICK_ID_PLACEHOLDER],
    ['aff_sub3', SEM_SUB_ID],
    ['zipcode', optedOut ? fiveDigitZip(zip) : zip],
    ...(placement ? [placement] : []),
    ...(optedOut ? [partner.optOut] : []),
  ]);
  return `${partner.baseUrl}?${query.toString()}`;
}

/**
 * The inline box's hand-off: its own link with the ZIP (and the placement code, when set), and
 * for an opted-out visitor the 5-digit ZIP and the opt-out parameter.
 */
export function inlineHandOffLink(link: string, zip: string, optOut: PartnerConfig['optOut'], optedOut = false, placement?: QueryPair): string {
  const extra = placement ? [placement] : [];
  return optedOut ? appendParams(link, [['zipcode', fiveDigitZip(zip)], ...extra, optOut]) : appendZipcode(link, zip, extra);
}

/**
 * The inline home ZIP box: add zipcode to its own link. A link that cannot be parsed as a
 * URL (a site path, say) gets the parameter appended as plain text, as the spec says.
 */
export function appendZipcode(link: string, zip: string, after: QueryPair[] = []): string {
  return appendParams(link, [['zipcode', zip], ...after]);
}

function appendParams(link: string, pairs: QueryPair[]): string {
  try {
    const url = new URL(link);
    for (const [name, value] of pairs) url.searchParams.append(name, value);
    return url.toString();
  } catch {
    const [beforeHash, hash] = splitHash(link);
    const separator = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
    return `${beforeHash}${separator}${pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}${hash}`;
  }
}

function splitHash(link: string): [string, string] {
  const index = link.indexOf('#');
  return index === -1 ? [link, ''] : [link.slice(0, index), link.slice(index)];
}
