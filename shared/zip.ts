/** The ZIP rules of spec section 5, used by the browser and by POST /zip alike. */

export const ZIP_MAX_LENGTH = 10;

/** Five digits, or five digits + hyphen + four digits. */
const ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * Why a typed ZIP is refused: empty, not a ZIP, a ZIP outside the 50 states and DC (a
 * territory, military mail or a freely associated state: shared/zip-region.ts), or a state no
 * partner serves (shared/partner-routes.ts). What each says, in each language, is in the
 * message catalogues (shared/messages/islands-en.ts, islands-es.ts), which only the browser
 * entry of their language imports.
 */
const ZIP_ERRORS = ['required', 'invalid', 'outside', 'unserved'] as const;

export type ZipError = (typeof ZIP_ERRORS)[number];

export type ZipCheck = { ok: true; zip: string } | { ok: false; error: ZipError };

/** Trim first; empty is "required"; anything not matching the pattern is "invalid". */
export function checkZip(raw: string): ZipCheck {
  const zip = raw.trim();
  if (zip === '') return { ok: false, error: 'required' };
  if (!ZIP_PATTERN.test(zip)) return { ok: false, error: 'invalid' };
  return { ok: true, zip };
}

export function isZipError(value: unknown): value is ZipError {
  return typeof value === 'string' && (ZIP_ERRORS as readonly string[]).includes(value);
}

/**
 * A failed no-JavaScript post comes back to its page with these query parameters, so the
 * page can show the message next to the form and keep what was typed.
 */
export const ZIP_FEEDBACK_PARAMS = { error: 'zip_error', form: 'zip_form', value: 'zip_value' } as const;
/** Where the browser reports a hand-off it made by itself (form id and outcome, never the ZIP). */
export const HAND_OFF_BEACON_PATH = '/events/hand-off';

export const FORM_ID_PATTERN = /^[a-z][a-z0-9-]{0,23}$/;
