import type { RequestHandler } from 'express';
import type { BuiltContent } from '../../shared/content-schema.js';
import { ROUTES } from '../../shared/routes.js';
import type { Config } from '../config.js';

/**
 * sitemap.xml from the route table, with lastmod from the content's review dates (a state
 * page: the day its newest official quote was checked, by whoever checked it); robots.txt pointing at it.
 */

function sitemapXml(config: Config, content: BuiltContent): string {
  const newest = Object.values(content.pages)
    .map((page) => page.reviewed)
    .sort()
    .at(-1)!;
  const checked = new Map(content.states.map((entry) => [entry.code, entry.dateModified]));
  const newestChecked = [...checked.values()].sort().at(-1)!;
  const urls = ROUTES.map((route) => {
    const lastmod = route.kind === 'state-index' ? newestChecked : route.state ? checked.get(route.state)! : (content.pages[route.path]?.reviewed ?? newest);
    return `<url><loc>${config.siteUrl}${route.path}</loc><lastmod>${lastmod}</lastmod></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function seoFiles(config: Config, content: BuiltContent): { sitemap: RequestHandler; robots: RequestHandler } {
  const sitemap = sitemapXml(config, content);
  const robots = `User-agent: *\nAllow: /\nDisallow: /zip\n\nSitemap: ${config.siteUrl}/sitemap.xml\n`;
  const cache = 'public, max-age=3600';
  return {
    sitemap: (_req, res) => void res.type('application/xml').set('Cache-Control', cache).send(sitemap),
    robots: (_req, res) => void res.type('text/plain').set('Cache-Control', cache).send(robots),
  };
}
