import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { HydrationState } from '../../shared/hydration.js';
import { testApp } from '../support/app.js';
import { PAYLOADS, reflectingUrls, reflectionProblems } from './xss-payloads.js';

/**
 * Every payload through every value a page echoes (landing line QS/qs, ds, the click ids,
 * topic, brand, a failed ZIP's value, the 404 path), at the HTTP level on the built app: no
 * payload unescaped in the markup (text or attributes), and no JSON block (hydration state,
 * JSON-LD) that could end early, hide a comment or break on U+2028/U+2029. A real browser
 * runs a sample of them (tests/browser/xss.test.ts).
 */

const { app } = testApp();

function landingHeadline(html: string): string | undefined {
  const block = /<script type="application\/json" id="hydration-state">(.*?)<\/script>/s.exec(html)?.[1];
  const state = block ? (JSON.parse(block) as HydrationState) : undefined;
  const form = state?.islands.find((island) => island.name === 'ZipForm')?.props as { headline?: string } | undefined;
  return form?.headline;
}

describe('reflected values are escaped in the HTML', () => {
  it(`for ${PAYLOADS.length} payloads in every reflected value`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    let reflected = 0;
    for (const payload of PAYLOADS) {
      for (const url of reflectingUrls(payload)) {
        const response = await request(app).get(url);
        expect(response.status, url).toBeLessThan(500);
        failures.push(...reflectionProblems(response.text, payload, url));
        // The check means something only if the value does reach the page (whitespace collapsed).
        const words = (value: string | undefined) => value?.trim().replace(/\s+/g, ' ');
        if (url.startsWith('/?') && words(landingHeadline(response.text)) === words(payload)) reflected += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(reflected).toBe(PAYLOADS.length);
  });
});
