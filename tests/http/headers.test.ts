import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../shared/routes.js';
import { testApp } from '../support/app.js';

const production = testApp({
  SITE_URL: 'https://www.quoteowl.example',
  PARTNER_BASE_URL: 'https://partner.example/aff_c',
  INLINE_ZIP_LINK: 'https://compare.example/auto',
});
const local = testApp();

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const EVERY_RESPONSE = [
  ...siteRoutes().map((route) => ['GET', route.path] as const),
  ['GET', '/missing'],
  ['GET', '/sitemap.xml'],
  ['GET', '/robots.txt'],
  ['GET', '/healthz'],
  ['GET', '/readyz'],
  ['POST', '/zip'],
  ['GET', '/zip'],
  ['DELETE', '/terms'],
  ['GET', '/assets/nothing.js'],
] as const;

describe('security headers on every response', () => {
  it.each(EVERY_RESPONSE)('%s %s', async (method, path) => {
    const response = await request(production.app)
      [method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](path)
      .type('form')
      .send(method === 'POST' ? 'zip=22201' : '');
    const h = response.headers;
    const csp = directives(h['content-security-policy']!);
    expect(h['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https:']);
    expect(h['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['permissions-policy']).toContain('geolocation=()');
    expect(h['cross-origin-opener-policy']).toBe('same-origin');
    expect(h['x-powered-by']).toBeUndefined();
    expect(h['set-cookie']).toBeUndefined();
  });

  it('leaves HSTS off where the site is not served over https', async () => {
    const response = await request(local.app).get('/');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('host abuse', () => {
  it('cannot change canonical URLs, redirects or the partner link', async () => {
    for (const headers of [
      { Host: 'evil.example' },
      { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
      { Forwarded: 'host=evil.example;proto=http' },
    ]) {
      const page = await request(production.app).get('/?ds=FStarsPM').set(headers);
      expect(page.text).not.toContain('evil.example');
      const handOff = await request(production.app).post('/zip').set(headers).type('form').send('zip=22201');
      expect(handOff.headers.location!.startsWith('https://partner.example/aff_c?')).toBe(true);
      const back = await request(production.app).post('/zip').set(headers).type('form').send('zip=x&page=/terms');
      expect(back.headers.location!.startsWith('/terms?')).toBe(true);
    }
  });
});
