import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLanding } from '../../shared/landing-query.js';
import { landingToParams, sitePath } from '../../shared/landing.js';
import { appendZipcode, buildPartnerLink, inlineHandOffLink, type PartnerConfig } from '../../shared/partner-link.js';

const partner: PartnerConfig = { baseUrl: 'https://partner.example/aff_c', offerId: '17', affiliateId: '42', optOut: ['aff_sub5', 'gpc'] };

describe('an opted-out hand-off (GPC or the opt-out cookie)', () => {
  it('withholds the click id, sends the 5-digit ZIP only, and tells the partner, last', () => {
    const link = buildPartnerLink(partner, parseLanding({ gclid: 'Cj0-abc', ds: 'FStarsPM' }), '22201-1234', true);
    expect([...new URL(link).searchParams]).toEqual([
      ['offer_id', '17'],
      ['aff_id', '42'],
      ['aff_sub', 'FStarsPM'],
      ['aff_sub2', '{clickid}'],
      ['aff_sub3', 'SEM'],
      ['zipcode', '22201'],
      ['aff_sub5', 'gpc'],
    ]);
    expect(link).not.toContain('Cj0-abc');
  });

  it('keeps everything for a visitor who did not opt out', () => {
    const url = new URL(buildPartnerLink(partner, parseLanding({ gclid: 'Cj0-abc' }), '22201-1234'));
    expect(url.searchParams.get('aff_sub2')).toBe('Cj0-abc');
    expect(url.searchParams.get('zipcode')).toBe('22201-1234');
    expect(url.searchParams.has('aff_sub5')).toBe(false);
  });

  it('does the same for the inline box, on its own link', () => {
    expect(inlineHandOffLink('https://compare.example/auto?src=home', '22201-1234', partner.optOut, true)).toBe(
      'https://compare.example/auto?src=home&zipcode=22201&aff_sub5=gpc',
    );
    expect(inlineHandOffLink('/articles/x', ' 22201-1234', partner.optOut, true)).toBe('/articles/x?zipcode=22201&aff_sub5=gpc');
    expect(inlineHandOffLink('https://compare.example/auto', '22201-1234', partner.optOut)).toBe('https://compare.example/auto?zipcode=22201-1234');
  });
});

describe('partner link', () => {
  it('puts the query in the partner order with the defaults', () => {
    const link = buildPartnerLink(partner, parseLanding({}), '22201');
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://partner.example/aff_c');
    expect([...url.searchParams.keys()]).toEqual(['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode']);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      offer_id: '17',
      aff_id: '42',
      aff_sub: 'FStars',
      aff_sub2: '{clickid}',
      aff_sub3: 'SEM',
      zipcode: '22201',
    });
  });

  it('uses FStarsPM only for ds=FStarsPM exactly', () => {
    const sub = (query: Record<string, unknown>) => new URL(buildPartnerLink(partner, parseLanding(query), '22201')).searchParams.get('aff_sub');
    expect(sub({ ds: 'FStarsPM' })).toBe('FStarsPM');
    expect(sub({ ds: ['FStarsPM', 'x'] })).toBe('FStarsPM');
    for (const ds of ['fstarspm', 'FStarsPM ', 'FStars', '', 'x', undefined]) expect(sub({ ds })).toBe('FStars');
    expect(sub({ ds: { a: 'FStarsPM' } })).toBe('FStars');
  });

  it('carries gclid, msclkid or fbclid as aff_sub2, sanitised', () => {
    const sub2 = (query: Record<string, unknown>) => new URL(buildPartnerLink(partner, parseLanding(query), '22201')).searchParams.get('aff_sub2');
    expect(sub2({ gclid: 'Cj0KCQ_abc-123' })).toBe('Cj0KCQ_abc-123');
    expect(sub2({ msclkid: 'f00ba4' })).toBe('f00ba4');
    expect(sub2({ fbclid: 'IwAR1x' })).toBe('IwAR1x');
    expect(sub2({ gclid: 'first', fbclid: 'second' })).toBe('first');
    expect(sub2({ gclid: '<script>', fbclid: 'ok' })).toBe('ok');
    expect(sub2({ gclid: 'a b' })).toBe('{clickid}');
    expect(sub2({ gclid: 'x'.repeat(500) })).toBe('{clickid}');
  });

  it('never lets landing values or the zip change the base or add parameters', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('ds', 'gclid', 'msclkid', 'fbclid', 'qs', 'QS'), fc.string()), fc.string({ maxLength: 10 }), (query, zip) => {
        const url = new URL(buildPartnerLink(partner, parseLanding(query), zip));
        return (
          url.origin === 'https://partner.example' &&
          url.pathname === '/aff_c' &&
          [...url.searchParams.keys()].join() === 'offer_id,aff_id,aff_sub,aff_sub2,aff_sub3,zipcode' &&
          url.searchParams.get('zipcode') === zip
        );
      }),
      { numRuns: 2000 },
    );
  });
});

describe('inline link', () => {
  it('adds zipcode to an absolute URL', () => {
    expect(appendZipcode('https://compare.example/auto?src=home', '22201')).toBe('https://compare.example/auto?src=home&zipcode=22201');
  });
  it('appends plain text to a link that is not a URL, keeping a fragment last', () => {
    expect(appendZipcode('/compare', '22201')).toBe('/compare?zipcode=22201');
    expect(appendZipcode('/compare?x=1', '2 2')).toBe('/compare?x=1&zipcode=2%202');
    expect(appendZipcode('/compare?', '1')).toBe('/compare?zipcode=1');
    expect(appendZipcode('/compare#top', '1')).toBe('/compare?zipcode=1#top');
  });
  it('encodes anything typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (zip) => {
        const link = appendZipcode('/compare', zip);
        return !/[\r\n]/.test(link) && new URL(link, 'http://x').searchParams.get('zipcode') === zip;
      }),
    );
  });
});

describe('landing parameters', () => {
  it('cleans the QS/qs headline: trimmed, 120 characters, no control characters', () => {
    expect(parseLanding({ QS: '  Cheap Car Insurance  ' }).headline).toBe('Cheap Car Insurance');
    expect(parseLanding({ qs: 'lower' }).headline).toBe('lower');
    expect(parseLanding({ QS: 'Upper', qs: 'lower' }).headline).toBe('Upper');
    expect(parseLanding({ QS: 'a\u0000b\u001bc\u2028d\u0085' }).headline).toBe('abcd');
    expect(parseLanding({ QS: 'é'.repeat(200) }).headline).toHaveLength(120);
    expect(parseLanding({ QS: { nested: 'x' } }).headline).toBe('');
  });
  it('round-trips through site paths', () => {
    const landing = parseLanding({ QS: 'Hi & bye', ds: 'FStarsPM', gclid: 'abc' });
    const path = sitePath('/', landing, [['topic', 'sr22']], 'topics');
    const url = new URL(path, 'http://x');
    expect(parseLanding(Object.fromEntries(url.searchParams))).toEqual(landing);
    expect(url.hash).toBe('#topics');
    expect(landingToParams(parseLanding({}))).toEqual([]);
  });
});
