import type { Article, BreadcrumbList, Organization, Review, WebSite, WithContext } from 'schema-dts';
import type { PageContextValue } from '../page-context.js';

/** JSON-LD for search engines, typed with schema-dts: the pieces page modules put together. */

export type StructuredData = WithContext<Organization> | WithContext<WebSite> | WithContext<Article> | WithContext<Review> | WithContext<BreadcrumbList>;

export function organization(page: PageContextValue): { '@type': 'Organization'; name: string; url: string } {
  return { '@type': 'Organization', name: page.siteName, url: `${page.siteUrl}/` };
}

/** Home › section › this page. */
export function breadcrumbs(page: PageContextValue, section: string, label: string, path: string): WithContext<BreadcrumbList> {
  return breadcrumbList(page, [{ name: 'Home', path: '/' }, { name: section }, { name: label, path }]);
}

/** A trail of any length; a step without a path is a plain name (a section with no page of its own). */
export function breadcrumbList(page: PageContextValue, steps: { name: string; path?: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.path ? { item: `${page.siteUrl}${step.path}` } : {}),
    })),
  };
}
