import { spawn } from 'node:child_process';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';

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
}
