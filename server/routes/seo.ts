import type { RequestHandler } from 'express';
import { lastModified } from '../../client/entry-server.js';
import type { BuiltSite } from '../../shared/content-schema.js';
import { LANG_TAGS, siteRoutes, twinOf, type SiteRoute } from '../../shared/routes.js';
import type { Config } from '../config.js';

/**
 * sitemap.xml from the route table, both languages: each URL with its hreflang alternates
 * (itself, its twin, x-default the English page) and lastmod as its page module says (a
 * reading page: its review date; a state page: the day its newest official quote was checked;
 * a price page: the day its figures were checked); robots.txt pointing at it.
 */

function sitemapXml(config: Config, site: BuiltSite): string {
  const link = (route: SiteRoute) => `${config.siteUrl}${route.path}`;
  const urls = siteRoutes().map((route) => {
    const twin = twinOf(route);
    const english = route.lang === 'en' ? route : twin;
    const alternates = [route, twin]
      .sort((a, b) => a.lang.localeCompare(b.lang))
      .map((page) => `<xhtml:link rel="alternate" hreflang="${LANG_TAGS[page.lang]}" href="${link(page)}"/>`)
      .join('');
    return (
      `<url><loc>${link(route)}</loc><lastmod>${lastModified(route, site[route.lang])}</lastmod>` +
      `${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${link(english)}"/></url>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`
  );
}

export function seoFiles(config: Config, site: BuiltSite): { sitemap: RequestHandler; robots: RequestHandler } {
  const sitemap = sitemapXml(config, site);
  const robots = `User-agent: *\nAllow: /\nDisallow: /zip\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
  const cache = 'public, max-age=3600';
  return {
    sitemap: (_req, res) => void res.type('application/xml').set('Cache-Control', cache).send(sitemap),
    robots: (_req, res) => void res.type('text/plain').set('Cache-Control', cache).send(robots),
  };
}
