/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups';
import { narrowedImports } from './build/narrow-imports';
import { precompress } from './build/precompress';

// The emulator (or a real JeecgBoot) answers under /jeecg-boot; in dev mode Vite proxies it, websockets included.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), narrowedImports(), precompress()],
  resolve: { conditions: ['@cropwatch/source'] },
  server: {
    port: Number(process.env.CONSOLE_PORT ?? 3100),
    proxy: { '/jeecg-boot': { target: apiTarget, changeOrigin: true, ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // The first load (everything the entry imports statically, the sign-in route included: router.tsx) as one
    // `boot` chunk instead of ~45 automatic common chunks, one request for the sign-in texts of one language
    // (issue #17, build/sign-in-chunks.ts), and past sign-in one chunk per thing that loads together: the layout,
    // each feature, the shared list kit, each heavy library family (issue #32, build/chunk-groups.ts).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups() },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts', './src/lib/i18n.setup-tests.ts'],
    include: ['src/**/*.spec.{ts,tsx}', 'build/**/*.spec.ts'],
    css: false,
    // Worker threads, not forks: 463 s against 542 s for the 136 files on two quiet cores, same results
    // (docs/decisions.md, issue #16 CI time).
    pool: 'threads',
    // One limit for every test, there to stop a hung test, not to time one (speed lives in tools/bench): antd in
    // jsdom on a CI machine whose two cores also run the emulator's suite took single tests past 30 s (stop 38).
    // Above the 15 s a findBy*/waitFor may wait (src/testing/setup-tests.ts).
    testTimeout: 120_000,
  },
});
