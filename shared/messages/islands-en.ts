/**
 * The English words of the islands: everything the browser's interactive parts say (the ZIP
 * forms, their notices and toasts, the menus, the toaster, the home widgets). Only the English
 * browser entries import this file, so no Spanish word ships in their bundles, and the reverse
 * (shared/messages/islands-es.ts, held to this shape by its type and by tests/unit/messages.test.ts).
 */

/** A piece of a notice: plain words, or a link to one of our own pages (a path of the notice's language). */
export type NoticePart = string | { text: string; href: string };

export const ISLANDS_EN = {
  /** The language these words are in: the hand-off picks the partner's funnel of that language where it has one. */
  lang: 'en' as 'en' | 'es',
  zip: {
    messages: {
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
    },
    /** The spec's consent line. */
    consent: 'I agree to submit my details in order to get quotes from auto insurance companies',
    /**
     * What the Terms of Use say ("How you agree"): submitting a ZIP code is agreeing to the
     * Terms, arbitration included, and the Get Started button is an electronic signature.
     */
    termsNotice: [
      'By clicking Get Started to submit your ZIP code, you agree to our ',
      { text: 'Terms of Use', href: '/terms' },
      ', including its arbitration agreement, and acknowledge our ',
      { text: 'Privacy Policy', href: '/privacy' },
      '.',
    ] as NoticePart[],
    /**
     * What a hand-off passes on, as the privacy policy says it (decision 026), linking the notice
     * at collection and the page where a visitor opts out.
     */
    handOffNotice: [
      'Your ZIP code goes with you to the partner, which pays us for the referral. Any ad click ID and the last four digits of a ZIP+4 go too unless you opt out, which may be a sale or sharing of personal information under some state laws: see our ',
      { text: 'notice at collection', href: '/privacy#notice-at-collection' },
      ' and ',
      { text: 'your privacy choices', href: '/privacy-choices' },
      '.',
    ] as NoticePart[],
    /** Said under the button of a page whose language the partner's form may not speak; '' where it always does. */
    partnerLanguageNotice: '',
    /** Shown by every ZIP button when the browser opted out (Global Privacy Control, or the opt-out cookie). */
    optOutHonoured:
      'Opt-out preference signal detected and honoured: your ad click ID and the last four digits of a ZIP+4 are left out, your 5-digit ZIP code alone goes with you, and our partner is told you opted out of sale and sharing.',
    fieldLabel: 'ZIP code',
    placeholder: 'Enter ZIP code',
    button: 'Get Started',
  },
  toaster: {
    region: 'Notifications (Alt+T)',
    dismiss: 'Dismiss notification',
  },
  nav: {
    label: 'Main',
  },
  topics: {
    list: 'Topics',
    readGuide: 'Read the full guide',
  },
  brands: {
    grid: 'Insurance brands',
    hint: 'Choose a brand above to read a short description.',
  },
  samples: {
    list: 'Sample quotes',
    perMonth: '/mo',
    coverage: { 'Full Coverage': 'Full Coverage', Premium: 'Premium', Basic: 'Basic', Minimum: 'Minimum' },
  },
};

export type IslandMessages = typeof ISLANDS_EN;

/** A notice as plain text, links flattened. */
export function noticeText(notice: readonly NoticePart[]): string {
  return notice.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
