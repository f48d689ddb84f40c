import { existsSync } from 'node:fs';
import Database from 'better-sqlite3';
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
 * Really connects: SQLite files are opened read-only (never created), PostgreSQL through `pg` with a 5 s limit.
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
      return testSqlite(target.file);
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

function testSqlite(file: string): ConnectionOutcome {
  if (!existsSync(file)) return { ok: false, reason: `数据库文件不存在：${file}` };
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true, timeout: CONNECT_TIMEOUT_MS });
    db.pragma('schema_version');
    return { ok: true };
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') return { ok: false, reason: `不是 SQLite 数据库文件：${file}` };
    if (code === 'SQLITE_CANTOPEN') return { ok: false, reason: `无法打开数据库文件：${file}` };
    return { ok: false, reason: ((e as Error).message ?? '未知错误').split('\n')[0].slice(0, 200) };
  } finally {
    db?.close();
  }
}
