import { createContext, useContext } from 'react';
import type { PREMIUM_SUB_ID } from '../shared/landing.js';
import type { PartnerConfig } from '../shared/partner-link.js';
import type { Lang, SiteRoute } from '../shared/routes.js';
import type { StateCode } from '../shared/us-states.js';
import type { FormId, ZipError } from '../shared/zip.js';

/**
 * What one server render knows, in three parts (decision 084): which page it is (the load
 * context, all a route's loader is given), the site's settings (the configuration, the same for
 * every page), and what the visit changes (the year, the region, the page query's parts, the
 * privacy signal). Only the server renders whole pages; islands in the browser get their own
 * props and never read this. The site's content is not here: a page's data comes from its
 * route's loader only (client/routes/page-module.ts).
 */

/** What a route's loader is given: which page it renders, never the visitor or the configuration. */
export interface LoadContext {
  /** The entry's own path: a route's, or a not-found path (never the request's, decision 025). */
  path: string;
  /** The route the request resolved to, once, on the server; undefined for an unknown path (404). */
  route: SiteRoute | undefined;
  /** The page's language: its route's, or for an unknown path the language of its prefix (/es/ is Spanish). */
  lang: Lang;
}

/** The site's settings from the configuration: made once per process, the same for every page. */
export interface SiteSettings {
  siteName: string;
  siteUrl: string;
  privacyRightsUrl: string;
  /** PARTNER_OPT_OUT_PARAM, for the inline box (the validating forms read it with the partner routes). */
  partnerOptOut: PartnerConfig['optOut'];
  inlineZipLink: string;
  /** PARTNER_PLACEMENT_PARAM: the ZIP forms add the placement code under it (shared/placement.ts); undefined: they add none. */
  placementParam?: string;
}

/** What the visit changes on a page: each of these is in the page cache key where the page shows it (server/pages/policy.ts). */
interface VisitParts {
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

/** What components and a module's head read (`usePage()`): the page, the site's settings and the visit. */
export interface PageContextValue extends LoadContext, SiteSettings, VisitParts {}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a server render');
  return value;
}
