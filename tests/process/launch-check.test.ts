import { expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process.js';
import { logLines } from '../support/logs.js';

it('a production start with the sample operator, the sample inline link and the example partner link logs one warning line naming them', async () => {
  const server = await startServer();
  try {
    // The warning comes before "ready". A late one would still come before the log line of a
    // request made now: the log is one ordered stream.
    await fetch(`${server.url}/healthz`);
    await expect.poll(() => server.logs.some((line) => line.includes('"msg":"request"')), { timeout: 5000, interval: 10 }).toBe(true);
    const lines = logLines(server.logs);
    const warnings = lines.filter((entry) => entry.level === 40 && entry.msg.includes('before launch'));
    expect(warnings.map((entry) => entry.msg)).toEqual([
      'sample operator details in use: replace contact email (content/operator.yaml), postal address (content/operator.yaml), INLINE_ZIP_LINK, PARTNER_BASE_URL before launch',
    ]);
  } finally {
    await server.stop();
  }
});
