import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { sample } from '../support/metric-series.js';

let server: RunningServer;
let metricsUrl = '';
beforeAll(async () => {
  server = await startServer({ PARTNER_BASE_URL: 'https://partner.example/aff_c' });
  metricsUrl = `http://127.0.0.1:${server.metricsPort}/metrics`;
});
afterAll(() => server.stop());

const scrape = async () => (await fetch(metricsUrl)).text();
const form = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, redirect: 'manual' as const });

describe('metrics', () => {
  it('are served on their own port, not to visitors on the site port', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it('count requests by route and status, with latency, and event-loop lag', async () => {
    await fetch(`${server.url}/articles/dui-insurance`);
    await fetch(`${server.url}/no/such/page/${Math.random()}`);
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{route="\/articles\/dui-insurance",method="GET",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{route="other",method="GET",status="404"\} \d+/);
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('count hand-offs by form and outcome, with and without JavaScript, and page-cache hits and misses', async () => {
    await fetch(`${server.url}/zip`, form('zip=22201&source=hero&page=%2F'));
    await fetch(`${server.url}/zip`, form('zip=abc&source=cta-top&page=%2F'));
    await fetch(`${server.url}/zip`, form('zip=1&source=inline'));
    expect((await fetch(`${server.url}/events/hand-off`, form('source=second&outcome=valid&partner=default&state=VA'))).status).toBe(204);
    // An outcome the browser never reports with these fields: a valid hand-off names its partner.
    expect((await fetch(`${server.url}/events/hand-off`, form('source=second&outcome=valid'))).status).toBe(400);
    expect((await fetch(`${server.url}/events/hand-off`, form('source=second&outcome=stolen'))).status).toBe(400);
    await fetch(`${server.url}/`);
    await fetch(`${server.url}/`);
    const text = await scrape();
    // Without PARTNER_ROUTES every hand-off goes to the one partner, `default`; the ZIP's state is a label too.
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'default', state: 'VA', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'cta-top', outcome: 'invalid', javascript: 'no', partner: 'none', state: 'none', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'inline', outcome: 'inline', javascript: 'no', partner: 'none', state: 'none', page_kind: 'home', language: 'en' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'second', outcome: 'valid', javascript: 'yes', partner: 'default', state: 'VA', page_kind: 'none', language: 'none' },
        1,
      ),
    );
    expect(text).not.toContain('stolen');
    expect(text).toMatch(/page_cache_hits_total\{cache="pages"\} [1-9]/);
    expect(text).toMatch(/page_cache_misses_total\{cache="pages"\} [1-9]/);
  });
});
