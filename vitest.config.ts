import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vitest 4 transforms with oxc; JSX is Preact's automatic runtime, as in the build.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/service/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
