import Database from 'better-sqlite3';
import { Client } from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { adaptDialect } from '../../core/database/postgres-dialect';
import { STARTUP_LOCK_KEY } from '../../core/database/startup-lock';
import { MIGRATIONS } from '../migrations';

/** A refusal meant for the person running `npm run db:copy` (bad arguments, schema mismatch, counts differ). */
export class CopyError extends Error {}

export interface CopyOptions {
  /** SQLite file of the emulator (`sqlite:./data/cropwatch.sqlite` or a plain path). */
  from: string;
  /** `postgres://user:pass@host:port/db`. */
  to: string;
  /** Every entity the emulator maps (the application's list, `app.entities.ts`). */
  entities: NonNullable<DataSourceOptions['entities']>;
  /** Empty the target's tables first (otherwise a target that already holds users is refused). */
  replace?: boolean;
  log?: (line: string) => void;
}

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

const BATCH = 500;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `sqlite:./x.db`, `sqlite:///abs/x.db` or a plain path: the file path. */
export function sqlitePath(from: string): string {
  const path = from.replace(/^sqlite:(\/\/)?/, '');
  if (!path) throw new CopyError('--from needs the SQLite file: --from sqlite:./data/cropwatch.sqlite');
  return path;
}

/**
 * Copies every table of an emulator's SQLite database into PostgreSQL (issue #16): the target gets the same
 * migrations first, then every row with its id kept, in one transaction; date-times are converted from SQLite's
 * UTC text, booleans from 0/1; identity sequences (if any) restart after the highest id; every table's row count
 * is compared at the end and a difference rolls everything back.
 */
export async function copySqliteToPostgres(options: CopyOptions): Promise<TableCount[]> {
  const log = options.log ?? (() => undefined);
  if (!/^postgres(ql)?:\/\//.test(options.to))
    throw new CopyError('--to must be a postgres:// URL, e.g. --to postgres://user:pass@127.0.0.1:5432/cropwatch');
  let source: Database.Database;
  try {
    source = new Database(sqlitePath(options.from), { readonly: true, fileMustExist: true });
  } catch (e) {
    throw new CopyError(`cannot open the SQLite database ${sqlitePath(options.from)}: ${(e as Error).message}`);
  }
  const lock = new Client({ connectionString: options.to, connectionTimeoutMillis: 10_000 });
  try {
    // As sets: TypeORM runs migrations by timestamp, whatever the order of the MIGRATIONS list.
    const applied = (source.prepare('SELECT name FROM migrations').all() as { name: string }[]).map((m) => m.name);
    const expected = MIGRATIONS.map((m) => new m().name);
    if (applied.sort().join() !== expected.sort().join())
      throw new CopyError(
        `the SQLite database has ${applied.length} of this version's ${expected.length} migrations: start the emulator on it once (npm start) so it is migrated, then copy`,
      );

    // The emulators' startup lock: no instance migrates or seeds the target while the copy runs.
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    const target = adaptDialect(
      new DataSource({ type: 'postgres', url: options.to, entities: options.entities, migrations: MIGRATIONS }),
    );
    await target.initialize();
    try {
      await target.runMigrations();
      return await target.transaction(async (em) => {
        const run = <T>(sql: string, params: unknown[] = []): Promise<T> => em.query<T>(sql, params);
        const columns = await run<{ t: string; c: string; type: string }[]>(
          `SELECT table_name AS t, column_name AS c, data_type AS type FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name <> 'migrations' ORDER BY table_name, ordinal_position`,
        );
        const targetTables = new Map<string, { c: string; type: string }[]>();
        for (const col of columns) targetTables.set(col.t, [...(targetTables.get(col.t) ?? []), col]);
        const sourceTables = (
          source
            .prepare(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('migrations', 'sqlite_sequence') ORDER BY name",
            )
            .all() as { name: string }[]
        ).map((r) => r.name);
        const unknown = sourceTables.filter((t) => !targetTables.has(t));
        if (unknown.length) throw new CopyError(`tables missing on PostgreSQL after migrating: ${unknown.join(', ')}`);

        const users = await run<{ n: number }[]>('SELECT COUNT(*) AS n FROM sys_user');
        if (Number(users[0].n) > 0 && !options.replace)
          throw new CopyError(
            'the PostgreSQL database already holds users (an emulator started on it and seeded it): add --replace to empty it first',
          );
        await run(`TRUNCATE ${[...targetTables.keys()].map(quote).join(', ')}`);

        for (const table of sourceTables) {
          const targetColumns = targetTables.get(table)!;
          const sourceColumns = new Set(
            (source.prepare(`SELECT name FROM pragma_table_info(?)`).all(table) as { name: string }[]).map(
              (c) => c.name,
            ),
          );
          const cols = targetColumns.filter((c) => sourceColumns.has(c.c));
          const convert = cols.map((c) => converter(c.type));
          const select = source.prepare(`SELECT ${cols.map((c) => quote(c.c)).join(', ')} FROM ${quote(table)}`).raw();
          let batch: unknown[][] = [];
          const flush = async () => {
            if (!batch.length) return;
            const params: unknown[] = [];
            const rows = batch.map(
              (row) => `(${row.map((v, i) => (params.push(convert[i](v)), `$${params.length}`)).join(', ')})`,
            );
            await run(
              `INSERT INTO ${quote(table)} (${cols.map((c) => quote(c.c)).join(', ')}) VALUES ${rows.join(', ')}`,
              params,
            );
            batch = [];
          };
          for (const row of select.iterate() as Iterable<unknown[]>) {
            batch.push(row);
            if (batch.length >= BATCH) await flush();
          }
          await flush();
        }

        // Sequences of generated ids (none in today's schema: JeecgBoot's ids are strings) restart after the copy.
        const sequences = await run<{ t: string; c: string; seq: string }[]>(
          `SELECT table_name AS t, column_name AS c, pg_get_serial_sequence(quote_ident(table_name), column_name) AS seq
             FROM information_schema.columns
            WHERE table_schema = current_schema() AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
        );
        for (const s of sequences)
          await run(`SELECT setval($1, COALESCE((SELECT MAX(${quote(s.c)}) FROM ${quote(s.t)}), 0) + 1, false)`, [
            s.seq,
          ]);

        const counts: TableCount[] = [];
        for (const table of sourceTables) {
          const sourceCount = (source.prepare(`SELECT COUNT(*) AS n FROM ${quote(table)}`).get() as { n: number }).n;
          const [{ n }] = await run<{ n: number }[]>(`SELECT COUNT(*) AS n FROM ${quote(table)}`);
          counts.push({ table, source: sourceCount, target: Number(n) });
        }
        for (const c of counts)
          log(`${c.table.padEnd(32)} ${String(c.source).padStart(8)} ${String(c.target).padStart(8)}`);
        const wrong = counts.filter((c) => c.source !== c.target);
        if (wrong.length)
          throw new CopyError(
            `row counts differ, nothing copied: ${wrong.map((c) => `${c.table} ${c.source}≠${c.target}`).join(', ')}`,
          );
        return counts;
      });
    } finally {
      await target.destroy();
    }
  } finally {
    source.close();
    await lock.end().catch(() => undefined);
  }
}

/** SQLite value -> PostgreSQL parameter for a column of `type` (information_schema data_type). */
function converter(type: string): (value: unknown) => unknown {
  if (type === 'boolean') return (v) => (v === null ? null : v === 1 || v === '1' || v === true);
  if (type.startsWith('timestamp'))
    // TypeORM stores SQLite date-times as UTC text `YYYY-MM-DD HH:MM:SS.SSS`; a Date is written as PostgreSQL reads it.
    return (v) =>
      typeof v === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d/.test(v) ? new Date(`${v.replace(' ', 'T')}Z`) : v;
  return (v) => v;
}
