import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a Playwright download (`playwright install` is not part of any script).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const root = path.resolve(__dirname, '../..');

/** The long walks, queued first so that the journeys fill in around them (the real client's walk brings its own emulator, Redis and browser). */
const WALKS = ['**/list-clipping.spec.ts', '**/jeecg-client.spec.ts'];

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // Two cores, two workers, each with an emulator of its own (support/worker-emulator.ts): a spec file runs in order
  // on one worker, the files are shared out as workers free up, so the long list walk (two tests, one per language)
  // and the journeys balance over both cores (CI time, docs/decisions.md).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'walks', testMatch: WALKS },
    { name: 'journeys', testIgnore: WALKS },
  ],
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // 20 s, not 10: on the loaded two-core CI machine a page's first render after a reload came over 10 s after the
  // navigation (stop 37's trace: the list's request left 4 s after its chunk arrived). Only a failure waits longer.
  expect: { timeout: 20_000 },
  globalSetup: './src/support/global-setup.ts',
  // Playwright empties its output directory at start: parallel runs on their own console build keep their own.
  outputDir: process.env.E2E_CONSOLE_DIST
    ? `${process.env.E2E_CONSOLE_DIST}-results`
    : path.join(root, 'tmp/test-results/playwright-artifacts'),
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? path.join(root, 'tmp/test-results/playwright.json') },
    ],
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
});
