import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The command-line and Quartz-oracle specs start processes (tsx, java): on a loaded two-core machine, with
    // another test suite running beside this one in `npm test`, that takes longer than Vitest's default 5 s.
    testTimeout: 20_000,
  },
});
