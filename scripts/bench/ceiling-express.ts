import { readFileSync } from 'node:fs';
import express from 'express';
import helmet from 'helmet';
import { announcePort, precompressedPage } from './ceiling-page.js';

/**
 * Ceiling 1: bare Express 5 + helmet (its defaults) answering one constant, precompressed page.
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
announcePort(app.listen(0, '127.0.0.1'));
