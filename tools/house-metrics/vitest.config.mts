import { defineConfig } from 'vitest/config';

// Unit tests of tools/house-metrics.mjs's parsing helpers (collected by tools/test-all.mjs as a tool package).
export default defineConfig({
  test: { include: ['**/*.spec.ts'] },
});
