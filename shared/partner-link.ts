import type { Landing } from './landing.js';

/** What the browser and the server both need to build the hand-off link. */
export interface PartnerConfig {
  baseUrl: string;
  offerId: string;
  affiliateId: string;
}

export const CLICK_ID_PLACEHOLDER = '{clickid}';
export const SEM_SUB_ID = 'SEM';

/**
 * The partner hand-off link. Query order is fixed by the partner:
 * offer_id, aff_id, aff_sub, aff_sub2, aff_sub3, zipcode.
 */
export function buildPartnerLink(partner: PartnerConfig, landing: Landing, zip: string): string {
  const query = new URLSearchParams([
    ['offer_id', partner.offerId],
    ['aff_id', partner.affiliateId],
    ['aff_sub', landing.subId],
    ['aff_sub2', landing.clickId || CLICK_ID_PLACEHOLDER],
    ['aff_sub3', SEM_SUB_ID],
    ['zipcode', zip],
  ]);
  return `${partner.baseUrl}?${query.toString()}`;
}

/**
 * The inline home ZIP box: add zipcode to its own link. A link that cannot be parsed as a
 * URL (a site path, say) gets the parameter appended as plain text, as the spec says.
 */
export function appendZipcode(link: string, zip: string): string {
  try {
    const url = new URL(link);
    url.searchParams.append('zipcode', zip);
    return url.toString();
  } catch {
    const [beforeHash, hash] = splitHash(link);
    const separator = beforeHash.includes('?') ? (/[?&]$/.test(beforeHash) ? '' : '&') : '?';
    return `${beforeHash}${separator}zipcode=${encodeURIComponent(zip)}${hash}`;
  }
}

function splitHash(link: string): [string, string] {
  const index = link.indexOf('#');
  return index === -1 ? [link, ''] : [link.slice(0, index), link.slice(index)];
}
