import type { RequestHandler } from 'express';

/**
 * Instant navigation between our pages (decision 011). The rules travel as a same-origin
 * JSON file named by the `Speculation-Rules` response header, because the CSP allows no
 * inline script, `<script type="speculationrules">` included.
 *
 * Plain links to our own pages are prefetched when the visitor shows interest (hover, or a
 * link settling in view on a phone) and prerendered on pointer-down, which almost always ends
 * in a click. Links with a query are left alone: they are the no-JavaScript topic and brand
 * choices, home-page variants that a visitor opens rarely.
 */

export const SPECULATION_RULES_PATH = '/speculation-rules.json';
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;

const ourPlainLinks = {
  and: [{ href_matches: '/*' }, { not: { selector_matches: '[href*="?"]' } }],
};

const SPECULATION_RULES = {
  prefetch: [{ where: ourPlainLinks, eagerness: 'moderate' }],
  prerender: [{ where: ourPlainLinks, eagerness: 'conservative' }],
} as const;

export function speculationRules(): RequestHandler {
  const body = JSON.stringify(SPECULATION_RULES);
  return (_req, res) => {
    res.type('application/speculationrules+json').set('Cache-Control', 'public, max-age=3600').send(body);
  };
}
