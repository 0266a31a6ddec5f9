import type { ReadingPage as ReadingPageData } from '../../shared/content-schema.js';
import type { SiteRoute } from '../../shared/routes.js';
import { QuoteCtaBox } from '../components/QuoteCtaBox.js';

/**
 * A review, guide or legal page. Its words were rendered from Markdown at build time and
 * are served as HTML only: no island receives them, so no script carries them twice.
 */
const SECTION_LABEL = { guide: 'Guides', review: 'Reviews', legal: 'Legal' } as const;

export function ReadingPage({ route, page }: { route: SiteRoute; page: ReadingPageData }) {
  const kind = page.kind;
  return (
    <div className="reading">
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol>
          <li><a href="/">Home</a></li>
          <li>{SECTION_LABEL[kind]}</li>
          <li aria-current="page">{route.label}</li>
        </ol>
      </nav>
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{page.title}</h1>
          <p className="article__meta">
            Last reviewed <time dateTime={page.reviewed}>{formatDate(page.reviewed)}</time>
          </p>
        </header>
        {kind === 'guide' && <QuoteCtaBox formId="cta-top" />}
        {page.toc.length > 0 && (
          <nav className="toc" aria-labelledby="toc-title">
            <h2 className="toc__title" id="toc-title">On this page</h2>
            <ol>
              {page.toc.map((entry) => <li key={entry.id}><a href={`#${entry.id}`}>{entry.text}</a></li>)}
            </ol>
          </nav>
        )}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
        {kind !== 'legal' && <QuoteCtaBox formId="cta-bottom" />}
      </article>
      <p className="reading__back"><a className="text-link" href="/"><span aria-hidden="true">← </span>Back to home</a></p>
    </div>
  );
}

export function formatDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
