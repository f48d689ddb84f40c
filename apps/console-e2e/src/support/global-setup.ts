import fs from 'node:fs';
import path from 'node:path';
import { CONSOLE_DIST, EMULATOR_ENTRY, ROOT } from './emulator';

/**
 * Checks that the console and the emulator are built: each worker starts its own emulator serving that build
 * (support/worker-emulator.ts). Builds nothing: `npm test` builds before it runs the browser tests.
 */
export default function globalSetup(): void {
  for (const file of [path.join(CONSOLE_DIST, 'index.html'), EMULATOR_ENTRY])
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run "npm run build" first`);
}
