import { EN } from '../../../shared/messages/en.js';
import type { FailureCode } from '../failure-codes.js';
import { DIRECTED_DISCLOSURE, callsZipCodeASale, unsaidOptOutChanges } from './privacy-words.js';
import type { EditorialRule } from './rule.js';
import { blocksOf, sentencesOf, type EditorialInput, type Finding, type PageWords } from './words.js';
import { MONTH_NAMES, monthNumber } from '../month-names.js';

/**
 * The legal pages agree with each other, with the referral business (partners pay us when we
 * send them visitors) and with what the code does: the ZIP code passed in the hand-off at the
 * visitor's direction, the ad click id and a ZIP+4's last four digits only without an opt-out
 * (decision 026); the full IP address used in memory for the state; logs that keep a truncated
 * network, and access logs in front that keep more for 30 days; this site never calls or texts
 * anyone. Each requirement guards one contradiction a compliance review found in earlier
 * versions of these pages. Read on the English pages, which the Spanish twins translate
 * (decision 068).
 */

const PRIVACY = '/privacy';
const TERMS = '/terms';
const MAIN = [PRIVACY, TERMS, '/advertiser-disclosure'];
const ALL_LEGAL = [...MAIN, '/editorial-standards'];

/** The footer link's own words are a name, not a claim. */
const DO_NOT_SELL_LINK_TEXT = /Do Not Sell (?:or|and) Share My Personal Information/gi;
/** Not "we do not sell insurance" (true: we are not an insurer). */
const NOT_GOODS = String.raw`(?!\s+(?:insurance|policies|products|coverage)\b)`;
/** A denial of selling information; not "we do not knowingly sell … of minors under 18" (a separate, true promise). */
const DENIES_SALE = new RegExp(
  String.raw`\b(?:not|never)\s+(?:been\s+)?(?:sold|sell)\b${NOT_GOODS}|\b(?:do|does|did|will|would)\s+not\s+(?!knowingly\b)(?:\w+ly\s+)?sell\b${NOT_GOODS}|\b(?:don't|doesn't|won't)\s+sell\b${NOT_GOODS}|\bnever\s+sells?\b${NOT_GOODS}`,
  'i',
);
const SENDER_IS_US = [
  /\b(?:calls?|text(?:s| messages?)?|marketing)\b[^.]*\bfrom us\b/i,
  /\bfrom us\b[^.]*\b(?:calls?|text(?:s| messages?)?)\b/i,
  /\bwe (?:may |will |might |can )?(?:call|text)(?:s)? you\b/i,
  /\bopting out with us\b/i,
];
const KEYWORDS = ['UNSUBSCRIBE', 'STOP', 'OPT-OUT'];
const OTHER_KEYWORDS = /\b(?:CANCEL|END|QUIT|STOPALL|STOP ALL|REMOVE|OPTOUT|OPT OUT|REVOKE)\b/;

/**
 * A sentence that says who pays us or what we are not, in any words: "not an insurer", "we are
 * paid", "paid referral fees by …". Not "we are not paid based on whether you buy", another fact.
 */
export function saysWhoPaysUs(line: string, siteName: string): boolean {
  return (
    /\bnot an? (?:insurance company|insurer|broker|agent)\b/i.test(line) ||
    new RegExp(`\\b(?:we|${siteName})(?: (?:are|is|get|gets|may|can|will|be|also))+ paid\\b`, 'i').test(line) ||
    (/\b(?:we|us|our)\b/i.test(line) && /\bpaid (?:[\w-]+ ){0,3}by\b/i.test(line))
  );
}

/** What one legal page must say or must not: the page, why, and the finding's words when it fails. */
type Requirement = (page: (pagePath: string) => PageWords | undefined, input: EditorialInput) => Finding[];

/** The page must say what `pattern` matches (in its text, one block a line). */
const says =
  (pages: string[], pattern: RegExp, what: string): Requirement =>
  (page) =>
    pages.flatMap((pagePath) => {
      const words = page(pagePath);
      return words && !pattern.test(words.text) ? [{ file: words.file, message: `must say ${what}` }] : [];
    });
/** No sentence of the pages may match `refused`. */
const neverSays =
  (pages: string[], refused: (sentence: string) => boolean, what: string): Requirement =>
  (page) =>
    pages.flatMap((pagePath) => {
      const words = page(pagePath);
      return (words?.sentences ?? [])
        .filter(refused)
        .map((sentence) => ({ file: words!.file, excerpt: sentence.slice(0, 60), message: `"${sentence}": ${what}` }));
    });
/** Some sentence of each page must match `wanted`. */
const someSentence =
  (pages: string[], wanted: (sentence: string) => boolean, what: string): Requirement =>
  (page) =>
    pages.flatMap((pagePath) => {
      const words = page(pagePath);
      return words && !words.sentences.some(wanted) ? [{ file: words.file, message: `must have a sentence that ${what}` }] : [];
    });

const SALE: Requirement[] = [
  neverSays(
    ALL_LEGAL,
    (sentence) => DENIES_SALE.test(sentence.replace(DO_NOT_SELL_LINK_TEXT, '')),
    'denies selling, which contradicts being paid per referral',
  ),
  neverSays(ALL_LEGAL, callsZipCodeASale, 'calls passing the ZIP code itself a sale: the visitor directs that disclosure'),
  someSentence(
    MAIN,
    (s) => DIRECTED_DISCLOSURE.test(s) && /\b(?:ZIP code|ask|send you|partner)\b/i.test(s),
    'calls the hand-off of the ZIP code a disclosure the visitor directs',
  ),
  someSentence(
    [PRIVACY],
    (s) => /\bclick id\b/i.test(s) && /last four digits of a ZIP\+4/.test(s) && /\bsale\b/i.test(s) && /\b(?:pays?|paid|referral fees?)\b/i.test(s),
    'names the click id, the ZIP+4 digits, payment and "sale" together',
  ),
  says(
    [PRIVACY],
    /categories of personal information involved are identifiers \(the ad click id\) and geolocation data \(the last four digits of a ZIP\+4\)/,
    'which categories are sold or shared: the ad click id and a ZIP+4’s last four digits',
  ),
  (page) =>
    MAIN.flatMap((pagePath) => {
      const words = page(pagePath);
      const unsaid = words ? unsaidOptOutChanges(words.text) : [];
      return unsaid.length > 0 ? [{ file: words!.file, message: `must say what an opt-out changes: ${unsaid.join(', ')}` }] : [];
    }),
  someSentence(
    [PRIVACY],
    (s) => /5-digit ZIP code still goes/.test(s) && /\bbecause\b/.test(s) && /\b(?:ask|asked)\b/.test(s),
    'says why the 5-digit ZIP code still goes after an opt-out',
  ),
  says([PRIVACY], /CCPA|California Consumer Privacy Act/, 'the CCPA'),
  says([PRIVACY], /CPRA|California Privacy Rights Act/, 'the CPRA'),
  someSentence(
    [PRIVACY],
    (s) => /click id/i.test(s) && /\bshar(?:e|ing)\b/i.test(s) && /cross-context behavioral advertising/i.test(s),
    'explains sharing for cross-context behavioral advertising and the click id',
  ),
  ...['gclid', 'msclkid', 'fbclid'].map((id) => says([PRIVACY], new RegExp(id), id)),
  (page, input) =>
    MAIN.flatMap((pagePath) => {
      const words = page(pagePath);
      return words && !words.page.html.includes(`href="${input.privacyRightsUrl('en')}"`)
        ? [{ file: words.file, message: 'must link the Do Not Sell or Share page ({{privacyRightsUrl}})' }]
        : [];
    }),
  someSentence(MAIN, (s) => /opt out/i.test(s) && /\bsale\b|\bsell/i.test(s), 'is about opting out of sale or sharing'),
];

const CALLS: Requirement[] = [
  neverSays(ALL_LEGAL, (sentence) => SENDER_IS_US.some((pattern) => pattern.test(sentence)), 'names this site as a caller or texter'),
  says(
    [PRIVACY, TERMS],
    /\b(?:we|QuoteOwl|this site)\b(?: itself)? (?:does|do) not (?:ever )?call(?:,| or) text/i,
    'that this site itself does not call or text',
  ),
  neverSays(
    [TERMS],
    (s) => /\byou agree\b|\byou consent\b/i.test(s) && /\b(?:calls?|text messages?|texts?|contact you)\b/i.test(s) && !/\bSTOP\b/.test(s),
    "creates a consent to calls or texts: the partner's own form decides that",
  ),
  says([TERMS], /does not give anyone permission to call or text you/, 'that the terms give no one permission to call or text'),
  says([TERMS], /binding individual arbitration/, 'binding individual arbitration'),
  someSentence(
    [PRIVACY],
    (s) => /\bagree/i.test(s) && /\b(?:calls?|text messages?|texts?)\b/i.test(s) && !/\bSTOP\b/.test(s),
    'is an agreement to calls or texts, naming who calls',
  ),
  neverSays(
    [PRIVACY],
    (s) => /\bagree/i.test(s) && /\b(?:calls?|text messages?|texts?)\b/i.test(s) && !/\bSTOP\b/.test(s) && !/Service Providers?|partners?/i.test(s),
    'an agreement to calls or texts names the partners or Service Providers as the caller',
  ),
];

const WHAT_THE_CODE_DOES: Requirement[] = [
  neverSays(
    [PRIVACY],
    (s) =>
      /\b(?:truncated|shortened|shorten|partial|masked)\b/i.test(s) &&
      /\bIP\b|network/i.test(s) &&
      /\b(?:state|region|location|geolocation|where you are)\b/i.test(s),
    'says a truncated IP address finds the region: the full address does, in memory',
  ),
  someSentence([PRIVACY], (s) => /full IP address/i.test(s) && /\bstate\b/i.test(s), 'names the full IP address and the state'),
  says([PRIVACY], /\bmemory\b/i, 'that the full address is used in memory'),
  says([PRIVACY], /not sent to (?:any|an) (?:outside |third-party |external )?geolocation service/i, 'that the address is not sent to a geolocation service'),
  says([PRIVACY], /\/24/, 'the /24 kept of an IPv4 address'),
  says([PRIVACY], /\/48/, 'the /48 kept of an IPv6 address'),
  ...[
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
  ].map((item) => says([PRIVACY], item, `what the partner forms collect: ${item.source}`)),
  says([PRIVACY], /quote forms? we send you to/i, 'that the quote forms we send you to collect it'),
  someSentence(
    [PRIVACY],
    (s) => /partner/i.test(s) && /own privacy polic/i.test(s) && /collect/i.test(s),
    "names the partners' own privacy policies for what they collect",
  ),
  neverSays(
    [TERMS],
    (s) => /\bby (?:visiting|browsing|accessing|viewing)\b[^.]*\byou agree\b/i.test(s),
    'binds mere browsing to the agreement (arbitration needs an act of agreement)',
  ),
  says([TERMS], /submit(?:ting)? a ZIP code/i, 'that submitting a ZIP code is the act of agreement'),
  neverSays([PRIVACY], (s) => /do not yet read Global Privacy Control/i.test(s), 'says Global Privacy Control is not read: it is honoured'),
  says(
    [PRIVACY],
    /treat a Global Privacy Control signal from your browser as a valid request to opt out/,
    'that a Global Privacy Control signal is an opt-out',
  ),
  says([PRIVACY], /leaves? out your ad click id and the last four digits of a ZIP\+4/, 'that an opt-out leaves out the click id and the ZIP+4 digits'),
  says([PRIVACY], /tells? the partner (?:that )?you opted out/, 'that the partner is told of an opt-out'),
  says(
    [PRIVACY],
    /Your 5-digit ZIP code still goes to the partner you continue to, because you ask us to send you there with it/,
    'why the 5-digit ZIP code still goes',
  ),
  (page) => {
    const words = page(PRIVACY);
    return words && !words.page.html.includes('href="/privacy-choices"') ? [{ file: words.file, message: 'must link /privacy-choices' }] : [];
  },
  says([PRIVACY], /one first-party cookie, qo_opt_out/, 'the one cookie, qo_opt_out'),
  neverSays([PRIVACY], (s) => /set no cookies/.test(s) && !/unless you opt out/.test(s), 'says no cookies are set, but an opt-out sets one'),
  (page) => {
    const words = page(PRIVACY);
    return words && !words.page.html.includes('id="notice-at-collection"')
      ? [{ file: words.file, message: 'must keep the notice at collection (#notice-at-collection) the ZIP buttons link to' }]
      : [];
  },
  says([PRIVACY], /within 10 business days/, 'the 10 business days to confirm a request'),
  says([PRIVACY], /within 15 business days/, 'the 15 business days to act on an opt-out'),
  says([PRIVACY], /logs are kept for no more than 30 days/, 'that logs are kept for no more than 30 days'),
  says(
    [PRIVACY],
    /load balancers in front of our server keep their own access logs, which hold full IP addresses and full web addresses, including any ad click id in the address you arrived at and a ZIP code our form sent back for you to correct; those are kept for no more than 30 days too/,
    'what the access logs in front of the server keep, and for how long',
  ),
  neverSays(
    [PRIVACY],
    (s) => /We do not keep your ZIP code|not written to our logs|IP address is kept only in memory|used in full only in memory/.test(s),
    'says the ZIP code, the click id or the full IP address is not kept at all, while the access logs keep them',
  ),
  (page) => {
    const words = page(PRIVACY);
    if (!words) return [];
    const storing = words.text.split('\n').filter((paragraph) => /\b(?:does not|do not) store (?:it|your ZIP code)\b/.test(paragraph));
    const findings: Finding[] = storing
      .filter((paragraph) => !/access logs/.test(paragraph))
      .map((paragraph) => ({
        file: words.file,
        excerpt: paragraph.trim().slice(0, 60),
        message: `"${paragraph.trim()}": a paragraph that says the ZIP code is not stored names the access logs that do`,
      }));
    if (storing.length !== 3)
      findings.push({
        file: words.file,
        message: `says in ${storing.length} paragraphs, not 3, that it does not store the ZIP code (the notice, the hand-off and the logs)`,
      });
    return findings;
  },
  says([PRIVACY], /content delivery network/, 'the content delivery network'),
  (page) => {
    const words = page(PRIVACY);
    if (!words) return [];
    const counting = words.text.split('\n').find((paragraph) => paragraph.trim().startsWith('Hand-off counting.')) ?? '';
    const findings: Finding[] = [];
    if (
      !/the id of the form you used, the outcome \(for example, [^)]*\), the partner it sent you to, if any, and the state your ZIP code is in/.test(counting)
    )
      findings.push({
        file: words.file,
        message: 'the "Hand-off counting." paragraph names everything the beacon carries: the form, the outcome, the partner and the state',
      });
    if (!/The beacon never contains your ZIP code\./.test(counting))
      findings.push({ file: words.file, message: 'the "Hand-off counting." paragraph says the beacon never contains the ZIP code' });
    return findings;
  },
  (page) => {
    const words = page(PRIVACY);
    if (!words) return [];
    const said = words.sentences.filter((s) => /\brequest id\b/i.test(s));
    const findings: Finding[] = said
      .filter((line) => /\brandom\b/i.test(line) && !/\bunless\b[^.]*X-Request-Id/.test(line))
      .map((line) => ({
        file: words.file,
        excerpt: line.slice(0, 60),
        message: `"${line}": the request id is random unless the request arrived with one (X-Request-Id)`,
      }));
    if (said.length === 0) findings.push({ file: words.file, message: 'must say what the request id is' });
    if (!/we keep that one/.test(words.text)) findings.push({ file: words.file, message: 'must say a request id that arrives is kept ("we keep that one")' });
    return findings;
  },
  (page) =>
    ALL_LEGAL.flatMap((pagePath) => {
      const words = page(pagePath);
      if (!words) return [];
      const emails = new Set(words.page.html.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []);
      return [...emails]
        .filter((email) => !words.page.html.includes(`href="mailto:${email}"`))
        .map((email) => ({ file: words.file, message: `${email} is linked as mailto:` }));
    }),
];

const DATES: Requirement[] = [
  (page, input) =>
    ALL_LEGAL.flatMap((pagePath) => {
      const words = page(pagePath);
      if (!words) return [];
      const match = words.text.slice(0, 400).match(new RegExp(`Effective date: (${MONTH_NAMES.en.join('|')}) (\\d{1,2}), (\\d{4})`));
      if (!match) return [{ file: words.file, message: 'must show "Effective date: Month D, YYYY" near the top' }];
      const iso = `${match[3]!}-${String(monthNumber('en', match[1]!)).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
      if (iso > input.today) return [{ file: words.file, excerpt: match[0], message: `effective ${iso} is after today (${input.today})` }];
      if (iso < words.page.published)
        return [{ file: words.file, excerpt: match[0], message: `effective ${iso} is before the page was published (${words.page.published})` }];
      return [];
    }),
];

const KEYWORD_RULES: Requirement[] = [
  (page) =>
    ALL_LEGAL.flatMap((pagePath) => {
      const words = page(pagePath);
      if (!words) return [];
      const mentioned = KEYWORDS.filter((word) => new RegExp(`(?<![\\w-])${word}(?![\\w-])`).test(words.text));
      const findings: Finding[] = [];
      const other = OTHER_KEYWORDS.exec(words.text);
      if (other)
        findings.push({ file: words.file, excerpt: other[0], message: `"${other[0]}" is no opt-out keyword: UNSUBSCRIBE by email, STOP or OPT-OUT by text` });
      const needed = MAIN.includes(pagePath) ? [KEYWORDS.length] : [0, KEYWORDS.length];
      if (!needed.includes(mentioned.length))
        findings.push({
          file: words.file,
          message: `names ${mentioned.join(', ') || 'no keyword'}: ${MAIN.includes(pagePath) ? 'all three' : 'none or all three'} of UNSUBSCRIBE, STOP and OPT-OUT`,
        });
      for (const sentence of words.sentences) {
        if (/\bUNSUBSCRIBE\b/.test(sentence) && !/email/i.test(sentence))
          findings.push({ file: words.file, excerpt: 'UNSUBSCRIBE', message: `"${sentence}": UNSUBSCRIBE is by email` });
        if (/(?<![\w-])(?:STOP|OPT-OUT)(?![\w-])/.test(sentence) && !/\btext/i.test(sentence))
          findings.push({ file: words.file, message: `"${sentence}": STOP and OPT-OUT are by text` });
      }
      return findings;
    }),
];

const WHO_PAYS_US: Requirement[] = [
  (page, input) => {
    const sentence = EN.paymentSentence(input.siteName);
    return [PRIVACY, TERMS, '/advertiser-disclosure', '/editorial-standards', '/articles/comparing-insurance-quotes'].flatMap((pagePath) => {
      const words = page(pagePath);
      return words && !words.text.includes(sentence) ? [{ file: words.file, message: 'must say who pays us in the shared words: {{paymentSentence}}' }] : [];
    });
  },
  (_page, input) => {
    const sentence = EN.paymentSentence(input.siteName);
    // Headings ("How We Are Paid") name a topic; the sentences under them are the claims.
    return input.pages('en').flatMap((words) =>
      sentencesOf(blocksOf(words.page.html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1>/g, '')))
        .filter((line) => saysWhoPaysUs(line, input.siteName) && !line.includes(sentence))
        .map((line) => ({ file: words.file, excerpt: line.slice(0, 60), message: `"${line}": say who pays us only with {{paymentSentence}}` })),
    );
  },
  (page, input) => {
    const words = page('/advertiser-disclosure');
    return words && !words.text.includes(EN.licensingStatement(input.siteName))
      ? [{ file: words.file, message: 'must say we are not a licensed insurance producer in the shared words: {{licensingStatement}}' }]
      : [];
  },
];

const legalRule = (code: FailureCode, requirements: Requirement[]): EditorialRule => ({
  code,
  check: (input) => {
    const byPath = new Map(input.pages('en').map((words) => [words.route.path, words]));
    return requirements.flatMap((requirement) => requirement((pagePath) => byPath.get(pagePath), input));
  },
});

export const LEGAL_RULES: readonly EditorialRule[] = [
  legalRule('QO-LEGAL-001', SALE),
  legalRule('QO-LEGAL-002', CALLS),
  legalRule('QO-LEGAL-003', WHAT_THE_CODE_DOES),
  legalRule('QO-LEGAL-004', DATES),
  legalRule('QO-LEGAL-005', KEYWORD_RULES),
  legalRule('QO-PAY-001', WHO_PAYS_US),
];
