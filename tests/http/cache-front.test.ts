import type { RequestHandler } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltManifest, testApp } from '../support/app.js';
import { listen, type Listening } from '../support/http.js';
import { logLines } from '../support/logs.js';

/**
 * The cache front answers only what is already made, and the hand-off post is answered before
 * Express (decision 094); Express answers everything else
 * (server/app.ts). A middleware added with `app.use` — here through `extraMiddleware`, as a
 * newcomer would add one — sees every request that is not a cache hit and none that is.
 * A real server on a real port, so the listener is the one production runs.
 */

const seen: string[] = [];
const watcher: RequestHandler = (req, _res, next) => {
  seen.push(`${req.method} ${req.path}`);
  next();
};
const site = testApp({}, { extraMiddleware: [watcher] });
const { scripts } = loadBuiltManifest();
let served: Listening;

beforeAll(async () => {
  served = await listen(site.listener);
});
afterAll(() => served.close());

/** One request; whether the middleware saw it, its status and its request id. */
async function send(method: string, path: string, body?: string): Promise<{ sawIt: boolean; status: number; id: string | null; headers: Headers }> {
  const before = seen.length;
  const response = await fetch(served.origin + path, {
    method,
    redirect: 'manual',
    ...(body === undefined ? {} : { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
  });
  await response.arrayBuffer();
  return { sawIt: seen.length > before, status: response.status, id: response.headers.get('x-request-id'), headers: response.headers };
}

describe('the cache front, then Express', () => {
  it('hands Express every request that is not a cache hit or the hand-off post: renders, endpoints, 404s and 405s', async () => {
    const cases: [string, string, string | undefined, number][] = [
      ['GET', '/articles/dui-insurance', undefined, 200],
      ['HEAD', '/privacy', undefined, 200],
      ['GET', '/never-seen-before', undefined, 404],
      ['GET', '/assets/no-such-asset.js', undefined, 404],
      ['GET', '/?zip_error=invalid&zip_form=hero&zip_value=12', undefined, 200],
      ['GET', '/healthz', undefined, 200],
      ['GET', '/sitemap.xml', undefined, 200],
      ['GET', '/zip', undefined, 405],
      ['DELETE', '/privacy', undefined, 405],
      ['DELETE', '/nothing-here', undefined, 404],
      ['GET', '/privacy-choices', undefined, 200],
    ];
    for (const [method, path, body, status] of cases) {
      const answer = await send(method, path, body);
      expect([answer.status, answer.sawIt], `${method} ${path}`).toEqual([status, true]);
      expect(answer.id, `${method} ${path}`).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("answers the hand-off post before Express, whatever the ZIP, with the exchange's request id, security headers and log line", async () => {
    const before = site.logs.length;
    const bodies = ['zip=22201&source=hero&page=/', 'zip=12&source=hero&page=/', 'not a form'];
    for (const body of bodies) {
      const answer = await send('POST', '/zip', body);
      expect([answer.status, answer.sawIt], body).toEqual([303, false]);
      expect(answer.id, body).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('x-content-type-options'), body).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), body).toContain("default-src 'self'");
    }
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logLines(site.logs.slice(before)).filter((line) => line.msg === 'request');
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual(bodies.map(() => ['POST', '/zip', 303]));
  });

  it('answers a cache hit itself: a kept page, the kept not-found page, a landing text filled from its kept template, a built asset', async () => {
    await send('GET', '/articles/liability-insurance');
    await send('GET', '/no-such-page');
    expect((await send('GET', '/?QS=First%20text')).sawIt, 'the template is rendered by Express').toBe(true);
    const cases: [string, string, number][] = [
      ['GET', '/?QS=Another%20text', 200],
      ['GET', '/?qs=A%20third%20one&gclid=Cj0-front', 200],
      ['GET', '/articles/liability-insurance', 200],
      ['HEAD', '/articles/liability-insurance', 200],
      ['GET', '/articles/liability-insurance?gclid=Cj0-front', 200],
      ['GET', '/another-unknown-path', 404],
      ['GET', scripts.site.src, 200],
    ];
    for (const [method, path, status] of cases) {
      const answer = await send(method, path);
      expect([answer.status, answer.sawIt], `${method} ${path}`).toEqual([status, false]);
      expect(answer.id, `${method} ${path}`).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs one line per request, whichever side answered it', async () => {
    const before = site.logs.length;
    await send('GET', '/articles/liability-insurance');
    await send('GET', '/healthz');
    await send('DELETE', '/nothing-here');
    const lines = logLines(site.logs.slice(before)).filter((line) => line.msg === 'request');
    expect(lines.map((line) => [line.method, line.path, line.status])).toEqual([
      ['GET', '/articles/liability-insurance', 200],
      ['GET', '/healthz', 200],
      ['DELETE', '/nothing-here', 404],
    ]);
  });
});

describe('the hand-off post answered before Express', () => {
  const failing = testApp(
    {},
    {
      random: () => {
        throw new Error('the draw failed');
      },
    },
  );
  let failingServed: Listening;
  beforeAll(async () => {
    failingServed = await listen(failing.listener);
  });
  afterAll(() => failingServed.close());

  it('answers an error in its work with the one 500: the fallback page, no-store, its reference in the error line, and the request line', async () => {
    const before = failing.logs.length;
    const response = await fetch(`${failingServed.origin}/zip`, {
      method: 'POST',
      redirect: 'manual',
      body: 'zip=22201&source=hero&page=/',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logLines(failing.logs.slice(before));
    const failure = lines.find((line) => line.msg === 'render failed');
    expect(failure?.reference).toEqual(expect.any(String));
    expect(html).toContain(String(failure?.reference));
    expect(lines.filter((line) => line.msg === 'request').map((line) => [line.method, line.path, line.status])).toEqual([['POST', '/zip', 500]]);
  });
});
