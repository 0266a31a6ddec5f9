import type { Article, BreadcrumbList, Dataset, Organization, Review, WebSite, WithContext } from 'schema-dts';
import type { NaicPrices, Survey } from '../../shared/price-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { LANG_TAGS, localPath } from '../../shared/routes.js';
import type { PageContextValue } from '../page-context.js';

/** JSON-LD for search engines, typed with schema-dts: the pieces page modules put together. */

export type StructuredData =
  WithContext<Organization> | WithContext<WebSite> | WithContext<Article> | WithContext<Review> | WithContext<BreadcrumbList> | WithContext<Dataset>;

export function organization(page: PageContextValue): { '@type': 'Organization'; name: string; url: string } {
  return { '@type': 'Organization', name: page.siteName, url: `${page.siteUrl}${localPath(page.lang, '/')}` };
}

/** Home › section › this page. */
export function breadcrumbs(page: PageContextValue, section: string, label: string, path: string): WithContext<BreadcrumbList> {
  return breadcrumbList(page, [{ name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') }, { name: section }, { name: label, path }]);
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

/** NAIC's averages as a schema.org Dataset: the figures are NAIC's, credited to it; the page is where we show them. */
export function naicDataset(page: PageContextValue, naic: NaicPrices, url: string): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: MESSAGES[page.lang].state.index.datasetName(naic.report, naic.dataYear),
    description: MESSAGES[page.lang].state.index.datasetDescription(naic.publisher, naic.dataYear),
    inLanguage: LANG_TAGS[page.lang],
    url,
    temporalCoverage: String(naic.dataYear),
    spatialCoverage: 'United States',
    creator: { '@type': 'Organization', name: naic.publisher },
    isBasedOn: naic.url,
    publisher: organization(page),
  };
}

/** A regulator's sample premiums, as the page shows them. */
export function surveyDataset(page: PageContextValue, survey: Survey, url: string): WithContext<Dataset> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: MESSAGES[page.lang].state.samples.datasetName(survey.title, survey.publisher),
    description: MESSAGES[page.lang].state.samples.datasetDescription(survey.publisher, survey.effective),
    inLanguage: LANG_TAGS[page.lang],
    url,
    temporalCoverage: survey.rates.from === survey.rates.to ? survey.rates.from : `${survey.rates.from}/${survey.rates.to}`,
    spatialCoverage: survey.places.map((place) => place.label).join('; '),
    creator: { '@type': 'GovernmentOrganization', name: survey.publisher },
    isBasedOn: survey.url,
    publisher: organization(page),
  };
}
