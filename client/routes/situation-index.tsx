import type { BuiltContent } from '../../shared/content-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { localPath, samplePremiumsPath, situationPath, statePath, type SiteRoute } from '../../shared/routes.js';
import type { StateSituations as StateSituationsData } from '../../shared/situation-schema.js';
import { DataSourcesLink, EditorialStandardsLink, MetaSeparator } from '../frame/ArticleMeta.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { useMessages } from '../frame/use-messages.js';
import type { PageContextValue } from '../page-context.js';
import { StateSituations } from '../sections/StateSituations.js';
import { inSentence } from '../words/state-words.js';
import { usePageData, type PageModule } from './page-module.js';
import { situationTrail } from './situation.js';
import { breadcrumbList } from './structured-data.js';

/**
 * /car-insurance/{state}/situations: every driver situation a state's survey isolates, each
 * linked to its page with the median change over every company and place (decision 073).
 */

interface IndexData {
  route: SiteRoute;
  index: StateSituationsData;
}

function indexOf(page: PageContextValue, content: BuiltContent): IndexData {
  const { route } = page;
  const index = route && content.situations.states.find((candidate) => candidate.state === route.state);
  if (!route || !index) throw new Error(`No situations for ${page.path}`);
  return { route, index };
}

export const situationIndexPage: PageModule<IndexData> = {
  status: 200,
  entry: 'site',
  load: indexOf,
  head({ route, index }, page) {
    const words = MESSAGES[page.lang].situations.index;
    const where = inSentence(index.state, page.lang);
    return {
      title: `${words.heading(where)} | ${page.siteName}`,
      description: words.description(where, index.situations.length),
      canonical: `${page.siteUrl}${route.path}`,
      ogType: 'website',
      structuredData: [
        breadcrumbList(page, [
          { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
          ...situationTrail(route).map((step) => ({ name: step.label, path: step.href })),
        ]),
      ],
    };
  },
  // The figures' day: the survey's, as on its situation pages.
  lastModified: (route, content) => content.situations.pages.find((page) => page.state === route.state)!.survey.checked,
  Component: SituationIndexRoute,
};

function SituationIndexRoute() {
  const { route, index } = usePageData(situationIndexPage);
  const { lang } = route;
  const words = useMessages().situations.index;
  const where = inSentence(index.state, lang);
  return (
    <div className="reading">
      <Breadcrumbs trail={situationTrail(route)} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title" id="situations">
            {words.heading(where)}
          </h1>
          <p className="article__meta">
            <DataSourcesLink />
            <MetaSeparator />
            <EditorialStandardsLink />
          </p>
        </header>
        <div className="prose">
          <StateSituations index={index} labelledBy="situations" pathOf={(situation) => situationPath(index.state, situation.slugs[lang], lang)} />
          <p>
            <a href={samplePremiumsPath(index.state, lang)}>{words.samplePremiums(where)}</a>
          </p>
          <p>
            <a href={statePath(index.state, lang)}>{useMessages().state.samples.statePage(where)}</a>
          </p>
        </div>
      </article>
    </div>
  );
}
