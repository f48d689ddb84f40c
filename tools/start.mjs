// `npm start`: build whatever is missing or stale, then run the emulator serving the built console on PORT.
// The emulator seeds DATA_DIR on first run and prints the URL and demo accounts itself.
import path from 'node:path';
import { buildIfStale } from './lib/build.mjs';
import { emulatorEnv } from './lib/emulator-env.mjs';
import { ROOT, spawnGroup, supervise } from './lib/process.mjs';

const built = await buildIfStale();
if (built !== 0) {
  console.error('Build failed: the emulator was not started.');
  process.exit(built);
}

const emulator = spawnGroup(process.execPath, ['apps/emulator/dist/main.js'], {
  env: emulatorEnv({
    PORT: process.env.PORT ?? '8080',
    DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data'),
    CONSOLE_DIST: path.join(ROOT, 'apps/console/dist'),
    // The living demo on a first start (issue #18); SEED_DEMO=off starts empty.
    SEED_DEMO: process.env.SEED_DEMO ?? 'on',
  }),
});
process.exitCode = await supervise([emulator]);
