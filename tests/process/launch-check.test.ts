import { expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server-process.js';

it('a production start with the sample operator and the default privacy-rights URL logs one warning line naming them', async () => {
  const server = await startServer();
  try {
    // The warning comes before "ready"; give a late one a moment to show up anyway.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const lines = server.logs.flatMap((line) => {
      try {
        return [JSON.parse(line) as { level: number; msg: string }];
      } catch {
        return [];
      }
    });
    const warnings = lines.filter((entry) => entry.level === 40 && entry.msg.includes('before launch'));
    expect(warnings.map((entry) => entry.msg)).toEqual([
      'sample operator details in use: replace contact email (content/operator.yaml), postal address (content/operator.yaml), PRIVACY_RIGHTS_URL before launch',
    ]);
  } finally {
    await server.stop();
  }
});
