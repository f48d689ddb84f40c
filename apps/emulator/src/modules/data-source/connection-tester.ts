import { spawn } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DataSourceMessages } from '@cropwatch/contract';
import { connectionTarget, isAllowedHost } from './connection-target';

export const CONNECT_TIMEOUT_MS = 5000;

export interface ConnectionRequest {
  dbType: string;
  dbUrl: string;
  dbName?: string | null;
  dbUsername?: string | null;
  dbPassword?: string | null;
}

/** Outcome of a test connection: `ok` or the reason in words (never a stack trace). */
export type ConnectionOutcome = { ok: true } | { ok: false; reason: string };

interface PgClient {
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
type PgModule = { Client: new (config: Record<string, unknown>) => PgClient };

/** `pg` is optional: without it PostgreSQL answers "no driver" like the other types. */
function loadPg(): PgModule | null {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('pg') as PgModule;
  } catch {
    return null;
  }
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the driver's error, code intact
        reject(e);
      },
    );
  });

/** The words for a network driver's failure, by error code. */
export function describeNetworkError(e: unknown, host: string, port: number): string {
  const err = e as { code?: string; message?: string };
  switch (err.code) {
    case 'ECONNREFUSED':
      return `连接被拒绝（${host}:${port} 没有数据库在监听）`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `未知主机：${host}`;
    case 'ETIMEDOUT':
      return `连接超时（${CONNECT_TIMEOUT_MS / 1000} 秒）`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `主机不可达：${host}`;
    case '28P01':
    case '28000':
      return '用户名或密码错误';
    case '3D000':
      return '数据库不存在';
    default: {
      const text = (err.message ?? '').split('\n')[0].slice(0, 200);
      if (/timeout/i.test(text)) return `连接超时（${CONNECT_TIMEOUT_MS / 1000} 秒）`;
      return text || '未知错误';
    }
  }
}

/**
 * Really connects: SQLite files of the data folder are opened read-only (never created) in a child process with a
 * time limit, PostgreSQL through `pg` with a 5 s limit.
 * A network host must be loopback or listed in `DATASOURCE_ALLOWED_HOSTS`, checked before any attempt, so the
 * button cannot be used to scan other machines.
 */
export async function testConnection(
  req: ConnectionRequest,
  dataDir: string,
  allowedHosts: readonly string[],
): Promise<ConnectionOutcome> {
  const target = connectionTarget(req.dbType, req.dbUrl, dataDir, req.dbName);
  switch (target.kind) {
    case 'invalid':
      return { ok: false, reason: target.message };
    case 'unsupported':
      return { ok: false, reason: DataSourceMessages.noDriver };
    case 'sqlite':
      return testSqlite(target.file, dataDir);
    case 'postgres': {
      if (!isAllowedHost(target.host, allowedHosts)) return { ok: false, reason: DataSourceMessages.hostNotAllowed };
      const pg = loadPg();
      if (!pg) return { ok: false, reason: `${DataSourceMessages.noDriver}（未安装 pg）` };
      const client = new pg.Client({
        host: target.host,
        port: target.port,
        database: target.database,
        user: req.dbUsername ?? undefined,
        password: req.dbPassword ?? undefined,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        query_timeout: CONNECT_TIMEOUT_MS,
      });
      try {
        await withTimeout(
          client.connect().then(() => client.query('SELECT 1')),
          CONNECT_TIMEOUT_MS + 500,
        );
        return { ok: true };
      } catch (e) {
        return { ok: false, reason: describeNetworkError(e, target.host, target.port) };
      } finally {
        client.end().catch(() => undefined);
      }
    }
  }
}

/** Whether `file` is `root` itself or below it (both absolute and normalised). */
const isInside = (root: string, file: string) => {
  const relative = path.relative(root, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * The SQLite test (issue #29): only a regular file inside the data folder, after resolving every link (a link out
 * of the folder is as absent as a missing file), opened off the event loop. Outside, missing and linked-out files
 * get one message that names no path, so the answer tells nothing about the rest of the machine, and no message
 * carries the data folder's absolute path.
 */
export async function testSqlite(file: string, dataDir: string): Promise<ConnectionOutcome> {
  const missing: ConnectionOutcome = { ok: false, reason: DataSourceMessages.sqliteMissing };
  let root: string;
  let real: string;
  try {
    root = await realpath(dataDir);
  } catch {
    return missing;
  }
  if (!isInside(path.resolve(dataDir), file) && !isInside(root, file)) return missing;
  try {
    real = await realpath(file);
  } catch {
    return missing;
  }
  if (!isInside(root, real)) return missing;
  try {
    if (!(await stat(real)).isFile()) return { ok: false, reason: DataSourceMessages.sqliteNotFile };
  } catch {
    return missing;
  }
  return openSqliteOffLoop(real, CONNECT_TIMEOUT_MS);
}

/**
 * The child's code (plain CommonJS given to `node -e`, as the report runner's): checks once more that the file is a
 * regular one, opens it read-only and reads the schema version; answers an error code and message, never a path.
 */
const SQLITE_CHILD = `
process.once('message', (job) => {
  let out;
  try {
    if (job.recheck && !require('node:fs').statSync(job.file).isFile()) throw Object.assign(new Error('not a file'), { code: 'NOT_FILE' });
    const Database = require(job.driver);
    const db = new Database(job.file, { readonly: true, fileMustExist: true, timeout: job.timeoutMs });
    try { db.pragma('schema_version'); } finally { db.close(); }
    out = { ok: true };
  } catch (e) {
    out = { ok: false, code: e && e.code, message: String((e && e.message) || e).split('\\n')[0].slice(0, 200) };
  }
  process.send(out, () => process.exit(0));
});
`;

/**
 * Opens a SQLite file in a child process and waits at most `timeoutMs`: a file that blocks on open (a named pipe
 * swapped in after the checks) or a slow disk holds the child, never the server; the child is killed at the limit.
 * `recheck` is the child's own look at the file type just before opening (off only to test the time limit).
 */
export function openSqliteOffLoop(file: string, timeoutMs: number, recheck = true): Promise<ConnectionOutcome> {
  const child = spawn(process.execPath, ['-e', SQLITE_CHILD], {
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    env: {},
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: ConnectionOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: `${DataSourceMessages.sqliteTimeout}（${timeoutMs / 1000} 秒）` }),
      timeoutMs,
    );
    child.once('message', (m: { ok: boolean; code?: string; message?: string }) => {
      if (m.ok) return settle({ ok: true });
      if (m.code === 'SQLITE_NOTADB') return settle({ ok: false, reason: DataSourceMessages.sqliteNotDb });
      if (m.code === 'NOT_FILE') return settle({ ok: false, reason: DataSourceMessages.sqliteNotFile });
      if (m.code === 'SQLITE_CANTOPEN') return settle({ ok: false, reason: DataSourceMessages.sqliteCantOpen });
      settle({ ok: false, reason: (m.message ?? '未知错误').replaceAll(file, path.basename(file)) });
    });
    child.once('error', () => settle({ ok: false, reason: DataSourceMessages.sqliteCantOpen }));
    child.once('exit', () => setTimeout(() => settle({ ok: false, reason: DataSourceMessages.sqliteCantOpen }), 100));
    child.send({ driver: require.resolve('better-sqlite3'), file, timeoutMs, recheck });
  });
}
