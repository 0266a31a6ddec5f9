import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/lib/server-process.js';
import { decodePlacement } from '../../shared/placement.js';
import { until } from '../support/logs.js';
import { sampleValue } from '../support/metric-series.js';

/**
 * What operators reconcile earnings with (decisions 035, 036): with PARTNER_PLACEMENT_PARAM and POSTBACK_TOKEN set, a hand-off from
 * the Texas page for a Texas ZIP carries one placement code, the same for two identical
 * hand-offs; a postback with that code adds its payout once, under Texas and the partner;
 * bad postbacks count nothing. The real server on a real port, its /metrics scraped.
 */

const TOKEN = 'test-postback-token-0123456789';
let server: RunningServer;
let metricsUrl = '';
beforeAll(async () => {
  server = await startServer({ PARTNER_BASE_URL: 'https://partner.example/aff_c', PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: TOKEN });
  metricsUrl = `http://127.0.0.1:${server.metricsPort}/metrics`;
});
afterAll(() => (server as RunningServer | undefined)?.stop());

const scrape = async () => (await fetch(metricsUrl)).text();
const handOffFromTexasPage = async (zip: string) => {
  const response = await fetch(`${server.url}/zip`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${server.url}/car-insurance/texas` },
    body: `zip=${zip}&source=cta-top&page=%2Fcar-insurance%2Ftexas`,
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
};
const postback = (query: Record<string, string>) => fetch(`${server.url}/postback?${new URLSearchParams(query).toString()}`);
const TEXAS = { partner: 'default', state: 'TX', page_kind: 'state', language: 'en' };

describe('earnings per hand-off', () => {
  let code = '';

  it('gives a Texas hand-off from the Texas page one placement code, the same for two identical hand-offs', async () => {
    const first = await handOffFromTexasPage('77001');
    const second = await handOffFromTexasPage('77001');
    expect(first.searchParams.getAll('aff_sub4')).toHaveLength(1);
    code = first.searchParams.get('aff_sub4')!;
    expect(second.searchParams.get('aff_sub4')).toBe(code);
    expect([...first.searchParams.keys()].slice(-2)).toEqual(['zipcode', 'aff_sub4']);
    expect(decodePlacement(code)).toEqual({ page: 'state', state: 'TX', partner: 'default', language: 'en', form: 'cta', variant: 'FStars' });
    expect(sampleValue(await scrape(), 'zip_handoffs_total', { source: 'cta-top', outcome: 'valid', javascript: 'no', ...TEXAS })).toBe(2);
  });

  it('adds a postback’s payout once, under Texas and the partner, and a replay not again', async () => {
    const before = await scrape();
    const conversion = { placement: code, payout: '12.50', transaction_id: '102f6b7c3a9e4d1b8e55', offer: '17', goal: '', token: TOKEN };
    const counted = await postback(conversion);
    expect(counted.status).toBe(200);
    expect(await counted.text()).toBe('counted\n');
    const replay = await postback(conversion);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe('replayed\n');
    const after = await scrape();
    expect(sampleValue(after, 'postback_payout_dollars_total', TEXAS) - sampleValue(before, 'postback_payout_dollars_total', TEXAS)).toBe(12.5);
    expect(sampleValue(after, 'postback_conversions_total', TEXAS) - sampleValue(before, 'postback_conversions_total', TEXAS)).toBe(1);
    expect(sampleValue(after, 'postbacks_total', { result: 'replayed' })).toBe(1);
    // One line per postback, with the network's transaction id and never the token (stdout
    // may arrive after the answer).
    const postbackLines = () => server.logs.filter((line) => line.includes('"msg":"postback"'));
    await until(() => postbackLines().length >= 2, 'two postback lines');
    const lines = postbackLines();
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).toContain('102f6b7c3a9e4d1b8e55');
    expect(server.logs.join('\n')).not.toContain(TOKEN);
    expect(lines.every((line) => !/"(?:net|ip|remoteAddress)"/.test(line))).toBe(true);
  });

  it('counts nothing for a bad postback, and answers it with a 4xx, never a 5xx', async () => {
    const good = { placement: code, payout: '3', transaction_id: 'bad-case-0001', token: TOKEN };
    const bad: [Record<string, string>, number][] = [
      [{ ...good, token: 'wrong-token-0123456789abcdef' }, 403],
      [{ ...good, token: `${TOKEN}x` }, 403],
      [{ placement: code, payout: '3', transaction_id: 'bad-case-0002' }, 403],
      [{ ...good, payout: '-1' }, 400],
      [{ ...good, payout: '1000000' }, 400],
      [{ ...good, payout: '{payout}' }, 400],
      [{ ...good, payout: '1e3' }, 400],
      [{ ...good, placement: 'st.TX.stranger.en.c.s' }, 400],
      [{ ...good, placement: 'st.ZZ.default.en.c.s' }, 400],
      [{ ...good, placement: '{aff_sub4}' }, 400],
      [{ ...good, transaction_id: '' }, 400],
      [{ ...good, transaction_id: '<script>' }, 400],
      [{ token: TOKEN, payout: '3', transaction_id: 'bad-case-0003' }, 400],
      [{ token: TOKEN, placement: code, transaction_id: 'bad-case-0004' }, 400],
      [{ token: TOKEN, placement: code, payout: '3' }, 400],
      [{ ...good, extra: 'field' }, 400],
    ];
    const before = await scrape();
    for (const [query, status] of bad) expect((await postback(query)).status, JSON.stringify(query)).toBe(status);
    const repeated = await fetch(`${server.url}/postback?${new URLSearchParams(good).toString()}&payout=4`);
    expect(repeated.status).toBe(400);
    const after = await scrape();
    expect(sampleValue(after, 'postback_payout_dollars_total', TEXAS)).toBe(sampleValue(before, 'postback_payout_dollars_total', TEXAS));
    expect(sampleValue(after, 'postback_conversions_total', TEXAS)).toBe(sampleValue(before, 'postback_conversions_total', TEXAS));
    expect(sampleValue(after, 'postbacks_total', { result: 'bad-token' })).toBe(3);
    expect(sampleValue(after, 'postbacks_total', { result: 'unknown-placement' })).toBe(3);
    // The ones that were fine but for a field: all counted as bad input, and nothing else.
    expect(sampleValue(after, 'postbacks_total', { result: 'bad-input' })).toBe(bad.length - 6 + 1);
    // The good one was never spoilt by the bad ones: it still counts, once.
    expect(await (await postback(good)).text()).toBe('counted\n');
  });
});
