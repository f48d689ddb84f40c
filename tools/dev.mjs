// `npm run dev`: the emulator recompiled by `tsc -b -w` and restarted by `node --watch` (tsx/esbuild cannot emit
// the decorator metadata Nest injects by), plus the Vite dev server with hot reload proxying /jeecg-boot to it.
import path from 'node:path';
import { emulatorEnv } from './lib/emulator-env.mjs';
import { ROOT, bin, run, spawnGroup, supervise, waitForHttp } from './lib/process.mjs';

const apiPort = process.env.PORT ?? '8080';
const consolePort = process.env.CONSOLE_PORT ?? '3100';
const tsc = bin('tsc');
const appTsconfig = 'apps/emulator/tsconfig.app.json';

// One full build first: `node --watch` needs dist/main.js to exist (the build reference compiles libs/contract too).
const initial = await run(tsc, ['-b', appTsconfig]);
if (initial !== 0) console.error('Initial emulator build failed; watching for fixes.');

const children = [
  spawnGroup(tsc, ['-b', '-w', '--preserveWatchOutput', appTsconfig]),
  spawnGroup(process.execPath, ['--watch', 'apps/emulator/dist/main.js'], {
    env: emulatorEnv({
      PORT: apiPort,
      DATA_DIR: path.resolve(ROOT, process.env.DATA_DIR ?? 'data'),
      SEED_DEMO: process.env.SEED_DEMO ?? 'on',
    }),
  }),
  spawnGroup(bin('vite', 'apps/console'), ['--port', consolePort, '--strictPort'], {
    cwd: path.join(ROOT, 'apps/console'),
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}`, CONSOLE_PORT: consolePort },
  }),
];
// Stop everything as soon as one part dies, so a crash is not hidden behind the others' output.
const finished = supervise(children);

await waitForHttp(`http://127.0.0.1:${consolePort}/`, { timeoutMs: 120_000 }).then(
  () =>
    console.log(`\nDevelopment console (hot reload): http://localhost:${consolePort}/  ->  API on port ${apiPort}\n`),
  (error) => console.error(error.message),
);
process.exitCode = await finished;
