import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLanding } from '../../shared/landing-query.js';
import { buildPartnerLink, inlineHandOffLink, type PartnerConfig } from '../../shared/partner-link.js';
import { NO_PARTNER } from '../../shared/partner-routes.js';
import { PLACEMENT_MAX_LENGTH, decodePlacement, encodePlacement, placementForm, placementPair, type Placement } from '../../shared/placement.js';
import { PAGE_KIND_NAMES } from '../../shared/page-kinds.js';
import type { Language } from '../../shared/routes.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';

const KINDS = PAGE_KIND_NAMES;
const STATES = Object.keys(US_STATES) as StateCode[];

const placement = fc.record<Placement>({
  page: fc.constantFrom(...KINDS),
  state: fc.constantFrom<Placement['state']>(...STATES, NO_PARTNER),
  partner: fc.stringMatching(/^[A-Za-z0-9-]{1,32}$/),
  language: fc.constantFrom<Language>('en', 'es'),
  form: fc.constantFrom<Placement['form']>('hero', 'cta', 'inline'),
  variant: fc.constantFrom<Placement['variant']>('FStars', 'FStarsPM'),
});

describe('the placement code', () => {
  it('reads back every field it was made from, for every page kind, state, language, form and variant', () => {
    fc.assert(
      fc.property(placement, (fields) => {
        const code = encodePlacement(fields);
        expect(code.length).toBeLessThanOrEqual(PLACEMENT_MAX_LENGTH);
        expect(decodePlacement(code)).toEqual(fields);
      }),
    );
  });

  it('is short and readable, and the same for the same hand-off', () => {
    const texas: Placement = { page: 'state', state: 'TX', partner: 'default', language: 'en', form: 'hero', variant: 'FStars' };
    expect(encodePlacement(texas)).toBe('st.TX.default.en.h.s');
    expect(encodePlacement({ ...texas })).toBe(encodePlacement(texas));
    expect(encodePlacement({ ...texas, variant: 'FStarsPM', form: 'inline', language: 'es' })).toBe('st.TX.default.es.i.p');
  });

  it('tells forms apart as hero, call-to-action and inline', () => {
    expect(['hero', 'second', 'cta', 'cta-top', 'cta-bottom', 'inline'].map(placementForm)).toEqual(['hero', 'cta', 'cta', 'cta', 'cta', 'inline']);
  });

  it.each([
    ['', 'empty'],
    ['st.TX.default.en.h', 'a field short'],
    ['st.TX.default.en.h.s.x', 'a field too many'],
    ['xx.TX.default.en.h.s', 'no such page kind'],
    ['st.PR.default.en.h.s', 'a territory, not a state'],
    ['st.tx.default.en.h.s', 'a state in lower case'],
    ['st.TX.def_ault.en.h.s', 'not a partner id'],
    ['st.TX.default.fr.h.s', 'no such language'],
    ['st.TX.default.en.z.s', 'no such form'],
    ['st.TX.default.en.h.q', 'no such variant'],
    ['{aff_sub4}', 'a macro the network did not fill'],
    [`st.TX.${'a'.repeat(60)}.en.h.s`, 'too long'],
  ])('refuses %j (%s)', (code) => {
    expect(decodePlacement(code)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 7, ['st.TX.default.en.h.s'], { code: 'st.TX.default.en.h.s' }]) expect(decodePlacement(value)).toBeUndefined();
  });

  it('is added only when PARTNER_PLACEMENT_PARAM is set', () => {
    const where = { state: 'TX' as const, partner: 'default', formId: 'cta-top', variant: 'FStars' as const };
    expect(placementPair(undefined, where)).toBeUndefined();
    expect(placementPair({ param: 'aff_sub4', page: 'guide', language: 'en' }, where)).toEqual(['aff_sub4', 'gd.TX.default.en.c.s']);
  });
});

describe('a hand-off link with the placement code', () => {
  const partner: PartnerConfig = { baseUrl: 'https://partner.example/aff_c', offerId: '17', affiliateId: '42', optOut: ['aff_sub5', 'gpc'] };
  const code: [string, string] = ['aff_sub4', 'st.TX.default.en.h.s'];

  it('puts it right after zipcode, and the opt-out after it, opted out or not', () => {
    const names = (link: string) => [...new URL(link).searchParams.keys()];
    const landing = parseLanding({ gclid: 'Cj0-abc' });
    expect(names(buildPartnerLink(partner, landing, '77001', false, code))).toEqual([
      'offer_id',
      'aff_id',
      'aff_sub',
      'aff_sub2',
      'aff_sub3',
      'zipcode',
      'aff_sub4',
    ]);
    const optedOut = buildPartnerLink(partner, landing, '77001-1234', true, code);
    expect(names(optedOut)).toEqual(['offer_id', 'aff_id', 'aff_sub', 'aff_sub2', 'aff_sub3', 'zipcode', 'aff_sub4', 'aff_sub5']);
    expect(new URL(optedOut).searchParams.get('aff_sub4')).toBe('st.TX.default.en.h.s');
  });

  it('adds it to the inline box link too', () => {
    expect(inlineHandOffLink('https://compare.example/auto?src=home', '77001', partner.optOut, false, code)).toBe(
      'https://compare.example/auto?src=home&zipcode=77001&aff_sub4=st.TX.default.en.h.s',
    );
    expect(inlineHandOffLink('/compare', '77001-1234', partner.optOut, true, code)).toBe('/compare?zipcode=77001&aff_sub4=st.TX.default.en.h.s&aff_sub5=gpc');
  });

  it('leaves the link exactly as before without it', () => {
    const landing = parseLanding({});
    expect(buildPartnerLink(partner, landing, '77001', false, undefined)).toBe(buildPartnerLink(partner, landing, '77001'));
  });
});
