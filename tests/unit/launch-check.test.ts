import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { checkLaunch as checkLaunchWith, checkReloadedRoutes, isPublicSiteUrl, placeholdersInUse as placeholdersWith } from '../../server/launch-check.js';
import type { Logger } from '../../server/logger.js';
import { parseRoutesFile } from '../../server/partner-routes/routes-file.js';
import type { Operator } from '../../shared/content-schema.js';
import { singlePartnerRoutes } from '../../shared/partner-routes.js';
import { captureLogs } from '../support/logs.js';

const real: Operator = { sample: false, name: 'Owl Quotes Inc.', address: '100 Main St, Albany, NY 12207', email: 'privacy@owlquotes.com' };
const sample: Operator = { ...real, sample: true };
const REAL_URL = 'https://www.owlquotes.com/privacy-rights';
const REAL_INLINE = 'https://compare.owlquotes-partner.com/auto';
const REAL_PARTNER = 'https://track.owlquotes-partner.com/aff_c';
const ready = { PRIVACY_RIGHTS_URL: REAL_URL, INLINE_ZIP_LINK: REAL_INLINE, PARTNER_BASE_URL: REAL_PARTNER };

/** Without PARTNER_ROUTES the routes are the one partner of PARTNER_BASE_URL. */
type Checked = ReturnType<typeof loadConfig>;
const placeholdersInUse = (config: Checked, operator: Operator) => placeholdersWith(config, operator, singlePartnerRoutes(config.partner));
const checkLaunch = (logger: Logger, config: Checked, operator: Operator) => checkLaunchWith(logger, config, operator, singlePartnerRoutes(config.partner));

const capture = () => captureLogs();

describe('placeholders to replace before launch', () => {
  it('names the sample contact email, postal address and inline link, not our own privacy choices page', () => {
    expect(placeholdersInUse(loadConfig({}), sample)).toEqual([
      'contact email (content/operator.yaml)',
      'postal address (content/operator.yaml)',
      'INLINE_ZIP_LINK',
      'PARTNER_BASE_URL',
    ]);
  });

  it("takes PRIVACY_RIGHTS_URL's default, the site's own /privacy-choices, as real on any SITE_URL, and an example domain elsewhere as a placeholder", () => {
    for (const site of ['http://localhost:3000', 'https://www.owlquotes.com', 'https://staging.quoteowl.example']) {
      const config = loadConfig({ SITE_URL: site, INLINE_ZIP_LINK: REAL_INLINE, PARTNER_BASE_URL: REAL_PARTNER });
      expect(config.privacyRightsUrl).toBe(`${site}/privacy-choices`);
      expect(placeholdersInUse(config, real), site).toEqual([]);
    }
    const deployExample = {
      SITE_URL: 'https://www.quoteowl.example',
      PRIVACY_RIGHTS_URL: 'https://www.quoteowl.example/privacy-choices',
      INLINE_ZIP_LINK: REAL_INLINE,
      PARTNER_BASE_URL: REAL_PARTNER,
    };
    expect(placeholdersInUse(loadConfig(deployExample), real)).toEqual([]);
    expect(placeholdersInUse(loadConfig({ ...deployExample, PRIVACY_RIGHTS_URL: 'https://www.quoteowl.example/privacy-rights' }), real)).toEqual([
      'PRIVACY_RIGHTS_URL',
    ]);
  });

  it('names only what is left', () => {
    expect(placeholdersInUse(loadConfig(ready), sample)).toEqual(['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)']);
    expect(placeholdersInUse(loadConfig({ ...ready, PRIVACY_RIGHTS_URL: 'https://privacy.quoteowl.example/requests' }), real)).toEqual(['PRIVACY_RIGHTS_URL']);
    expect(placeholdersInUse(loadConfig({ ...ready, INLINE_ZIP_LINK: undefined }), real)).toEqual(['INLINE_ZIP_LINK']);
    expect(placeholdersInUse(loadConfig({ ...ready, PARTNER_BASE_URL: undefined }), real)).toEqual(['PARTNER_BASE_URL']);
    expect(placeholdersInUse(loadConfig(ready), real)).toEqual([]);
  });

  it('counts reserved example domains as placeholders even without the sample flag', () => {
    expect(placeholdersInUse(loadConfig(ready), { ...real, email: 'privacy@quoteowl.example' })).toEqual(['contact email (content/operator.yaml)']);
    expect(placeholdersInUse(loadConfig({ ...ready, PRIVACY_RIGHTS_URL: 'https://www.example.com/rights' }), real)).toEqual(['PRIVACY_RIGHTS_URL']);
    // A site path for the inline box is ours, not a placeholder.
    expect(placeholdersInUse(loadConfig({ ...ready, INLINE_ZIP_LINK: '/articles/comparing-insurance-quotes' }), real)).toEqual([]);
  });

  it('logs exactly one warning line in production, naming them', () => {
    const { logger, lines } = capture();
    checkLaunch(logger, loadConfig({}), sample);
    logger.flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      placeholders: ['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)', 'INLINE_ZIP_LINK', 'PARTNER_BASE_URL'],
    });
    expect(lines[0]!.msg).toBe(
      'sample operator details in use: replace contact email (content/operator.yaml), postal address (content/operator.yaml), INLINE_ZIP_LINK, PARTNER_BASE_URL before launch',
    );
  });

  it('logs nothing once everything is replaced, or outside production', () => {
    const { logger, lines } = capture();
    checkLaunch(logger, loadConfig({ ...ready, SITE_URL: 'https://www.owlquotes.com' }), real);
    checkLaunch(logger, loadConfig({ NODE_ENV: 'development' }), sample);
    checkLaunch(logger, loadConfig({ NODE_ENV: 'test' }), sample);
    logger.flush();
    expect(lines).toEqual([]);
  });

  it('refuses a production start on a public SITE_URL with placeholders, one line each', () => {
    const { logger, lines } = capture();
    let refusal: unknown;
    try {
      checkLaunch(logger, loadConfig({ SITE_URL: 'https://www.owlquotes.com', PRIVACY_RIGHTS_URL: 'https://www.quoteowl.example/privacy-rights' }), sample);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as ConfigError).message.split('\n')).toEqual(
      ['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)', 'PRIVACY_RIGHTS_URL', 'INLINE_ZIP_LINK', 'PARTNER_BASE_URL'].map(
        (name) => `SITE_URL https://www.owlquotes.com is public, but ${name} is still a placeholder: replace it before launch`,
      ),
    );
    expect(() => checkLaunch(logger, loadConfig({ ...ready, SITE_URL: 'https://www.owlquotes.com', INLINE_ZIP_LINK: undefined }), real)).toThrow(
      /INLINE_ZIP_LINK/,
    );
    logger.flush();
    expect(lines).toEqual([]);
  });

  it('lets a local or reserved-name start through with the warning, as npm start does', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'https://staging.quoteowl.example', 'https://qa.owl.test']) {
      expect(isPublicSiteUrl(site), site).toBe(false);
      expect(() => checkLaunch(capture().logger, loadConfig({ SITE_URL: site }), sample), site).not.toThrow();
    }
    for (const site of ['https://www.owlquotes.com', 'http://203.0.113.9', 'https://quoteowl.com']) expect(isPublicSiteUrl(site), site).toBe(true);
  });

  it('names each example link of a PARTNER_ROUTES file by its partner, at start and on a reload', () => {
    const file = '/etc/quoteowl/routes.yaml';
    const config = loadConfig({ ...ready, SITE_URL: 'https://www.owlquotes.com', PARTNER_ROUTES: file });
    const routes = parseRoutesFile(
      [
        'partners:',
        `  - { id: west, link: "${REAL_PARTNER}", offerId: "1", affiliateId: "2", states: [CA] }`,
        '  - { id: rest, link: "https://rest.example/aff_c", offerId: "3", affiliateId: "4" }',
      ].join('\n'),
      file,
      config.partner.optOut,
    );
    expect(placeholdersWith(config, real, routes)).toEqual(["PARTNER_ROUTES partner rest's link"]);
    expect(() => checkLaunchWith(capture().logger, config, real, routes)).toThrow(
      "SITE_URL https://www.owlquotes.com is public, but PARTNER_ROUTES partner rest's link is still a placeholder: replace it before launch",
    );
    expect(() => checkReloadedRoutes(config, routes)).toThrow(/PARTNER_ROUTES partner rest's link/);
    // Staging on a reserved name, or outside production, reloads it.
    expect(() => checkReloadedRoutes({ ...config, siteUrl: 'https://staging.quoteowl.example' }, routes)).not.toThrow();
    expect(() => checkReloadedRoutes({ ...config, production: false }, routes)).not.toThrow();
  });
});
