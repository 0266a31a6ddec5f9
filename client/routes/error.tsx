import type { DocumentHead } from '../document.js';
import type { Messages } from '../../shared/messages/index.js';
import type { PageContextValue } from '../page-context.js';
import { ReturnHomeLink } from '../frame/ReturnHomeLink.js';

/**
 * Shown when a render fails: never cached, no islands (so it needs no script and cannot fail
 * the same way twice), in the language of the failed path. Details only in development;
 * production gets a reference.
 */
export const errorPage = {
  status: 500,
  head: (page: Pick<PageContextValue, 'siteName'>, messages: Messages): Omit<DocumentHead, 'siteName' | 'lang' | 'locale' | 'alternates'> => ({
    title: `${messages.error.title} | ${page.siteName}`,
    description: messages.error.description,
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

function ErrorPage({ message, stack, reference, messages }: ErrorDetails & { messages: Messages }) {
  const words = messages.error;
  return (
    <div className="status-page">
      <h1 className="status-page__title">{words.title}</h1>
      {message ? <p className="status-page__message">{message}</p> : <p>{words.text}</p>}
      {stack && <pre className="status-page__stack">{stack}</pre>}
      <p className="status-page__reference">
        {`${words.reference} `}
        <code>{reference}</code>
      </p>
      <ReturnHomeLink messages={messages} />
    </div>
  );
}
