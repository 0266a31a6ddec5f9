import type { Operator } from '../shared/content-schema.js';
import { loadConfig, type Config } from './config.js';
import type { Logger } from './logger.js';

/**
 * Details an operator must replace before launch: the sample operator's contact email and
 * postal address in content/operator.yaml (marked `sample: true`), and PRIVACY_RIGHTS_URL
 * left at its placeholder. They appear in the legal pages and the footer, so a site
 * launched with them would give visitors an address that reaches nobody.
 */

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): never a real mailbox or page. */
const RESERVED_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

const DEFAULT_PRIVACY_RIGHTS_URL = loadConfig({}).privacyRightsUrl;

/** The placeholders still in use, named for the log; empty when the site is ready to launch. */
export function placeholdersInUse(config: Pick<Config, 'privacyRightsUrl'>, operator: Operator): string[] {
  const found: string[] = [];
  if (operator.sample || RESERVED_DOMAIN.test(operator.email.split('@').pop() ?? '')) found.push('contact email (content/operator.yaml)');
  if (operator.sample) found.push('postal address (content/operator.yaml)');
  if (config.privacyRightsUrl === DEFAULT_PRIVACY_RIGHTS_URL || RESERVED_DOMAIN.test(new URL(config.privacyRightsUrl).hostname)) {
    found.push('PRIVACY_RIGHTS_URL');
  }
  return found;
}

/** In production, one warning line naming every placeholder still in place; nothing otherwise. */
export function warnAboutPlaceholders(logger: Logger, config: Pick<Config, 'production' | 'privacyRightsUrl'>, operator: Operator): void {
  if (!config.production) return;
  const placeholders = placeholdersInUse(config, operator);
  if (placeholders.length === 0) return;
  logger.warn({ placeholders }, `sample operator details in use: replace ${placeholders.join(', ')} before launch`);
}
