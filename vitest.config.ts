import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest 4 transforms with oxc; JSX is Preact's automatic runtime, as in the build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    // Set-ups start a database per file or copy the repository; on a busy shared machine that takes seconds.
    hookTimeout: 60_000,
    // Vitest runs one file at a time on two cores (cores - 1); most files wait on a database, a browser or a
    // child process more than they compute, so two at once make the run shorter on CI's two cores.
    maxWorkers: 2,
    // One project per tier, so that each runs alone (`npm run test:unit`, `test:service`) and `vitest run` runs both.
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}', 'integrations/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          name: 'service',
          include: ['test/service/**/*.test.ts'],
          // One migrated embedded database for the whole run, which every service test file loads.
          globalSetup: ['test/service/global-setup.ts'],
        },
      },
    ],
  },
});
