import { defineConfig } from 'vitest/config';

// Three emulator processes, PostgreSQL, Redis and haproxy start once for the whole file (tens of seconds on CI).
export default defineConfig({
  resolve: { conditions: ['@cropwatch/source'] },
  test: { include: ['**/*.spec.ts'], testTimeout: 60_000, hookTimeout: 240_000, fileParallelism: false },
});
