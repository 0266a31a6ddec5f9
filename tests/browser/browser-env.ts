/** The browser tier's server settings and Chromium's view of the partner hosts (tests/support/browser-setup.ts). */

export const PARTNER = 'https://partner.example/aff_c';
export const INLINE = 'https://compare.example/auto';

export const BROWSER_ENV = {
  PARTNER_BASE_URL: PARTNER,
  PARTNER_OFFER_ID: '17',
  PARTNER_AFFILIATE_ID: '42',
  INLINE_ZIP_LINK: `${INLINE}?src=home`,
};

/**
 * The partner hosts fail to resolve inside Chromium itself: no lookup leaves the machine, and
 * no request interception is needed (Playwright's routing turns the HTTP cache off).
 */
export const OFFLINE_PARTNERS = '--host-resolver-rules=MAP partner.example ~NOTFOUND, MAP *.partner.example ~NOTFOUND, MAP compare.example ~NOTFOUND';
