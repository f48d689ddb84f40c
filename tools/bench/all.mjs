// Every measurement of `npm run bench` (run-all.mjs builds first, then imports this): console weight, emulator
// throughput, the crop task map and the rest, against the built apps, on loopback only.
// Prints a table and writes tmp/bench/results.json. Exits non-zero when the sign-in page exceeds its budget.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../lib/chromium.mjs';
import { startEmulator } from '../lib/emulator.mjs';
import { ROOT } from '../lib/process.mjs';
import { measureAnalysisGenerate, printAnalysisGenerate } from './analysis-generate.mjs';
import { measureChatProviders, printChatProviders } from './chat-providers.mjs';
import { measureCluster, printCluster } from './cluster.mjs';
import { measureConfigPages, printConfigPages } from './config-pages.mjs';
import { largestChunk, measureSignIn } from './console-size.mjs';
import { measureCropTasks, printCropTasks } from './crop-task.mjs';
import { measureDemoFirstStart, printDemoFirstStart } from './demo-first-start.mjs';
import { cpuText, measureEmulator } from './emulator-load.mjs';
import { measureUsersScreen, printUsersScreen } from './emulator-users-screen.mjs';
import { measureFigureCheck, printFigureCheck } from './figure-check.mjs';
import { measureFirstBurst, printFirstBurst } from './first-burst.mjs';
import { gridChunk, measureGridEngines, printGrid } from './grid-engines/measure.mjs';
import { measureOperationLog, printOperationLog } from './operation-log.mjs';
import { measureSignInTime, printSignInTime } from './sign-in-time.mjs';
import { measureSignedInTime, printSignedInTime } from './signed-in-time.mjs';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const outDir = path.join(ROOT, 'tmp/bench');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const chromium = await ensureChromium();
if (!chromium.ok) throw new Error(chromium.message);

fs.mkdirSync(outDir, { recursive: true });
const emulator = await startEmulator({ logFile: path.join(outDir, 'emulator.log') });
let results;
try {
  const signIn = await measureSignIn(emulator.baseUrl);
  const chunk = largestChunk();
  const signInTime = await measureSignInTime(emulator.baseUrl);
  const signedInTime = await measureSignedInTime(emulator.baseUrl);
  const load = await measureEmulator(emulator.baseUrl, durationSeconds, emulator.child.pid);
  const cropTasks = await measureCropTasks(emulator.baseUrl);
  results = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
    console: { signIn, largestChunk: chunk, signInTime, signedInTime },
    emulator: { durationSeconds, connections: 10, endpoints: load },
    cropTasks,
    analysisGenerate: await measureAnalysisGenerate(),
    operationLog: await measureOperationLog(Math.max(2, Math.round(durationSeconds / 2))),
    demoFirstStart: await measureDemoFirstStart(),
    configPages: await measureConfigPages(),
    grid: { pages: await measureGridEngines(), chunk: gridChunk() },
    figureCheck: await measureFigureCheck(),
    chatProviders: await measureChatProviders(),
  };
} finally {
  await emulator.close();
}

// Its own freshly started emulator: the first burst is about a cold process (issue 19 §4).
results.firstBurst = await measureFirstBurst();
// Its own PostgreSQL, Redis, haproxy and 1 then 3 instances (issue #16).
results.cluster = await measureCluster(durationSeconds);
// Its own emulator with 50,000 imported users: the users list on screen (issue #17 §5).
results.usersScreen = await measureUsersScreen();

fs.writeFileSync(path.join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

const { signIn, largestChunk: chunk } = results.console;
console.log('\nConsole (gzip)');
console.table({
  'sign-in to password field': {
    size: `${kB(signIn.gzipTotal)}, ${signIn.requests} requests / budget ${kB(signIn.budget.gzipBytes)}, ${signIn.budget.requests}: ${signIn.pass ? 'PASS' : 'FAIL'}`,
  },
  [`largest chunk ${chunk.file}`]: { size: `${kB(chunk.gzip)} (raw ${kB(chunk.bytes)})` },
});
if (signIn.grown.length) console.log(`Grown or new on the sign-in path: ${signIn.grown.join(', ')}`);
printSignInTime(results.console.signInTime);
printSignedInTime(results.console.signedInTime);

console.log(`\nEmulator vs bare node:http (${durationSeconds} s, 10 connections, ${results.machine.cpus} CPUs)`);
console.table(
  Object.fromEntries(
    results.emulator.endpoints.map((e) => [
      e.endpoint,
      {
        'emulator req/s': e.emulator.requestsPerSecond,
        'emulator p99 ms': e.emulator.p99Ms,
        'bare req/s': e.bare.requestsPerSecond,
        'bare p99 ms': e.bare.p99Ms,
        ratio: e.throughputRatio,
        'emulator CPU µs/req (user + sys)': cpuText(e.emulator),
        'bare CPU µs/req (user + sys)': cpuText(e.bare),
        'non-2xx/errors': `${e.emulator.non2xx}/${e.emulator.errors}`,
      },
    ]),
  ),
);
printCropTasks(results.cropTasks);
printAnalysisGenerate(results.analysisGenerate);
printOperationLog(results.operationLog);
printDemoFirstStart(results.demoFirstStart);
printFirstBurst(results.firstBurst);
printConfigPages(results.configPages);
printGrid(results.grid);
printFigureCheck(results.figureCheck);
printChatProviders(results.chatProviders);
printCluster(results.cluster);
printUsersScreen(results.usersScreen);
console.log(`Results written to ${path.relative(ROOT, path.join(outDir, 'results.json'))}`);
process.exitCode = signIn.pass ? 0 : 1;
