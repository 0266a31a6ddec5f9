import type { DocumentHead } from '../document.js';
import type { PageContextValue } from '../page-context.js';
import { ReturnHomeLink } from '../frame/ReturnHomeLink.js';

/**
 * Shown when a render fails: never cached, no islands (so it needs no script and cannot fail
 * the same way twice). Details only in development; production gets a reference.
 */
export const errorPage = {
  status: 500,
  head: (page: Pick<PageContextValue, 'siteName' | 'siteUrl'>): Omit<DocumentHead, 'siteName'> => ({
    title: `Unexpected Application Error! | ${page.siteName}`,
    description: 'Something went wrong.',
    canonical: `${page.siteUrl}/`,
    robots: 'noindex',
    ogType: 'website',
    structuredData: [],
  }),
  Component: ErrorPage,
} as const;

export interface ErrorDetails {
  message?: string;
  stack?: string;
  reference: string;
}

function ErrorPage({ message, stack, reference }: ErrorDetails) {
  return (
    <div className="status-page">
      <h1 className="status-page__title">Unexpected Application Error!</h1>
      {message ? (
        <p className="status-page__message">{message}</p>
      ) : (
        <p>Something went wrong on our side while building this page. Please try again in a moment.</p>
      )}
      {stack && <pre className="status-page__stack">{stack}</pre>}
      <p className="status-page__reference">
        Reference: <code>{reference}</code>
      </p>
      <ReturnHomeLink />
    </div>
  );
}
