import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../support/app.js';

const { app } = testApp({
  PARTNER_BASE_URL: 'https://partner.example/aff_c',
  PARTNER_OFFER_ID: '17',
  PARTNER_AFFILIATE_ID: '42',
  INLINE_ZIP_LINK: 'https://compare.example/auto?src=home',
});

const post = (body: string) => request(app).post('/zip').type('form').send(body);

describe('POST /zip without JavaScript', () => {
  it('sends a valid ZIP to the partner with a 303, query in partner order', async () => {
    const response = await post('zip=+22201-1234+&source=hero&page=/').expect(303);
    expect(response.headers.location).toBe(
      'https://partner.example/aff_c?offer_id=17&aff_id=42&aff_sub=FStars&aff_sub2=%7Bclickid%7D&aff_sub3=SEM&zipcode=22201-1234',
    );
  });

  it('carries the hidden landing fields', async () => {
    const response = await post('zip=22201&source=hero&page=/&ds=FStarsPM&gclid=abc123&qs=Hello').expect(303);
    const url = new URL(response.headers.location!);
    expect(url.searchParams.get('aff_sub')).toBe('FStarsPM');
    expect(url.searchParams.get('aff_sub2')).toBe('abc123');
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abcde', 'invalid'],
    ['2220', 'invalid'],
  ])('sends %j back to its page with the %s message and the typed value', async (zip, error) => {
    const response = await post(`zip=${encodeURIComponent(zip)}&source=cta-top&page=/articles/sr22-requirements&ds=FStarsPM`).expect(303);
    const location = response.headers.location!;
    expect(location.startsWith('/articles/sr22-requirements?')).toBe(true);
    const url = new URL(location, 'http://x');
    expect(url.searchParams.get('zip_error')).toBe(error);
    expect(url.searchParams.get('zip_form')).toBe('cta-top');
    expect(url.searchParams.get('zip_value')).toBe(zip.trim());
    expect(url.searchParams.get('ds')).toBe('FStarsPM');
    expect(url.hash).toBe('#form-cta-top');
  });

  it('renders the returned page with an alert beside the form and the value kept', async () => {
    const back = await post('zip=12ab&source=hero&page=/').expect(303);
    const page = await request(app).get(back.headers.location!).expect(200);
    expect(page.text).toMatch(/role="alert"><strong>Invalid ZIP Code<\/strong> Please enter a valid US ZIP code\.<\/div>/);
    expect(page.text).toMatch(/id="zip-hero"[^>]*value="12ab"/);
    expect(page.text).toMatch(/id="zip-hero"[^>]*aria-invalid="true"/);
  });

  it("sends a state page's form back to that state page, with the alert beside the form", async () => {
    const back = await post('zip=9021&source=cta-bottom&page=/car-insurance/district-of-columbia').expect(303);
    expect(back.headers.location!.startsWith('/car-insurance/district-of-columbia?')).toBe(true);
    expect(back.headers.location!.endsWith('#form-cta-bottom')).toBe(true);
    const page = await request(app).get(back.headers.location!).expect(200);
    expect(page.text).toMatch(/id="zip-cta-bottom"[^>]*value="9021"/);
    expect(page.text).toMatch(/id="zip-cta-bottom"[^>]*aria-invalid="true"/);
    expect(page.text).not.toMatch(/id="zip-cta-top"[^>]*aria-invalid/);
  });

  it('never sends the visitor to an address from the request', async () => {
    for (const pageField of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/unknown']) {
      const response = await post(`zip=x&source=hero&page=${encodeURIComponent(pageField)}`).expect(303);
      expect(response.headers.location!.startsWith('/?')).toBe(true);
    }
  });

  it('cuts the typed value to 10 characters', async () => {
    const response = await post('zip=12345-678901&source=hero&page=/').expect(303);
    expect(new URL(response.headers.location!, 'http://x').searchParams.get('zip_value')).toBe('12345-6789');
  });

  it('sends the inline box to its own link without a check', async () => {
    const response = await post('zip=abc&source=inline&page=/').expect(303);
    expect(response.headers.location).toBe('https://compare.example/auto?src=home&zipcode=abc');
  });

  it('uses the plain-text fallback for a site-path inline link', async () => {
    const sitePathApp = testApp({ INLINE_ZIP_LINK: '/articles/comparing-insurance-quotes' }).app;
    const response = await request(sitePathApp).post('/zip').type('form').send('zip=22201&source=inline').expect(303);
    expect(response.headers.location).toBe('/articles/comparing-insurance-quotes?zipcode=22201');
  });

  it('refuses JSON and other content types with 415', async () => {
    await request(app).post('/zip').send({ zip: '22201' }).expect(415);
    await request(app).post('/zip').set('Content-Type', 'text/plain').send('zip=22201').expect(415);
  });

  it('takes the click id and ds from the page the form was posted from (a same-origin Referer)', async () => {
    const response = await post('zip=22201&source=hero&page=/').set('Referer', 'http://localhost:3000/?fbclid=fb.1-abc&ds=FStarsPM&utm_source=x').expect(303);
    const url = new URL(response.headers.location!);
    expect(url.searchParams.get('aff_sub')).toBe('FStarsPM');
    expect(url.searchParams.get('aff_sub2')).toBe('fb.1-abc');
  });

  it('reads the Referer query up to its fragment, and a Referer without a query adds nothing', async () => {
    const fragment = await post('zip=22201&source=hero&page=/').set('Referer', 'http://localhost:3000/?gclid=g-2#form-hero').expect(303);
    expect(new URL(fragment.headers.location!).searchParams.get('aff_sub2')).toBe('g-2');
    const bare = await post('zip=22201&source=hero&page=/').set('Referer', 'http://localhost:3000/car-insurance/texas').expect(303);
    expect(new URL(bare.headers.location!).searchParams.get('aff_sub2')).toBe('{clickid}');
  });

  it('ignores a Referer from another site, and a malformed one', async () => {
    for (const referer of [
      'https://evil.example/?gclid=stolen&ds=FStarsPM',
      'not a url ?gclid=x',
      // Our host as the start of another's, or as a path or query of another site's address.
      'http://localhost:3000.evil.example/?gclid=stolen',
      'https://evil.example/http://localhost:3000/?gclid=stolen',
      'https://evil.example?r=http://localhost:3000/&gclid=stolen',
      'ftp://localhost:3000/?gclid=stolen',
      // A `?` after the fragment mark is no query.
      'http://localhost:3000/#x?gclid=stolen',
    ]) {
      const url = new URL((await post('zip=22201&source=hero&page=/').set('Referer', referer).expect(303)).headers.location!);
      expect(url.searchParams.get('aff_sub2')).toBe('{clickid}');
      expect(url.searchParams.get('aff_sub')).toBe('FStars');
    }
  });

  it("carries the click id from the Referer into a failed post's way back, so the retry keeps it", async () => {
    const response = await post('zip=12&source=hero&page=/').set('Referer', 'http://localhost:3000/?gclid=g-1').expect(303);
    const back = new URL(response.headers.location!, 'http://localhost:3000');
    expect(back.searchParams.get('gclid')).toBe('g-1');
    const retry = await post('zip=22201&source=hero&page=/').set('Referer', back.href).expect(303);
    expect(new URL(retry.headers.location!).searchParams.get('aff_sub2')).toBe('g-1');
  });

  it('refuses a body over 4 KB or over 20 fields with 413, and answers with the security headers', async () => {
    const big = await post(`zip=22201&pad=${'x'.repeat(5000)}`).expect(413);
    expect(big.headers['content-security-policy']).toContain("default-src 'self'");
    await post(Array.from({ length: 21 }, (_, i) => `f${i}=1`).join('&')).expect(413);
  });

  it('treats repeated fields as their first value', async () => {
    const response = await post('zip=22201&zip=abc&source=hero&source=x').expect(303);
    expect(new URL(response.headers.location!).searchParams.get('zipcode')).toBe('22201');
  });
});

describe('landing parameters on pages', () => {
  it('shows QS as a line above the headline, escaped, with a canonical to /', async () => {
    const { text } = await request(app).get('/?QS=%3Cb%3ECheap%3C%2Fb%3E%20Quotes').expect(200);
    expect(text).toContain('<p class="hero__landing-line">&lt;b&gt;Cheap&lt;/b&gt; Quotes</p>');
    expect(text).toContain('<link rel="canonical" href="http://localhost:3000/">');
  });
  it('keeps the landing headline and ds in the ZIP forms: click ids never reach the page', async () => {
    const { text } = await request(app).get('/articles/dui-insurance?ds=FStarsPM&msclkid=ms123&qs=Hi').expect(200);
    const forms = text.match(/<form[\s\S]*?<\/form>/g)!;
    expect(forms.length).toBe(2);
    for (const form of forms) {
      expect(form).toContain('<input type="hidden" name="qs" value="Hi"/>');
      expect(form).toContain('<input type="hidden" name="page" value="/articles/dui-insurance"/>');
      expect(form).toContain('<input type="hidden" name="ds" value="FStarsPM"/>');
    }
    expect(text).not.toContain('ms123');
  });
});
