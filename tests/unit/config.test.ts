import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { ROOT } from '../../scripts/lib/server-process.js';

describe('configuration', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', trustProxy: false, siteUrl: 'http://localhost:3000', logLevel: 'info', production: true });
    expect(config.partner.baseUrl).toMatch(/^https:\/\//);
  });

  it('reads and normalises values', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'loopback', GEO_HEADER: 'CF-Region-Code', SITE_URL: 'https://www.example.com/', INLINE_ZIP_LINK: '/compare' });
    expect(config).toMatchObject({ port: 8080, trustProxy: 'loopback', geoHeader: 'cf-region-code', siteUrl: 'https://www.example.com', inlineZipLink: '/compare' });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.0/16' }).trustProxy).toBe('10.0.0.0/8, 192.168.0.0/16');
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({}).shutdownDrainMs).toBe(1000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '5000' }).shutdownDrainMs).toBe(5000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['TRUST_PROXY', 'not-an-ip/99'],
    ['PARTNER_BASE_URL', 'javascript:alert(1)'],
    ['PARTNER_BASE_URL', 'https://partner.example/aff_c?offer_id=1'],
    ['PARTNER_OFFER_ID', 'a b'],
    ['INLINE_ZIP_LINK', '//evil.example/x'],
    ['INLINE_ZIP_LINK', 'javascript:alert(1)'],
    ['SITE_URL', 'localhost:3000'],
    ['LOG_LEVEL', 'loud'],
    ['GEO_HEADER', 'bad header'],
    ['SHUTDOWN_DRAIN_MS', 'soon'],
    ['SHUTDOWN_DRAIN_MS', '20000'],
  ])('rejects %s=%j naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('stops the real server with exit code 1 and the variable name', () => {
    // The server's own entry point from source (through tsx), so this tier needs no build.
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/index.ts')], {
      cwd: ROOT, env: { ...process.env, PORT: 'eighty' }, encoding: 'utf8', timeout: 10000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
