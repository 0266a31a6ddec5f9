import { NOTICE_AT_COLLECTION_HREF, PRIVACY_CHOICES_PATH } from './privacy-choice.js';

/**
 * The words of every ZIP form, in one message object: the field, the button, the spec's
 * consent line and the notice under it. A catalogue for another language has the same type,
 * key for key (decision 041): shared/messages/islands-es.ts. Code that both languages' bundles
 * share (the ZIP form) imports only types from here: a bundle carries a whole module, and these
 * are the English words (tests/http/bundles.test.ts).
 *
 * The notice is two short lines. The first says that submitting is agreeing to the Terms of
 * Use, arbitration included (content/legal/terms.md, "How you agree"; the Get Started button
 * is an electronic signature there). The second says what the hand-off passes on (decision
 * 026): the ZIP code goes with the visitor to the partner, which pays us; the ad click id and a
 * ZIP+4's last four digits go too unless the visitor opted out. Everything else the law asks
 * for (that passing those may be a sale or sharing, the categories, the rights) sits behind
 * its links: the Terms, the privacy policy's notice at collection and the choices page.
 */

/** A piece of a notice line: plain words, or a link to one of our own pages. */
type NoticePart = string | { text: string; href: string };
export type NoticeLine = readonly NoticePart[];

/**
 * Why a browser is opted out of sale and sharing, as the ZIP form says it: its Global Privacy
 * Control signal, or the choice the visitor made on /privacy-choices (the opt-out cookie).
 */
export type OptOutSource = 'signal' | 'choice';

export type ZipFormWords = {
  fieldLabel: string;
  placeholder: string;
  submit: string;
  /** The product spec's consent line, word for word. */
  consent: string;
  /** Line one: submitting is agreeing to the Terms. */
  terms: NoticeLine;
  /** Line two for a browser that has not opted out. */
  handOff: NoticeLine;
  /** Line two instead, for a browser that opted out, said for what opted it out. */
  optedOut: Readonly<Record<OptOutSource, NoticeLine>>;
};

const termsLink = { text: 'Terms of Use', href: '/terms' };
const noticeLink = { text: 'notice at collection', href: NOTICE_AT_COLLECTION_HREF };
const choicesLink = { text: 'your privacy choices', href: PRIVACY_CHOICES_PATH };

/** What an opted-out hand-off still sends and what it leaves out: the same whatever opted the browser out. */
const optedOutEffect: NoticeLine = [
  'your 5-digit ZIP code alone goes to our partner, which pays us; your ad click ID and the last four digits of a ZIP+4 are left out, and our partner is told you opted out (',
  noticeLink,
  ', ',
  choicesLink,
  ').',
];

export const ZIP_FORM_WORDS: ZipFormWords = {
  fieldLabel: 'ZIP code',
  placeholder: 'Enter ZIP code',
  submit: 'Get Started',
  consent: 'I agree to submit my details in order to get quotes from auto insurance companies',
  terms: ['By clicking Get Started, you agree to our ', termsLink, ', arbitration included.'],
  handOff: [
    'Your ZIP code goes with you to our partner, which pays us; any ad click ID and the last four digits of a ZIP+4 go too unless you opt out (',
    noticeLink,
    ', ',
    choicesLink,
    ').',
  ],
  optedOut: {
    signal: ['Global Privacy Control honoured: ', ...optedOutEffect],
    choice: ['Opted out in this browser: ', ...optedOutEffect],
  },
};

/** A notice line as plain text, links flattened. */
export const noticeText = (line: NoticeLine): string => line.map((part) => (typeof part === 'string' ? part : part.text)).join('');
