import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** Debian's PostgreSQL 15 binaries (`apt-get install postgresql`); `PG_BIN` overrides. */
export const PG_BIN = process.env.PG_BIN || '/usr/lib/postgresql/15/bin';

/** A throwaway PostgreSQL cluster on a loopback port, trust authentication, superuser `postgres`. */
export interface PgCluster {
  host: string;
  port: number;
  dataDir: string;
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (default database `postgres`). */
  url(database?: string): string;
  /** Stops the server (fast shutdown) keeping its data: the outage tests start it again with `start()`. */
  stop(): void;
  start(): void;
  /** Stops the server and deletes its folder. */
  destroy(): void;
}

/** A free loopback TCP port (asked from the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `initdb` and `pg_ctl` refuse root: as root they run as the `postgres` user (or `PG_RUN_AS`). */
function asServerUser(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = process.env.PG_RUN_AS || 'postgres';
  const uid = Number(execFileSync('id', ['-u', user]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', user]).toString().trim());
  return { user, uid, gid };
}

function pgTool(runAs: ReturnType<typeof asServerUser>, tool: string, args: string[]): void {
  const bin = path.join(PG_BIN, tool);
  const [command, argv] = runAs ? ['runuser', ['-u', runAs.user, '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${tool} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
}

/** True when the PostgreSQL binaries are installed (tests skip with a reason otherwise). */
export const postgresAvailable = () => existsSync(path.join(PG_BIN, 'pg_ctl'));

/**
 * Creates and starts a PostgreSQL cluster in a temp folder: `initdb` (UTF-8, C collation so text sorts
 * bytewise as on SQLite), durability off (`fsync`, `synchronous_commit`, `full_page_writes`) for speed,
 * listening on 127.0.0.1 only, its socket inside its own folder.
 */
export async function startPostgres(options: { port?: number } = {}): Promise<PgCluster> {
  if (!postgresAvailable())
    throw new Error(`PostgreSQL binaries not found in ${PG_BIN}: apt-get install postgresql (or set PG_BIN)`);
  const runAs = asServerUser();
  const root = mkdtempSync(path.join(tmpdir(), 'cropwatch-pg-'));
  const dataDir = path.join(root, 'data');
  if (runAs) chownSync(root, runAs.uid, runAs.gid);
  pgTool(runAs, 'initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = options.port ?? (await freePort());
  const host = '127.0.0.1';
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    `-c listen_addresses=${host}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=32MB',
  ].join(' ');
  const logFile = path.join(root, 'server.log');
  writeFileSync(logFile, '');
  if (runAs) chownSync(logFile, runAs.uid, runAs.gid);
  const start = () =>
    pgTool(runAs, 'pg_ctl', ['-D', dataDir, '-o', settings, '-l', logFile, '-w', '-t', '30', 'start']);
  const stop = () => pgTool(runAs, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  let running = true;
  return {
    host,
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@${host}:${port}/${database}`,
    start: () => {
      start();
      running = true;
    },
    stop: () => {
      stop();
      running = false;
    },
    destroy: () => {
      if (running) {
        try {
          pgTool(runAs, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already stopped
        }
        running = false;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs `fn` with a connected client on `url`, always closing it. */
export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Only names this helper makes (lower-case letters, digits, `_`) reach the DDL below. */
const safeName = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`unsafe database name "${name}"`);
  return name;
};

/** `CREATE DATABASE name [TEMPLATE template]` on the cluster behind `adminUrl`; returns the new database's URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  await withClient(adminUrl, (c) =>
    c.query(`CREATE DATABASE ${safeName(name)}${template ? ` TEMPLATE ${safeName(template)}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database, ending its remaining sessions. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${safeName(name)} WITH (FORCE)`));
}
