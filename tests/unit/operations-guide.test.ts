import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/server-process.js';
import { ZIP_PATH } from '../../server/routes/zip.js';
import { OPT_OUT_COOKIE, PRIVACY_CHOICES_PATH } from '../../shared/privacy-choice.js';

/**
 * The operations guide keeps the opt-out working behind a CDN (decision 026): it names the
 * cookie and header the code reads, on the paths that read them, and keeps every log in front
 * of the server to the privacy policy's 30 days.
 */

const guide = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const section = (heading: string) => {
  const start = guide.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const level = /^#+/.exec(heading)![0];
  const next = guide.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next < 0 ? guide.slice(start) : guide.slice(start, start + heading.length + 2 + next);
};

describe('docs/operations.md', () => {
  it('has the CDN forward the opt-out on the paths that read it, and keep Sec-GPC in the page cache key', () => {
    const cdn = section('### The opt-out at the CDN');
    for (const name of ['Sec-GPC', OPT_OUT_COOKIE, `\`POST ${ZIP_PATH}\``, PRIVACY_CHOICES_PATH]) expect(cdn).toContain(name);
    expect(cdn).toMatch(/keep `Sec-GPC` in\s+the cache key/);
    expect(section('### Region from the CDN')).not.toMatch(/on URL alone/);
  });

  it('keeps CDN and load-balancer access logs no longer than our own: 30 days', () => {
    const logs = section('## Logs');
    expect(logs).toMatch(/no more than 30 days/);
    for (const where of ['CloudFront', 'ALB', 'Cloudflare', 'Google Cloud load balancer', 'ingress-nginx']) expect(logs).toContain(where);
    expect(logs).toMatch(/full IP\s+address/);
  });
});
