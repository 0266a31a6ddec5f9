import type { TocEntry } from '../../shared/content-schema.js';

/** "On this page": a link to each section of a long page; nothing when the page has no sections. */
export function TableOfContents({ title, entries }: { title: string; entries: readonly TocEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 className="toc__title" id="toc-title">
        {title}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
