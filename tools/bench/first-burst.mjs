// The first burst (issue 19 §4): the slowest of the first requests that 50 concurrent connections send to a
// freshly started emulator. Each connection signs in (as a load test's virtual users do: admin / 123456), then
// reads a mix of signed-in endpoints (the menu, a signed dictionary, lists) in five waves of 50.
//
//   node tools/bench/first-burst.mjs            (builds nothing: run after `npx nx run @cropwatch/emulator:build`)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SIGNATURE_SECRET, signaturePayload } from '@cropwatch/contract';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT } from '../lib/process.mjs';

const CONNECTIONS = 50;
const WAVES = 5;
/** Issue 19 §4's target for the slowest request of the first wave. */
export const FIRST_BURST_BUDGET_MS = 1000;

const READS = [
  '/jeecg-boot/sys/permission/getUserPermissionByToken',
  '/jeecg-boot/sys/dict/getDictItems/sex',
  '/jeecg-boot/sys/user/list?pageNo=1&pageSize=10',
  '/jeecg-boot/sys/role/list?pageNo=1&pageSize=10',
  '/jeecg-boot/sys/dict/list?pageNo=1&pageSize=10',
  '/jeecg-boot/sys/position/list?pageNo=1&pageSize=10',
];

function dictHeaders() {
  const sign = createHash('md5')
    .update(signaturePayload('/sys/dict/getDictItems/sex') + DEFAULT_SIGNATURE_SECRET)
    .digest('hex')
    .toUpperCase();
  return { 'X-Sign': sign, 'X-TIMESTAMP': String(Date.now()) };
}

/**
 * CPU milliseconds the emulator process has used (all threads: the event loop and the libuv pool that runs
 * scrypt), from /proc; null elsewhere. Unlike wall times it hardly depends on what else the machine runs.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

async function timed(fn) {
  const started = performance.now();
  const ok = await fn();
  return { ms: performance.now() - started, ok };
}

async function signIn(baseUrl) {
  let token = null;
  let failure = '';
  const { ms } = await timed(async () => {
    const response = await fetch(`${baseUrl}/jeecg-boot/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ username: 'admin', password: '123456', captcha: '', checkKey: String(Date.now()) }),
    });
    const body = await response.json();
    token = body.result?.token ?? null;
    if (!token) failure = JSON.stringify(body).slice(0, 300);
    return Boolean(token);
  });
  if (!token) throw new Error(`sign-in failed: ${failure}`);
  return { token, ms };
}

function summary(results) {
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  return {
    slowestMs: Math.round(times.at(-1)),
    medianMs: Math.round(times[Math.floor(times.length / 2)]),
    failed: results.filter((r) => !r.ok).length,
  };
}

async function wave(baseUrl, tokens) {
  const requests = tokens.map((token, i) => {
    const url = `${baseUrl}${READS[i % READS.length]}`;
    const headers = { 'X-Access-Token': token, ...(url.includes('getDictItems') ? dictHeaders() : {}) };
    return timed(async () => {
      const response = await fetch(url, { headers });
      const body = await response.json();
      return response.status === 200 && body.success === true;
    });
  });
  return summary(await Promise.all(requests));
}

/** Starts a fresh emulator; CONNECTIONS concurrent sign-ins, then WAVES waves of CONNECTIONS concurrent reads. */
export async function measureFirstBurst() {
  // FIRST_BURST_PROFILE=<dir>: the emulator writes a V8 CPU profile there when it stops.
  const profile = process.env.FIRST_BURST_PROFILE;
  const emulator = await startEmulator({
    logFile: path.join(ROOT, 'tmp/bench/first-burst-emulator.log'),
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [],
  });
  try {
    assertLoopback(emulator.baseUrl);
    const pid = emulator.child.pid;
    const cpuBefore = cpuMs(pid);
    const logins = await Promise.all(Array.from({ length: CONNECTIONS }, () => signIn(emulator.baseUrl)));
    const cpuAfterSignIns = cpuMs(pid);
    const signIns = {
      ...summary(logins.map((l) => ({ ms: l.ms, ok: true }))),
      emulatorCpuMs: cpuBefore === null ? null : Math.round(cpuAfterSignIns - cpuBefore),
    };
    const tokens = logins.map((l) => l.token);
    const waves = [];
    for (let i = 0; i < WAVES; i++) {
      const before = cpuMs(pid);
      const result = await wave(emulator.baseUrl, tokens);
      waves.push({ ...result, emulatorCpuMs: before === null ? null : Math.round(cpuMs(pid) - before) });
    }
    const slowest = Math.max(signIns.slowestMs, waves[0].slowestMs);
    return {
      connections: CONNECTIONS,
      signIns,
      waves,
      firstBurstSlowestMs: slowest,
      budgetMs: FIRST_BURST_BUDGET_MS,
      loadAverage: os.loadavg()[0].toFixed(1),
      pass: slowest < FIRST_BURST_BUDGET_MS && waves[0].failed === 0,
    };
  } finally {
    await emulator.close();
  }
}

export function printFirstBurst(result) {
  console.log(`\nMachine load while measuring (1-minute load average): ${result.loadAverage}`);
  console.log(`\nFirst burst on a fresh emulator (${result.connections} concurrent connections)`);
  const row = (w) => ({
    'slowest ms': w.slowestMs,
    'median ms': w.medianMs,
    failed: w.failed,
    'emulator CPU ms': w.emulatorCpuMs ?? 'n/a',
  });
  console.table({
    'sign-ins': row(result.signIns),
    ...Object.fromEntries(result.waves.map((w, i) => [`reads, wave ${i + 1}`, row(w)])),
  });
  console.log(
    `First burst slowest (sign-ins and first reads): ${result.firstBurstSlowestMs} ms / budget ${result.budgetMs} ms: ${result.pass ? 'PASS' : 'FAIL'}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(path.join(ROOT, 'tmp/bench'), { recursive: true });
  printFirstBurst(await measureFirstBurst());
}
