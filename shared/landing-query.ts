import { z } from 'zod';
import { landingFrom, type Landing } from './landing.js';

/**
 * Reading landing parameters from a request's query or form body on the server, through zod
 * (the browser reads its own address with landingFromSearch, without zod in its bundle).
 */

/** A query value may arrive as a string, an array of them, or (with rich parsers) an object. */
const firstString = z.preprocess((value): unknown => (Array.isArray(value) ? value[0] : value), z.string().catch('')).catch('');

export type QueryLike = Record<string, unknown>;

export function parseLanding(query: QueryLike): Landing {
  return landingFrom((name) => firstString.parse(query[name]));
}
