import { z } from 'zod';
import type { Landing } from './landing.js';
import { NO_PARTNER } from './partner-routes.js';
import type { Language, PageKind } from './routes.js';
import { isStateCode, type StateCode } from './us-states.js';

/**
 * The placement code (decision 035): where a hand-off came from, in a few characters that go
 * to the partner after `zipcode` when PARTNER_PLACEMENT_PARAM names a sub-id, and come back in
 * the network's postback. Encoded here and decoded here, for the browser's hand-off, POST /zip
 * and GET /postback alike.
 *
 * It holds the page kind, the ZIP's state, the partner, the language, the form and the `ds`
 * variant, in that order, dot-separated: `st.TX.default.en.h.s` is a Texas ZIP typed into the
 * hero form of an English state page, sent to the partner `default`, without ds=FStarsPM.
 * Every visitor doing the same thing gets the same code: nothing in it tells one visitor or
 * one click from another, so it is not personal information and opted-out visitors carry it.
 */

/** The forms as the code tells them apart: the hero, any call-to-action box, the inline box. */
export type PlacementForm = 'hero' | 'cta' | 'inline';

/** The code's fields, in their order (the decision note and the privacy policy name these). */
export const PLACEMENT_FIELDS = ['page kind', 'ZIP state', 'partner', 'language', 'form', 'ds variant'] as const;

export interface Placement {
  page: PageKind;
  /** The ZIP's state; `none` only for an inline hand-off whose typed ZIP is of no state. */
  state: StateCode | typeof NO_PARTNER;
  /** The partner's id from the routes, or `none` for the inline box (its own link). */
  partner: string;
  language: Language;
  form: PlacementForm;
  variant: Landing['subId'];
}

/** What the page knows before the ZIP is typed: the sub-id to fill, and the form page's kind and language. */
export interface PlacementContext {
  param: string;
  page: PageKind;
  language: Language;
}

// Records keyed by the type: a new page kind does not compile until it has its code.
const PAGE_CODES: Record<PageKind, string> = {
  home: 'hm',
  'insurer-index': 'ix',
  review: 'rv',
  guide: 'gd',
  legal: 'lg',
  'state-index': 'si',
  state: 'st',
  'sample-premiums': 'sp',
  'situation-index': 'sx',
  situation: 'sn',
  'data-sources': 'ds',
  'privacy-choices': 'pc',
  glossary: 'gl',
};
const FORM_CODES: Record<PlacementForm, string> = { hero: 'h', cta: 'c', inline: 'i' };
const VARIANT_CODES: Record<Landing['subId'], string> = { FStars: 's', FStarsPM: 'p' };
const LANGUAGES: Record<Language, Language> = { en: 'en', es: 'es' };

const SEPARATOR = '.';
/** Longer than any code (2+4+32+2+1+1 and five dots): a longer value is refused unread. */
export const PLACEMENT_MAX_LENGTH = 64;

/** The form kind of a form id: `hero` and `inline` are themselves; every other form is a call-to-action box. */
export function placementForm(formId: string): PlacementForm {
  return formId === 'hero' || formId === 'inline' ? formId : 'cta';
}

export function encodePlacement(placement: Placement): string {
  return [
    PAGE_CODES[placement.page],
    placement.state,
    placement.partner,
    placement.language,
    FORM_CODES[placement.form],
    VARIANT_CODES[placement.variant],
  ].join(SEPARATOR);
}

/** The query pair a hand-off link ends with, or none when PARTNER_PLACEMENT_PARAM is unset. */
export function placementPair(
  context: PlacementContext | undefined,
  where: { state: Placement['state']; partner: string; formId: string; variant: Landing['subId'] },
): [string, string] | undefined {
  if (!context) return undefined;
  const code = encodePlacement({
    page: context.page,
    language: context.language,
    state: where.state,
    partner: where.partner,
    form: placementForm(where.formId),
    variant: where.variant,
  });
  return [context.param, code];
}

const reverse = <K extends string>(codes: Record<K, string>) =>
  Object.fromEntries(Object.entries(codes).map(([key, code]) => [code, key])) as Record<string, K>;

/** Made on first use: the browser only encodes, so its bundle never builds (or carries) the checker. */
let schema: z.ZodType<Placement> | undefined;

function placementSchema(): z.ZodType<Placement> {
  const codeOf = <K extends string>(codes: Record<K, string>) => {
    const keys = reverse(codes);
    return z
      .string()
      .refine((code) => Object.hasOwn(keys, code))
      .transform((code) => keys[code]!);
  };
  const state = z.union([z.literal(NO_PARTNER), z.string().refine(isStateCode)]);
  const partner = z.string().regex(/^[A-Za-z0-9-]{1,32}$/);
  return z
    .string()
    .max(PLACEMENT_MAX_LENGTH)
    .transform((code) => code.split(SEPARATOR))
    .pipe(z.tuple([codeOf(PAGE_CODES), state, partner, z.enum(Object.keys(LANGUAGES) as Language[]), codeOf(FORM_CODES), codeOf(VARIANT_CODES)]))
    .transform(([page, state, partner, language, form, variant]): Placement => ({
      page,
      state,
      partner,
      language,
      form,
      variant,
    }));
}

/** A code back into its fields; undefined for anything that is not a code encodePlacement makes. */
export function decodePlacement(code: unknown): Placement | undefined {
  schema ??= placementSchema();
  const parsed = schema.safeParse(code);
  return parsed.success ? parsed.data : undefined;
}
