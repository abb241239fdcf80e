import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/service/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
