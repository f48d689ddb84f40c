// Where the emulator's time goes under load (issue #17 §4): the built emulator runs with `--cpu-prof` while
// autocannon loads getDictItems (signed) and getUserPermissionByToken, then the profile's self time is summed by
// package (or by emulator source file) and printed, largest first. The .cpuprofile stays in tmp/bench/profile
// (open it in Chrome DevTools for the call tree).
//
//   node tools/bench/emulator-profile.mjs [seconds per endpoint, default 8]
import fs from 'node:fs';
import path from 'node:path';
import { startEmulator } from '../lib/emulator.mjs';
import { ROOT } from '../lib/process.mjs';
import { DICT_PATH, PERMISSION_PATH, dictSign, load, signIn } from './emulator-load.mjs';

const seconds = Number(process.argv[2] ?? 8);
const dir = path.join(ROOT, 'tmp/bench/profile');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

/** `node_modules/@nestjs/core/...` → `@nestjs/core`; emulator sources by file; node internals as `node:`. */
function owner(url) {
  if (!url) return '(native / GC / idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const emulator = url.indexOf('apps/emulator/dist/');
  if (emulator >= 0) return `emulator: ${url.slice(emulator + 'apps/emulator/dist/'.length)}`;
  return url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
}

/** The monotonic clock in µs: V8's profile timestamps use the same clock, so the load's window can be cut out. */
const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per owner and per function, in per cent of the sampled time; with `window` ({from, to} in µs of the
 * monotonic clock) only the samples taken under the load count, not start-up, seeding and shutdown.
 */
export function summarise(profile, top = 25, window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfSamples = new Map();
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i];
    if (window && (at < window.from || at > window.to)) return;
    total += 1;
    selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  });
  const owners = new Map();
  const functions = new Map();
  for (const [id, count] of selfSamples) {
    const frame = byId.get(id).callFrame;
    const name = frame.functionName || '(anonymous)';
    const who = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : owner(frame.url);
    owners.set(who, (owners.get(who) ?? 0) + count);
    const key = `${name} ${owner(frame.url)}:${frame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + count);
  }
  const pct = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, count]) => ({ where: key, selfPct: Number(((100 * count) / total).toFixed(1)) }));
  return { samples: total, byOwner: pct(owners), byFunction: pct(functions) };
}

let windowFrom;
let windowTo;
const emulator = await startEmulator({ nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
try {
  const token = await signIn(emulator.baseUrl);
  windowFrom = nowMicros();
  const only = process.env.PROFILE_ONLY; // `dict` or `permission`: profile one endpoint
  const dict =
    only === 'permission'
      ? null
      : await load(
          `${emulator.baseUrl}${DICT_PATH}`,
          { 'X-Access-Token': token, 'X-Sign': dictSign(), 'X-TIMESTAMP': String(Date.now()) },
          seconds,
        );
  const permission =
    only === 'dict' ? null : await load(`${emulator.baseUrl}${PERMISSION_PATH}`, { 'X-Access-Token': token }, seconds);
  windowTo = nowMicros();
  console.log(JSON.stringify({ dict, permission }));
} finally {
  await emulator.close();
}
const file = fs.readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
const summary = summarise(profile, 25, { from: windowFrom, to: windowTo });
const wallMs = (windowTo - windowFrom) / 1000;
const intervalMs = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
console.log(
  `${summary.samples} samples under the load (${wallMs.toFixed(0)} ms wall, ~${intervalMs.toFixed(2)} ms per sample; ${path.join(dir, file)})`,
);
console.table(summary.byOwner);
console.table(summary.byFunction);
