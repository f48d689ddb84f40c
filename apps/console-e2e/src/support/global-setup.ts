import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_DIST as consoleDist, ROOT, startEmulator } from './emulator';

/**
 * Starts the already built emulator, serving the already built console, on a free loopback port with a fresh data
 * directory and the captcha switched off. Builds nothing: `npm test` builds before it runs the browser tests.
 * Workers inherit E2E_BASE_URL from this process.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const index = path.join(consoleDist, 'index.html');
  if (!fs.existsSync(index)) throw new Error(`${path.relative(ROOT, index)} is missing: run "npm run build" first`);
  const emulator = await startEmulator({ logFile: path.join(ROOT, 'tmp/test-results/e2e-emulator.log'), consoleDist });
  process.env.E2E_BASE_URL = emulator.baseURL;
  process.env.E2E_DATA_DIR = emulator.dataDir;
  return emulator.stop;
}
