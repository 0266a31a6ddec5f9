import type { Evidence, StateEvidence } from './state-evidence-schema.js';

/** Kept apart from the zod schemas so that the state page's module pulls no zod into a browser bundle. */

/** Every quote a state page shows. */
export function shownEvidence(evidence: StateEvidence): Evidence[] {
  return [
    evidence.liability.evidence,
    ...(evidence.combinedSingleLimit ? [evidence.combinedSingleLimit.evidence] : []),
    ...Object.values(evidence.coverages).flatMap((rule) => rule.evidence),
    ...evidence.scheduledChanges.map((change) => change.evidence),
    ...evidence.filingDurations.map((duration) => duration.evidence),
    ...(evidence.duiMinimums ? [evidence.duiMinimums.evidence] : []),
    ...(evidence.noPayNoPlay
      ? [
          evidence.noPayNoPlay.barredParties.evidence,
          evidence.noPayNoPlay.evidence,
          ...(evidence.noPayNoPlay.effective ? [evidence.noPayNoPlay.effective.evidence] : []),
        ]
      : []),
  ];
}
