/**
 * Landing parameters: what the visitor's first URL carried that must survive until the
 * hand-off (ds, an ad click id) or changes what the page says (QS/qs).
 */

const HEADLINE_MAX_LENGTH = 120;
const CLICK_ID_MAX_LENGTH = 200;
export const PREMIUM_SUB_ID = 'FStarsPM';
const DEFAULT_SUB_ID = 'FStars';
const CLICK_ID_PARAMS = ['gclid', 'msclkid', 'fbclid'] as const;

export interface Landing {
  /** Free text shown above the home headline; '' when absent. */
  headline: string;
  /** aff_sub: FStarsPM only when the landing URL had ds=FStarsPM. */
  subId: typeof PREMIUM_SUB_ID | typeof DEFAULT_SUB_ID;
  /** The ad click id (gclid, msclkid or fbclid), sanitised; '' when absent. */
  clickId: string;
}

// Control characters (C0, DEL, C1) and the line/paragraph separators never reach the page.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function cleanHeadline(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, '').trim()).slice(0, HEADLINE_MAX_LENGTH).join('').trim();
}

/** Click ids from ad networks are URL-safe tokens; anything else is dropped, not repaired. */
function cleanClickId(raw: string): string {
  const value = raw.trim();
  return value.length <= CLICK_ID_MAX_LENGTH && /^[A-Za-z0-9._~-]+$/.test(value) ? value : '';
}

/**
 * The landing parameters, by name, from wherever they are read: a query or form body checked
 * on the server (shared/landing-query.ts), the browser's own address at the hand-off, the
 * same-origin Referer of a no-JavaScript post. `value` gives '' for an absent name.
 */
export function landingFrom(value: (name: string) => string): Landing {
  const subId = value('ds') === PREMIUM_SUB_ID ? PREMIUM_SUB_ID : DEFAULT_SUB_ID;
  let clickId = '';
  for (const name of CLICK_ID_PARAMS) {
    clickId = cleanClickId(value(name));
    if (clickId) break;
  }
  return { headline: cleanHeadline(value('QS') || value('qs')), subId, clickId };
}

/** The landing parameters of a URL's search string (the first value of a repeated name). */
export function landingFromSearch(search: string): Landing {
  const params = new URLSearchParams(search);
  return landingFrom((name) => params.get(name) ?? '');
}

/**
 * The landing parameters as query pairs, to carry them across a redirect. The click id
 * travels as gclid: only its value matters later. Pages carry only the headline.
 */
export function landingToParams(landing: Pick<Landing, 'headline'> & Partial<Landing>): [string, string][] {
  const pairs: [string, string][] = [];
  if (landing.headline) pairs.push(['qs', landing.headline]);
  if (landing.subId === PREMIUM_SUB_ID) pairs.push(['ds', PREMIUM_SUB_ID]);
  if (landing.clickId) pairs.push(['gclid', landing.clickId]);
  return pairs;
}

/** A site path with the landing parameters (and any extra pairs) appended. */
export function sitePath(path: string, landing: Pick<Landing, 'headline'> & Partial<Landing>, extra: [string, string][] = [], hash = ''): string {
  const query = new URLSearchParams([...landingToParams(landing), ...extra]).toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
