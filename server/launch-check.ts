import { isIP } from 'node:net';
import type { Operator } from '../shared/content-schema.js';
import { isOwnChoicesPage } from '../shared/privacy-choice.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * Details an operator must replace before launch: the sample operator's contact email and
 * postal address in content/operator.yaml (marked `sample: true`), PRIVACY_RIGHTS_URL on a
 * reserved example domain, and INLINE_ZIP_LINK left at its placeholder. They appear in the
 * legal pages, the footer and the inline box, so a site launched with them would give visitors
 * an address that reaches nobody and a Do Not Sell or Share link that goes nowhere. Our own
 * /privacy-choices (PRIVACY_RIGHTS_URL's default) is a real page on any SITE_URL.
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

/** The placeholders still in use, named for the log; empty when the site is ready to launch. */
export function placeholdersInUse(config: Pick<Config, 'privacyRightsUrl' | 'inlineZipLink' | 'siteUrl'>, operator: Operator): string[] {
  const found: string[] = [];
  if (operator.sample || RESERVED_DOMAIN.test(operator.email.split('@').pop() ?? '')) found.push('contact email (content/operator.yaml)');
  if (operator.sample) found.push('postal address (content/operator.yaml)');
  if (!isOwnChoicesPage(config.privacyRightsUrl, config.siteUrl) && placeholderUrl(config.privacyRightsUrl, DEFAULTS.privacyRightsUrl))
    found.push('PRIVACY_RIGHTS_URL');
  if (placeholderUrl(config.inlineZipLink, DEFAULTS.inlineZipLink)) found.push('INLINE_ZIP_LINK');
  return found;
}

/**
 * At start-up: a production start on a public SITE_URL with placeholders throws a ConfigError,
 * one line per placeholder; other production starts log one warning line; development, nothing.
 */
export function checkLaunch(logger: Logger, config: Pick<Config, 'production' | 'privacyRightsUrl' | 'inlineZipLink' | 'siteUrl'>, operator: Operator): void {
  if (!config.production) return;
  const placeholders = placeholdersInUse(config, operator);
  if (placeholders.length === 0) return;
  if (isPublicSiteUrl(config.siteUrl))
    throw new ConfigError(
      placeholders.map((placeholder) => `SITE_URL ${config.siteUrl} is public, but ${placeholder} is still a placeholder: replace it before launch`).join('\n'),
    );
  logger.warn({ placeholders }, `sample operator details in use: replace ${placeholders.join(', ')} before launch`);
}
