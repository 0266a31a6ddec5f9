import type { NoticePart } from '../../shared/messages/islands-en.js';

/** Catalogue words with links in them (plain words, or a link to one of our pages), as HTML. */
export function Parts({ parts }: { parts: readonly NoticePart[] }) {
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={index} href={part.href}>
        {part.text}
      </a>
    ),
  );
}
