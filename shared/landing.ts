/**
 * Landing parameters: what the visitor's first URL carried that must survive until the
 * hand-off (ds, an ad click id) or changes what the page says (QS/qs).
 */

export const HEADLINE_MAX_LENGTH = 120;
export const CLICK_ID_MAX_LENGTH = 200;
export const PREMIUM_SUB_ID = 'FStarsPM';
export const DEFAULT_SUB_ID = 'FStars';
export const CLICK_ID_PARAMS = ['gclid', 'msclkid', 'fbclid'] as const;

export interface Landing {
  /** Free text shown above the home headline; '' when absent. */
  headline: string;
  /** aff_sub: FStarsPM only when the landing URL had ds=FStarsPM. */
  subId: typeof PREMIUM_SUB_ID | typeof DEFAULT_SUB_ID;
  /** The ad click id (gclid, msclkid or fbclid), sanitised; '' when absent. */
  clickId: string;
}

/**
 * The landing parameters as query pairs, to carry them across our own links and the
 * no-JavaScript form post. The click id travels as gclid: only its value matters later.
 */
export function landingToParams(landing: Landing): [string, string][] {
  const pairs: [string, string][] = [];
  if (landing.headline) pairs.push(['qs', landing.headline]);
  if (landing.subId === PREMIUM_SUB_ID) pairs.push(['ds', PREMIUM_SUB_ID]);
  if (landing.clickId) pairs.push(['gclid', landing.clickId]);
  return pairs;
}

/** A site path with the landing parameters (and any extra pairs) appended. */
export function sitePath(path: string, landing: Landing, extra: [string, string][] = [], hash = ''): string {
  const query = new URLSearchParams([...landingToParams(landing), ...extra]).toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
