import type { BuiltContent } from '../../shared/content-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import type { PriceContent } from '../../shared/price-schema.js';
import { STATE_INDEX_PATH, findRoute, insurerPath, localPath, situationsPath, statePath, type SiteRoute } from '../../shared/routes.js';
import type { SituationPage } from '../../shared/situation-schema.js';
import { stateNameIn } from '../../shared/us-states.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { useMessages } from '../frame/use-messages.js';
import type { PageContextValue } from '../page-context.js';
import { SituationComparison } from '../sections/SituationComparison.js';
import { situationHead } from '../words/situation-words.js';
import { usePageData, type PageModule } from './page-module.js';
import { breadcrumbList } from './structured-data.js';

/**
 * /car-insurance/{state}/situations/{situation}: what one difference between two of a
 * regulator's sample drivers (an at-fault accident, an 18-year-old…) changed in every company's
 * premium, place by place (decisions 072, 073). The figures are the build's; the page is found
 * by its state and its slug in the page's language.
 */

interface SituationData {
  route: SiteRoute;
  page: SituationPage;
  cpi: PriceContent['cpi'];
  /** The insurer pages of the groups whose companies this page lists, in market share order. */
  insurers: { name: string; path: string }[];
}

function situationOf(page: PageContextValue, content: BuiltContent): SituationData {
  const { route } = page;
  const found = route && content.situations.pages.find((candidate) => candidate.state === route.state && candidate.slugs[route.lang] === route.slug);
  if (!route || !found) throw new Error(`No situation for ${page.path}`);
  // The groups' records say which situation pages list their companies (decision 093): the links both ways come from that one list.
  const insurers = content.insurers.records
    .filter((record) => record.situations.some((state) => state.code === found.state && state.situations.some((situation) => situation.id === found.id)))
    .map((record) => ({ name: record.name, path: insurerPath(record.id, route.lang) }));
  return { route, page: found, cpi: content.prices.cpi, insurers };
}

/** State index › state › (its situations ›) this page: the trail above an index or a situation page and in its structured data. */
export function situationTrail(route: SiteRoute): { label: string; href: string }[] {
  const code = route.state!;
  const stateIndex = localPath(route.lang, STATE_INDEX_PATH);
  const index = situationsPath(code, route.lang);
  return [
    { label: findRoute(stateIndex)!.label, href: stateIndex },
    { label: stateNameIn(code, route.lang), href: statePath(code, route.lang) },
    ...(route.path === index ? [] : [{ label: findRoute(index)!.label, href: index }]),
    { label: route.label, href: route.path },
  ];
}

export const situationPage: PageModule<SituationData> = {
  status: 200,
  entry: 'site',
  load: situationOf,
  head({ route, page: situation }, page) {
    const { title, description } = situationHead(situation, page.lang);
    return {
      title: `${title} | ${page.siteName}`,
      description,
      canonical: `${page.siteUrl}${route.path}`,
      ogType: 'article',
      structuredData: [
        breadcrumbList(page, [
          { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
          ...situationTrail(route).map((step) => ({ name: step.label, path: step.href })),
        ]),
      ],
    };
  },
  lastModified: (route, content) =>
    content.situations.pages.find((page) => page.state === route.state && page.slugs[route.lang] === route.slug)!.survey.checked,
  Component: SituationRoute,
};

function SituationRoute() {
  const { route, page, cpi, insurers } = usePageData(situationPage);
  const { title, lead } = situationHead(page, route.lang);
  const samples = useMessages().state.samples;
  return (
    <div className="reading">
      <Breadcrumbs trail={situationTrail(route)} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{title}</h1>
          <p className="article__lead">{lead}</p>
          <p className="article__meta">
            {samples.source}{' '}
            <a href={page.survey.url} rel="noopener noreferrer">
              {page.survey.publisher}, {page.survey.title}
            </a>
            <MetaSeparator />
            <DataSourcesLink />
            <MetaSeparator />
            <EditorialStandardsLink />
          </p>
        </header>
        <div className="prose">
          <SituationComparison page={page} cpi={cpi} insurers={insurers} />
        </div>
      </article>
    </div>
  );
}
