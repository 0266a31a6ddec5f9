import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { HydrationState } from '../../shared/hydration.js';
import { decodePlacement, placementPair, type PlacementContext } from '../../shared/placement.js';
import { TestPartnerRoutes, testApp } from '../support/app.js';
import { sample } from '../support/metric-series.js';

/**
 * The placement code and the postback through the app (decisions 035, 036). The whole path on a
 * real server is tests/process/earnings.test.ts; this file holds the rest: the site without the
 * settings, the browser's share of the code, the beacon's labels, the requests that are not
 * hand-offs, and the opted-out and inline hand-offs.
 */

const TOKEN = 'http-test-postback-token-42';
const PARTNER = { PARTNER_BASE_URL: 'https://partner.example/aff_c', INLINE_ZIP_LINK: 'https://compare.example/auto' };
const withSettings = () => testApp({ ...PARTNER, PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: TOKEN });

const zipPost = (app: ReturnType<typeof testApp>['app'], body: string, headers: Record<string, string> = {}) =>
  request(app).post('/zip').set(headers).type('form').send(body).expect(303);

interface ZipFormIsland {
  formId: string;
  placement?: PlacementContext;
}

function zipForms(html: string): ZipFormIsland[] {
  const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/.exec(html)![1]!;
  const state = JSON.parse(block) as HydrationState;
  return state.islands.filter((island) => island.name === 'ZipForm').map((island) => island.props as ZipFormIsland);
}

describe('without PARTNER_PLACEMENT_PARAM and POSTBACK_TOKEN', () => {
  const { app, metrics } = testApp(PARTNER);

  it('has no /postback and no placement code in the pages or the links', async () => {
    await request(app).get(`/postback?token=${TOKEN}&placement=st.TX.default.en.c.s&payout=1&transaction_id=x`).expect(404);
    const page = await request(app).get('/car-insurance/texas').expect(200);
    expect(zipForms(page.text).map((form) => [form.formId, form.placement])).toEqual([
      ['cta-top', undefined],
      ['cta-bottom', undefined],
    ]);
    expect(page.text).not.toContain('placement');
    const link = (await zipPost(app, 'zip=77001&source=cta-top&page=/car-insurance/texas')).headers.location!;
    expect(link).toBe('https://partner.example/aff_c?offer_id=1001&aff_id=2002&aff_sub=FStars&aff_sub2=%7Bclickid%7D&aff_sub3=SEM&zipcode=77001');
    expect((await metrics.registry.metrics()).match(/^postback_\w+\{/m)).toBeNull();
  });
});

describe('with them', () => {
  it('has /postback as one row of the endpoint table: Express has it, a 405 lists GET, the metrics label it', async () => {
    const { app, endpoints, expressRoutes, metrics } = withSettings();
    expect(Object.keys(endpoints.find('/postback')?.methods ?? {})).toEqual(['GET']);
    expect(expressRoutes()).toContainEqual({ path: '/postback', methods: ['GET'] });
    const refused = await request(app).delete('/postback').expect(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
    await request(app).get('/postback').expect(403);
    expect(await metrics.registry.metrics()).toContain(sample('http_requests_total', { route: '/postback', method: 'GET', status: '403' }, 1));
  });

  it('gives the browser what it needs to make the code POST /zip makes for the same hand-off', async () => {
    const { app } = withSettings();
    const page = await request(app).get('/car-insurance/texas').expect(200);
    const forms = zipForms(page.text);
    expect(forms.map((form) => form.placement)).toEqual(forms.map(() => ({ param: 'aff_sub4', page: 'state', language: 'en' })));
    const topForm = forms.find((form) => form.formId === 'cta-top')!;
    const browser = placementPair(topForm.placement, { state: 'TX', partner: 'default', formId: 'cta-top', variant: 'FStars' });
    const server = new URL((await zipPost(app, 'zip=77001&source=cta-top&page=/car-insurance/texas')).headers.location!);
    expect(browser).toEqual(['aff_sub4', server.searchParams.get('aff_sub4')]);
  });

  it('carries the same code for an opted-out visitor, and the ds variant and the form in it', async () => {
    const { app } = withSettings();
    const plain = new URL((await zipPost(app, 'zip=77001-1234&source=hero&page=/')).headers.location!);
    const optedOut = new URL((await zipPost(app, 'zip=77001-1234&source=hero&page=/', { 'Sec-GPC': '1' })).headers.location!);
    expect(optedOut.searchParams.get('aff_sub4')).toBe(plain.searchParams.get('aff_sub4'));
    expect(optedOut.searchParams.get('zipcode')).toBe('77001');
    expect(plain.searchParams.get('aff_sub4')).toBe('hm.TX.default.en.h.s');
    const premium = new URL((await zipPost(app, 'zip=77001&source=second&page=/&ds=FStarsPM')).headers.location!);
    expect(premium.searchParams.get('aff_sub4')).toBe('hm.TX.default.en.c.p');
  });

  it('adds it to the inline box with the ZIP’s state and no partner, and takes that code back', async () => {
    const { app, metrics } = withSettings();
    const inline = new URL((await zipPost(app, 'zip=77001&source=inline&page=/')).headers.location!);
    expect(inline.searchParams.get('aff_sub4')).toBe('hm.TX.none.en.i.s');
    const query = { token: TOKEN, placement: 'hm.TX.none.en.i.s', payout: '2', transaction_id: 'inline-1' };
    await request(app).get('/postback').query(query).expect(200, 'counted\n');
    const text = await metrics.registry.metrics();
    expect(text).toContain(sample('postback_payout_dollars_total', { partner: 'none', state: 'TX', page_kind: 'home', language: 'en' }, 2));
    // A partner's form code with no partner is not one the site makes.
    await request(app)
      .get('/postback')
      .query({ ...query, placement: 'hm.TX.none.en.h.s', transaction_id: 'inline-2' })
      .expect(400);
  });

  it('counts and logs a HEAD as a GET, but a HEAD that a GET would count is only a check: no conversion, no replay', async () => {
    const { app, metrics, logs } = withSettings();
    const query = { token: TOKEN, placement: 'st.TX.default.en.c.s', payout: '9', transaction_id: 'head-1' };
    await request(app).head('/postback').query(query).expect(200);
    await request(app)
      .head('/postback')
      .query({ ...query, token: 'nope-nope-nope-nope' })
      .expect(403);
    await request(app)
      .head('/postback')
      .query({ ...query, payout: '{payout}' })
      .expect(400);
    let text = await metrics.registry.metrics();
    expect(text).toContain(sample('postbacks_total', { result: 'checked' }, 1));
    expect(text).toContain(sample('postbacks_total', { result: 'bad-token' }, 1));
    expect(text).toContain(sample('postbacks_total', { result: 'bad-input' }, 1));
    expect(text).not.toMatch(/^postback_conversions_total\{/m);
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'postback');
    expect(lines.map((line) => [line.method, line.postback])).toEqual([
      ['HEAD', 'checked'],
      ['HEAD', 'bad-token'],
      ['HEAD', 'bad-input'],
    ]);
    // The check left the replay ledger alone: the network's GET is the one that counts.
    await request(app).get('/postback').query(query).expect(200, 'counted\n');
    text = await metrics.registry.metrics();
    expect(text).toContain(sample('postback_conversions_total', { partner: 'default', state: 'TX', page_kind: 'state', language: 'en' }, 1));
  });

  it('accepts the next token beside the current one during a rotation, and refuses an old or a wrong one alike', async () => {
    const NEXT = 'http-test-next-token-4242';
    const { app, metrics, logs } = testApp({ ...PARTNER, PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: TOKEN, POSTBACK_TOKEN_NEXT: NEXT });
    const query = (token: string, transaction: string) => ({ token, placement: 'st.TX.default.en.c.s', payout: '3', transaction_id: transaction });
    await request(app).get('/postback').query(query(TOKEN, 'rotation-1')).expect(200, 'counted\n');
    await request(app).get('/postback').query(query(NEXT, 'rotation-2')).expect(200, 'counted\n');
    // The same transaction under the other token is a replay: the ledger does not care which token brought it.
    await request(app).get('/postback').query(query(NEXT, 'rotation-1')).expect(200, 'replayed\n');
    for (const wrong of ['old-token-before-this-one', `${NEXT}x`, NEXT.slice(0, -1), ''])
      await request(app).get('/postback').query(query(wrong, 'rotation-3')).expect(403, 'refused\n');
    const text = await metrics.registry.metrics();
    expect(text).toContain(sample('postback_conversions_total', { partner: 'default', state: 'TX', page_kind: 'state', language: 'en' }, 2));
    expect(text).toContain(sample('postbacks_total', { result: 'bad-token' }, 4));
    // The line says which postbacks came with the next token (how a rotation is followed), never a token itself.
    const lines = logs.filter((line) => line.includes('"msg":"postback"'));
    expect(lines.filter((line) => line.includes('"token":"next"'))).toHaveLength(2);
    for (const line of lines) for (const secret of [TOKEN, NEXT]) expect(line).not.toContain(secret);
  });

  it('accepts a partner paused in the routes, and refuses one that is not in them', async () => {
    const routes = new TestPartnerRoutes({
      partners: [
        { id: 'default', link: 'https://partner.example/aff_c', offerId: '1', affiliateId: '2', weight: 1, paused: true },
        { id: 'other', link: 'https://other.example/aff_c', offerId: '3', affiliateId: '4', weight: 1, paused: false },
      ],
      optOut: ['aff_sub5', 'gpc'],
    });
    const { app } = testApp({ ...PARTNER, PARTNER_PLACEMENT_PARAM: 'aff_sub4', POSTBACK_TOKEN: TOKEN }, { partnerRoutes: routes });
    await request(app).get('/postback').query({ token: TOKEN, placement: 'gd.CA.default.en.c.s', payout: '0', transaction_id: 'zero' }).expect(200);
    await request(app).get('/postback').query({ token: TOKEN, placement: 'gd.CA.gone.en.c.s', payout: '5', transaction_id: 'gone' }).expect(400);
  });
});

describe('what is counted as a hand-off', () => {
  it('labels the beacon with the page kind and language of the page that sent it', async () => {
    const { app, metrics } = testApp(PARTNER);
    const beacon = (body: string, headers: Record<string, string> = {}) => request(app).post('/events/hand-off').set(headers).type('form').send(body);
    await beacon('source=cta-top&outcome=valid&partner=default&state=TX&page=/car-insurance/texas').expect(204);
    await beacon('source=cta-top&outcome=valid&partner=default&state=TX').expect(204);
    await beacon('source=cta-top&outcome=valid&partner=default&state=TX&page=/no/such/page').expect(204);
    await beacon(`source=cta-top&outcome=valid&partner=default&state=TX&page=/${'x'.repeat(300)}`).expect(400);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'cta-top', outcome: 'valid', javascript: 'yes', partner: 'default', state: 'TX', page_kind: 'state', language: 'en' },
        1,
      ),
    );
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'cta-top', outcome: 'valid', javascript: 'yes', partner: 'default', state: 'TX', page_kind: 'none', language: 'none' },
        2,
      ),
    );
  });

  it('answers speculative loads and bots as anyone, but counts them apart', async () => {
    const { app, metrics } = testApp(PARTNER);
    const body = 'zip=77001&source=hero&page=/';
    const links = [
      (await zipPost(app, body, { 'Sec-Purpose': 'prefetch' })).headers.location,
      (await zipPost(app, body, { 'Sec-Purpose': 'prefetch;prerender' })).headers.location,
      (await zipPost(app, body, { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).headers.location,
      (await zipPost(app, body, { 'User-Agent': 'curl/8.5.0' })).headers.location,
    ];
    expect(new Set(links).size).toBe(1);
    await request(app)
      .post('/events/hand-off')
      .set('User-Agent', 'Mozilla/5.0 (compatible; bingbot/2.0)')
      .type('form')
      .send('source=hero&outcome=valid&partner=default&state=TX&page=/')
      .expect(204);
    let text = await metrics.registry.metrics();
    expect(text).not.toMatch(/^zip_handoffs_total\{/m);
    expect(text).toContain(sample('zip_handoffs_excluded_total', { reason: 'speculative', javascript: 'no' }, 2));
    expect(text).toContain(sample('zip_handoffs_excluded_total', { reason: 'bot', javascript: 'no' }, 2));
    expect(text).toContain(sample('zip_handoffs_excluded_total', { reason: 'bot', javascript: 'yes' }, 1));
    // A real browser, a phone whose brand ends in "bot" included, is counted.
    await zipPost(app, body, {
      'User-Agent': 'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    });
    text = await metrics.registry.metrics();
    expect(text).toContain(
      sample(
        'zip_handoffs_total',
        { source: 'hero', outcome: 'valid', javascript: 'no', partner: 'default', state: 'TX', page_kind: 'home', language: 'en' },
        1,
      ),
    );
  });

  it('reads a code back from the link into the fields it was made from', async () => {
    const { app } = withSettings();
    const link = new URL((await zipPost(app, 'zip=90210&source=cta-bottom&page=/articles/dui-insurance')).headers.location!);
    expect(decodePlacement(link.searchParams.get('aff_sub4'))).toEqual({
      page: 'guide',
      state: 'CA',
      partner: 'default',
      language: 'en',
      form: 'cta',
      variant: 'FStars',
    });
  });
});
