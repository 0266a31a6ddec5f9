import type { BuiltContent } from '../../shared/content-schema.js';
import { PRIVACY_CHOICES_PATH, NOTICE_AT_COLLECTION_HREF, isOwnChoicesPage } from '../../shared/privacy-choice.js';
import type { SiteRoute } from '../../shared/routes.js';
import { Breadcrumbs } from '../frame/Breadcrumbs.js';
import { usePage, type PageContextValue } from '../page-context.js';
import { CACHE_CLASSES, usePageData, type PageModule } from './page-module.js';
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

function choicesOf(page: PageContextValue, content: BuiltContent): ChoicesData {
  if (!page.route) throw new Error(`No route for ${page.path}`);
  return { route: page.route, operatorEmail: content.operator.email };
}

export const privacyChoicesPage: PageModule<ChoicesData> = {
  status: 200,
  // It says whether this browser opted out: the visitor's own, never a shared copy.
  cache: CACHE_CLASSES.perChoice,
  entry: 'site',
  load: choicesOf,
  head: ({ route }, page) => ({
    title: `${route.label} | ${page.siteName}`,
    description: 'Opt out of the sale and sharing of your personal information in this browser, or opt back in.',
    canonical: `${page.siteUrl}${route.path}`,
    ogType: 'website',
    structuredData: [{ '@context': 'https://schema.org', ...organization(page), '@type': 'Organization' }, breadcrumbs(page, 'Legal', route.label, route.path)],
  }),
  Component: PrivacyChoicesPage,
};

function PrivacyChoicesPage() {
  const { route, operatorEmail } = usePageData(privacyChoicesPage);
  const { optedOut, privacySignal, privacyRightsUrl, siteUrl } = usePage();
  // PRIVACY_RIGHTS_URL defaults to this very page: then the way to opt out everywhere is email.
  const requestFormElsewhere = !isOwnChoicesPage(privacyRightsUrl, siteUrl);
  return (
    <div className="reading">
      <Breadcrumbs trail={[{ label: 'Legal' }, { label: route.label }]} />
      <article className="article">
        <header className="article__header">
          <h1 className="article__title">{route.label}</h1>
        </header>
        <div className="prose">
          <p>
            When you submit your ZIP code, you ask us to send you to a partner's quote form, and your ZIP code goes with you: a disclosure you direct, so that
            the partner can quote you for your area. The partner pays us for the referral. Unless you opt out, the link also carries the ad click ID your visit
            may carry and the last four digits of a ZIP+4. Your quotes do not need them, and because the partner pays us, some state laws may call passing them
            a sale or sharing of personal information (see our <a href={NOTICE_AT_COLLECTION_HREF}>notice at collection</a>).
          </p>
          <p>
            If you opt out here, this browser gets one small cookie that records the choice, and nothing else. From then on, every ZIP code you submit from this
            browser leaves out your ad click ID and the last four digits of a ZIP+4, sends your 5-digit ZIP code only, and tells our partner that you opted out
            of sale and sharing, so that it neither sells nor shares what we passed. Your 5-digit ZIP code still goes with you, because being sent to the
            partner with it is what you ask for. A browser that sends Global Privacy Control gets the same treatment without the cookie.
          </p>
          <h2 id="this-browser">This browser</h2>
          <p className="choices__status" role="status">
            {optedOut
              ? 'This browser is opted out of the sale and sharing of your personal information.'
              : privacySignal
                ? 'Your browser sends Global Privacy Control, so it is opted out of the sale and sharing of your personal information.'
                : 'This browser is not opted out.'}
          </p>
          <form method="post" action={PRIVACY_CHOICES_PATH} className="choices__form">
            {optedOut ? (
              <button type="submit" name="choice" value="opt-in" className="button">
                Opt back in
              </button>
            ) : (
              <button type="submit" name="choice" value="opt-out" className="button button--cta">
                Opt out of sale and sharing
              </button>
            )}
          </form>
          <p>
            The choice belongs to this browser: clearing its cookies clears it, and another browser or device has its own. To opt out everywhere, or to ask
            about information a partner already has, email <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>
            {requestFormElsewhere && (
              <>
                {' '}
                or use our{' '}
                <a href={privacyRightsUrl} rel="noopener noreferrer">
                  Do Not Sell or Share request page
                </a>
              </>
            )}
            ; the <a href="/privacy">Privacy Policy</a> says what happens next.
          </p>
        </div>
      </article>
    </div>
  );
}
