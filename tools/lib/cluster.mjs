// Several emulator instances behind haproxy, sharing Redis and one data folder: `npm run cluster` and the
// multi-instance tests (apps/emulator/test/cluster.e2e-spec.ts) start it the same way.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emulatorEnv } from './emulator-env.mjs';
import { ROOT, freePort, stop, waitForHttp } from './process.mjs';

/** The Debian packages of the binaries a cluster needs, and where each binary is looked for. */
const BINARIES = [
  { bin: 'redis-server', pkg: 'redis-server', dirs: ['/usr/bin', '/usr/local/bin'] },
  { bin: 'haproxy', pkg: 'haproxy', dirs: ['/usr/sbin', '/usr/bin', '/usr/local/sbin'] },
];

const which = (bin, dirs) => {
  for (const dir of [...dirs, ...(process.env.PATH ?? '').split(':')]) {
    const file = path.join(dir, bin);
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
};

/** Finds the binaries; `missing` lists the Debian packages to install (nothing is installed here). */
export function findBinaries() {
  const found = {};
  const missing = [];
  for (const { bin, pkg, dirs } of BINARIES) {
    const file = which(bin, dirs);
    if (file) found[bin] = file;
    else missing.push(pkg);
  }
  return { found, missing, installLine: missing.length ? `apt-get install -y ${missing.join(' ')}` : null };
}

/** The check haproxy runs against every instance: a public read that needs the database. */
export const HEALTH_PATH = '/jeecg-boot/sys/user/checkOnlyUser?username=admin';

/** haproxy configuration: round robin over the instances, WebSocket upgrades tunnelled, health checks every second. */
export function haproxyConfig({ port, instances }) {
  return [
    'global',
    '  maxconn 20000',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 120s',
    // An upgraded WebSocket connection is a tunnel: it may stay quiet for a long time.
    '  timeout tunnel 1h',
    'frontend emulator',
    `  bind 127.0.0.1:${port}`,
    '  default_backend emulators',
    'backend emulators',
    '  balance roundrobin',
    `  option httpchk GET ${HEALTH_PATH}`,
    '  http-check expect status 200',
    // Which instance answered (tests and operators can tell).
    '  http-response set-header X-Served-By %[srv_name]',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

const INSTANCE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/** When run as root: the unprivileged user the servers run as (Redis refuses nothing as root, but needs none of it). */
function dropPrivileges(dir) {
  if (process.getuid?.() !== 0) return [];
  const user = ['nobody'].find((u) => {
    try {
      execFileSync('id', ['-u', u], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!user) return [];
  execFileSync('chown', ['-R', user, dir]);
  return ['setpriv', ['--reuid', user, '--regid', 'nogroup', '--init-groups']];
}

function spawnLogged(command, args, { logFile, env, cwd = ROOT }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', out, out], env });
  child.once('exit', () => fs.closeSync(out));
  return child;
}

/** Starts `redis-server` on a free loopback port with its files in `dir`; resolves once it answers PING. */
export async function startRedis({ dir, redisServer, port }) {
  fs.mkdirSync(dir, { recursive: true });
  const redisPort = port ?? (await freePort());
  const drop = dropPrivileges(dir);
  const args = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  const child = drop.length
    ? spawnLogged(drop[0], [...drop[1], redisServer, ...args], { logFile: path.join(dir, 'redis.log'), env: process.env })
    : spawnLogged(redisServer, args, { logFile: path.join(dir, 'redis.log'), env: process.env });
  const url = `redis://127.0.0.1:${redisPort}`;
  const { redisCommands } = await import('./redis-ping.mjs');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await redisCommands(redisPort, 'PING');
      break;
    } catch (e) {
      if (Date.now() > deadline || child.exitCode !== null) {
        await stop(child);
        throw new Error(`redis-server did not start (${e.message}); see ${path.join(dir, 'redis.log')}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url, port: redisPort, child };
}

/** Starts one built emulator instance (apps/emulator/dist) and waits until it answers. */
export async function startInstance({ name, dataDir, redisUrl, logDir, env = {} }) {
  const port = await freePort();
  const child = spawnLogged(process.execPath, ['apps/emulator/dist/main.js'], {
    logFile: path.join(logDir, `emulator-${name}.log`),
    env: emulatorEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_URL: redisUrl,
      INSTANCE_ID: name,
      ...env,
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}${HEALTH_PATH}`, { child, timeoutMs: 120_000 });
  return { name, port, url, child };
}

/**
 * Redis, `instances` emulators on one data folder (SQLite in WAL mode, uploads, JWT secret) and haproxy on
 * `port` (a free one by default). The first instance starts alone (it migrates and seeds), the others after it.
 * `stop()` ends everything in reverse order.
 */
export async function startCluster({ dataDir, port, instances = 3, env = {}, log = () => undefined }) {
  if (!fs.existsSync(path.join(ROOT, 'apps/emulator/dist/main.js')))
    throw new Error('the emulator is not built: run `npx nx run emulator:build` first');
  const { found, missing, installLine } = findBinaries();
  if (missing.length) throw new Error(`missing ${missing.join(', ')}: ${installLine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const started = [];
  const stopAll = async () => {
    for (const child of started.reverse()) await stop(child);
  };
  try {
    const redis = await startRedis({ dir: path.join(dataDir, 'redis'), redisServer: found['redis-server'] });
    started.push(redis.child);
    log(`redis      ${redis.url}`);
    const emulatorDir = path.join(dataDir, 'emulator');
    const common = { dataDir: emulatorDir, redisUrl: redis.url, logDir, env };
    const first = await startInstance({ name: INSTANCE_NAMES[0], ...common });
    started.push(first.child);
    log(`instance a ${first.url}`);
    const rest = await Promise.all(
      INSTANCE_NAMES.slice(1, instances).map((name) => startInstance({ name, ...common })),
    );
    for (const i of rest) {
      started.push(i.child);
      log(`instance ${i.name} ${i.url}`);
    }
    const all = [first, ...rest];
    const lbPort = port ?? (await freePort());
    const cfg = path.join(dataDir, 'haproxy.cfg');
    fs.writeFileSync(cfg, haproxyConfig({ port: lbPort, instances: all }));
    const haproxy = spawnLogged(found.haproxy, ['-f', cfg, '-db'], {
      logFile: path.join(logDir, 'haproxy.log'),
      env: process.env,
    });
    started.push(haproxy);
    const url = `http://127.0.0.1:${lbPort}`;
    await waitForHttp(`${url}${HEALTH_PATH}`, { child: haproxy, timeoutMs: 20_000 });
    log(`haproxy    ${url}  (config ${cfg})`);
    return { url, port: lbPort, redis, instances: all, haproxy, logDir, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}
