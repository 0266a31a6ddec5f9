import { CACHE_CLASSES, type PageModule } from './page-module.js';
import { ReturnHomeLink } from '../frame/ReturnHomeLink.js';

/** Any path the route table does not know. */
export const notFoundPage: PageModule<null> = {
  status: 404,
  cache: CACHE_CLASSES.notFound,
  entry: 'site',
  load: () => null,
  head: (_none, page) => ({
    title: `Page not found | ${page.siteName}`,
    description: 'This page does not exist.',
    canonical: `${page.siteUrl}/`,
    robots: 'noindex',
    ogType: 'website',
    structuredData: [],
  }),
  Component: NotFoundPage,
};

function NotFoundPage() {
  return (
    <div className="status-page">
      <p className="status-page__code">404</p>
      <h1 className="status-page__title">Oops! Page not found</h1>
      <ReturnHomeLink />
    </div>
  );
}
