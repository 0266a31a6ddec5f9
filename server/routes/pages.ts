import type { Request, RequestHandler } from 'express';
import type { PageContextValue } from '../../client/page-context.js';
import type { BuiltContent } from '../../shared/content-schema.js';
import { findRoute } from '../../shared/routes.js';
import type { StateCode } from '../../shared/us-states.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import { parsePageQuery } from '../page-request.js';
import { renderPage } from '../render/render-page.js';

/** GET/HEAD for every page: the route table's paths render with 200, anything else with 404. */

export interface PageDeps {
  config: Config;
  content: BuiltContent;
  assets: AssetManifest;
  resolveRegion: (req: Request) => StateCode;
}

export function pageContextFor(req: Request, deps: PageDeps): PageContextValue {
  const { config, content } = deps;
  const query = parsePageQuery(req.query as Record<string, unknown>);
  return {
    path: req.path,
    region: deps.resolveRegion(req),
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    privacyRightsUrl: config.privacyRightsUrl,
    partner: config.partner,
    inlineZipLink: config.inlineZipLink,
    content,
    ...query,
  };
}

export function pages(deps: PageDeps): RequestHandler {
  return (req, res) => {
    const page = pageContextFor(req, deps);
    if (!findRoute(page.path)) req.log.warn({ path: req.path.slice(0, 200) }, 'page not found');
    const rendered = renderPage(page, deps.assets);
    res.status(rendered.status)
      .type('html')
      .set('Cache-Control', rendered.status === 200 ? 'public, max-age=0, must-revalidate' : 'no-store')
      .send(rendered.html);
  };
}
