import { describe, expect, it } from 'vitest';
import { landingFromSearch } from '../../shared/landing.js';
import {
  candidatesFor,
  choosePartner,
  decideHandOff,
  handOffReport,
  partnerHandOffLink,
  singlePartnerRoutes,
  unservedStates,
  type PartnerRoutes,
} from '../../shared/partner-routes.js';
import { US_STATES, type StateCode } from '../../shared/us-states.js';
import { OUTSIDE_REGIONS, zipRegion } from '../../shared/zip-region.js';
import { DONE_WHEN, DONE_WHEN_ROUTES, routesFile, routesFrom, ZIPS } from '../support/partner-routes.js';
import { seededRandom } from '../support/random.js';

/** The choice of a partner by the ZIP's state: one function for POST /zip and the browser. */

const doneWhen = routesFrom(DONE_WHEN_ROUTES);
// An ordinary landing (no ds): aff_sub is the default sub id.
const landing = landingFromSearch('?gclid=Cj0-click_1');
/** For ZIPs that reach no partner: no draw may be made for them. */
const never = () => {
  throw new Error('no partner is drawn for this ZIP');
};

describe('the ZIP decides the region', () => {
  it.each([
    ['00901', 'PR'],
    ['00601', 'PR'],
    ['00802', 'VI'],
    ['96910', 'GU'],
    ['96799', 'AS'],
    ['96950', 'MP'],
    ['96941', 'FM'],
    ['96960', 'MH'],
    ['96940', 'PW'],
    ['34001', 'AA'],
    ['09021', 'AE'],
    ['96201', 'AP'],
  ])('%s is outside the 50 states and DC (%s), not invalid', (zip, region) => {
    expect(zipRegion(zip)).toEqual({ kind: 'outside', region });
    expect(OUTSIDE_REGIONS).toContain(region);
  });

  it.each([
    ['90012', 'CA'],
    ['75201', 'TX'],
    ['10001', 'NY'],
    ['97201', 'OR'],
    ['20001', 'DC'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['10001-1234', 'NY'],
  ])('%s is in %s', (zip, state) => {
    expect(zipRegion(zip)).toEqual({ kind: 'state', state });
  });

  it.each(['00001', '00499', '09901', '56800', '98701'])('%s has a prefix assigned to no region', (zip) => {
    expect(zipRegion(zip)).toEqual({ kind: 'unassigned' });
  });
});

describe('choosing a partner', () => {
  it('sends a state to the partners naming it, every other state to the default', () => {
    const chosen = (state: StateCode) => choosePartner(doneWhen, state, Math.random)?.id;
    expect(['CA', 'OR', 'WA'].map((state) => chosen(state as StateCode))).toEqual(['west', 'west', 'west']);
    expect(chosen('TX')).toBe('texas');
    expect(chosen('NY')).toBe('everywhere');
    expect(unservedStates(doneWhen)).toEqual([]);
  });

  it('passes over paused partners: to the default, then to nobody', () => {
    const pause = (routes: PartnerRoutes, ...ids: string[]): PartnerRoutes => ({
      ...routes,
      partners: routes.partners.map((partner) => (ids.includes(partner.id) ? { ...partner, paused: true } : partner)),
    });
    expect(choosePartner(pause(doneWhen, 'west'), 'CA', Math.random)?.id).toBe('everywhere');
    expect(choosePartner(pause(doneWhen, 'everywhere'), 'NY', Math.random)).toBeUndefined();
    expect(choosePartner(pause(doneWhen, 'everywhere'), 'TX', Math.random)?.id).toBe('texas');
    expect(unservedStates(pause(doneWhen, 'everywhere')).length).toBe(Object.keys(US_STATES).length - 4);
    expect(unservedStates(pause(doneWhen, 'everywhere', 'texas'))).toContain('TX');
  });

  it('without a default, a state nobody names has no partner', () => {
    const routes = routesFrom(routesFile([DONE_WHEN.west, DONE_WHEN.texas]));
    expect(choosePartner(routes, 'NY', Math.random)).toBeUndefined();
    expect(unservedStates(routes)).toHaveLength(Object.keys(US_STATES).length - 4);
    expect(unservedStates(routes)).not.toContain('CA');
  });

  it('splits by weight: 3 to 1 over 20,000 seeded draws, within 1.5 points', () => {
    const routes = routesFrom(
      routesFile([
        { id: 'a', link: 'https://a.partner.example/c', offerId: '1', affiliateId: '1', weight: 3 },
        { id: 'b', link: 'https://b.partner.example/c', offerId: '2', affiliateId: '2' },
        { id: 'c', link: 'https://c.partner.example/c', offerId: '3', affiliateId: '3', weight: 5, paused: true },
        { id: 'd', link: 'https://d.partner.example/c', offerId: '4', affiliateId: '4', weight: 9, states: ['CA'] },
      ]),
    );
    const random = seededRandom(27);
    const counts = new Map<string, number>();
    for (let draw = 0; draw < 20_000; draw++) {
      const id = choosePartner(routes, 'NY', random)!.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual(['a', 'b']);
    expect(counts.get('a')! / 20_000).toBeGreaterThan(0.735);
    expect(counts.get('a')! / 20_000).toBeLessThan(0.765);
    // The draw's ends land on the first and the last candidate.
    expect(choosePartner(routes, 'NY', () => 0)?.id).toBe('a');
    expect(choosePartner(routes, 'NY', () => 0.749)?.id).toBe('a');
    expect(choosePartner(routes, 'NY', () => 0.75)?.id).toBe('b');
    expect(choosePartner(routes, 'NY', () => 0.9999999999)?.id).toBe('b');
    expect(candidatesFor(routes, 'CA').map((partner) => partner.id)).toEqual(['d']);
  });

  it('the same seed gives the same sequence of partners', () => {
    const routes = routesFrom(
      routesFile([
        { id: 'a', link: 'https://a.partner.example/c', offerId: '1', affiliateId: '1' },
        { id: 'b', link: 'https://b.partner.example/c', offerId: '2', affiliateId: '2' },
      ]),
    );
    const run = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 12 }, () => choosePartner(routes, 'OH', random)!.id).join('');
    };
    expect(run(5)).toBe(run(5));
    expect(new Set(run(5))).toEqual(new Set(['a', 'b']));
  });
});

describe('the whole decision for a typed ZIP', () => {
  it('gives the done-when partners, the 50-states message and the invalid message', () => {
    const decide = (zip: string) => decideHandOff(doneWhen, zip, never);
    expect(decideHandOff(doneWhen, ` ${ZIPS.CA} `, Math.random)).toMatchObject({ ok: true, zip: ZIPS.CA, state: 'CA', partner: { id: 'west' } });
    expect(decideHandOff(doneWhen, ZIPS.TX, Math.random)).toMatchObject({ ok: true, state: 'TX', partner: { id: 'texas' } });
    expect(decideHandOff(doneWhen, ZIPS.NY, Math.random)).toMatchObject({ ok: true, state: 'NY', partner: { id: 'everywhere' } });
    expect(decideHandOff(doneWhen, ZIPS.OR, Math.random)).toMatchObject({ ok: true, state: 'OR', partner: { id: 'west' } });
    expect(decide(ZIPS.PR)).toEqual({ ok: false, error: 'outside', region: 'PR' });
    expect(decide(ZIPS.APO)).toEqual({ ok: false, error: 'outside', region: 'AE' });
    expect(decide('00001')).toEqual({ ok: false, error: 'invalid' });
    expect(decide('')).toEqual({ ok: false, error: 'required' });
    expect(decide('9021')).toEqual({ ok: false, error: 'invalid' });
  });

  it('tells a state nobody serves so, and counts each outcome with its partner and state', () => {
    const noDefault = routesFrom(routesFile([DONE_WHEN.west, DONE_WHEN.texas]));
    const unserved = decideHandOff(noDefault, ZIPS.NY, Math.random);
    expect(unserved).toEqual({ ok: false, error: 'unserved', region: 'NY' });
    expect(handOffReport(unserved)).toEqual({ outcome: 'unserved', partner: 'none', state: 'NY' });
    expect(handOffReport(decideHandOff(doneWhen, ZIPS.CA, Math.random))).toEqual({ outcome: 'valid', partner: 'west', state: 'CA' });
    expect(handOffReport(decideHandOff(doneWhen, ZIPS.PR, Math.random))).toEqual({ outcome: 'outside', partner: 'none', state: 'PR' });
    expect(handOffReport(decideHandOff(doneWhen, '', Math.random))).toEqual({ outcome: 'invalid', partner: 'none', state: 'none' });
    expect(handOffReport(decideHandOff(doneWhen, '00001', Math.random))).toEqual({ outcome: 'invalid', partner: 'none', state: 'none' });
  });
});

describe("every partner's link", () => {
  it('keeps the query order, and an opted-out visitor gets no click id from any partner', () => {
    for (const partner of doneWhen.partners) {
      const link = new URL(partnerHandOffLink(doneWhen, partner, landing, '90012-1234', false));
      expect(`${link.origin}${link.pathname}`).toBe(partner.link);
      expect([...link.searchParams]).toEqual([
        ['offer_id', partner.offerId],
        ['aff_id', partner.affiliateId],
        ['aff_sub', 'FStars'],
        ['aff_sub2', 'Cj0-click_1'],
        ['aff_sub3', 'SEM'],
        ['zipcode', '90012-1234'],
      ]);
      const optedOut = new URL(partnerHandOffLink(doneWhen, partner, landing, '90012-1234', true));
      expect([...optedOut.searchParams]).toEqual([
        ['offer_id', partner.offerId],
        ['aff_id', partner.affiliateId],
        ['aff_sub', 'FStars'],
        ['aff_sub2', '{clickid}'],
        ['aff_sub3', 'SEM'],
        ['zipcode', '90012'],
        ['aff_sub5', 'gpc'],
      ]);
    }
  });

  it('without PARTNER_ROUTES is the one partner of PARTNER_BASE_URL, for every state', () => {
    const routes = singlePartnerRoutes({ baseUrl: 'https://quotes.partner.example/aff_c', offerId: '1001', affiliateId: '2002', optOut: ['aff_sub5', 'gpc'] });
    expect(unservedStates(routes)).toEqual([]);
    const decision = decideHandOff(routes, ZIPS.TX, Math.random);
    expect(decision).toMatchObject({ ok: true, partner: { id: 'default' } });
    expect(partnerHandOffLink(routes, routes.partners[0]!, landing, ZIPS.TX, false)).toBe(
      'https://quotes.partner.example/aff_c?offer_id=1001&aff_id=2002&aff_sub=FStars&aff_sub2=Cj0-click_1&aff_sub3=SEM&zipcode=75201',
    );
  });
});
