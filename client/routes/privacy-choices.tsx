import type { BuiltContent } from '../../shared/content-schema.js';
import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from '../../shared/privacy-choice.js';
import { MESSAGES } from '../../shared/messages/index.js';
import { Parts } from '../frame/Parts.js';
import { useMessages } from '../frame/use-messages.js';
import type { SiteRoute } from '../../shared/routes.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { usePage, type LoadContext } from '../page-context.js';
import { newestReview, usePageData, type PageModule } from './page-module.js';
import { breadcrumbs, organization } from './structured-data.js';

/**
 * /privacy-choices: opting out of the sale and sharing of personal information in this browser,
 * or back in, with a plain form (no JavaScript needed). The choice is one first-party cookie
 * (shared/privacy-choice.ts) that every hand-off reads, exactly like Global Privacy Control.
 */

interface ChoicesData {
  route: SiteRoute;
  /** Where a visitor writes about what a partner already has (content/operator.yaml). */
  operatorEmail: string;
}

function choicesOf(page: LoadContext, content: BuiltContent): ChoicesData {
  if (!page.route) throw new Error(`No route for ${page.path}`);
  return { route: page.route, operatorEmail: content.operator.email };
}

export const privacyChoicesPage: PageModule<ChoicesData> = {
  status: 200,
  entry: 'site',
  load: choicesOf,
  head: ({ route }, page) => ({
    title: `${route.label} | ${page.siteName}`,
    description: MESSAGES[page.lang].privacyChoices.description,
    canonical: `${page.siteUrl}${route.path}`,
    ogType: 'website',
    structuredData: [
      { '@context': 'https://schema.org', ...organization(page), '@type': 'Organization' },
      breadcrumbs(page, MESSAGES[page.lang].breadcrumbs.sections.legal, route.label, route.path),
    ],
  }),
  lastModified: (_route, content) => newestReview(content),
  Component: PrivacyChoicesPage,
};

function PrivacyChoicesPage() {
  const { route, operatorEmail } = usePageData(privacyChoicesPage);
  const { optedOut, privacySignal, privacyRightsUrl, siteUrl, lang } = usePage();
  const messages = useMessages();
  const words = messages.privacyChoices;
  // PRIVACY_RIGHTS_URL defaults to this very page (the English one): then the way to opt out everywhere is email.
  const requestFormElsewhere = !isOwnChoicesPage(privacyRightsUrl, siteUrl);
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: messages.breadcrumbs.sections.legal }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{route.label}</h1>
        </header>
        <div className="prose">
          <p>
            <Parts parts={words.what} />
          </p>
          <p>{words.effect}</p>
          <h2 id="this-browser">{words.thisBrowser}</h2>
          <p className="choices__status" role="status">
            {optedOut ? words.optedOut : privacySignal ? words.signal : words.notOptedOut}
          </p>
          <form method="post" action={PRIVACY_CHOICES_PATH} className="choices__form">
            {/* The post comes back to this page in its own language. */}
            <input type="hidden" name="lang" value={lang} />
            {optedOut ? (
              <button type="submit" name="choice" value="opt-in" className="button">
                {words.optBackIn}
              </button>
            ) : (
              <button type="submit" name="choice" value="opt-out" className="button button--cta">
                {words.optOut}
              </button>
            )}
          </form>
          <p>
            {words.everywhere} <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>
            {requestFormElsewhere && (
              <>
                {' '}
                {words.requestPage}{' '}
                <a href={privacyRightsUrl} rel="noopener noreferrer">
                  {words.requestPageLink}
                </a>
              </>
            )}
            <Parts parts={words.next} />
          </p>
        </div>
      </article>
    </div>
  );
}
