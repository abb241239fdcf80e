import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest 4 transforms with oxc; JSX is Preact's automatic runtime, as in the build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/service/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Service tests start a database per file; on a busy shared machine that can take seconds, not milliseconds.
    hookTimeout: 60_000,
    // One migrated embedded database for the whole run, which every service test file loads.
    globalSetup: ['test/service/global-setup.ts'],
  },
});
