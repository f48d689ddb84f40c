// Notification socket fan-out benchmark: how long one published ALL announcement takes to reach every open
// `/websocket/{userId}` socket, and what the sockets cost the emulator in memory.
//
//   node tools/bench/sockets.mjs [--sockets 1000] [--rounds 5] [--cluster 3]
//
// `--cluster N` (issue #16): N instances on PostgreSQL and Redis behind haproxy (tools/lib/cluster.mjs); the sockets
// are spread evenly over the instances, the announcement is published through haproxy, pushes cross Redis pub/sub.
//
// Builds and starts the emulator as a child process on a throw-away DATA_DIR (loopback only), signs in the active
// demo users and opens the sockets round-robin over them (each socket uses its own user's id and token, as the
// emulator requires; a user's many sockets stand for many tabs). Then, per round, it adds an ALL announcement,
// calls doReleaseData and measures the time from the request until the last socket has received the `topic` frame.
// RSS comes from /proc/<pid>/status (VmHWM = peak). Prints a summary and writes tmp/bench/sockets.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startCluster } from '../lib/cluster.mjs';
import { startEmulator } from '../lib/emulator.mjs';
import { assertLoopback } from '../lib/loopback.mjs';
import { ROOT, run } from '../lib/process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SOCKETS = arg('sockets', 1000);
const ROUNDS = arg('rounds', 5);
const CLUSTER = arg('cluster', 0);
/** Sockets opened at the same time while connecting (each upgrade is authenticated against the database). */
const CONNECT_CONCURRENCY = 50;
const DELIVERY_TIMEOUT_MS = 30_000;
/** Demo accounts that can sign in (seed/users.json): frozen, deleted and frozen-tenant users are left out. */
const USERS = ['admin', 'analyst', 'viewer', 'zhangwei', 'lina'];
const outDir = path.join(ROOT, 'tmp/bench');
const mb = (kb) => Math.round((kb / 1024) * 10) / 10;
const ms = (x) => Math.round(x * 10) / 10;

/** VmRSS and VmHWM of a process in kB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function api(baseUrl, token, method, apiPath, body) {
  const res = await fetch(`${baseUrl}/jeecg-boot${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'X-Access-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${apiPath} failed: ${json.message}`);
  return json;
}

async function signIn(baseUrl, username) {
  const body = await api(baseUrl, null, 'POST', '/sys/login', { username, password: '123456' });
  return { username, token: body.result.token, id: body.result.userInfo.id };
}

/** Opens one socket; every received frame is handed to `onFrame(socketIndex, text)`. */
function openSocket(wsBase, user, index, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}/jeecg-boot/websocket/${user.id}`, [user.token]);
    ws.on('message', (data) => onFrame(index, String(data)));
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** One emulator: API and sockets on the same address. */
async function startSingleTarget() {
  const emulator = await startEmulator({ logFile: path.join(outDir, 'sockets-emulator.log') });
  return {
    baseUrl: emulator.baseUrl,
    socketBases: [emulator.baseUrl],
    pids: [emulator.child.pid],
    close: emulator.close,
  };
}

/** `instances` emulators behind haproxy: the API through haproxy, sockets on each instance in turn. */
async function startClusterTarget(instances) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cropwatch-bench-sockets-'));
  const cluster = await startCluster({ dataDir, instances, env: { CAPTCHA: 'off' } });
  return {
    baseUrl: cluster.url,
    socketBases: cluster.instances.map((i) => i.url),
    pids: cluster.instances.map((i) => i.child.pid),
    close: async () => {
      await cluster.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  if ((await run('npx', ['tsc', '-b', 'apps/emulator/tsconfig.app.json'])) !== 0)
    throw new Error('emulator build failed');
  const emulator = CLUSTER ? await startClusterTarget(CLUSTER) : await startSingleTarget();
  // Memory of every emulator process, summed.
  const memoryOfAll = () =>
    emulator.pids
      .map(memoryOf)
      .reduce((sum, m) => ({ rss: sum.rss + m.rss, hwm: sum.hwm + m.hwm }), { rss: 0, hwm: 0 });
  const sockets = [];
  try {
    assertLoopback(emulator.baseUrl);
    const wsBases = emulator.socketBases.map((base) => base.replace(/^http/, 'ws'));
    const users = [];
    for (const name of USERS) users.push(await signIn(emulator.baseUrl, name));
    const admin = users[0];
    const idle = memoryOfAll();

    // Frames arrive here: round -> per-socket arrival time.
    let waiting = null;
    const onFrame = (index, text) => {
      if (!waiting) return;
      let frame;
      try {
        frame = JSON.parse(text);
      } catch {
        return;
      }
      if (frame.cmd !== 'topic' || frame.msgId !== waiting.msgId || waiting.arrived[index] !== undefined) return;
      waiting.arrived[index] = performance.now();
      if (++waiting.count === SOCKETS) waiting.done();
    };

    let started = performance.now();
    for (let i = 0; i < SOCKETS; i += CONNECT_CONCURRENCY) {
      const batch = [];
      for (let j = i; j < Math.min(SOCKETS, i + CONNECT_CONCURRENCY); j++)
        batch.push(openSocket(wsBases[j % wsBases.length], users[j % users.length], j, onFrame));
      sockets.push(...(await Promise.all(batch)));
    }
    const connectMs = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const withSockets = memoryOfAll();

    const rounds = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const titile = `基准测试通知 ${r} ${Date.now()}`;
      await api(emulator.baseUrl, admin.token, 'POST', '/sys/annountCement/add', {
        titile,
        msgType: 'ALL',
        msgCategory: '1',
        priority: 'L',
        msgContent: '<p>bench</p>',
      });
      const list = await api(
        emulator.baseUrl,
        admin.token,
        'GET',
        `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`,
      );
      const msgId = list.result.records[0].id;
      const arrivedAll = new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`round ${r}: only ${waiting.count}/${SOCKETS} sockets received the push`)),
          DELIVERY_TIMEOUT_MS,
        );
        waiting = { msgId, arrived: new Array(SOCKETS), count: 0, done: () => (clearTimeout(timer), resolve()) };
      });
      started = performance.now();
      const release = api(emulator.baseUrl, admin.token, 'GET', `/sys/annountCement/doReleaseData?id=${msgId}`).then(
        () => performance.now(),
      );
      await arrivedAll;
      const answered = await release;
      const times = waiting.arrived.map((t) => t - started).sort((a, b) => a - b);
      rounds.push({
        firstMs: ms(times[0]),
        medianMs: ms(times[Math.floor(times.length / 2)]),
        lastMs: ms(times.at(-1)),
        httpMs: ms(answered - started),
      });
      waiting = null;
    }
    const final = memoryOfAll();

    const lasts = rounds.map((r) => r.lastMs).sort((a, b) => a - b);
    const results = {
      date: new Date().toISOString(),
      machine: { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown' },
      sockets: SOCKETS,
      instances: emulator.socketBases.length,
      users: USERS.length,
      connect: { ms: ms(connectMs), concurrency: CONNECT_CONCURRENCY },
      rounds,
      lastDelivery: { bestMs: lasts[0], medianMs: lasts[Math.floor(lasts.length / 2)], worstMs: lasts.at(-1) },
      memory: {
        rssIdleMb: mb(idle.rss),
        rssWithSocketsMb: mb(withSockets.rss),
        perSocketKb: Math.round(((withSockets.rss - idle.rss) / SOCKETS) * 10) / 10,
        rssAfterRoundsMb: mb(final.rss),
        vmHwmMb: mb(final.hwm),
      },
    };
    const file = CLUSTER ? 'sockets-cluster.json' : 'sockets.json';
    fs.writeFileSync(path.join(outDir, file), `${JSON.stringify(results, null, 2)}\n`);
    console.log(
      `notification socket benchmark (${SOCKETS} sockets over ${USERS.length} users and ${results.instances} instance(s), ${ROUNDS} ALL announcements)`,
    );
    console.log(
      `  connect:  ${SOCKETS} authenticated upgrades in ${ms(connectMs)} ms (${CONNECT_CONCURRENCY} at a time)`,
    );
    console.table(Object.fromEntries(rounds.map((r, i) => [`round ${i + 1}`, r])));
    console.log(
      `  publish -> last socket: best ${results.lastDelivery.bestMs} ms, median ${results.lastDelivery.medianMs} ms, worst ${results.lastDelivery.worstMs} ms`,
    );
    console.log(
      `  emulator RSS: idle ${results.memory.rssIdleMb} MB, with sockets ${results.memory.rssWithSocketsMb} MB (~${results.memory.perSocketKb} kB/socket), peak ${results.memory.vmHwmMb} MB`,
    );
    console.log(`Results written to ${path.relative(ROOT, path.join(outDir, file))}`);
    return 0;
  } finally {
    for (const ws of sockets) ws.terminate();
    await emulator.close();
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    console.error('socket benchmark failed:', e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
