import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { announcePort, precompressedPage } from './ceiling-page.js';

/** Ceiling 2: raw node:http answering one constant, precompressed page — the machine's limit for Node. */
const page = precompressedPage(readFileSync(process.argv[2]!), readFileSync(process.argv[3]!));
announcePort(
  createServer((req, res) => {
    const body = page(req.headers['accept-encoding']);
    res.writeHead(200, body.headers).end(body.bytes);
  }).listen(0, '127.0.0.1'),
);
