import type { Evidence } from '../../shared/state-evidence-schema.js';
import { ReadableDate } from '../frame/ReadableDate.js';

/**
 * An official sentence as the state pages show it: in a blockquote citing its page, with the
 * line that says where it is from and which compilation checked it, and when.
 */

const COMPILATION_NAME: Record<Evidence['compilation'], string> = {
  'reference-source': 'Reference Source',
  notaquote: 'notaquote-fyi',
};

/** "Quoted from {official source}, as checked on {date} by {compilation}": the date line of every quote. */
export function QuotedFrom({ evidence, lead = 'Quoted from' }: { evidence: Evidence; lead?: string }) {
  return (
    <>
      {lead}{' '}
      <a href={evidence.url} rel="noopener noreferrer">
        {evidence.source}
      </a>
      , as checked on <ReadableDate iso={evidence.verified.on} /> by {COMPILATION_NAME[evidence.compilation]}
    </>
  );
}

export function Quote({ evidence }: { evidence: Evidence }) {
  return (
    <figure className="evidence">
      <blockquote cite={evidence.url}>
        <p>{evidence.quote}</p>
      </blockquote>
      <figcaption>
        <QuotedFrom evidence={evidence} />.
      </figcaption>
    </figure>
  );
}

/** Each quote once, whichever coverages it supports. */
export function uniqueEvidence(evidence: readonly Evidence[]): Evidence[] {
  return [...new Map(evidence.map((item) => [`${item.url} ${item.quote}`, item])).values()];
}
