import express, { type RequestHandler } from 'express';
import { z } from 'zod';
import { sitePath } from '../../shared/landing.js';
import { parseLanding } from '../../shared/landing-query.js';
import { appendZipcode, buildPartnerLink } from '../../shared/partner-link.js';
import { routeForFormPage } from '../../shared/routes.js';
import { FORM_ID_PATTERN, ZIP_FEEDBACK_PARAMS, ZIP_MAX_LENGTH, checkZip } from '../../shared/zip.js';
import type { Config } from '../config.js';
import type { Metrics } from '../metrics.js';

/**
 * POST /zip: the no-JavaScript hand-off. The same rules as the browser; success is a 303
 * to the partner link, failure a 303 back to the page the form was on. Where "back" is
 * comes from the route table by id, never from a URL in the request.
 */

const INLINE_FORM_ID = 'inline';

const field = z.preprocess((value): unknown => (Array.isArray(value) ? value[0] : value), z.string()).catch('');

const zipPost = z
  .object({
    zip: field,
    source: field.transform((value) => (FORM_ID_PATTERN.test(value) ? value : 'hero')),
    page: field,
  })
  .loose();

/** The body parser (small limits) and the hand-off, for app.post('/zip', ...). */
export function zipHandOff(config: Config, metrics: Metrics): RequestHandler[] {
  return [express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }), handOff(config, metrics)];
}

function handOff(config: Config, metrics: Metrics): RequestHandler {
  return (req, res) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      res.status(415).type('html').send('<!doctype html><title>Unsupported form</title><p>Please submit the ZIP form from our site.</p>');
      return;
    }
    const body: unknown = req.body ?? {};
    const form = zipPost.parse(typeof body === 'object' ? body : {});
    const landing = parseLanding(form);
    // What goes back into a link or the field is capped like the input; the check sees it all.
    const typed = Array.from(form.zip.trim()).slice(0, ZIP_MAX_LENGTH).join('');

    if (form.source === INLINE_FORM_ID) {
      metrics.handOff(form.source, 'inline', false);
      res.redirect(303, appendZipcode(config.inlineZipLink, typed));
      return;
    }
    const result = checkZip(form.zip);
    metrics.handOff(form.source, result.ok ? 'valid' : 'invalid', false);
    if (result.ok) {
      res.redirect(303, buildPartnerLink(config.partner, landing, result.zip));
      return;
    }
    const back = routeForFormPage(form.page);
    res.redirect(
      303,
      sitePath(
        back.path,
        landing,
        [
          [ZIP_FEEDBACK_PARAMS.error, result.error],
          [ZIP_FEEDBACK_PARAMS.form, form.source],
          [ZIP_FEEDBACK_PARAMS.value, typed],
        ],
        `form-${form.source}`,
      ),
    );
  };
}
