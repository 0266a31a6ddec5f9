import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { AssetManifest } from '../assets.js';
import type { Config } from '../config.js';
import { renderErrorPage } from '../../client/entry-server.js';
import type { Logger } from '../logger.js';
import { currentYear } from '../pages/query.js';
import { MESSAGES, type Messages } from '../../shared/messages/index.js';
import { LANG_TAGS, langOfPath, localPath, type Lang } from '../../shared/routes.js';

/**
 * Reached only by requests no door or route took: a known address (a page, an endpoint of the
 * table: `allowed` says which methods it answers) gets 405 with Allow, anything else a small 404.
 */
export function methodNotAllowed(allowed: (path: string) => string | undefined): RequestHandler {
  return (req, res) => {
    const allow = allowed(req.path);
    if (allow) {
      res
        .status(405)
        .set('Allow', allow)
        .type('html')
        .send(smallPage(langOfPath(req.path), 'methodNotAllowed'));
      return;
    }
    res
      .status(404)
      .type('html')
      .send(smallPage(langOfPath(req.path), 'notFound'));
  };
}

/**
 * Client errors (a malformed or oversized body, a bad URL) get a small page with their
 * own status. Anything else is our fault: the fallback page with a 500 and a reference
 * that also appears in the log line; details only in development.
 */
export function errorHandler(config: Config, assets: AssetManifest, logger: Logger): ErrorRequestHandler {
  const failure = failurePage(config, assets);
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
        .send(smallPage(langOfPath(req.path), status === 413 ? 'tooLarge' : 'badRequest'));
      return;
    }
    res
      .status(500)
      .set(Object.fromEntries(FAILURE_HEADERS))
      .type('html')
      .send(failure(logger.child({ reqId: req.id }), error, req.path));
  };
}

/**
 * The same 500 for a request answered before Express (server/endpoints.ts's `beforeExpress`):
 * the fallback page after the exchange's leading headers, or, when the response has begun, the
 * connection closed (as Express does).
 */
export function failureAnswer(config: Config, assets: AssetManifest, logger: Logger) {
  const failure = failurePage(config, assets);
  return (res: ServerResponse, reqId: string, path: string, leading: readonly string[], error: unknown): void => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = failure(logger.child({ reqId }), error, path);
    res.writeHead(
      500,
      leading.concat(...FAILURE_HEADERS.flat(), 'Content-Type', 'text/html; charset=utf-8', 'Content-Length', String(Buffer.byteLength(body))),
    );
    res.end(body);
  };
}

/** The 500's headers: a failure is never kept. */
const FAILURE_HEADERS: readonly [string, string][] = [['Cache-Control', 'no-store']];

/**
 * The one 500, for a failed render and for any other error that reaches Express alike: the
 * fallback page with a reference that is also in the error's log line; details only in
 * development. Returns the page's HTML.
 */
function failurePage(config: Config, assets: AssetManifest): (log: Logger, error: unknown, path: string) => string {
  return (log, error, path) => {
    const reference = randomUUID();
    const err = error instanceof Error ? error : new Error(String(error));
    log.error({ err, reference, path: path.slice(0, 200) }, 'render failed');
    const details = config.production ? { reference } : { reference, message: err.message, stack: err.stack };
    return renderErrorPage(
      { siteName: config.siteName, siteUrl: config.siteUrl, privacyRightsUrl: config.privacyRightsUrl, year: currentYear(), lang: langOfPath(path) },
      assets,
      details,
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

/** A request's small page in the language of its path (under /es/, Spanish), with the way to that language's home. */
export function smallPage(lang: Lang, kind: keyof Messages['smallPages']): string {
  const messages = MESSAGES[lang];
  const { title, text } = messages.smallPages[kind];
  return `<!doctype html><html lang="${LANG_TAGS[lang]}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="${localPath(lang, '/')}">${messages.notFound.returnHome}</a></p></body></html>`;
}
