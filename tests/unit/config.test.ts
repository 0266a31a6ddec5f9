import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

/** The schema alone; tests/process/config-errors.test.ts runs the real server with every bad value. */

describe('configuration', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', trustProxy: false, siteUrl: 'http://localhost:3000', logLevel: 'info', production: true });
    expect(config.partner.baseUrl).toMatch(/^https:\/\//);
  });

  it('reads and normalises values', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'loopback',
      GEO_HEADER: 'CF-Region-Code',
      SITE_URL: 'https://www.example.com/',
      INLINE_ZIP_LINK: '/compare',
    });
    expect(config).toMatchObject({
      port: 8080,
      trustProxy: 'loopback',
      geoHeader: 'cf-region-code',
      siteUrl: 'https://www.example.com',
      inlineZipLink: '/compare',
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.0/16' }).trustProxy).toBe('10.0.0.0/8, 192.168.0.0/16');
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '15000' }).shutdownDrain).toEqual({ minMs: 15000, readyChecks: 0, maxMs: 15000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '60000' }).shutdownDrain.minMs).toBe(60000);
    // Waiting for a poller's failures: the ceiling applies, and is the default unless set.
    expect(loadConfig({ SHUTDOWN_DRAIN_READY_CHECKS: '2' }).shutdownDrain).toEqual({ minMs: 5000, readyChecks: 2, maxMs: 30_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_READY_CHECKS: '4', SHUTDOWN_DRAIN_MAX_MS: '12000' }).shutdownDrain).toEqual({
      minMs: 5000,
      readyChecks: 4,
      maxMs: 12_000,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '2000' })).toMatchObject({ requestTimeoutMs: 2000, headersTimeoutMs: 2000 });
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '75000' }).keepAliveTimeoutMs).toBe(75000);
  });

  it('defaults to timeouts that suit a load balancer in front', () => {
    // Keep-alive above AWS ALB's 60 s idle timeout; the whole request within 30 s; the drain
    // 5 s, long enough for Kubernetes' endpoint removal to reach the proxies (decision 057).
    expect(loadConfig({})).toMatchObject({
      keepAliveTimeoutMs: 65_000,
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 30_000,
      shutdownDrain: { minMs: 5000, readyChecks: 0, maxMs: 5000 },
    });
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
    ['SHUTDOWN_DRAIN_MS', '61000'],
    ['SHUTDOWN_DRAIN_READY_CHECKS', '-1'],
    ['SHUTDOWN_DRAIN_MAX_MS', '1.5'],
    ['PARTNER_BASE_URL', 'not-a-url'],
    ['SITE_URL', 'not-a-url'],
    ['PRIVACY_RIGHTS_URL', 'not-a-url'],
    ['PRIVACY_RIGHTS_URL', 'https://'],
    ['HOST', 'not a host'],
    ['KEEP_ALIVE_TIMEOUT_MS', '500'],
    ['REQUEST_TIMEOUT_MS', '30s'],
    ['PARTNER_PLACEMENT_PARAM', 'aff_sub'],
    ['PARTNER_PLACEMENT_PARAM', 'aff sub4'],
    ['POSTBACK_TOKEN', 'too-short'],
    ['POSTBACK_TOKEN_NEXT', 'too-short'],
    ['POSTBACK_TOKEN_NEXT', 'b'.repeat(257)],
  ])('rejects %s=%j in one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    const message = (() => {
      try {
        loadConfig({ [name]: value });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: \\S`));
    expect(message).not.toContain('\n');
  });

  it('adds no placement code and no postback endpoint unless told; refuses a placement sub-id the opt-out uses', () => {
    expect(loadConfig({})).toMatchObject({ placementParam: undefined, postbackToken: undefined });
    expect(loadConfig({ PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: 'a'.repeat(32) })).toMatchObject({
      placementParam: 'aff_sub4',
      postbackToken: 'a'.repeat(32),
    });
    expect(() => loadConfig({ PARTNER_PLACEMENT_PARAM: 'aff_sub5' })).toThrow(/^Invalid configuration: PARTNER_PLACEMENT_PARAM: .+PARTNER_OPT_OUT_PARAM/);
  });

  it('takes a next postback token beside the current one, never alone and never the same, without printing either', () => {
    const current = 'current-token-0123456789';
    const next = 'next-token-0123456789abc';
    expect(loadConfig({ POSTBACK_TOKEN: current, POSTBACK_TOKEN_NEXT: next })).toMatchObject({ postbackToken: current, postbackTokenNext: next });
    expect(loadConfig({ POSTBACK_TOKEN: current })).toMatchObject({ postbackTokenNext: undefined });
    for (const env of [{ POSTBACK_TOKEN_NEXT: next }, { POSTBACK_TOKEN: current, POSTBACK_TOKEN_NEXT: current }]) {
      const message = (() => {
        try {
          loadConfig(env);
          return '';
        } catch (error) {
          return error instanceof ConfigError ? error.message : 'not a ConfigError';
        }
      })();
      expect(message).toMatch(/^Invalid configuration: POSTBACK_TOKEN_NEXT: \S[^\n]*$/);
      expect(message).not.toContain(current);
      expect(message).not.toContain(next);
    }
  });

  it('refuses a drain ceiling below its floor when the drain waits for readiness checks, and ignores it when it does not', () => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_READY_CHECKS: '2', SHUTDOWN_DRAIN_MS: '20000', SHUTDOWN_DRAIN_MAX_MS: '10000' })).toThrow(
      /^Invalid configuration: SHUTDOWN_DRAIN_MAX_MS: must be at least SHUTDOWN_DRAIN_MS[^\n]*$/,
    );
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '20000', SHUTDOWN_DRAIN_MAX_MS: '10000' }).shutdownDrain).toEqual({ minMs: 20_000, readyChecks: 0, maxMs: 20_000 });
  });

  it('reports each bad variable on its own line', () => {
    expect(() => loadConfig({ PORT: 'eighty', SITE_URL: 'not-a-url' })).toThrow(/^Invalid configuration: PORT: .+\nInvalid configuration: SITE_URL: .+$/);
  });
});
