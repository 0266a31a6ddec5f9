/**
 * A visitor's choice not to have their information sold or shared, as every hand-off reads it
 * (POST /zip on the server, ZipForm in the browser): a browser's Global Privacy Control
 * signal (`Sec-GPC: 1`, `navigator.globalPrivacyControl`), or the one first-party cookie that
 * /privacy-choices sets. Either way the hand-off withholds the click id, sends the 5-digit ZIP
 * only, and tells the partner (shared/partner-link.ts). Why those three and not the hand-off
 * itself, which the visitor directs: decision 026.
 */

/** The page where a visitor opts out in this browser, or back in. */
export const PRIVACY_CHOICES_PATH = '/privacy-choices';
/**
 * Whether the privacy-rights link (PRIVACY_RIGHTS_URL) is our own choices page, its default:
 * then it is a real page on any site, opens in the same tab, and does not link to itself.
 */
export function isOwnChoicesPage(privacyRightsUrl: string, siteUrl: string): boolean {
  return privacyRightsUrl === `${siteUrl}${PRIVACY_CHOICES_PATH}`;
}

/** The privacy policy's notice at collection (its section id; the Spanish page keeps the English id). */
export const NOTICE_AT_COLLECTION_HREF = '/privacy#notice-at-collection';

/** The one cookie the site ever sets, and only on request: strictly necessary to keep the opt-out. */
export const OPT_OUT_COOKIE = 'qo_opt_out';
export const OPT_OUT_COOKIE_VALUE = '1';
/** 400 days: the longest Chrome keeps a cookie anyway (the policy says "up to 400 days"); opting out again renews it. */
export const OPT_OUT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** Whether a Cookie header (or document.cookie) carries the opt-out. */
export function optOutInCookies(cookies: string | undefined): boolean {
  if (!cookies) return false;
  return cookies.split(';').some((pair) => pair.trim() === `${OPT_OUT_COOKIE}=${OPT_OUT_COOKIE_VALUE}`);
}

/** Whether a `Sec-GPC` request header is the signal (the spec's only value is "1"). */
export function privacySignalInHeader(value: string | string[] | undefined): boolean {
  return value === '1';
}

/** The ZIP an opted-out hand-off may send: the first five digits of a ZIP or ZIP+4, never the +4. */
export function fiveDigitZip(zip: string): string {
  return /^\s*(\d{5})/.exec(zip)?.[1] ?? zip.trim();
}
