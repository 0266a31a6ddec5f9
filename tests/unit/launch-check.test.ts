import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { checkLaunch, isPublicSiteUrl, placeholdersInUse } from '../../server/launch-check.js';
import { createLogger } from '../../server/logger.js';
import type { Operator } from '../../shared/content-schema.js';
import { logLines } from '../support/logs.js';

const real: Operator = { sample: false, name: 'Owl Quotes Inc.', address: '100 Main St, Albany, NY 12207', email: 'privacy@owlquotes.com' };
const sample: Operator = { ...real, sample: true };
const REAL_URL = 'https://www.owlquotes.com/privacy-rights';
const REAL_INLINE = 'https://compare.owlquotes-partner.com/auto';
const ready = { PRIVACY_RIGHTS_URL: REAL_URL, INLINE_ZIP_LINK: REAL_INLINE };

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...logLines(chunk.toString().split('\n')));
      callback();
    },
  });
  return { logger: createLogger('info', sink), lines };
}

describe('placeholders to replace before launch', () => {
  it('names the sample contact email, postal address and inline link, not our own privacy choices page', () => {
    expect(placeholdersInUse(loadConfig({}), sample)).toEqual([
      'contact email (content/operator.yaml)',
      'postal address (content/operator.yaml)',
      'INLINE_ZIP_LINK',
    ]);
  });

  it("takes PRIVACY_RIGHTS_URL's default, the site's own /privacy-choices, as real on any SITE_URL, and an example domain elsewhere as a placeholder", () => {
    for (const site of ['http://localhost:3000', 'https://www.owlquotes.com', 'https://staging.quoteowl.example']) {
      const config = loadConfig({ SITE_URL: site, INLINE_ZIP_LINK: REAL_INLINE });
      expect(config.privacyRightsUrl).toBe(`${site}/privacy-choices`);
      expect(placeholdersInUse(config, real), site).toEqual([]);
    }
    const deployExample = {
      SITE_URL: 'https://www.quoteowl.example',
      PRIVACY_RIGHTS_URL: 'https://www.quoteowl.example/privacy-choices',
      INLINE_ZIP_LINK: REAL_INLINE,
    };
    expect(placeholdersInUse(loadConfig(deployExample), real)).toEqual([]);
    expect(placeholdersInUse(loadConfig({ ...deployExample, PRIVACY_RIGHTS_URL: 'https://www.quoteowl.example/privacy-rights' }), real)).toEqual([
      'PRIVACY_RIGHTS_URL',
    ]);
  });

  it('names only what is left', () => {
    expect(placeholdersInUse(loadConfig(ready), sample)).toEqual(['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)']);
    expect(placeholdersInUse(loadConfig({ INLINE_ZIP_LINK: REAL_INLINE, PRIVACY_RIGHTS_URL: 'https://privacy.quoteowl.example/requests' }), real)).toEqual([
      'PRIVACY_RIGHTS_URL',
    ]);
    expect(placeholdersInUse(loadConfig({ PRIVACY_RIGHTS_URL: REAL_URL }), real)).toEqual(['INLINE_ZIP_LINK']);
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
      placeholders: ['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)', 'INLINE_ZIP_LINK'],
    });
    expect(lines[0]!.msg).toBe(
      'sample operator details in use: replace contact email (content/operator.yaml), postal address (content/operator.yaml), INLINE_ZIP_LINK before launch',
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
      ['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)', 'PRIVACY_RIGHTS_URL', 'INLINE_ZIP_LINK'].map(
        (name) => `SITE_URL https://www.owlquotes.com is public, but ${name} is still a placeholder: replace it before launch`,
      ),
    );
    expect(() => checkLaunch(logger, loadConfig({ SITE_URL: 'https://www.owlquotes.com', PRIVACY_RIGHTS_URL: REAL_URL }), real)).toThrow(/INLINE_ZIP_LINK/);
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
});
