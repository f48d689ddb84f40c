import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cropwatch/source'] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    css: false,
    // antd renders slowly in jsdom on a loaded two-core machine (the console's specs use the same limit).
    testTimeout: 20_000,
  },
});
