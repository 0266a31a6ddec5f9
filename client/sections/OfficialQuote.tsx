import { LANG_TAGS } from '../../shared/routes.js';
import type { Evidence } from '../../shared/state-evidence-schema.js';
import { ReadableDate } from '../frame/ReadableDate.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage } from '../page-context.js';

/**
 * An official sentence as the state pages show it: in a blockquote citing its page, with the
 * line that says where it is from and which compilation checked it, and when. The sentence is
 * the law's own English, marked lang="en"; a page in another language says so beside it. An
 * amending act's deleted words are struck through (<del>), as the act prints them.
 */

const COMPILATION_NAME: Record<Exclude<Evidence['compilation'], 'quoteowl'>, string> = {
  'reference-source': 'Reference Source',
  notaquote: 'notaquote-fyi',
};

/** "Quoted from {official source}, as checked on {date} by {compilation}", or "as read by {site} … on {date}" for a sentence we read ourselves: the date line of every quote. */
export function QuotedFrom({ evidence, lead }: { evidence: Evidence; lead?: string }) {
  const { lang, siteName } = usePage();
  const words = useMessages().state.quote;
  return (
    <>
      {lead ?? words.quotedFrom}{' '}
      <a href={evidence.url} rel="noopener noreferrer" {...(lang === 'en' ? {} : { lang: 'en' })}>
        {evidence.source}
      </a>
      {evidence.compilation === 'quoteowl' ? (
        <>
          {words.readBy(siteName)} <ReadableDate iso={evidence.verified.on} />
        </>
      ) : (
        <>
          {words.checked} <ReadableDate iso={evidence.verified.on} /> {words.by} {COMPILATION_NAME[evidence.compilation]}
        </>
      )}
    </>
  );
}

export function Quote({ evidence }: { evidence: Evidence }) {
  const { lang } = usePage();
  const { originalLanguage, deletedLabel, deletedNote } = useMessages().officialQuote;
  return (
    <figure className="evidence">
      <blockquote cite={evidence.url} {...(lang === 'en' ? {} : { lang: 'en' })}>
        <p>
          {evidence.amended
            ? evidence.amended.map((part, index) =>
                part.deleted ? (
                  <del key={index}>
                    <span className="visually-hidden" {...(lang === 'en' ? {} : { lang: LANG_TAGS[lang] })}>{`${deletedLabel} `}</span>
                    {part.text}
                  </del>
                ) : (
                  part.text
                ),
              )
            : evidence.quote}
        </p>
      </blockquote>
      <figcaption>
        {evidence.amended && `${deletedNote} `}
        {lang !== 'en' && `${originalLanguage} `}
        <QuotedFrom evidence={evidence} />.
      </figcaption>
    </figure>
  );
}

/** Each quote once, whichever coverages it supports. */
export function uniqueEvidence(evidence: readonly Evidence[]): Evidence[] {
  return [...new Map(evidence.map((item) => [`${item.url} ${item.quote}`, item])).values()];
}
