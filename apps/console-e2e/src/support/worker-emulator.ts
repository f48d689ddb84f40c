import path from 'node:path';
import { test as base } from '@playwright/test';
import { CONSOLE_DIST, ROOT, startEmulator, type RunningEmulator } from './emulator';

export interface WorkerEmulator {
  /** The emulator of this worker: started fresh when the worker starts, serving the built console. */
  emulator: RunningEmulator;
}

/**
 * Each Playwright worker has an emulator of its own (docs/decisions.md, CI time): the journeys of one worker run in
 * order on it, and another worker's journeys or walks never change what it holds. A worker that restarts after a
 * failure starts a fresh one. The plain Playwright test with only this fixture serves the specs that must not route
 * the browser's requests (static caching, the sign-in weight); `fixtures.ts` builds the journeys' test on it.
 */
export const test = base.extend<object, WorkerEmulator>({
  emulator: [
    async ({}, use, workerInfo) => {
      const emulator = await startEmulator({
        logFile: path.join(ROOT, `tmp/test-results/e2e-emulator-${workerInfo.workerIndex}.log`),
        consoleDist: CONSOLE_DIST,
        // An offline bulletin item takes 2 s rather than 0.4: a journey sees its items waiting while it polls,
        // however late a loaded machine lets the first poll go out.
        env: { ANALYSIS_OFFLINE_LATENCY_MS: '2000' },
      });
      await use(emulator);
      await emulator.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ emulator }, use) => use(emulator.baseURL),
});

export { expect } from '@playwright/test';
