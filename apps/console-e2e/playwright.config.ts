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

/** Specs that start the emulator they test against: they share nothing with the journeys. */
const OWN_EMULATOR = ['**/list-clipping.spec.ts', '**/jeecg-client.spec.ts'];

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // The emulator keeps state (sessions, changed passwords) and the machine has two cores: the journeys run on one
  // worker, in order, against the emulator of the global setup; the read-only walks that start an emulator of their
  // own (the list walk, the real client's walk) run beside them on a second worker (CI time, docs/decisions.md).
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'own-emulator', testMatch: OWN_EMULATOR, workers: 1 },
    { name: 'journeys', testIgnore: OWN_EMULATOR, workers: 1 },
  ],
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
