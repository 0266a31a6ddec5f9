import type { ReactNode } from 'react';
import { paymentSentence } from '../../shared/constants.js';
import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from '../../shared/privacy-choice.js';
import { LEGAL_ROUTES } from '../../shared/routes.js';
import { Island } from '../islands/Island.js';
import { usePage } from '../page-context.js';
import { Owl } from './Owl.js';

/** The shared frame of every page: skip link, header with menus, main, footer, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { siteName, privacyRightsUrl, siteUrl, year } = usePage();
  // Our own choices page (PRIVACY_RIGHTS_URL's default) opens like any of our links; a request form elsewhere opens in a new tab.
  const rightsElsewhere = !isOwnChoicesPage(privacyRightsUrl, siteUrl);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="logo" href="/" aria-label={`${siteName} home`}>
            <Owl size={36} className="logo__owl" />
            <span className="logo__name">{siteName}</span>
          </a>
          <Island name="HeaderNav" props={{}} />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label="Legal">
            <ul className="site-footer__links">
              {LEGAL_ROUTES.map((route) => (
                <li key={route.path}>
                  <a href={route.path}>{route.label}</a>
                </li>
              ))}
              <li>
                <a href={PRIVACY_CHOICES_PATH}>Your Privacy Choices</a>
              </li>
              <li>
                <a href={privacyRightsUrl} {...(rightsElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  Do not Sell Or Share My Personal Information
                  {rightsElsewhere && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              </li>
            </ul>
          </nav>
          <p className="site-footer__note">
            {`${siteName} is a free service that helps you compare car insurance quotes. ${paymentSentence(siteName)} Not every insurer or product is listed.`}
          </p>
          <p className="site-footer__copy">
            © {year} {siteName}. For US residents only.
          </p>
        </div>
      </footer>
      <Island name="Toaster" props={{}} />
    </>
  );
}
