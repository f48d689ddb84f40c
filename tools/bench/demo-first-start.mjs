// Living demo (issue #18): time from spawning the built emulator on an empty DATA_DIR to its first HTTP answer,
// without the demo (SEED_DEMO=off) and with it (on: positions, crop tasks, the generated bulletin, chats,
// announcements), median of RUNS each. Run alone: `node tools/bench/demo-first-start.mjs` (after the build).
import { startEmulator } from '../lib/emulator.mjs';

const RUNS = Number(process.env.BENCH_DEMO_RUNS ?? 3);

async function firstStartMs(seedDemo) {
  const t0 = performance.now();
  const emulator = await startEmulator({ env: { SEED_DEMO: seedDemo } });
  const ms = performance.now() - t0;
  await emulator.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureDemoFirstStart() {
  const off = [];
  const on = [];
  for (let i = 0; i < RUNS; i += 1) {
    off.push(await firstStartMs('off'));
    on.push(await firstStartMs('on'));
  }
  return { runs: RUNS, emptyMs: Math.round(median(off)), demoMs: Math.round(median(on)) };
}

export function printDemoFirstStart(r) {
  console.log(`\nFirst start on an empty DATA_DIR (median of ${r.runs})`);
  console.table({
    'SEED_DEMO=off': { 'ready ms': r.emptyMs },
    'SEED_DEMO=on (living demo)': { 'ready ms': r.demoMs, 'demo adds ms': r.demoMs - r.emptyMs },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) printDemoFirstStart(await measureDemoFirstStart());
