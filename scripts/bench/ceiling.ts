import { readFileSync } from 'node:fs';
import compression from 'compression';
import express from 'express';
import { loadConfig } from '../../server/config.js';
import { createLogger } from '../../server/logger.js';
import { requestLog } from '../../server/middleware/request-log.js';
import { securityHeaderList, securityHeaders } from '../../server/middleware/security-headers.js';

/**
 * The benchmark's ceiling: the same Express stack (request log, helmet, compression)
 * answering one constant, precompressed copy of the page. Nothing can serve that page
 * faster through Express, so the site is measured as a fraction of this.
 */
const [brotliFile, gzipFile] = process.argv.slice(2) as [string, string];
const brotli = readFileSync(brotliFile);
const gzip = readFileSync(gzipFile);
const config = loadConfig(process.env);
const app = express();
app.disable('x-powered-by');
app.set('trust proxy', config.trustProxy);
app.use(requestLog(createLogger(config.logLevel)));
app.use(securityHeaders(securityHeaderList(config)));
app.use(compression());
app.get('/', (req, res) => {
  const br = req.acceptsEncodings('br', 'gzip') === 'br';
  res.type('html').set({ 'Content-Encoding': br ? 'br' : 'gzip', Vary: 'Accept-Encoding', 'Cache-Control': 'private, max-age=0, must-revalidate' })
    .end(br ? brotli : gzip);
});
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ msg: 'ready', port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
