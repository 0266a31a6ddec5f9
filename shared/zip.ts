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
