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
