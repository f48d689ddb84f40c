// Emulator throughput: autocannon against two hot endpoints, each next to a bare node:http server answering the
// same JSON body in the same run, so the ratio says what Nest + auth + SQLite cost on this machine.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_SIGNATURE_SECRET, signaturePayload } from '@cropwatch/contract';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT, stop } from '../lib/process.mjs';

export const DICT_PATH = '/jeecg-boot/sys/dict/getDictItems/sex';
export const PERMISSION_PATH = '/jeecg-boot/sys/permission/getUserPermissionByToken';
// Contract §9.2 worked example: the signed JSON for getDictItems/sex is `{}`.
const DICT_SIGN = 'E19D6243CB1945AB4F7202A1B00F77D5';

export async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/jeecg-boot/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8' },
    body: JSON.stringify({ username: 'admin', password: '123456', captcha: '', checkKey: String(Date.now()) }),
  });
  const body = await response.json();
  if (!body.success || !body.result?.token) throw new Error(`login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.result.token;
}

export function dictSign() {
  const payload = signaturePayload('/sys/dict/getDictItems/sex');
  const sign = createHash('md5')
    .update(payload + DEFAULT_SIGNATURE_SECRET)
    .digest('hex')
    .toUpperCase();
  if (sign !== DICT_SIGN) throw new Error(`signature drift: computed ${sign}, contract says ${DICT_SIGN}`);
  return sign;
}

/** Fetches once to check the endpoint succeeds and to capture the exact body the bare server will replay. */
export async function probe(url, headers) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  const body = JSON.parse(text);
  if (response.status !== 200 || body.success !== true)
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return text;
}

/** Seconds of unmeasured load before each measured one, for the emulator and the bare server alike (JIT, caches). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_S ?? 2);

/** User and system CPU ticks (1/100 s) a process has used so far (`/proc/<pid>/stat`); null off Linux. */
function cpuTicks(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { user: Number(fields[11]), system: Number(fields[12]) };
  } catch {
    return null;
  }
}

/**
 * Loads `url` with 10 connections; with the server's `pid`, also its CPU per answered request in µs (user and
 * system). The system share grows as a server slows: each answer then has to wake the idle load generator (issue
 * #17, session 11), so compare the user share between servers.
 */
export async function load(url, headers, durationSeconds, pid) {
  assertLoopback(url);
  if (WARMUP_SECONDS > 0) await autocannon({ url, headers, connections: 10, duration: WARMUP_SECONDS });
  const before = pid ? cpuTicks(pid) : null;
  const result = await autocannon({ url, headers, connections: 10, duration: durationSeconds });
  const after = before ? cpuTicks(pid) : null;
  const perRequest = (ticks) => Number(((ticks * 10_000) / Math.max(1, result.requests.total)).toFixed(1));
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMicrosPerRequest:
      before && after
        ? { user: perRequest(after.user - before.user), system: perRequest(after.system - before.system) }
        : null,
  };
}

/** `user + system` µs per request, or `n/a` when the CPU could not be read. */
export const cpuText = (m) =>
  m.cpuMicrosPerRequest ? `${m.cpuMicrosPerRequest.user} + ${m.cpuMicrosPerRequest.system}` : 'n/a';

async function withBareServer(body, fn) {
  const child = spawn(process.execPath, ['tools/bench/bare-server.mjs'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_BODY: body },
  });
  try {
    const port = await new Promise((resolve, reject) => {
      child.stdout.once('data', (chunk) => resolve(JSON.parse(String(chunk)).port));
      child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    });
    return await fn(`http://127.0.0.1:${port}`, child.pid);
  } finally {
    await stop(child);
  }
}

/** `emulatorPid`: the emulator's process, for its CPU per request (optional). */
export async function measureEmulator(baseUrl, durationSeconds, emulatorPid) {
  assertLoopback(baseUrl);
  const token = await signIn(baseUrl);
  const endpoints = [
    {
      name: 'GET sys/dict/getDictItems/sex (signed)',
      path: DICT_PATH,
      headers: () => ({ 'X-Access-Token': token, 'X-Sign': dictSign(), 'X-TIMESTAMP': String(Date.now()) }),
    },
    {
      name: 'GET sys/permission/getUserPermissionByToken',
      path: PERMISSION_PATH,
      headers: () => ({ 'X-Access-Token': token }),
    },
  ];
  const results = [];
  for (const endpoint of endpoints) {
    const url = `${baseUrl}${endpoint.path}`;
    // A fresh X-TIMESTAMP per run: the server rejects ones older than 300 s and a run lasts seconds.
    const headers = endpoint.headers();
    const body = await probe(url, headers);
    const emulator = await load(url, headers, durationSeconds, emulatorPid);
    const bare = await withBareServer(body, (bareUrl, barePid) =>
      load(`${bareUrl}${endpoint.path}`, {}, durationSeconds, barePid),
    );
    results.push({
      endpoint: endpoint.name,
      bodyBytes: Buffer.byteLength(body),
      emulator,
      bare,
      throughputRatio: Number((emulator.requestsPerSecond / bare.requestsPerSecond).toFixed(3)),
    });
  }
  return results;
}

// `node tools/bench/emulator-load.mjs [seconds]`: this measurement alone, against a freshly started built emulator
// (after a pause for the background seeders), bare server and emulator back to back per endpoint.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.argv[2] ?? 8);
  const emulator = await startEmulator();
  try {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_SETTLE_MS ?? 5000)));
    const results = await measureEmulator(emulator.baseUrl, seconds, emulator.child.pid);
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.table(
      Object.fromEntries(
        results.map((r) => [
          r.endpoint,
          {
            'emulator req/s': r.emulator.requestsPerSecond,
            'emulator p99 ms': r.emulator.p99Ms,
            'bare req/s': r.bare.requestsPerSecond,
            'bare p99 ms': r.bare.p99Ms,
            ratio: r.throughputRatio,
            'emulator CPU µs/req (user + sys)': cpuText(r.emulator),
            'bare CPU µs/req (user + sys)': cpuText(r.bare),
            errors: r.emulator.errors + r.emulator.non2xx,
          },
        ]),
      ),
    );
  } finally {
    await emulator.close();
  }
}
