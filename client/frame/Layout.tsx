import type { ReactNode } from 'react';
import { MESSAGES } from '../../shared/messages/index.js';
import { PRIVACY_CHOICES_PATH, isOwnChoicesPage } from '../../shared/privacy-choice.js';
import { PAGE_KINDS } from '../../shared/page-kinds.js';
import { GLOSSARY_PATH, INSURER_INDEX_PATH, STATE_INDEX_PATH, findRoute, localPath, privacyRightsLink, routesIn, type Lang } from '../../shared/routes.js';
import type { HeaderNavProps } from '../islands/components/HeaderNav.js';
import { Island } from '../islands/Island.js';
import { usePage } from '../page-context.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { Owl } from './Owl.js';
import { useMessages } from './use-messages.js';

/** The shared frame of every page: skip link, header with menus and the language switch, main, footer, toasts. */
export function Layout({ children }: { children: ReactNode }) {
  const { siteName, privacyRightsUrl, siteUrl, year, lang } = usePage();
  const messages = useMessages();
  const words = messages.layout;
  // Our own choices page (PRIVACY_RIGHTS_URL's default) opens like any of our links; a request form elsewhere opens in a new tab.
  const rightsElsewhere = !isOwnChoicesPage(privacyRightsUrl, siteUrl);
  const rightsUrl = privacyRightsLink(privacyRightsUrl, siteUrl, lang);
  const routes = routesIn(lang);
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a className="logo" href={localPath(lang, '/')} aria-label={words.homeLink(siteName)}>
            <Owl size={36} className="logo__owl" />
            <span className="logo__name">{siteName}</span>
          </a>
          <Island name="HeaderNav" props={headerNavProps(lang)} markupProps={['menus', 'states']} />
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label={words.footerNav}>
            <ul className="site-footer__links">
              {routes
                .filter((route) => route.kind === 'legal')
                .map((route) => (
                  <li key={route.path}>
                    <a href={route.path}>{route.label}</a>
                  </li>
                ))}
              <li>
                <a href={localPath(lang, PRIVACY_CHOICES_PATH)}>{findRoute(localPath(lang, PRIVACY_CHOICES_PATH))!.label}</a>
              </li>
              <li>
                <a href={rightsUrl} {...(rightsElsewhere ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {words.doNotSell}
                  {rightsElsewhere && <span className="visually-hidden">{words.newTab}</span>}
                </a>
              </li>
              <li>
                <a href={localPath(lang, GLOSSARY_PATH)}>{findRoute(localPath(lang, GLOSSARY_PATH))!.label}</a>
              </li>
            </ul>
          </nav>
          <p className="site-footer__note">{words.footerNote(siteName, messages.paymentSentence(siteName))}</p>
          <p className="site-footer__copy">{words.copyright(year, siteName)}</p>
        </div>
      </footer>
      <Island name="Toaster" props={{}} />
    </>
  );
}

/** The header menus' links in the page's language: props, so a bundle carries no route table of either language. */
function headerNavProps(lang: Lang): HeaderNavProps {
  const { menus, statesLink } = MESSAGES[lang].layout;
  const links = (kind: 'review' | 'guide') =>
    routesIn(lang)
      .filter((route) => route.kind === kind)
      .map((route) => ({ href: route.path, label: route.label }));
  // The insurers' menu leads to the index of every group, then to the written reviews; the groups' own pages are in the index.
  const written = new Set(PAGE_KINDS.review.pages.map((page) => page[lang].path));
  const index = findRoute(localPath(lang, INSURER_INDEX_PATH))!;
  return {
    menus: [
      {
        id: 'reviews',
        label: menus.reviews,
        links: [{ href: index.path, label: index.label }, ...links('review').filter((link) => written.has(link.href))],
      },
      { id: 'articles', label: menus.articles, links: links('guide') },
    ],
    states: { href: localPath(lang, STATE_INDEX_PATH), label: statesLink },
  };
}
