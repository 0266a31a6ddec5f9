import { ISLANDS_EN, type NoticePart } from './islands-en.js';
import { INSURERS_EN } from './insurers-en.js';
import { RECORDS_EN } from './records-en.js';
import { SITUATIONS_EN } from './situations-en.js';
import { STATE_EN } from './state-en.js';

/**
 * The English interface words of the server-rendered frame and pages, and the islands' words
 * (islands-en.ts, kept apart so the browser bundles carry only those). Spanish: es.ts, typed
 * against this shape, so a missing key fails the type-check and tests/unit/messages.test.ts
 * refuses a missing, extra or empty one. Content words (guides, YAML) live in content/.
 */
export const EN = {
  islands: ISLANDS_EN,
  /** The state pages, the state index and the price pages (state-en.ts). */
  state: STATE_EN,
  /** An insurer page's New York complaint record and its data sources entry (records-en.ts). */
  records: RECORDS_EN,
  /** The insurer pages and their index (insurers-en.ts). */
  insurers: INSURERS_EN,
  /** The driver-situation pages and each state's list of them (situations-en.ts). */
  situations: SITUATIONS_EN,
  /** og:locale. */
  locale: 'en_US',
  /** Who pays us and what we are not: one sentence, the same everywhere it is said ({{paymentSentence}} in content). */
  paymentSentence: (siteName: string) =>
    `${siteName} is not an insurance company, broker or agent: we are paid by the companies we send visitors to, which may affect which companies appear and in what order.`,
  /**
   * What we are not, in law: one statement, the same wherever it is said (the advertiser
   * disclosure through the {{licensingStatement}} token, and the top of every review).
   */
  licensingStatement: (siteName: string) =>
    `${siteName} is not a licensed insurance producer and does not sell insurance: nothing on this site is an offer to sell, or a solicitation to buy, insurance.`,
  layout: {
    skipLink: 'Skip to content',
    homeLink: (siteName: string) => `${siteName} home`,
    footerNav: 'Legal',
    statesLink: 'States',
    menus: { reviews: 'Reviews', articles: 'Articles' },
    doNotSell: 'Do not Sell Or Share My Personal Information',
    newTab: ' (opens in a new tab)',
    footerNote: (siteName: string, payment: string) =>
      `${siteName} is a free service that helps you compare car insurance quotes. ${payment} Not every insurer or product is listed.`,
    copyright: (year: number, siteName: string) => `© ${year} ${siteName}. For US residents only.`,
  },
  /** The language switch: the link to the twin page, named in the twin's own language. */
  languageSwitch: {
    label: 'Language',
    /** The other language's name, written in that language. */
    other: 'Español',
    otherLang: 'es-US',
  },
  breadcrumbs: {
    label: 'Breadcrumb',
    home: 'Home',
    sections: { guide: 'Guides', review: 'Insurers', legal: 'Legal' },
  },
  reading: {
    lastReviewed: 'Last reviewed',
    byline: (siteName: string) => `Reviewed by the ${siteName} editorial team`,
    editorialStandards: 'Editorial standards',
    dataSources: 'Data sources',
    onThisPage: 'On this page',
    backHome: 'Back to home',
    tableLabel: 'Table',
    /**
     * Each legal page's line on its twin in the other language, by the English page's path: the two
     * versions say the same and have the same force; neither is a translation the other overrides.
     * An English page says it only where it binds the reader (the terms); empty, it shows nothing.
     */
    twinNotice: {
      '/privacy': '',
      '/terms': 'The English and Spanish versions of these Terms have equal force.',
      '/advertiser-disclosure': '',
      '/editorial-standards': '',
    },
    twinLink: 'Read the Spanish version',
  },
  cta: {
    and: 'and',
  },
  /** The small pages of a request that reaches no page: a bad address, a method the address does not answer, a body that cannot be read. */
  smallPages: {
    badAddress: { title: 'Bad request', text: 'We could not read that address.' },
    badRequest: { title: 'Bad request', text: 'We could not read that request.' },
    tooLarge: { title: 'Request too large', text: 'We could not read that request.' },
    methodNotAllowed: { title: 'Method not allowed', text: 'This address does not accept that kind of request.' },
    notFound: { title: 'Not found', text: 'There is nothing at this address.' },
    unsupported: { title: 'Unsupported form', text: 'Please submit the ZIP form from our site.' },
  },
  notFound: {
    title: 'Page not found',
    heading: 'Oops! Page not found',
    description: 'This page does not exist.',
    returnHome: 'Return to Home',
  },
  error: {
    title: 'Unexpected Application Error!',
    description: 'Something went wrong.',
    text: 'Something went wrong on our side while building this page. Please try again in a moment.',
    reference: 'Reference:',
  },
  officialQuote: {
    /** Said beside an official English text on a page in another language. */
    originalLanguage: '',
    /** Read out before a word an amending act deletes (shown struck through). */
    deletedLabel: 'deleted:',
    deletedNote: 'Struck-through words are the ones the act deletes.',
  },
  home: {
    /** The hero's link to the visitor's state page; `where` is the state as it reads in a sentence. */
    stateLink: (where: string) => `What ${where} requires`,
    source: 'Source:',
  },
  /** A state's name as it reads in a sentence: "the District of Columbia", "Ohio". */
  inSentence: (code: string, name: string) => (code === 'DC' ? 'the District of Columbia' : name),
  privacyChoices: {
    description: 'Opt out of the sale and sharing of your personal information in this browser, or opt back in.',
    what: [
      "When you submit your ZIP code, you ask us to send you to a partner's quote form, and your ZIP code goes with you: a disclosure you direct, so that the partner can quote you for your area. The partner pays us for the referral. Unless you opt out, the link also carries the ad click ID your visit may carry and the last four digits of a ZIP+4. Your quotes do not need them, and because the partner pays us, some state laws may call passing them a sale or sharing of personal information (see our ",
      { text: 'notice at collection', href: '/privacy#notice-at-collection' },
      ').',
    ] as NoticePart[],
    effect:
      'If you opt out here, this browser gets one small cookie that records the choice, and nothing else. From then on, every ZIP code you submit from this browser leaves out your ad click ID and the last four digits of a ZIP+4, sends your 5-digit ZIP code only, and tells our partner that you opted out of sale and sharing, so that it neither sells nor shares what we passed. Your 5-digit ZIP code still goes with you, because being sent to the partner with it is what you ask for. A browser that sends Global Privacy Control gets the same treatment without the cookie.',
    thisBrowser: 'This browser',
    optedOut: 'This browser is opted out of the sale and sharing of your personal information.',
    signal: 'Your browser sends Global Privacy Control, so it is opted out of the sale and sharing of your personal information.',
    notOptedOut: 'This browser is not opted out.',
    optBackIn: 'Opt back in',
    optOut: 'Opt out of sale and sharing',
    everywhere:
      'The choice belongs to this browser: clearing its cookies clears it, and another browser or device has its own. To opt out everywhere, or to ask about information a partner already has, email',
    requestPage: 'or use our',
    requestPageLink: 'Do Not Sell or Share request page',
    next: ['; the ', { text: 'Privacy Policy', href: '/privacy' }, ' says what happens next.'] as NoticePart[],
  },
  glossary: {
    title: 'Glossary of Car Insurance Terms',
    description: 'Plain-language meanings of the car insurance words our guides use, from deductible to SR-22, with each term in Spanish.',
    intro: 'What the insurance words on our pages mean. Insurers do not always use them the same way, so check how your policy defines a term.',
    twinLabel: 'In Spanish:',
  },
};

/** The interface words' shape: what every language's catalogue must fill. */
export type Messages = typeof EN;
