import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startServer } from '../lib/server-process.js';

/**
 * npx tsx scripts/bench/paid-landing-approaches.ts: what each way of serving a paid landing
 * (/?gclid=…) costs per response, measured on the real home page in one run (decision 024):
 *   A. fill the click id into a cached template and compress each response (brotli 5 / gzip 6);
 *   B. precompressed segments around the click id: gzip members concatenated (brotli streams
 *      cannot be joined, so Chrome would get gzip);
 *   C. leave the HTML alone (the hand-off reads the click id from the address): the cached page.
 */

const CLICK_ID = 'Cj0KCQiA1234567890abcdefghijklmnopqrstuvwxyz_-ABCDEFGHIJ';
const ROUNDS = Number(process.env.ROUNDS ?? 300);

const site = await startServer({ LOG_LEVEL: 'info' }, 15000, { keepLogs: false });
try {
  const html = await (await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'identity' } })).text();
  // Where a rendered click id would stand: in each ZIP form's hidden fields.
  const at = html.indexOf('<input type="hidden" name="page"');
  const [before, after] = [html.slice(0, at), html.slice(at)];
  const brotli = (text: string, quality: number) =>
    brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  const time = (work: () => Buffer): { us: number; bytes: number } => {
    let bytes = 0;
    const started = process.hrtime.bigint();
    for (let round = 0; round < ROUNDS; round += 1) bytes = work().length;
    return { us: Number(process.hrtime.bigint() - started) / 1000 / ROUNDS, bytes };
  };
  const filled = () => `${before}<input type="hidden" name="gclid" value="${CLICK_ID}"/>${after}`;
  const cachedBr = brotli(html, 10);
  const prefix = gzipSync(before, { level: 9 });
  const suffix = gzipSync(after, { level: 9 });
  const rows: [string, { us: number; bytes: number }][] = [
    ['A. template fill + brotli 5 per response', time(() => brotli(filled(), 5))],
    ['A. template fill + gzip 6 per response', time(() => gzipSync(filled(), { level: 6 }))],
    ['B. gzip segments joined per response', time(() => Buffer.concat([prefix, gzipSync(`<input type="hidden" name="gclid" value="${CLICK_ID}"/>`), suffix]))],
    ['C. the cached page, unchanged', time(() => cachedBr)],
  ];
  console.log(`home page: ${html.length} bytes of HTML; the cached brotli copy (quality 10): ${cachedBr.length} bytes; ${ROUNDS} rounds each\n`);
  console.log(`${'approach'.padEnd(44)} ${'µs/response'.padStart(12)} ${'bytes'.padStart(7)} ${'÷ cached'.padStart(9)}`);
  for (const [name, row] of rows)
    console.log(
      `${name.padEnd(44)} ${row.us.toFixed(1).padStart(12)} ${String(row.bytes).padStart(7)} ${(row.bytes / cachedBr.length).toFixed(2).padStart(8)}×`,
    );
} finally {
  await site.stop();
}
