import { MESSAGES } from '../../shared/messages/index.js';
import { ReturnHomeLink } from '../frame/ReturnHomeLink.js';
import { useMessages } from '../frame/use-messages.js';
import { newestReview, type PageModule } from './page-module.js';

/** Any path the route table does not know, in the language of its prefix (/es/… is Spanish). */
export const notFoundPage: PageModule<null> = {
  status: 404,
  entry: 'site',
  load: () => null,
  head: (_none, page) => ({
    title: `${MESSAGES[page.lang].notFound.title} | ${page.siteName}`,
    description: MESSAGES[page.lang].notFound.description,
    robots: 'noindex',
    ogType: 'website',
    structuredData: [],
  }),
  lastModified: (_route, content) => newestReview(content),
  Component: NotFoundPage,
};

function NotFoundPage() {
  const messages = useMessages();
  return (
    <div className="status-page">
      <p className="status-page__code">404</p>
      <h1 className="status-page__title">{messages.notFound.heading}</h1>
      <ReturnHomeLink messages={messages} />
    </div>
  );
}
