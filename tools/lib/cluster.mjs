// Several emulator instances behind haproxy, sharing PostgreSQL, Redis and one data folder: `npm run cluster` and
// the multi-instance tests (tools/cluster/cluster.spec.ts) start it the same way.
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

/** Debian's PostgreSQL 15 server binaries (`PG_BIN` overrides). */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** Finds the binaries; `missing` lists the Debian packages to install (nothing is installed here). */
export function findBinaries() {
  const found = {};
  const missing = [];
  for (const { bin, pkg, dirs } of BINARIES) {
    const file = which(bin, dirs);
    if (file) found[bin] = file;
    else missing.push(pkg);
  }
  if (fs.existsSync(path.join(PG_BIN, 'pg_ctl'))) found.pg_ctl = path.join(PG_BIN, 'pg_ctl');
  else missing.unshift('postgresql');
  return { found, missing, installLine: missing.length ? `apt-get install -y ${missing.join(' ')}` : null };
}

/** Readiness of an instance (database and Redis): haproxy takes an instance answering 503 out of rotation. */
export const HEALTH_PATH = '/jeecg-boot/actuator/health';

/** haproxy configuration: round robin over the instances, WebSocket upgrades tunnelled, health checks every second. */
export function haproxyConfig({ port, instances }) {
  return [
    'global',
    '  maxconn 4096',
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

/** The unprivileged user the database and Redis run as when we are root (`initdb` and `pg_ctl` refuse root). */
const runAsUser = () => (process.getuid?.() === 0 ? process.env.CLUSTER_RUN_AS || 'postgres' : null);

/** The folders from `/` down to `dir`, outermost first. */
const folderChain = (dir) => {
  const chain = [];
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    chain.unshift(d);
    if (path.dirname(d) === d) return chain;
  }
};

/** The first of `dirs` (outermost first) that `user` cannot enter, or null. */
function firstBlocked(user, dirs) {
  try {
    const script = 'for d do test -x "$d" || { printf %s "$d"; exit 3; }; done';
    execFileSync('runuser', ['-u', user, '--', 'sh', '-c', script, 'sh', ...dirs], { stdio: 'pipe' });
    return null;
  } catch (e) {
    if (e.status === 3) return String(e.stdout);
    throw new Error(`cannot check the folders as user ${user}: ${e.message}`);
  }
}

const modeOf = (dir) => `0${(fs.statSync(dir).mode & 0o777).toString(8)}`;

/**
 * As root, lets the run-as user reach `dir` (issue #30: `DATA_DIR=$(mktemp -d)` is 0700 and `initdb` answered
 * "could not access directory … Permission denied"). The folders from `dataRoot` (the DATA_DIR the operator chose
 * for our data) down to `dir` get the traverse bit for others (o+x: enter, not list); folders above `dataRoot` are
 * not ours to open: if the user cannot enter one, this refuses at once and says what to change.
 */
export function grantReach(dir, { dataRoot = dir, log = () => undefined } = {}) {
  const user = runAsUser();
  if (!user) return;
  const root = path.resolve(dataRoot);
  const target = path.resolve(dir);
  if (target !== root && !target.startsWith(root + path.sep))
    throw new Error(`${target} is not inside the data folder ${root}`);
  const chain = folderChain(target);
  const above = chain.slice(0, chain.indexOf(root));
  const blockedAbove = firstBlocked(user, above);
  if (blockedAbove)
    throw new Error(
      `PostgreSQL and Redis run as the unprivileged user "${user}" (they refuse root), and "${user}" cannot enter ` +
        `${blockedAbove} (mode ${modeOf(blockedAbove)}), which holds DATA_DIR ${root}. Choose a DATA_DIR that ` +
        `"${user}" can reach (for example DATA_DIR=./data), let it through with \`chmod o+x ${blockedAbove}\`, ` +
        'or set CLUSTER_RUN_AS to a user who may enter it.',
    );
  // Ours (at or below DATA_DIR): open each blocking folder for traversal, outermost first.
  for (const d of chain.slice(above.length, -1)) {
    if (!firstBlocked(user, [d])) continue;
    fs.chmodSync(d, (fs.statSync(d).mode & 0o7777) | 0o001);
    log(`granted traverse (o+x) on ${d} so that user ${user} reaches its folders below it`);
  }
}

/**
 * As root, the database and Redis run as an unprivileged user (`postgres`, which Debian's package creates, or
 * `CLUSTER_RUN_AS`) owning their folders, which it must be able to reach (`grantReach`). Returns the command prefix.
 */
function runAsPrefix(dir, options) {
  const user = runAsUser();
  if (!user) return [];
  grantReach(dir, options);
  execFileSync('chown', ['-R', `${user}:`, dir]);
  return ['runuser', '-u', user, '--'];
}

/**
 * A PostgreSQL cluster in `dir` (created with `initdb` on first use, kept afterwards), listening on 127.0.0.1 only,
 * trust authentication for the local superuser `postgres`. Resolves to its URL and a stop function.
 */
export async function startPostgres({ dir, port, dataRoot, log }) {
  fs.mkdirSync(dir, { recursive: true });
  const prefix = runAsPrefix(dir, { dataRoot, log });
  const tool = (name, args) => {
    const argv = [...prefix, path.join(PG_BIN, name), ...args];
    execFileSync(argv[0], argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const data = path.join(dir, 'data');
  if (!fs.existsSync(path.join(data, 'PG_VERSION')))
    tool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const pgPort = port ?? (await freePort());
  const options = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  tool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    port: pgPort,
    stop: () => tool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}

function spawnLogged(command, args, { logFile, env, cwd = ROOT }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', out, out], env });
  child.once('exit', () => fs.closeSync(out));
  return child;
}

/** Starts `redis-server` on a free loopback port with its files in `dir`; resolves once it answers PING. */
export async function startRedis({ dir, redisServer, port, dataRoot, log }) {
  fs.mkdirSync(dir, { recursive: true });
  const redisPort = port ?? (await freePort());
  const argv = [
    ...runAsPrefix(dir, { dataRoot, log }),
    redisServer,
    ...['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
  ];
  const child = spawnLogged(argv[0], argv.slice(1), { logFile: path.join(dir, 'redis.log'), env: process.env });
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
 * PostgreSQL and Redis in `dataDir`, `instances` emulators sharing them and one data folder (uploads, generated
 * images, the JWT secret), haproxy on `port` (a free one by default). `databaseUrl` uses an existing PostgreSQL
 * instead of creating one. The first instance starts alone (it migrates and seeds), the others after it.
 * `stop()` ends everything in reverse order.
 */
export async function startCluster({
  dataDir,
  dataRoot = dataDir,
  port,
  instances = 3,
  env = {},
  databaseUrl,
  log = () => undefined,
}) {
  if (!fs.existsSync(path.join(ROOT, 'apps/emulator/dist/main.js')))
    throw new Error('the emulator is not built: run `npx nx run emulator:build` first');
  const { found, missing, installLine } = findBinaries();
  if (missing.length) throw new Error(`missing ${missing.join(', ')}: ${installLine}`);
  fs.mkdirSync(dataDir, { recursive: true });
  // As root, the unprivileged server user must reach its folders (mkdtemp makes 0700): refuse before starting
  // anything when a folder above DATA_DIR stops it.
  grantReach(dataDir, { dataRoot, log });
  const logDir = path.join(dataDir, 'logs');
  fs.mkdirSync(logDir, { recursive: true });
  const started = [];
  let postgres;
  // Redis by reference: a test that restarts it replaces `redis.child`.
  let redis;
  const stopAll = async () => {
    for (const child of started.reverse()) await stop(child);
    if (redis) await stop(redis.child);
    postgres?.stop();
  };
  try {
    let dbUrl = databaseUrl;
    if (!dbUrl) {
      postgres = await startPostgres({ dir: path.join(dataDir, 'postgres'), dataRoot, log });
      dbUrl = postgres.url;
      log(`postgresql ${dbUrl}`);
    }
    redis = await startRedis({ dir: path.join(dataDir, 'redis'), redisServer: found['redis-server'], dataRoot, log });
    log(`redis      ${redis.url}`);
    const emulatorDir = path.join(dataDir, 'emulator');
    const common = {
      dataDir: emulatorDir,
      redisUrl: redis.url,
      logDir,
      env: { DB_TYPE: 'postgres', DATABASE_URL: dbUrl, ...env },
    };
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
    return { url, port: lbPort, redis, databaseUrl: dbUrl, instances: all, haproxy, logDir, stop: stopAll };
  } catch (e) {
    await stopAll();
    const tails = fs
      .readdirSync(logDir)
      .map((f) => `--- ${f}\n${fs.readFileSync(path.join(logDir, f), 'utf8').split('\n').slice(-15).join('\n')}`);
    throw new Error(`${e.message}\n${tails.join('\n')}`);
  }
}
