import { isIP } from 'node:net';
import type { Operator } from '../shared/content-schema.js';
import type { PartnerRoutes } from '../shared/partner-routes.js';
import { isOwnChoicesPage } from '../shared/privacy-choice.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * Details an operator must replace before launch: the sample operator's contact email and
 * postal address in content/operator.yaml (marked `sample: true`), PRIVACY_RIGHTS_URL on a
 * reserved example domain, INLINE_ZIP_LINK left at its placeholder, and an example partner
 * link (PARTNER_BASE_URL's default, or a link in the PARTNER_ROUTES file on a reserved example
 * domain). They appear in the legal pages, the footer, the inline box and the hand-offs, so a
 * site launched with them would give visitors an address that reaches nobody, a Do Not Sell
 * or Share link that goes nowhere and a hand-off that earns nothing. Our own /privacy-choices
 * (PRIVACY_RIGHTS_URL's default) is a real page on any SITE_URL.
 *
 * A production start on a public SITE_URL refuses them (one line each, exit 1); anywhere
 * else (npm start on localhost, a .example staging name) one warning line names them.
 */

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real mailbox or page. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

const DEFAULTS = loadConfig({});

/** Whether SITE_URL names a site on the internet: not localhost, a loopback address or a reserved name. */
export function isPublicSiteUrl(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || RESERVED_DOMAIN.test(host)) return false;
  if (isIP(host) === 4) return !host.startsWith('127.');
  if (isIP(host) === 6) return host !== '::1';
  return true;
}

const placeholderUrl = (url: string, fallback: string) => url === fallback || (/^https?:/.test(url) && RESERVED_DOMAIN.test(new URL(url).hostname));

type Checked = Pick<Config, 'privacyRightsUrl' | 'inlineZipLink' | 'siteUrl' | 'partnerRoutesFile'>;

/** The example partner links in the routes: PARTNER_BASE_URL's one partner, or each of the file's by its id. */
function placeholderPartnerLinks(config: Pick<Config, 'partnerRoutesFile'>, routes: PartnerRoutes): string[] {
  return routes.partners
    .filter((partner) => placeholderUrl(partner.link, DEFAULTS.partner.baseUrl))
    .map((partner) => (config.partnerRoutesFile === undefined ? 'PARTNER_BASE_URL' : `PARTNER_ROUTES partner ${partner.id}'s link`));
}

/** The placeholders still in use, named for the log; empty when the site is ready to launch. */
export function placeholdersInUse(config: Checked, operator: Operator, routes: PartnerRoutes): string[] {
  const found: string[] = [];
  if (operator.sample || RESERVED_DOMAIN.test(operator.email.split('@').pop() ?? '')) found.push('contact email (content/operator.yaml)');
  if (operator.sample) found.push('postal address (content/operator.yaml)');
  if (!isOwnChoicesPage(config.privacyRightsUrl, config.siteUrl) && placeholderUrl(config.privacyRightsUrl, DEFAULTS.privacyRightsUrl))
    found.push('PRIVACY_RIGHTS_URL');
  if (placeholderUrl(config.inlineZipLink, DEFAULTS.inlineZipLink)) found.push('INLINE_ZIP_LINK');
  return [...found, ...placeholderPartnerLinks(config, routes)];
}

const refusal = (siteUrl: string, placeholders: string[]) =>
  new ConfigError(
    placeholders.map((placeholder) => `SITE_URL ${siteUrl} is public, but ${placeholder} is still a placeholder: replace it before launch`).join('\n'),
  );

/** A reloaded routes file is held to the same rule: a production site on a public SITE_URL refuses example links (the reload then keeps the routes in use). */
export function checkReloadedRoutes(config: Pick<Config, 'production' | 'siteUrl' | 'partnerRoutesFile'>, routes: PartnerRoutes): void {
  const placeholders = config.production && isPublicSiteUrl(config.siteUrl) ? placeholderPartnerLinks(config, routes) : [];
  if (placeholders.length > 0) throw refusal(config.siteUrl, placeholders);
}

/**
 * At start-up: a production start on a public SITE_URL with placeholders throws a ConfigError,
 * one line per placeholder; other production starts log one warning line; development, nothing.
 */
export function checkLaunch(logger: Logger, config: Checked & Pick<Config, 'production' | 'siteUrl'>, operator: Operator, routes: PartnerRoutes): void {
  if (!config.production) return;
  const placeholders = placeholdersInUse(config, operator, routes);
  if (placeholders.length === 0) return;
  if (isPublicSiteUrl(config.siteUrl)) throw refusal(config.siteUrl, placeholders);
  logger.warn({ placeholders }, `sample operator details in use: replace ${placeholders.join(', ')} before launch`);
}
