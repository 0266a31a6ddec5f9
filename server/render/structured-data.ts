import type { Article, BreadcrumbList, Organization, Review, WebSite, WithContext } from 'schema-dts';
import type { PageContextValue } from '../../client/page-context.js';
import { findRoute } from '../../shared/routes.js';

/** JSON-LD for search engines, typed with schema-dts: what each kind of page is. */

export type StructuredData = WithContext<Organization> | WithContext<WebSite> | WithContext<Article> | WithContext<Review> | WithContext<BreadcrumbList>;

const SECTION = { guide: 'Guides', review: 'Reviews', legal: 'Legal' } as const;

export function structuredData(page: PageContextValue): StructuredData[] {
  const route = findRoute(page.path);
  if (!route) return [];
  const site = page.siteUrl;
  const organization: Organization = { '@type': 'Organization', name: page.siteName, url: `${site}/` };
  if (route.kind === 'home') {
    return [
      { '@context': 'https://schema.org', ...organization, '@type': 'Organization' },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: page.siteName, url: `${site}/`, inLanguage: 'en-US' },
    ];
  }
  const content = page.content.pages[route.path]!;
  const url = `${site}${route.path}`;
  const breadcrumbs: WithContext<BreadcrumbList> = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site}/` },
      { '@type': 'ListItem', position: 2, name: SECTION[route.kind] },
      { '@type': 'ListItem', position: 3, name: route.label, item: url },
    ],
  };
  if (route.kind === 'guide') {
    return [{
      '@context': 'https://schema.org', '@type': 'Article', headline: content.title, description: content.description,
      datePublished: content.published, dateModified: content.reviewed, url, mainEntityOfPage: url,
      author: organization, publisher: organization, inLanguage: 'en-US',
    }, breadcrumbs];
  }
  if (route.kind === 'review') {
    return [{
      '@context': 'https://schema.org', '@type': 'Review', name: content.title, description: content.description,
      datePublished: content.published, dateModified: content.reviewed, url,
      itemReviewed: { '@type': 'Organization', name: content.insurer! },
      author: organization, publisher: organization, inLanguage: 'en-US',
    }, breadcrumbs];
  }
  return [breadcrumbs];
}
