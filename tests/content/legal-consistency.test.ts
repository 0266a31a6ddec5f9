import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildContent } from '../../scripts/build/stages.js';
import { ROOT } from '../../scripts/lib/server-process.js';
import { fillContentTokens } from '../../server/content.js';
import { loadConfig } from '../../server/config.js';
import type { BuiltContent, ReadingPage } from '../../shared/content-schema.js';
import { EN } from '../../shared/messages/en.js';

const { licensingStatement } = EN;
import { LEGAL_ROUTES } from '../../shared/routes.js';
import { DIRECTED_DISCLOSURE, callsZipCodeASale, sentencesOf, unsaidOptOutChanges } from '../support/privacy-words.js';
import { decodeEntities as decode } from './html-text.js';

/**
 * The legal pages must agree with each other, with the referral business model (partners pay
 * us when we send them visitors) and with what the code does (the ZIP code passed in the
 * hand-off link at the visitor's direction, the ad click id and a ZIP+4's last four digits only
 * without an opt-out (decision 026); the full IP address used in memory for the state lookup;
 * logs keep a truncated network only, and a caller's request id; this site itself never calls
 * or texts anyone). Each test guards one
 * contradiction a compliance review found in earlier versions of these pages.
 */

const config = loadConfig({});
let content: BuiltContent;
beforeAll(async () => {
  content = fillContentTokens((await buildContent(path.join(ROOT, 'content'))).en, config);
});

/** The visible text, one block (paragraph, list item, heading) per line. */
const text = (page: ReadingPage) => decode(page.html.replace(/<\/(p|li|h[1-6]|td|th)>/g, '\n').replace(/<[^>]+>/g, ' ')).replace(/[ \t]+/g, ' ');
/** Sentences, never running across a paragraph or list item. */
const sentences = (page: ReadingPage) => sentencesOf(text(page));
const page = (pagePath: string) => content.pages[pagePath]!;

const MAIN_PAGES = ['/privacy', '/terms', '/advertiser-disclosure'];
const ALL_LEGAL = LEGAL_ROUTES.map((route) => route.path);

/** The footer link's own words are a name, not a claim. */
const DO_NOT_SELL_LINK_TEXT = /Do Not Sell (?:or|and) Share My Personal Information/gi;
/**
 * A denial of selling information: "not sold", "never sold", "do not sell", "have not sold or
 * shared", "don't sell". Not "we do not sell insurance" (true: we are not an insurer), and not
 * "we do not knowingly sell … of minors under 18" (a separate, true promise).
 */
const NOT_GOODS = String.raw`(?!\s+(?:insurance|policies|products|coverage)\b)`;
const DENIES_SALE = new RegExp(
  String.raw`\b(?:not|never)\s+(?:been\s+)?(?:sold|sell)\b${NOT_GOODS}|\b(?:do|does|did|will|would)\s+not\s+(?!knowingly\b)(?:\w+ly\s+)?sell\b${NOT_GOODS}|\b(?:don't|doesn't|won't)\s+sell\b${NOT_GOODS}|\bnever\s+sells?\b${NOT_GOODS}`,
  'i',
);

describe('sale and sharing of personal information', () => {
  it.each(ALL_LEGAL)('%s never denies selling, which would contradict being paid per referral', (pagePath) => {
    for (const sentence of sentences(page(pagePath))) {
      expect(sentence.replace(DO_NOT_SELL_LINK_TEXT, ''), pagePath).not.toMatch(DENIES_SALE);
    }
  });

  it.each(ALL_LEGAL)('%s never calls passing the ZIP code itself a sale: the visitor directs that disclosure', (pagePath) => {
    expect(sentences(page(pagePath)).filter(callsZipCodeASale), pagePath).toEqual([]);
  });

  it.each(MAIN_PAGES)('%s calls the hand-off of the ZIP code a disclosure the visitor directs', (pagePath) => {
    const said = sentences(page(pagePath)).filter((s) => DIRECTED_DISCLOSURE.test(s) && /\b(?:ZIP code|ask|send you|partner)\b/i.test(s));
    expect(said, pagePath).not.toHaveLength(0);
  });

  it('privacy says plainly which parts of the hand-off may be a sale, and that it is because the partner pays us', () => {
    const said = sentences(page('/privacy')).filter(
      (s) => /\bclick id\b/i.test(s) && /last four digits of a ZIP\+4/.test(s) && /\bsale\b/i.test(s) && /\b(?:pays?|paid|referral fees?)\b/i.test(s),
    );
    expect(said, 'a sentence naming the click id, the ZIP+4 digits, payment and "sale" together').not.toHaveLength(0);
    // The categories sold or shared are what an opt-out withholds, not the ZIP code the visitor sends on.
    expect(text(page('/privacy'))).toMatch(
      /categories of personal information involved are identifiers \(the ad click id\) and geolocation data \(the last four digits of a ZIP\+4\)/,
    );
  });

  it.each(MAIN_PAGES)('%s says what an opt-out changes: no click id, the 5-digit ZIP code only, the partner told', (pagePath) => {
    expect(unsaidOptOutChanges(text(page(pagePath))), pagePath).toEqual([]);
  });

  it('privacy says why the 5-digit ZIP code still goes after an opt-out', () => {
    const why = sentences(page('/privacy')).filter((s) => /5-digit ZIP code still goes/.test(s) && /\bbecause\b/.test(s) && /\b(?:ask|asked)\b/.test(s));
    expect(why).not.toHaveLength(0);
  });

  it('privacy explains "sharing" for cross-context behavioral advertising and the ad click id', () => {
    const body = text(page('/privacy'));
    expect(body).toMatch(/CCPA|California Consumer Privacy Act/);
    expect(body).toMatch(/CPRA|California Privacy Rights Act/);
    expect(
      sentences(page('/privacy')).some((s) => /click id/i.test(s) && /\bshar(?:e|ing)\b/i.test(s) && /cross-context behavioral advertising/i.test(s)),
    ).toBe(true);
    for (const id of ['gclid', 'msclkid', 'fbclid']) expect(body).toContain(id);
  });

  it.each(MAIN_PAGES)('%s links the Do Not Sell or Share page for opting out', (pagePath) => {
    expect(page(pagePath).html).toContain(`href="${config.privacyRightsUrl}"`);
    const optOut = sentences(page(pagePath)).filter((s) => /opt out/i.test(s) && /\bsale\b|\bsell/i.test(s));
    expect(optOut, `${pagePath}: a sentence on opting out of sale or sharing`).not.toHaveLength(0);
  });
});

describe('who calls or texts', () => {
  const SENDER_IS_US = [
    /\b(?:calls?|text(?:s| messages?)?|marketing)\b[^.]*\bfrom us\b/i,
    /\bfrom us\b[^.]*\b(?:calls?|text(?:s| messages?)?)\b/i,
    /\bwe (?:may |will |might |can )?(?:call|text)(?:s)? you\b/i,
    /\bopting out with us\b/i,
  ];

  it.each(ALL_LEGAL)('%s never names this site as a caller or texter', (pagePath) => {
    for (const sentence of sentences(page(pagePath))) for (const pattern of SENDER_IS_US) expect(sentence, pagePath).not.toMatch(pattern);
  });

  it.each(['/privacy', '/terms'])('%s says this site itself does not call or text', (pagePath) => {
    expect(text(page(pagePath))).toMatch(/\b(?:we|QuoteOwl|this site)\b(?: itself)? (?:does|do) not (?:ever )?call(?:,| or) text/i);
  });

  it("the terms create no consent to calls or texts: the partner's own form decides that", () => {
    const agreements = sentences(page('/terms')).filter(
      (s) => /\byou agree\b|\byou consent\b/i.test(s) && /\b(?:calls?|text messages?|texts?|contact you)\b/i.test(s) && !/\bSTOP\b/.test(s),
    );
    expect(agreements).toEqual([]);
    expect(text(page('/terms'))).toMatch(/does not give anyone permission to call or text you/);
    // The arbitration terms stay.
    expect(text(page('/terms'))).toMatch(/binding individual arbitration/);
  });

  it.each(['/privacy'])('%s: every agreement to calls or texts names the partners or Service Providers as the caller', (pagePath) => {
    const consents = sentences(page(pagePath)).filter((s) => /\bagree/i.test(s) && /\b(?:calls?|text messages?|texts?)\b/i.test(s) && !/\bSTOP\b/.test(s));
    expect(consents, pagePath).not.toHaveLength(0);
    for (const sentence of consents) expect(sentence, pagePath).toMatch(/Service Providers?|partners?/i);
  });
});

describe('IP address and the region lookup', () => {
  it('privacy never says a truncated or shortened IP address is used to find the region', () => {
    for (const sentence of sentences(page('/privacy'))) {
      if (/\b(?:truncated|shortened|shorten|partial|masked)\b/i.test(sentence) && /\bIP\b|network/i.test(sentence)) {
        expect(sentence).not.toMatch(/\b(?:state|region|location|geolocation|where you are)\b/i);
      }
    }
  });

  it('privacy says the full IP address is used in memory for the state and never sent to a geolocation service', () => {
    const said = sentences(page('/privacy')).filter((s) => /full IP address/i.test(s) && /\bstate\b/i.test(s));
    expect(said, 'a sentence naming the full IP address and the state').not.toHaveLength(0);
    expect(text(page('/privacy'))).toMatch(/\bmemory\b/i);
    expect(text(page('/privacy'))).toMatch(/not sent to (?:any|an) (?:outside |third-party |external )?geolocation service/i);
    expect(text(page('/privacy'))).toContain('/24');
    expect(text(page('/privacy'))).toContain('/48');
  });
});

describe('what this site collects versus the partner forms', () => {
  it('privacy keeps every voluntarily given item of the spec and says the partner forms collect them', () => {
    const body = text(page('/privacy'));
    for (const item of [
      /\bname\b/,
      /address/,
      /(?:tele)?phone/,
      /email/i,
      /date of birth/,
      /gender/,
      /income/,
      /current insur/,
      /vehicle/,
      /own or rent your home|home ownership/,
      /military/,
      /credit score/,
    ]) {
      expect(body).toMatch(item);
    }
    expect(body).toMatch(/quote forms? we send you to/i);
    expect(sentences(page('/privacy')).some((s) => /partner/i.test(s) && /own privacy polic/i.test(s) && /collect/i.test(s))).toBe(true);
  });

  it('terms do not bind mere browsing to the agreement (arbitration needs an act of agreement)', () => {
    for (const sentence of sentences(page('/terms'))) expect(sentence).not.toMatch(/\bby (?:visiting|browsing|accessing|viewing)\b[^.]*\byou agree\b/i);
    expect(text(page('/terms'))).toMatch(/submit(?:ting)? a ZIP code/i);
  });
});

describe('effective dates', () => {
  const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

  it.each(ALL_LEGAL)('%s shows an effective date near the top, not in the future', (pagePath) => {
    const top = text(page(pagePath)).slice(0, 400);
    const match = top.match(new RegExp(`Effective date: (${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})`));
    expect(match, `${pagePath}: "Effective date: Month D, YYYY" near the top`).not.toBeNull();
    const iso = `${match![3]}-${String(MONTHS.indexOf(match![1]!) + 1).padStart(2, '0')}-${match![2]!.padStart(2, '0')}`;
    expect(iso <= new Date().toISOString().slice(0, 10), `${pagePath}: effective ${iso} is in the future`).toBe(true);
    expect(iso >= page(pagePath).published, `${pagePath}: effective ${iso} is before it was published`).toBe(true);
  });
});

describe('opt-out keywords', () => {
  const KEYWORDS = ['UNSUBSCRIBE', 'STOP', 'OPT-OUT'];
  const OTHER_KEYWORDS = /\b(?:CANCEL|END|QUIT|STOPALL|STOP ALL|REMOVE|OPTOUT|OPT OUT|REVOKE)\b/;
  const mentioned = (pagePath: string) => KEYWORDS.filter((word) => new RegExp(`(?<![\\w-])${word}(?![\\w-])`).test(text(page(pagePath))));

  it.each(MAIN_PAGES)('%s names all three: UNSUBSCRIBE by email, STOP or OPT-OUT by text', (pagePath) => {
    expect(mentioned(pagePath)).toEqual(KEYWORDS);
    for (const sentence of sentences(page(pagePath))) {
      if (/\bUNSUBSCRIBE\b/.test(sentence)) expect(sentence).toMatch(/email/i);
      if (/(?<![\w-])(?:STOP|OPT-OUT)(?![\w-])/.test(sentence)) expect(sentence).toMatch(/\btext/i);
    }
  });

  it.each(ALL_LEGAL)('%s lists no other opt-out keyword, and either none or all three', (pagePath) => {
    expect(text(page(pagePath))).not.toMatch(OTHER_KEYWORDS);
    expect([0, KEYWORDS.length]).toContain(mentioned(pagePath).length);
  });
});

describe('what we are not in law', () => {
  it('the advertiser disclosure says we are not a licensed insurance producer and nothing is a solicitation, in the shared words', () => {
    expect(text(page('/advertiser-disclosure'))).toContain(licensingStatement(config.siteName));
    expect(licensingStatement(config.siteName)).toMatch(/not a licensed insurance producer[^.]*solicitation/);
  });
});

describe('who pays us: one sentence, everywhere it is said', () => {
  const sentence = EN.paymentSentence(config.siteName);
  /**
   * A sentence that says who pays us or what we are not, in any words: "not an insurer",
   * "we are paid", "we may be paid", "paid referral fees by …". Not "we are not paid based on
   * whether you buy", which is another fact, and not an insurer being paid.
   */
  const saysWhoPaysUs = (line: string) =>
    /\bnot an? (?:insurance company|insurer|broker|agent)\b/i.test(line) ||
    new RegExp(`\\b(?:we|${config.siteName})(?: (?:are|is|get|gets|may|can|will|be|also))+ paid\\b`, 'i').test(line) ||
    (/\b(?:we|us|our)\b/i.test(line) && /\bpaid (?:[\w-]+ ){0,3}by\b/i.test(line));

  it.each(['/privacy', '/terms', '/advertiser-disclosure', '/editorial-standards', '/articles/comparing-insurance-quotes'])(
    '%s says it in those words',
    (pagePath) => {
      expect(text(page(pagePath))).toContain(sentence);
    },
  );

  it('no page says it another way (not an insurer, broker or agent; we are paid; paid … by)', () => {
    // Headings ("How We Are Paid") name a topic; the sentences under them are the claims.
    const claims = (built: ReadingPage) => sentences({ ...built, html: built.html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/g, '') });
    for (const [pagePath, built] of Object.entries(content.pages))
      for (const line of claims(built)) if (saysWhoPaysUs(line)) expect(line, pagePath).toContain(sentence);
  });

  it('the guard knows the variants it is there to catch', () => {
    for (const variant of [
      'We are paid referral fees by insurance companies, agents and brokers.',
      'We are paid by the companies we send visitors to.',
      'We are paid referral fees: we may be paid when you follow a link.',
      'We collected it to be paid referral fees by partners.',
      'QuoteOwl is not an insurer.',
      'We are not an insurance company or agent.',
    ])
      expect(saysWhoPaysUs(variant), variant).toBe(true);
    for (const other of [
      'The insurer wants to be paid before it starts covering you.',
      'Keep it until the car is paid off.',
      'We are not paid based on whether you buy a policy.',
    ])
      expect(saysWhoPaysUs(other), other).toBe(false);
  });
});

describe('privacy choices that work', () => {
  const privacy = () => text(page('/privacy'));

  it('describes Global Privacy Control as honoured, and what an opt-out withholds', () => {
    expect(privacy()).not.toMatch(/do not yet read Global Privacy Control/i);
    expect(privacy()).toMatch(/treat a Global Privacy Control signal from your browser as a valid request to opt out/);
    expect(privacy()).toMatch(/leaves? out your ad click id and the last four digits of a ZIP\+4/);
    expect(privacy()).toMatch(/tells? the partner (?:that )?you opted out/);
    expect(privacy()).toMatch(/Your 5-digit ZIP code still goes to the partner you continue to, because you ask us to send you there with it/);
  });

  it('describes the choices page and its one cookie, and says no cookies otherwise', () => {
    expect(page('/privacy').html).toContain('href="/privacy-choices"');
    expect(privacy()).toMatch(/one first-party cookie, qo_opt_out/);
    expect(privacy()).not.toMatch(/\bset no cookies\.(?!\S)/);
    for (const line of sentences(page('/privacy'))) if (/set no cookies/.test(line)) expect(line).toMatch(/unless you opt out/);
  });

  it('has the notice at collection the ZIP buttons link to, the timelines and a log retention period', () => {
    expect(page('/privacy').html).toContain('id="notice-at-collection"');
    expect(privacy()).toMatch(/within 10 business days/);
    expect(privacy()).toMatch(/within 15 business days/);
    expect(privacy()).toMatch(/logs are kept for no more than 30 days/);
    // What is in front of the server logs full addresses; docs/operations.md, Logs, sets their retention to match.
    expect(privacy()).toMatch(
      /load balancers in front of our server keep their own access logs, which hold full IP addresses and full web addresses, including any ad click id in the address you arrived at and a ZIP code our form sent back for you to correct; those are kept for no more than 30 days too/,
    );
    // No sentence may say the ZIP code, the click id or the full IP address is not kept at all, while those logs keep them: a promise the logs break.
    expect(privacy()).not.toMatch(/We do not keep your ZIP code|not written to our logs|IP address is kept only in memory|used in full only in memory/);
    const paragraphs = text(page('/privacy')).split('\n');
    expect(paragraphs.filter((paragraph) => /\b(?:does not|do not) store (?:it|your ZIP code)\b/.test(paragraph))).toHaveLength(3);
    for (const paragraph of paragraphs) if (/\b(?:does not|do not) store (?:it|your ZIP code)\b/.test(paragraph)) expect(paragraph).toMatch(/access logs/);
    expect(privacy()).toMatch(/content delivery network/);
  });

  it('names everything the hand-off beacon carries (server/routes/hand-off-events.ts): form, outcome, partner and state, never the ZIP code', () => {
    const counting = text(page('/privacy'))
      .split('\n')
      .find((paragraph) => paragraph.trim().startsWith('Hand-off counting.'));
    expect(counting).toMatch(
      /the id of the form you used, the outcome \(for example, [^)]*\), the partner it sent you to, if any, and the state your ZIP code is in/,
    );
    expect(counting).toMatch(/The beacon never contains your ZIP code\./);
  });

  it('says the request id is random unless the request arrived with one, which is kept (server/http/exchange.ts)', () => {
    const said = sentences(page('/privacy')).filter((s) => /\brequest id\b/i.test(s));
    expect(said).not.toHaveLength(0);
    for (const line of said) if (/\brandom\b/i.test(line)) expect(line).toMatch(/\bunless\b[^.]*X-Request-Id/);
    expect(text(page('/privacy'))).toMatch(/we keep that one/);
  });

  it('links every contact email as mailto', () => {
    for (const pagePath of ALL_LEGAL) {
      const html = page(pagePath).html;
      const emails = html.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
      for (const email of new Set(emails)) expect(html, `${pagePath}: ${email}`).toContain(`href="mailto:${email}"`);
    }
  });
});
