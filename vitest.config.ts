import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

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

/**
 * The browser tier's longest files, longest first: axe on every page kind with our scripts on and
 * blocked (tests/browser/axe.ts), the other accessibility checks (every route's width, the
 * keyboard), then the engines besides Chromium, which start their own browsers. Vitest starts
 * files by their last run's durations, or by size where it has none (a fresh clone, CI); these
 * files are short to read and long to run, and one started last runs alone on one core at the end
 * of the tier while the other core idles.
 */
const LONGEST_FIRST = [
  'tests/browser/axe-scripts-on.test.ts',
  'tests/browser/axe-scripts-blocked.test.ts',
  'tests/browser/accessibility.test.ts',
  'tests/browser/engine-webkit.test.ts',
  'tests/browser/engine-firefox.test.ts',
];

/** Vitest's own order, except that the files of LONGEST_FIRST start first within their project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const place = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return place === -1 ? LONGEST_FIRST.length : place;
    };
    // Projects keep their places in vitest's order (each project's first file); within one, the ranks decide, then vitest's order.
    const projectStart = new Map<string, number>();
    sorted.forEach((spec, index) => {
      if (!projectStart.has(spec.project.name)) projectStart.set(spec.project.name, index);
    });
    return sorted
      .map((spec, index) => ({ spec, index, project: projectStart.get(spec.project.name)!, rank: rank(spec) }))
      .sort((a, b) => a.project - b.project || a.rank - b.rank || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    // Two files at a time suits two cores.
    maxWorkers: 2,
    reporters: ['default'],
    sequence: { sequencer: LongestFirst },
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
