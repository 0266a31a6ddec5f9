import { NOTICE_AT_COLLECTION_HREF, PRIVACY_CHOICES_PATH } from './privacy-choice.js';
/** The ZIP rules of spec section 5, used by the browser and by POST /zip alike. */

export const ZIP_MAX_LENGTH = 10;

/** Five digits, or five digits + hyphen + four digits. */
const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

export const ZIP_MESSAGES = {
  required: {
    title: 'ZIP Code Required',
    description: 'Please enter your ZIP code to continue.',
  },
  invalid: {
    title: 'Invalid ZIP Code',
    description: 'Please enter a valid US ZIP code.',
  },
  // A real ZIP of a territory, military mail or a freely associated state (shared/zip-region.ts).
  outside: {
    title: 'Outside the 50 States and DC',
    description:
      'We compare quotes for the 50 states and DC. That ZIP code is in a US territory, a military (APO, FPO or DPO) address or a freely associated state.',
  },
  // A state no partner in the routes serves (shared/partner-routes.ts).
  unserved: {
    title: 'No Partner in Your State Yet',
    description: 'None of our quote partners serves the state of that ZIP code yet, so we cannot send you on to compare quotes.',
  },
} as const;

export type ZipError = keyof typeof ZIP_MESSAGES;

export type ZipCheck = { ok: true; zip: string } | { ok: false; error: ZipError };

export const CONSENT_LINE = 'I agree to submit my details in order to get quotes from auto insurance companies';

/** A piece of the terms notice: plain words, or a link to one of our own pages. */
export type NoticePart = string | { text: string; href: string };

/**
 * The notice shown by every ZIP form, next to the consent line. It says what the Terms of Use
 * (content/legal/terms.md, "How you agree") say: submitting a ZIP code is agreeing to the
 * Terms, arbitration included, and the Get Started button is an electronic signature.
 */
export const TERMS_NOTICE: readonly NoticePart[] = [
  'By clicking Get Started to submit your ZIP code, you agree to our ',
  { text: 'Terms of Use', href: '/terms' },
  ', including its arbitration agreement, and acknowledge our ',
  { text: 'Privacy Policy', href: '/privacy' },
  '.',
];

/** A notice as plain text, links flattened. */
const plainText = (notice: readonly NoticePart[]) => notice.map((part) => (typeof part === 'string' ? part : part.text)).join('');

export const TERMS_NOTICE_TEXT = plainText(TERMS_NOTICE);

/**
 * What a hand-off passes on, said by every ZIP button, as the privacy policy says it (decision
 * 026): the ZIP code goes to the partner because the visitor asks to be sent there with it; the
 * click id and a ZIP+4's last four digits are more than that request needs, so, the partner
 * paying us, they may be a sale or sharing, and an opt-out withholds them
 * (shared/privacy-choice.ts). It links the notice at collection and the page where a visitor
 * opts out.
 */
export const HAND_OFF_NOTICE: readonly NoticePart[] = [
  'Your ZIP code goes with you to the partner, which pays us for the referral. Any ad click ID and the last four digits of a ZIP+4 go too unless you opt out, which may be a sale or sharing of personal information under some state laws: see our ',
  { text: 'notice at collection', href: NOTICE_AT_COLLECTION_HREF },
  ' and ',
  { text: 'your privacy choices', href: PRIVACY_CHOICES_PATH },
  '.',
];
export const HAND_OFF_NOTICE_TEXT = plainText(HAND_OFF_NOTICE);

/** Shown by every ZIP button when the browser opted out (Global Privacy Control, or the opt-out cookie): it was honoured. */
export const OPT_OUT_HONOURED =
  'Opt-out preference signal detected and honoured: your ad click ID and the last four digits of a ZIP+4 are left out, your 5-digit ZIP code alone goes with you, and our partner is told you opted out of sale and sharing.';

/** Trim first; empty is "required"; anything not matching the pattern is "invalid". */
export function checkZip(raw: string): ZipCheck {
  const zip = raw.trim();
  if (zip === '') return { ok: false, error: 'required' };
  if (!ZIP_PATTERN.test(zip)) return { ok: false, error: 'invalid' };
  return { ok: true, zip };
}

export function isZipError(value: unknown): value is ZipError {
  return typeof value === 'string' && Object.hasOwn(ZIP_MESSAGES, value);
}

/**
 * A failed no-JavaScript post comes back to its page with these query parameters, so the
 * page can show the message next to the form and keep what was typed.
 */
export const ZIP_FEEDBACK_PARAMS = { error: 'zip_error', form: 'zip_form', value: 'zip_value' } as const;
/** Where the browser reports a hand-off it made by itself (form id and outcome, never the ZIP). */
export const HAND_OFF_BEACON_PATH = '/events/hand-off';

export const FORM_ID_PATTERN = /^[a-z][a-z0-9-]{0,23}$/;
