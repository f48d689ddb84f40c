import { defineConfig } from 'vitest/config';

// Building the seed formats every file with Prettier, which takes a few seconds on a slow CI box.
export default defineConfig({ test: { include: ['**/*.spec.ts'], testTimeout: 60_000 } });
