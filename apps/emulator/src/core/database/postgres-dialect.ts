import { types } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';

/**
 * SQLite and PostgreSQL differ in a few ways the emulator's queries rely on; on PostgreSQL this adapter makes
 * them behave as on SQLite, so every module keeps one query (issue #16):
 * - `datetime` (the entities' spelling, columns.ts) maps to `timestamp without time zone`, the type the
 *   migrations create (column-builders.ts); TypeORM's driver already converts its values, it only refuses the name;
 * - `LIKE` is case-insensitive for ASCII on SQLite: it runs as `ILIKE` (C collation: ASCII folding only, the same);
 * - `?` placeholders of raw SQL become `$1, $2, …` (outside quoted text);
 * - `COUNT(*)` and other `bigint` results come back as numbers, not strings.
 * Called on a data source before `initialize()`; does nothing on SQLite.
 */
export function adaptDialect(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'postgres') return dataSource;
  types.setTypeParser(20, (value: string) => Number(value));
  const driver = dataSource.driver;
  if (!driver.supportedDataTypes.includes('datetime')) driver.supportedDataTypes.push('datetime');
  const normalizeType = driver.normalizeType.bind(driver);
  driver.normalizeType = (column) =>
    column.type === 'datetime' ? 'timestamp without time zone' : normalizeType(column);
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner: QueryRunner = createQueryRunner(mode);
    const query = runner.query.bind(runner);
    runner.query = ((sql: string, parameters?: unknown[], structured?: boolean) =>
      query(toPostgresSql(sql, parameters?.length ?? 0), parameters, structured as never)) as QueryRunner['query'];
    return runner;
  };
  return dataSource;
}

/** Rewrites the SQLite-isms above in one pass over the text, leaving quoted literals and identifiers alone. */
export function toPostgresSql(sql: string, parameterCount: number): string {
  const numbered = parameterCount > 0 && !/\$1\b/.test(sql);
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\bNOT LIKE\b|\bLIKE\b|\?/gi, (token) => {
    if (token === '?') return numbered ? `$${++n}` : token;
    if (/^not like$/i.test(token)) return 'NOT ILIKE';
    if (/^like$/i.test(token)) return 'ILIKE';
    return token;
  });
}
