import express, { type CookieOptions, type RequestHandler } from 'express';
import { z } from 'zod';
import { OPT_OUT_COOKIE, OPT_OUT_COOKIE_MAX_AGE_S, OPT_OUT_COOKIE_VALUE, PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';
import { localPath } from '../../shared/routes.js';
import type { Config } from '../config.js';

/**
 * POST /privacy-choices: the form on that page sets the opt-out cookie, or clears it, and
 * sends the visitor back to the page (303), which now says so. The cookie is first-party,
 * SameSite=Lax, Secure on an https site, and readable by our own script (the ZIP form reads
 * it at the hand-off), since it holds nothing but the choice.
 *
 * Only our own page may change the choice: a post from another site (Sec-Fetch-Site, or an
 * Origin that is not ours) is refused, so no one can opt a visitor back in behind their back.
 */

/** `lang`: which language's page the form was on, to send the visitor back to it (the English one by default). */
const choicePost = z.object({ choice: z.enum(['opt-out', 'opt-in']), lang: z.enum(['en', 'es']).catch('en') });

export function privacyChoices(config: Config): RequestHandler[] {
  const siteOrigin = new URL(config.siteUrl).origin;
  // Not HttpOnly: the ZIP form's script reads the choice at the hand-off.
  const attributes: CookieOptions = { path: '/', sameSite: 'lax', secure: config.siteUrl.startsWith('https:') };
  return [
    express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
    (req, res) => {
      const site = req.headers['sec-fetch-site'];
      const origin = req.headers.origin;
      const ours =
        site === undefined
          ? origin === undefined || origin === siteOrigin || origin === `${req.protocol}://${req.headers.host ?? ''}`
          : site === 'same-origin' || site === 'none';
      const parsed = choicePost.safeParse(req.body);
      if (!ours || !parsed.success) {
        res
          .status(ours ? 400 : 403)
          .set('Cache-Control', 'no-store')
          .type('text')
          .send(ours ? 'Choose opt-out or opt-in on the page.' : 'Use the form on our own page.');
        return;
      }
      if (parsed.data.choice === 'opt-out') res.cookie(OPT_OUT_COOKIE, OPT_OUT_COOKIE_VALUE, { ...attributes, maxAge: OPT_OUT_COOKIE_MAX_AGE_S * 1000 });
      else res.clearCookie(OPT_OUT_COOKIE, attributes);
      res.set('Cache-Control', 'no-store').redirect(303, localPath(parsed.data.lang, PRIVACY_CHOICES_PATH));
    },
  ];
}

/** /.well-known/gpc.json, as the Global Privacy Control specification describes: we honour the signal. */
export const GPC_JSON_PATH = '/.well-known/gpc.json';
const GPC_SUPPORT_SINCE = '2026-11-24';

export const gpcJson: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'public, max-age=86400').json({ gpc: true, lastUpdate: GPC_SUPPORT_SINCE });
};
