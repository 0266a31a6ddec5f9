import { CONTENT_TOKENS, OPERATOR_TOKEN, SINGLE_BRACE_TOKEN, STATE_FACT_TOKEN, VISITOR_TOKENS, type TokenPhase } from '../../shared/content-tokens.js';
import type { BuildFailure } from './failure-codes.js';
import { ContentError } from './source-files.js';
import { savingsWordsProblem } from './survey-savings.js';

/**
 * The build's token filling, in one place and in the phases' order (shared/content-tokens.ts):
 * 1. state facts, 2. national figures, both filled here from the values the state and price
 * sources made; the operator's and the visitor's tokens are checked by name and left for the
 * server and the page. A token that no phase knows stops the build with its file, the token and
 * what its phase knows; given a report, every such token is reported and left as written, so an
 * editor sees them all at once.
 */

/** Where a build that collects its failures puts them, instead of stopping at the first. */
export type FailureReport = (failure: BuildFailure) => void;

export interface BuildTokenValues {
  /** Phase 1: `{XX.name}` (scripts/build/state-facts.ts). */
  stateFacts: ReadonlyMap<string, string>;
  /** Phase 2: `{name}` (scripts/build/prices.ts, nationalFigureTokens; state-facts.ts, sr22Tokens). */
  nationalFigures: Readonly<Record<string, string>>;
}

/** One text with the build's phases filled in. */
export function fillBuildTokens(text: string, file: string, values: BuildTokenValues, report?: FailureReport): string {
  const refuse = (failure: BuildFailure & { excerpt: string }) => {
    if (!report) throw new ContentError(file, failure.message, failure.code);
    report(failure);
  };
  const unknown = (phase: TokenPhase, token: string, known: readonly string[]): string => {
    refuse({ code: 'QO-TOKEN-001', file, excerpt: token, message: `unknown ${phase} token ${token}; known: ${known.join(', ') || 'none'}` });
    return token;
  };
  const savingsProblem = savingsWordsProblem(file, text);
  if (savingsProblem) refuse({ code: 'QO-SAVE-001', file, excerpt: savingsProblem.excerpt, message: savingsProblem.reason });
  const stateFilled = text.replace(STATE_FACT_TOKEN, (token, code: string, name: string) => {
    const value = values.stateFacts.get(`${code}.${name}`);
    return (
      value ??
      unknown(
        'state facts',
        token,
        [...values.stateFacts.keys()].filter((key) => key.startsWith(`${code}.`)),
      )
    );
  });
  const figuresFilled = stateFilled.replace(SINGLE_BRACE_TOKEN, (token, name: string) => {
    if (Object.hasOwn(values.nationalFigures, name)) return values.nationalFigures[name]!;
    if ((VISITOR_TOKENS as readonly string[]).includes(name)) return token;
    return unknown('national figures', token, [...Object.keys(values.nationalFigures), ...VISITOR_TOKENS]);
  });
  for (const [, name] of figuresFilled.matchAll(OPERATOR_TOKEN))
    if (!(CONTENT_TOKENS as readonly string[]).includes(name!)) unknown('operator', `{{${name!}}}`, CONTENT_TOKENS);
  return figuresFilled;
}

/** Every string in a value (a YAML file's data) filled the same way. */
export function fillBuildTokensIn<T>(value: T, file: string, values: BuildTokenValues, report?: FailureReport): T {
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return fillBuildTokens(item, file, values, report);
    if (Array.isArray(item)) return item.map(fill);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, fill(inner)]));
    return item;
  };
  return fill(value) as T;
}
