import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    // Browser files start their own server and Chromium; two at a time suits two cores.
    maxWorkers: 2,
    reporters: ['default'],
  },
});
