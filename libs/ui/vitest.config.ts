import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cropwatch/source'] },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.spec.{ts,tsx}'],
    css: false,
  },
});
