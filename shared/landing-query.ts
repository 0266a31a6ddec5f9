import { z } from 'zod';
import { CLICK_ID_MAX_LENGTH, CLICK_ID_PARAMS, DEFAULT_SUB_ID, HEADLINE_MAX_LENGTH, PREMIUM_SUB_ID, type Landing } from './landing.js';

/**
 * Reading landing parameters from a request's query or form body (server side; the
 * browser gets them already parsed, as island props).
 */

/** A query value may arrive as a string, an array of them, or (with rich parsers) an object. */
const firstString = z.preprocess((value): unknown => (Array.isArray(value) ? value[0] : value), z.string().catch('')).catch('');

// Control characters (C0, DEL, C1) and the line/paragraph separators never reach the page.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function cleanHeadline(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, '').trim()).slice(0, HEADLINE_MAX_LENGTH).join('').trim();
}

/** Click ids from ad networks are URL-safe tokens; anything else is dropped, not repaired. */
export function cleanClickId(raw: string): string {
  const value = raw.trim();
  return value.length <= CLICK_ID_MAX_LENGTH && /^[A-Za-z0-9._~-]+$/.test(value) ? value : '';
}

export type QueryLike = Record<string, unknown>;

export function parseLanding(query: QueryLike): Landing {
  const headlineRaw = firstString.parse(query.QS) || firstString.parse(query.qs);
  const subId = firstString.parse(query.ds) === PREMIUM_SUB_ID ? PREMIUM_SUB_ID : DEFAULT_SUB_ID;
  let clickId = '';
  for (const name of CLICK_ID_PARAMS) {
    clickId = cleanClickId(firstString.parse(query[name]));
    if (clickId) break;
  }
  return { headline: cleanHeadline(headlineRaw), subId, clickId };
}
