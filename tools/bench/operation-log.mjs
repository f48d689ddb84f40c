// Cost of the operations instrumentation (issue #12): getDictItems throughput of one emulator with the operation-log
// interceptor and the HTTP trace recorder on, and one with both off (OPERATION_LOG=off, HTTP_TRACE=off), measured in
// the same run, alternating rounds so a busy shared machine weighs on both alike; the figure is the median of the
// per-round on/off ratios. Target: >= 0.90.
// Standalone: `node tools/bench/operation-log.mjs` (after building the emulator); `npm run bench` (all.mjs) calls it too.
import { pathToFileURL } from 'node:url';
import { startEmulator } from '../lib/emulator.mjs';
import { DICT_PATH, dictSign, load, probe, signIn } from './emulator-load.mjs';

const ROUNDS = Number(process.env.BENCH_OPLOG_ROUNDS ?? 8);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export async function measureOperationLog(roundSeconds = 5, rounds = ROUNDS) {
  const on = await startEmulator();
  const off = await startEmulator({ env: { OPERATION_LOG: 'off', HTTP_TRACE: 'off' } });
  try {
    const servers = await Promise.all(
      [on, off].map(async (s) => ({ url: `${s.baseUrl}${DICT_PATH}`, token: await signIn(s.baseUrl) })),
    );
    const runs = { on: [], off: [] };
    for (let round = 0; round < rounds; round++) {
      // Alternate which goes first, so neither always runs on the warmer machine.
      const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      for (const which of order) {
        const s = servers[which === 'on' ? 0 : 1];
        const headers = { 'X-Access-Token': s.token, 'X-Sign': dictSign(), 'X-TIMESTAMP': String(Date.now()) };
        await probe(s.url, headers);
        runs[which].push((await load(s.url, headers, roundSeconds)).requestsPerSecond);
      }
    }
    // Each round's on/off pair ran back to back; the median of the pair ratios shrugs off rounds where another
    // process took the CPU from one side.
    const ratio = median(runs.on.map((v, i) => v / runs.off[i]));
    return {
      endpoint: 'GET sys/dict/getDictItems/sex (signed)',
      rounds,
      roundSeconds,
      withRequestsPerSecond: Math.round(median(runs.on)),
      withoutRequestsPerSecond: Math.round(median(runs.off)),
      ratio: Number(ratio.toFixed(3)),
      runs,
      pass: ratio >= 0.9,
    };
  } finally {
    await Promise.all([on.close(), off.close()]);
  }
}

export function printOperationLog(r) {
  console.log(`\nOperation log + HTTP trace cost (${r.rounds} alternating rounds of ${r.roundSeconds} s, medians)`);
  console.table({
    [r.endpoint]: {
      'with req/s': r.withRequestsPerSecond,
      'without req/s': r.withoutRequestsPerSecond,
      ratio: `${r.ratio} (target >= 0.9): ${r.pass ? 'PASS' : 'FAIL'}`,
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await measureOperationLog(Number(process.env.BENCH_DURATION ?? 5));
  printOperationLog(result);
  console.log(JSON.stringify(result.runs));
  process.exitCode = result.pass ? 0 : 1;
}
