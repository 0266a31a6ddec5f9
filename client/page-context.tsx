import { createContext, useContext } from 'react';
import type { PREMIUM_SUB_ID } from '../shared/landing.js';
import type { PartnerConfig } from '../shared/partner-link.js';
import type { Lang, SiteRoute } from '../shared/routes.js';
import type { StateCode } from '../shared/us-states.js';
import type { FormId, ZipError } from '../shared/zip.js';

/**
 * What one server render knows about the request. Only the server renders whole pages;
 * islands in the browser get their own props and never read this. The site's content is not
 * here: a page's data comes from its route's loader only (client/routes/page-module.ts).
 */
export interface PageContextValue {
  path: string;
  /** The route the request resolved to, once, on the server; undefined for an unknown path (404). */
  route: SiteRoute | undefined;
  /** The page's language: its route's, or for an unknown path the language of its prefix (/es/ is Spanish). */
  lang: Lang;
  /** The calendar year at render time, for the footer (part of the page cache key). */
  year: number;
  region: StateCode;
  /**
   * The landing headline (QS), shown above the home headline; ''. Ad click ids never reach the
   * page: the hand-off reads them from the visitor's URL (decision 024).
   */
  headline: string;
  /** `FStarsPM` when the address had ds=FStarsPM: the ZIP forms and choice links carry it on (decision 025). */
  subId?: typeof PREMIUM_SUB_ID;
  siteName: string;
  siteUrl: string;
  privacyRightsUrl: string;
  /** PARTNER_OPT_OUT_PARAM, for the inline box (the validating forms read it with the partner routes). */
  partnerOptOut: PartnerConfig['optOut'];
  inlineZipLink: string;
  /** PARTNER_PLACEMENT_PARAM: the ZIP forms add the placement code under it (shared/placement.ts); undefined: they add none. */
  placementParam?: string;
  /** Home-page selections made by plain links, so topics and brands work without JavaScript. */
  selectedTopic?: string;
  selectedBrand?: string;
  /** The browser sent Global Privacy Control (`Sec-GPC: 1`): the ZIP forms say it was honoured. */
  privacySignal: boolean;
  /** The visitor opted out in this browser (the cookie from /privacy-choices); read only by pages whose cache class has the `privacyChoice` flag. */
  optedOut: boolean;
  /** A failed no-JavaScript ZIP post, shown next to the form it came from. */
  zipFeedback?: { formId: FormId; error: ZipError; value: string };
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a server render');
  return value;
}
