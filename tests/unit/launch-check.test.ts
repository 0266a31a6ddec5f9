import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { placeholdersInUse, warnAboutPlaceholders } from '../../server/launch-check.js';
import { createLogger } from '../../server/logger.js';
import type { Operator } from '../../shared/content-schema.js';
import { logLines } from '../support/logs.js';

const real: Operator = { sample: false, name: 'Owl Quotes Inc.', address: '100 Main St, Albany, NY 12207', email: 'privacy@owlquotes.com' };
const sample: Operator = { ...real, sample: true };
const REAL_URL = 'https://www.owlquotes.com/privacy-rights';

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
  it('names the sample contact email, postal address and the default privacy-rights URL', () => {
    expect(placeholdersInUse(loadConfig({}), sample)).toEqual([
      'contact email (content/operator.yaml)',
      'postal address (content/operator.yaml)',
      'PRIVACY_RIGHTS_URL',
    ]);
  });

  it('names only what is left', () => {
    expect(placeholdersInUse(loadConfig({ PRIVACY_RIGHTS_URL: REAL_URL }), sample)).toEqual([
      'contact email (content/operator.yaml)',
      'postal address (content/operator.yaml)',
    ]);
    expect(placeholdersInUse(loadConfig({}), real)).toEqual(['PRIVACY_RIGHTS_URL']);
    expect(placeholdersInUse(loadConfig({ PRIVACY_RIGHTS_URL: REAL_URL }), real)).toEqual([]);
  });

  it('counts reserved example domains as placeholders even without the sample flag', () => {
    expect(placeholdersInUse(loadConfig({ PRIVACY_RIGHTS_URL: REAL_URL }), { ...real, email: 'privacy@quoteowl.example' })).toEqual([
      'contact email (content/operator.yaml)',
    ]);
    expect(placeholdersInUse(loadConfig({ PRIVACY_RIGHTS_URL: 'https://www.example.com/rights' }), real)).toEqual(['PRIVACY_RIGHTS_URL']);
  });

  it('logs exactly one warning line in production, naming them', () => {
    const { logger, lines } = capture();
    warnAboutPlaceholders(logger, loadConfig({}), sample);
    logger.flush();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      placeholders: ['contact email (content/operator.yaml)', 'postal address (content/operator.yaml)', 'PRIVACY_RIGHTS_URL'],
    });
    expect(lines[0]!.msg).toBe(
      'sample operator details in use: replace contact email (content/operator.yaml), postal address (content/operator.yaml), PRIVACY_RIGHTS_URL before launch',
    );
  });

  it('logs nothing once everything is replaced, or outside production', () => {
    const { logger, lines } = capture();
    warnAboutPlaceholders(logger, loadConfig({ PRIVACY_RIGHTS_URL: REAL_URL }), real);
    warnAboutPlaceholders(logger, loadConfig({ NODE_ENV: 'development' }), sample);
    warnAboutPlaceholders(logger, loadConfig({ NODE_ENV: 'test' }), sample);
    logger.flush();
    expect(lines).toEqual([]);
  });
});
