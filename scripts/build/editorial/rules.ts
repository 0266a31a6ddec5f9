import { LEGAL_RULES } from './legal-rules.js';
import { PAGE_RULES } from './page-rules.js';
import type { EditorialRule } from './rule.js';
import { WORD_RULES } from './word-rules.js';

/**
 * The editorial stage's rules, in the order they run: a new rule is one entry here, its code in
 * scripts/build/failure-codes.ts with what it means and how to fix it, and its broken copy in
 * tests/content/editorial-rules.test.ts.
 */
export const EDITORIAL_RULES: readonly EditorialRule[] = [...PAGE_RULES, ...WORD_RULES, ...LEGAL_RULES];
