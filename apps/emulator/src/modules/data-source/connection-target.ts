import path from 'node:path';
import { DataSourceType } from '@cropwatch/contract';

/** Where a test connection would go: a SQLite file, a network database, or a type without a driver here. */
export type ConnectionTarget =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; host: string; port: number; database: string | undefined }
  | { kind: 'unsupported' }
  | { kind: 'invalid'; message: string };

const LOOPBACK_NAMES = new Set(['localhost', '::1', '0:0:0:0:0:0:0:1']);

/** Loopback (127.0.0.0/8, ::1, localhost) or one of the configured hosts; compared without resolving names. */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (LOOPBACK_NAMES.has(h) || /^127(\.\d{1,3}){3}$/.test(h)) return true;
  return allowed.includes(h);
}

/**
 * Reads the JDBC-style URL of the form: `jdbc:sqlite:<file>` (or a bare path; relative paths are below DATA_DIR),
 * `jdbc:postgresql://host[:port]/db` (or `postgres(ql)://…`).
 */
export function connectionTarget(
  dbType: string,
  dbUrl: string,
  dataDir: string,
  dbName?: string | null,
): ConnectionTarget {
  const url = dbUrl.trim();
  if (dbType === DataSourceType.sqlite) {
    const file = url
      .replace(/^jdbc:sqlite:/i, '')
      .replace(/^file:/i, '')
      .split('?')[0];
    if (!file || file === ':memory:') return { kind: 'invalid', message: '请填写 SQLite 数据库文件路径' };
    return { kind: 'sqlite', file: path.resolve(dataDir, file) };
  }
  if (dbType === DataSourceType.postgreSql) {
    let parsed: URL;
    try {
      parsed = new URL(url.replace(/^jdbc:/i, ''));
    } catch {
      return { kind: 'invalid', message: '数据源地址格式有误，应为 jdbc:postgresql://主机:端口/数据库' };
    }
    if (!/^postgres(ql)?:$/.test(parsed.protocol) || !parsed.hostname) {
      return { kind: 'invalid', message: '数据源地址格式有误，应为 jdbc:postgresql://主机:端口/数据库' };
    }
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || dbName || undefined;
    return {
      kind: 'postgres',
      host: parsed.hostname.replace(/^\[|\]$/g, ''),
      port: Number(parsed.port || 5432),
      database,
    };
  }
  return { kind: 'unsupported' };
}

/** The fields of a data source that say where its password goes. */
export interface ConnectionFields {
  dbType: string;
  dbUrl: string;
  dbName?: string | null;
  dbUsername?: string | null;
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Where a password would be sent, as one comparable key (issue #29): type, host, port, database and user for a
 * network database (host without case, the port defaulted, the database from the URL or `dbName`), the resolved
 * file for SQLite, the whole URL for any other type. Two forms with the same key reach the same target; a stored
 * password may only ever be used for the key it was stored with.
 */
export function connectionIdentity(fields: ConnectionFields, dataDir: string): string {
  const target = connectionTarget(fields.dbType, fields.dbUrl, dataDir, fields.dbName);
  const user = text(fields.dbUsername);
  switch (target.kind) {
    case 'postgres':
      return JSON.stringify([fields.dbType, target.host.toLowerCase(), target.port, target.database ?? '', user]);
    case 'sqlite':
      return JSON.stringify([fields.dbType, target.file, user]);
    default:
      return JSON.stringify([fields.dbType, text(fields.dbUrl), text(fields.dbName), user]);
  }
}

/** Whether the target would receive a password at all (SQLite files have none). */
export const usesPassword = (fields: ConnectionFields, dataDir: string): boolean =>
  connectionTarget(fields.dbType, fields.dbUrl, dataDir, fields.dbName).kind === 'postgres';
