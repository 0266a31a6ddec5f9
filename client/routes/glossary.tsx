import type { BuiltContent, GlossaryEntry } from '../../shared/content-schema.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { LANG_TAGS, localPath, type SiteRoute } from '../../shared/routes.js';
import { EditorialStandardsLink } from '../frame/ArticleMeta.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { useMessages } from '../frame/use-messages.js';
import { usePage, type LoadContext } from '../page-context.js';
import { newestReview, usePageData, type PageModule } from './page-module.js';
import { breadcrumbList } from './structured-data.js';

/**
 * /glossary and /es/glosario: the insurance words our pages use, from content/glossary.yaml and
 * its Spanish twin. The Spanish page gives each term's English twin once, after «En inglés:»,
 * because some Spanish insurance terms mean different things at different insurers ("cobertura
 * completa") and the visitor's policy is in English.
 */

interface GlossaryData {
  route: SiteRoute;
  entries: GlossaryEntry[];
}

function glossaryOf(page: LoadContext, content: BuiltContent): GlossaryData {
  if (!page.route) throw new Error(`No route for ${page.path}`);
  return { route: page.route, entries: content.glossary };
}

export const glossaryPage: PageModule<GlossaryData> = {
  status: 200,
  entry: 'site',
  load: glossaryOf,
  head: ({ route }, page) => {
    const words = MESSAGES[page.lang].glossary;
    return {
      title: `${words.title} | ${page.siteName}`,
      description: words.description,
      canonical: `${page.siteUrl}${route.path}`,
      ogType: 'website',
      structuredData: [
        breadcrumbList(page, [
          { name: MESSAGES[page.lang].breadcrumbs.home, path: localPath(page.lang, '/') },
          { name: route.label, path: route.path },
        ]),
      ],
    };
  },
  lastModified: (_route, content) => newestReview(content),
  Component: GlossaryPage,
};

function GlossaryPage() {
  const { route, entries } = usePageData(glossaryPage);
  const { lang } = usePage();
  const words = useMessages().glossary;
  const twinLang = lang === 'es' ? LANG_TAGS.en : LANG_TAGS.es;
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{words.title}</h1>
          <p className="article__lead">{words.intro}</p>
          <p className="article__meta">
            <EditorialStandardsLink />
          </p>
        </header>
        <dl className="prose glossary">
          {entries.map((entry) => (
            <div key={entry.id} id={entry.id} className="glossary__entry">
              <dt>
                {entry.term}
                {lang === 'es' && (
                  <>
                    {' — '}
                    {words.twinLabel} <span lang={twinLang}>{entry.twinTerm}</span>
                  </>
                )}
              </dt>
              <dd>{entry.definition}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
