/** The ZIP rules — what a typed ZIP must look like and why one is refused — used by the browser and by POST /zip alike, so both refuse the same ZIPs. */

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

/**
 * Every ZIP form the site renders, by id: the home page's hero, second and inline forms and its
 * call-to-action box, and the boxes at the top and bottom of the reading and state pages. The
 * components take a FormId, so a new form does not compile until it is listed here. The server
 * reads any other id as `other`, so the hand-off metric's `source` label stays this closed set
 * (decision 053).
 */
export const FORM_IDS = ['hero', 'second', 'inline', 'cta', 'cta-top', 'cta-bottom'] as const;
export type FormId = (typeof FORM_IDS)[number];
/** The form id a post or beacon names when it is not one of ours. */
export const OTHER_FORM = 'other';
export type PostedFormId = FormId | typeof OTHER_FORM;

export function isFormId(value: unknown): value is FormId {
  return (FORM_IDS as readonly unknown[]).includes(value);
}

/** A posted form id as the server counts it: one of ours, else `other`. */
export function postedFormId(value: unknown): PostedFormId {
  return isFormId(value) ? value : OTHER_FORM;
}
