import type { Article, BreadcrumbList, Organization, Review, WebSite, WithContext } from 'schema-dts';
import type { PageContextValue } from '../page-context.js';

/** JSON-LD for search engines, typed with schema-dts: the pieces page modules put together. */

export type StructuredData = WithContext<Organization> | WithContext<WebSite> | WithContext<Article> | WithContext<Review> | WithContext<BreadcrumbList>;

export function organization(page: PageContextValue): { '@type': 'Organization'; name: string; url: string } {
  return { '@type': 'Organization', name: page.siteName, url: `${page.siteUrl}/` };
}

/** Home › section › this page. */
export function breadcrumbs(page: PageContextValue, section: string, label: string, path: string): WithContext<BreadcrumbList> {
  const site = page.siteUrl;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: section },
      { '@type': 'ListItem', position: 3, name: label, item: `${site}${path}` },
    ],
  };
}
