import { ISLANDS_EN } from './islands-en.js';

/**
 * The English interface words of the server-rendered frame and pages, and the islands' words
 * (islands-en.ts, kept apart so the browser bundles carry only those). Spanish: es.ts, typed
 * against this shape, so a missing key fails the type-check and tests/unit/messages.test.ts
 * refuses a missing, extra or empty one. Content words (guides, YAML) live in content/.
 */
export const EN = {
  islands: ISLANDS_EN,
  /** og:locale. */
  locale: 'en_US',
  /** Who pays us and what we are not: one sentence, the same everywhere it is said ({{paymentSentence}} in content). */
  paymentSentence: (siteName: string) =>
    `${siteName} is not an insurance company, broker or agent: we are paid by the companies we send visitors to, which may affect which companies appear and in what order.`,
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
    sections: { guide: 'Guides', review: 'Reviews', legal: 'Legal' },
  },
  reading: {
    lastReviewed: 'Last reviewed',
    byline: (siteName: string) => `Reviewed by the ${siteName} editorial team`,
    editorialStandards: 'Editorial standards',
    dataSources: 'Data sources',
    onThisPage: 'On this page',
    backHome: 'Back to home',
    tableLabel: 'Table',
    /** Spanish legal pages say which version governs; English ones need no such line. */
    translationNotice: '',
    translationLink: '',
  },
  cta: {
    and: 'and',
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
    quotedFrom: 'Quoted from',
    checked: (date: string, by: string) => `, as checked on ${date} by ${by}`,
    /** Said beside an official English text on a page in another language. */
    originalLanguage: '',
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
