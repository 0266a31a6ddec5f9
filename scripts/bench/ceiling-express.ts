import { readFileSync } from 'node:fs';
import express from 'express';
import helmet from 'helmet';
import { zipRegion } from '../../shared/zip-region.js';
import { announcePort, precompressedPage } from './ceiling-page.js';

/**
 * Ceiling 1: bare Express 5 + helmet (its defaults) answering one constant, precompressed page,
 * and a bare ZIP hand-off: a urlencoded body (the site's limits), a ZIP check, the ZIP's state
 * (the same lookup the site makes, shared/zip-region.ts) choosing the partner, a 303.
 * None of the site's own middleware is here: this is what any Express app pays at least.
 */
const page = precompressedPage(readFileSync(process.argv[2]!), readFileSync(process.argv[3]!));
const app = express();
app.disable('x-powered-by');
app.use(helmet());
app.get('/', (req, res) => {
  const body = page(req.headers['accept-encoding']);
  res.set(body.headers).end(body.bytes);
});
const ZIP = /^\s*(\d{5}(?:-\d{4})?)\s*$/;
/** A partner for the West, one for everyone else: the choice is one lookup, as in a routes file. */
const WEST = new Set(['CA', 'OR', 'WA']);
app.post('/zip', express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }), (req, res) => {
  const body = req.body as Record<string, unknown> | undefined;
  const zip = ZIP.exec(typeof body?.zip === 'string' ? body.zip : '')?.[1];
  const region = zip ? zipRegion(zip) : undefined;
  if (!zip || region?.kind !== 'state') {
    res.redirect(303, `/?zip_error=${region ? 'outside' : 'invalid'}`);
    return;
  }
  const partner = WEST.has(region.state) ? 'https://west.partner.example/aff_c' : 'https://partner.example/aff_c';
  res.redirect(303, `${partner}?offer_id=1&aff_id=1&aff_sub=FStars&aff_sub2={clickid}&aff_sub3=SEM&zipcode=${zip}`);
});
announcePort(app.listen(0, '127.0.0.1'));
