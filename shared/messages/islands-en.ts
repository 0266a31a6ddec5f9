/**
 * The English words of the islands: everything the browser's interactive parts say (the ZIP
 * forms, their notices and toasts, the menus, the toaster, the home widgets). Only the English
 * browser entries import this file, so no Spanish word ships in their bundles, and the reverse
 * (shared/messages/islands-es.ts, held to this shape by its type and by tests/unit/messages.test.ts).
 */

import { ZIP_FORM_WORDS, type ZipFormWords } from '../zip-form-words.js';
import type { ZipError } from '../zip.js';

/** A piece of a notice: plain words, or a link to one of our own pages (a path of the notice's language). */
export type NoticePart = string | { text: string; href: string };

/** The ZIP form's words: the field, button, consent and notice lines (shared/zip-form-words.ts), what each refusal says, and the language line. */
type ZipWords = ZipFormWords & { messages: Record<ZipError, { title: string; description: string }>; partnerLanguageNotice: string };

export const ISLANDS_EN = {
  /** The language these words are in: the hand-off picks the partner's funnel of that language where it has one. */
  lang: 'en' as 'en' | 'es',
  zip: {
    /** What each refusal says: the spec's messages. */
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
    /** Said under the button of a page whose language the partner's form may not speak; '' where it always does. */
    partnerLanguageNotice: '',
    /** The field, the button, the consent line and the two notice lines (shared/zip-form-words.ts, decision 041). */
    ...ZIP_FORM_WORDS,
  } as ZipWords,
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
    records: (name: string) => `${name}: its regulators' records`,
  },
  samples: {
    list: 'Sample quotes',
    perMonth: '/mo',
    coverage: { 'Full Coverage': 'Full Coverage', Premium: 'Premium', Basic: 'Basic', Minimum: 'Minimum' },
  },
};

export type IslandMessages = typeof ISLANDS_EN;
