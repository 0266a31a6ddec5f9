import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';
import { ROUTES } from '../../shared/routes.js';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import { renderErrorPage } from '../../client/entry-server.js';
import { currentYear } from '../pages/query.js';

/**
 * Reached only by methods no route took: pages answer GET and HEAD, /zip answers POST, so
 * a known address gets 405 with Allow, and anything else a small 404.
 */
const PAGE_PATHS = new Set(ROUTES.map((route) => route.path));

export const methodNotAllowed: RequestHandler = (req, res) => {
  const allow = req.path === '/zip' ? 'POST' : req.path === PRIVACY_CHOICES_PATH ? 'GET, HEAD, POST' : PAGE_PATHS.has(req.path) ? 'GET, HEAD' : undefined;
  if (allow) {
    res.status(405).set('Allow', allow).type('html').send(smallPage('Method not allowed', 'This address does not accept that kind of request.'));
    return;
  }
  res.status(404).type('html').send(smallPage('Not found', 'There is nothing at this address.'));
};

/**
 * Client errors (a malformed or oversized body, a bad URL) get a small page with their
 * own status. Anything else is our fault: the fallback page with a 500 and a reference
 * that also appears in the log line; details only in development.
 */
export function errorHandler(config: Config, assets: AssetManifest): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = httpStatusOf(error);
    if (status >= 400 && status < 500) {
      res
        .status(status)
        .type('html')
        .send(smallPage(status === 413 ? 'Request too large' : 'Bad request', 'We could not read that request.'));
      return;
    }
    const reference = randomUUID();
    const err = error instanceof Error ? error : new Error(String(error));
    req.log.error({ err, reference, path: req.path.slice(0, 200) }, 'render failed');
    const details = config.production ? { reference } : { reference, message: err.message, stack: err.stack };
    res
      .status(500)
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        renderErrorPage(
          { siteName: config.siteName, siteUrl: config.siteUrl, privacyRightsUrl: config.privacyRightsUrl, year: currentYear() },
          assets,
          details,
        ),
      );
  };
}

function httpStatusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
    return value >= 400 && value <= 599 ? value : 500;
  }
  return 500;
}

export function smallPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/">Return to Home</a></p></body></html>`;
}
