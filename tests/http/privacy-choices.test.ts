import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { OPT_OUT_COOKIE, OPT_OUT_COOKIE_MAX_AGE_S } from '../../shared/privacy-choice.js';
import { ZIP_FORM_WORDS, noticeText } from '../../shared/zip-form-words.js';
import { loadBuiltContent, testApp } from '../support/app.js';
import { DIRECTED_DISCLOSURE, callsZipCodeASale, unsaidOptOutChanges } from '../../scripts/build/editorial/privacy-words.js';
import { sentencesOf } from '../../scripts/build/editorial/words.js';

/**
 * Privacy choices that work (decision 026): Global Privacy Control and the opt-out cookie change
 * what every hand-off sends; pages say when the signal was honoured and stay right in every
 * cache; /privacy-choices sets and clears the cookie without JavaScript.
 */

const site = testApp({
  PARTNER_BASE_URL: 'https://partner.example/aff_c',
  PARTNER_OFFER_ID: '17',
  PARTNER_AFFILIATE_ID: '42',
  PARTNER_OPT_OUT_PARAM: 'aff_sub5=gpc',
  INLINE_ZIP_LINK: 'https://compare.example/auto?src=home',
  SITE_URL: 'https://quoteowl.test',
});
const { app } = site;
const REFERER = 'https://quoteowl.test/?gclid=Cj0-paid_1&ds=FStarsPM';
const OPTED_OUT = `${OPT_OUT_COOKIE}=1`;

/** A Set-Cookie header as its name=value pair and its attributes by lower-case name (a flag maps to ''). */
function parseSetCookie(header: string) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return {
    pair: pair!,
    attributes: new Map(attributes.map((attribute): [string, string] => [attribute.split('=')[0]!.toLowerCase(), attribute.split('=').slice(1).join('=')])),
  };
}

const handOff = (body: string, headers: Record<string, string>) => {
  const post = request(app).post('/zip').type('form').set('Referer', REFERER);
  for (const [name, value] of Object.entries(headers)) post.set(name, value);
  return post.send(body).expect(303);
};

describe('an opted-out hand-off without JavaScript', () => {
  it.each([
    ['Sec-GPC: 1', { 'Sec-GPC': '1' }],
    ['the opt-out cookie', { Cookie: `other=x; ${OPTED_OUT}` }],
  ])('with %s: no click id, the 5-digit ZIP, the opt-out flag', async (_label, headers) => {
    const { headers: answer } = await handOff('zip=22201-1234&source=hero&page=/', headers);
    expect([...new URL(answer.location!).searchParams]).toEqual([
      ['offer_id', '17'],
      ['aff_id', '42'],
      ['aff_sub', 'FStarsPM'],
      ['aff_sub2', '{clickid}'],
      ['aff_sub3', 'SEM'],
      ['zipcode', '22201'],
      ['aff_sub5', 'gpc'],
    ]);
  });

  it('does the same for the inline box', async () => {
    const { headers } = await handOff('zip=22201-1234&source=inline&page=/', { 'Sec-GPC': '1' });
    expect(headers.location).toBe('https://compare.example/auto?src=home&zipcode=22201&aff_sub5=gpc');
  });

  it('keeps the click id and ZIP+4 for a visitor who did not opt out', async () => {
    const { headers } = await handOff('zip=22201-1234&source=hero&page=/', { 'Sec-GPC': '0', Cookie: `${OPT_OUT_COOKIE}=0` });
    const url = new URL(headers.location!);
    expect(url.searchParams.get('aff_sub2')).toBe('Cj0-paid_1');
    expect(url.searchParams.get('zipcode')).toBe('22201-1234');
    expect(url.searchParams.has('aff_sub5')).toBe(false);
  });
});

const HAND_OFF_LINE = noticeText(ZIP_FORM_WORDS.handOff);
const SIGNAL_HONOURED = noticeText(ZIP_FORM_WORDS.optedOut.signal);
const CHOICE_HONOURED = noticeText(ZIP_FORM_WORDS.optedOut.choice);
/** A page's words with the tags taken out: a notice line's links are tags in the page. */
const wordsOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('pages say the signal was honoured, and every cache keeps them apart', () => {
  it.each(['/', '/articles/dui-insurance', '/car-insurance/texas'])('%s', async (path) => {
    const plain = await request(app).get(path).expect(200);
    const signalled = await request(app).get(path).set('Sec-GPC', '1').expect(200);
    expect(wordsOf(plain.text)).not.toContain(SIGNAL_HONOURED);
    expect(wordsOf(plain.text)).toContain(HAND_OFF_LINE);
    expect(wordsOf(signalled.text)).toContain(SIGNAL_HONOURED);
    // The signalled page's line two says what the signal changed instead of "unless you opt out".
    expect(wordsOf(signalled.text)).not.toContain(HAND_OFF_LINE);
    for (const response of [plain, signalled]) expect(response.headers.vary).toContain('Sec-GPC');
    // A second plain request after the signalled one is still the plain page (the cache keys differ).
    expect((await request(app).get(path)).text).toBe(plain.text);
  });
});

describe('/privacy-choices without JavaScript', () => {
  it('opts out with one cookie, says so, and opts back in', async () => {
    const page = await request(app).get('/privacy-choices').expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.text).toContain('This browser is not opted out.');
    expect(page.text).toMatch(/<form [^>]*action="\/privacy-choices" method="post"/);
    const out = await request(app).post('/privacy-choices').type('form').set('Sec-Fetch-Site', 'same-origin').send('choice=opt-out').expect(303);
    expect(out.headers.location).toBe('/privacy-choices');
    const set = parseSetCookie(out.headers['set-cookie']![0]!);
    expect(set.pair).toBe(OPTED_OUT);
    expect(set.attributes.get('path')).toBe('/');
    expect(set.attributes.get('max-age')).toBe(String(OPT_OUT_COOKIE_MAX_AGE_S));
    expect(set.attributes.get('samesite')).toBe('Lax');
    expect(set.attributes.get('secure')).toBe('');
    // Our own script reads the choice at the hand-off, and the cookie is the site's alone.
    expect(set.attributes.has('httponly')).toBe(false);
    expect(set.attributes.has('domain')).toBe(false);
    const after = await request(app).get('/privacy-choices').set('Cookie', OPTED_OUT).expect(200);
    expect(after.text).toContain('This browser is opted out of the sale and sharing');
    const back = await request(app)
      .post('/privacy-choices')
      .type('form')
      .set('Cookie', OPTED_OUT)
      .set('Sec-Fetch-Site', 'same-origin')
      .send('choice=opt-in')
      .expect(303);
    const cleared = parseSetCookie(back.headers['set-cookie']![0]!);
    expect(cleared.pair).toBe(`${OPT_OUT_COOKIE}=`);
    expect(cleared.attributes.get('path')).toBe('/');
    expect(Date.parse(cleared.attributes.get('expires')!)).toBeLessThan(Date.now());
    expect(cleared.attributes.get('samesite')).toBe('Lax');
  });

  it('refuses a post from another site, and a choice that is neither', async () => {
    await request(app).post('/privacy-choices').type('form').set('Sec-Fetch-Site', 'cross-site').send('choice=opt-in').expect(403);
    await request(app).post('/privacy-choices').type('form').set('Origin', 'https://evil.example').send('choice=opt-in').expect(403);
    await request(app).post('/privacy-choices').type('form').set('Sec-Fetch-Site', 'same-origin').send('choice=maybe').expect(400);
  });

  it('sends a visitor who wants more than this browser to email, and to the request form when one is configured', async () => {
    // PRIVACY_RIGHTS_URL unset: the footer's Do Not Sell or Share link is this page itself.
    const { email } = loadBuiltContent().operator;
    const own = await request(app).get('/privacy-choices').expect(200);
    expect(own.text).toContain('<a href="https://quoteowl.test/privacy-choices">Do not Sell Or Share My Personal Information</a>');
    expect(own.text).toContain(`<a href="mailto:${email}">`);
    expect(own.text).not.toContain('Do Not Sell or Share request page');
    const elsewhere = testApp({ SITE_URL: 'https://quoteowl.test', PRIVACY_RIGHTS_URL: 'https://privacy.quoteowl.test/requests' });
    const { text } = await request(elsewhere.app).get('/privacy-choices').expect(200);
    expect(text).toContain(`<a href="mailto:${email}">`);
    expect(text).toMatch(/<a href="https:\/\/privacy\.quoteowl\.test\/requests"[^>]*>Do Not Sell or Share request page<\/a>/);
    expect(text).toMatch(
      /<a href="https:\/\/privacy\.quoteowl\.test\/requests" target="_blank" rel="noopener noreferrer">Do not Sell Or Share My Personal Information/,
    );
  });

  it('is linked from every page footer, beside the external Do Not Sell or Share link', async () => {
    const { text } = await request(app).get('/articles/dui-insurance');
    const footer = text.slice(text.indexOf('<footer'));
    expect(footer).toContain('<a href="/privacy-choices">Your Privacy Choices</a>');
    expect(footer).toMatch(/Do not Sell Or Share My Personal Information/);
  });
});

describe('/.well-known/gpc.json', () => {
  it('says the site honours Global Privacy Control', async () => {
    const response = await request(app).get('/.well-known/gpc.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = response.body;
    expect(body).toEqual({ gpc: true, lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown });
  });
});

describe('the words at the hand-off agree with the privacy policy (decision 026)', () => {
  const textOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  it("/privacy-choices: the ZIP code goes at the visitor's direction, and what an opt-out changes, and why", async () => {
    const { text } = await request(app).get('/privacy-choices').expect(200);
    const words = textOf(text.slice(text.indexOf('<main'), text.indexOf('</main>')));
    expect(words).toMatch(DIRECTED_DISCLOSURE);
    expect(unsaidOptOutChanges(words)).toEqual([]);
    expect(words).toMatch(/Your 5-digit ZIP code still goes with you, because/);
    expect(sentencesOf(words).filter(callsZipCodeASale)).toEqual([]);
  });

  it('the notice at every ZIP form: the ZIP code goes with the visitor; the click id and the ZIP+4 digits are what an opt-out withholds', () => {
    expect(HAND_OFF_LINE).toMatch(/^Your ZIP code goes with you to our partner, which pays us;/);
    expect(HAND_OFF_LINE).toMatch(/ad click ID and the last four digits of a ZIP\+4 go too unless you opt out/);
    expect(sentencesOf(HAND_OFF_LINE).filter(callsZipCodeASale)).toEqual([]);
  });

  it('the lines shown when an opt-out is honoured name all the changes, and tell a signal from a choice made on our page', () => {
    expect(unsaidOptOutChanges(SIGNAL_HONOURED)).toEqual([]);
    expect(unsaidOptOutChanges(CHOICE_HONOURED)).toEqual([]);
    expect(SIGNAL_HONOURED).toMatch(/^Global Privacy Control honoured:/);
    expect(CHOICE_HONOURED).toMatch(/^Opted out in this browser:/);
  });
});
