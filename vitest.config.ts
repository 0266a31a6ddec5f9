import { defineConfig } from 'vitest/config';

/**
 * Test tiers (README, "Tests"): each is a vitest project, run alone with `--project NAME`.
 * - unit: pure rules, the words, the region table on geoip-lite's data. No build, no server, no browser.
 * - repository: what the repository's documents and files promise (README, decision notes, operations
 *   guide, deploy manifests, lint boundaries, the data pack's copy). No build; run in npm test's unit stage.
 * - http: the real app over HTTP (supertest), on the build in dist/.
 * - process: the built server as a real process (faults, signals, timeouts, GeoIP reloads, metrics, a rolling restart behind HAProxy).
 * - browser: the built server and real browsers: one server and one Chromium shared by the tier (tests/support/browser-setup.ts), plus WebKit and Firefox.
 */
/**
 * A console.error or console.warn fails the test (tests/support/console-guard.ts). Not in the
 * browser tier: there our code's console is the browser's, which the tests read themselves,
 * and Node's console carries the drivers' own chatter (webdriverio, puppeteer).
 */
const CONSOLE_GUARD = 'tests/support/console-guard.ts';

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    // Browser files start their own server and Chromium; two at a time suits two cores.
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/content/**/*.test.{ts,tsx}'],
          setupFiles: [CONSOLE_GUARD],
          // The files of a worker share their modules: none mocks a module, what modules keep (formatters,
          // built tables) is the same for every file, and importing the content build and the route tree
          // again for each of 39 files cost a quarter of the tier (decision 023).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'repository', include: ['tests/repository/**/*.test.ts'], setupFiles: [CONSOLE_GUARD] },
      },
      {
        extends: true,
        test: { name: 'http', include: ['tests/http/**/*.test.{ts,tsx}'], globalSetup: ['tests/support/require-build.ts'], setupFiles: [CONSOLE_GUARD] },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['tests/process/**/*.test.{ts,tsx}'],
          // Bounds for a test that hangs, not waits: real processes beside other work can take
          // several times their quiet-machine time (npm run test:busy), and that is no failure.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          globalSetup: ['tests/support/require-build.ts', 'tests/support/require-haproxy.ts'],
          setupFiles: [CONSOLE_GUARD],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/support/require-build.ts', 'tests/support/browser-setup.ts'],
        },
      },
    ],
  },
});
