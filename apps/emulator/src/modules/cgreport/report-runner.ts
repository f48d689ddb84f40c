import { spawn } from 'node:child_process';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { isDatabaseUnavailable } from '../../core/database/db-unavailable';
import { tokenize } from './report-sql';

/** One statement for the worker: SQL with `@name` parameters and their values. */
export interface ReportStatement {
  sql: string;
  params: Record<string, string | number | null>;
}

export class ReportTimeoutError extends Error {}
export class ReportExecutionError extends Error {}

/**
 * The child's code (plain CommonJS given to `node -e`, so it runs the same under ts-jest, tsx and the built
 * emulator). It opens its own read-only connection — the database file with `readonly`, or a read-only copy of an
 * in-memory database — sets `PRAGMA query_only`, refuses any statement SQLite does not call a read-only reader,
 * and stops after `maxRows` rows of each statement.
 */
const CHILD_SOURCE = `
process.once('message', (job) => {
  let out;
  try {
    const Database = require(job.driver);
    const db = job.file
      ? new Database(job.file, { readonly: true, fileMustExist: true })
      : new Database(Buffer.from(job.image), { readonly: true });
    db.pragma('query_only = ON');
    const results = job.statements.map((s) => {
      const stmt = db.prepare(s.sql);
      if (!stmt.reader || !stmt.readonly) throw new Error('not a read-only query');
      const rows = [];
      for (const row of stmt.iterate(s.params)) {
        if (rows.length >= job.maxRows) break;
        rows.push(row);
      }
      return rows;
    });
    db.close();
    out = { results };
  } catch (e) {
    out = { error: e instanceof Error ? e.message : String(e) };
  }
  process.send(out, () => process.exit(0));
});
`;

@Injectable()
export class ReportRunner {
  /** Time limit of one report request (all its statements), ms. */
  timeoutMs = 5000;
  /** Most rows one statement returns (a page, an export). */
  maxRows = 10000;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  run(statements: ReportStatement[]): Promise<Record<string, unknown>[][]> {
    if (this.dataSource.options.type === 'postgres') return this.runOnPostgres(statements);
    const file = this.config.database === ':memory:' ? null : this.config.database;
    const image = file
      ? null
      : (
          this.dataSource.driver as unknown as { databaseConnection: { serialize(): Buffer } }
        ).databaseConnection.serialize();
    const child = spawn(process.execPath, ['-e', CHILD_SOURCE], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      env: {},
    });
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (child.exitCode === null) child.kill('SIGKILL');
        fn();
      };
      const timer = setTimeout(() => settle(() => reject(new ReportTimeoutError(`${this.timeoutMs}`))), this.timeoutMs);
      child.once('message', (m: { results?: Record<string, unknown>[][]; error?: string }) =>
        settle(() => (m.results ? resolve(m.results) : reject(new ReportExecutionError(m.error ?? 'unknown error')))),
      );
      child.once('error', (e) => settle(() => reject(new ReportExecutionError(e.message))));
      // A message sent just before exit is still delivered: give it a moment before calling the exit a failure.
      child.once('exit', (code) =>
        setTimeout(() => settle(() => reject(new ReportExecutionError(`report process exited (${code})`))), 100),
      );
      child.send({ driver: require.resolve('better-sqlite3'), file, image, statements, maxRows: this.maxRows });
    });
  }

  /**
   * PostgreSQL (issue #16): no child process is needed, the server enforces both limits itself. Each request runs
   * on its own pooled connection in a `READ ONLY` transaction (any write, DDL or `nextval` is refused by the
   * server) with `statement_timeout` set to the time limit for that transaction only, and every statement is
   * capped at `maxRows` rows. `@name` parameters become `$n` and `LIKE` runs as `ILIKE`, as everywhere else on
   * PostgreSQL (core/database/postgres-dialect.ts); date-times come back as the UTC text SQLite stores.
   */
  private async runOnPostgres(statements: ReportStatement[]): Promise<Record<string, unknown>[][]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      await runner.query('BEGIN TRANSACTION READ ONLY');
      await runner.query(`SELECT set_config('statement_timeout', $1, true)`, [String(this.timeoutMs)]);
      const results: Record<string, unknown>[][] = [];
      for (const statement of statements) {
        const { sql, values } = toPostgresStatement(statement);
        values.push(this.maxRows);
        const rows = (await runner.query(
          `SELECT * FROM (${sql}\n) AS rp_capped LIMIT $${values.length}`,
          values,
        )) as Record<string, unknown>[];
        results.push(rows.map(utcDateTimes));
      }
      return results;
    } catch (e) {
      if (isDatabaseUnavailable(e)) throw e;
      const err = e as { code?: string; driverError?: { code?: string }; message?: string };
      // 57014 query_canceled: the statement timeout fired.
      if ((err.driverError?.code ?? err.code) === '57014') throw new ReportTimeoutError(`${this.timeoutMs}`);
      throw new ReportExecutionError(err.message ?? String(e));
    } finally {
      // Read-only: nothing to commit; a failed statement left the transaction aborted anyway.
      await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}

/** `@name` parameters (outside literals and comments) as `$n`, `LIKE` as `ILIKE`, for PostgreSQL. */
export function toPostgresStatement(statement: ReportStatement): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const numbers = new Map<string, number>();
  let sql = '';
  let cursor = 0;
  const tokens = tokenize(statement.sql);
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    let replacement: string | undefined;
    let end = token.end;
    const name = tokens[k + 1];
    if (token.text === '@' && name?.kind === 'word' && name.start === token.end) {
      if (!(name.text in statement.params)) throw new ReportExecutionError(`unbound parameter @${name.text}`);
      if (!numbers.has(name.text)) {
        values.push(statement.params[name.text]);
        numbers.set(name.text, values.length);
      }
      replacement = `$${numbers.get(name.text)}`;
      end = name.end;
      k++;
    } else if (token.kind === 'word' && /^like$/i.test(token.text)) replacement = 'ILIKE';
    if (replacement === undefined) continue;
    sql += statement.sql.slice(cursor, token.start) + replacement;
    cursor = end;
  }
  return { sql: sql + statement.sql.slice(cursor), values };
}

const utcDateTimes = (row: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(row))
    if (value instanceof Date) row[key] = DateUtils.mixedDateToUtcDatetimeString(value);
  return row;
};
