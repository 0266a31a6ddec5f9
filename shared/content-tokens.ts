/**
 * The tokens editors write in content/ (Markdown and YAML, both languages), by the phase that
 * fills them, in order. One place says which tokens exist, their syntax and when each is filled:
 * the build (scripts/build/tokens.ts) fills the first two phases and refuses any token no phase
 * knows; the server fills the third at start-up (server/content.ts); the page fills the fourth
 * when it renders (client/routes/home.tsx).
 *
 * 1. `state facts`, `{TX.minimum}`: a state's figures from content/data (scripts/build/state-facts.ts);
 * 2. `national figures`, `{naicYear}`: NAIC's countrywide averages and the surveys' spread
 *    between companies (scripts/build/prices.ts makes the values), and the shortest and longest
 *    SR-22 period of the states the data covers (`{sr22YearsLow}`) and the states that do not use
 *    the SR-22, named in the page's language (`{statesWithoutSr22}`, scripts/build/state-facts.ts);
 * 3. `operator`, `{{siteName}}`: who runs the site and how to reach them, from content/operator.yaml
 *    and the configuration (SITE_NAME, PRIVACY_RIGHTS_URL), so they are filled when the server starts;
 * 4. `visitor`, `{state}`: the visitor's state, in the home page's headline, filled per page.
 */

export type TokenPhase = 'state facts' | 'national figures' | 'operator' | 'visitor';

/** `{XX.name}`: a state's code and a fact's name. */
export const STATE_FACT_TOKEN = /\{([A-Z]{2})\.([A-Za-z0-9]+)\}/g;
/** `{name}`, not inside double braces. */
export const SINGLE_BRACE_TOKEN = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)\}(?!\})/g;
/** `{{name}}` (spaces inside the braces allowed). */
export const OPERATOR_TOKEN = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The operator tokens (phase 3): filled when the server starts. */
export const CONTENT_TOKENS = [
  'siteName',
  'operatorName',
  'operatorAddress',
  'contactEmail',
  'privacyRightsUrl',
  'paymentSentence',
  'licensingStatement',
] as const;
export type ContentToken = (typeof CONTENT_TOKENS)[number];

/** The visitor tokens (phase 4): left in the built words for the page to fill. */
export const VISITOR_TOKENS = ['state'] as const;
