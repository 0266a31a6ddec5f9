import type { FailureCode } from '../failure-codes.js';
import type { EditorialInput, Finding } from './words.js';

/** One editorial rule: the code it reports (scripts/build/failure-codes.ts) and what it finds in the built words. */
export interface EditorialRule {
  code: FailureCode;
  check(input: EditorialInput): Finding[];
}
