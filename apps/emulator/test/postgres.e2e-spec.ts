import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { createApp } from '../src/app.factory';
import { adaptDialect } from '../src/core/database/postgres-dialect';
import { ENTITIES, MIGRATIONS } from '../src/database/entities';
import { createDatabase, dropDatabase, withClient } from './support/postgres';
import { postgresTestMode } from './support/postgres-test-db';

/** PostgreSQL-only behaviour (issue #16); runs in the `emulator (postgres)` row of `npm test`. */
const describePg = postgresTestMode() ? describe : describe.skip;
const admin = () => process.env.PG_TEST_ADMIN_URL as string;

describePg('PostgreSQL', () => {
  it('gets from the migrations the schema the entities map, table for table and column for column as on SQLite', async () => {
    const url = await createDatabase(admin(), 'cw_schema_check');
    const pg = adaptDialect(new DataSource({ type: 'postgres', url, entities: ENTITIES, migrations: MIGRATIONS }));
    const lite = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: ENTITIES, migrations: MIGRATIONS });
    try {
      await pg.initialize();
      await lite.initialize();
      await pg.runMigrations();
      await lite.runMigrations();
      // TypeORM reads PostgreSQL's numeric default back as `0.7` and compares it with the string '0.7': the one
      // "difference" it reports is its own quoting, the column already defaults to 0.7.
      const pending = (await pg.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
      expect(pending.filter((q) => q !== `ALTER TABLE "chat_app" ALTER COLUMN "temperature" SET DEFAULT '0.7'`)).toEqual(
        [],
      );
      const pgColumns: { t: string; c: string }[] = await pg.query(
        `SELECT table_name AS t, column_name AS c FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1, 2`,
      );
      const liteColumns: { t: string; c: string }[] = await lite.query(
        `SELECT m.name AS t, p.name AS c FROM sqlite_master m JOIN pragma_table_info(m.name) p
          WHERE m.type = 'table' AND m.name NOT IN ('migrations', 'sqlite_sequence') ORDER BY 1, 2`,
      );
      expect(pgColumns.length).toBeGreaterThan(300);
      expect(pgColumns).toEqual(liteColumns);
    } finally {
      await pg.destroy().catch(() => undefined);
      await lite.destroy();
      await dropDatabase(admin(), 'cw_schema_check');
    }
  });

  it('migrates and seeds once when three instances start on one empty database at the same moment', async () => {
    const url = await createDatabase(admin(), 'cw_three_starts');
    const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'cropwatch-pg-instance-')));
    let apps: NestExpressApplication[] = [];
    try {
      apps = await Promise.all(
        dirs.map((dataDir) =>
          createApp({
            env: { CAPTCHA: 'off', DB_TYPE: 'postgres', DATABASE_URL: url, DATA_DIR: dataDir },
            logger: false,
          }),
        ),
      );
      const counts = await withClient(url, async (c) => ({
        migrations: (await c.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name')).rows,
        users: (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_user')).rows[0].n,
        admins: (await c.query<{ n: number }>("SELECT count(*)::int AS n FROM sys_user WHERE username = 'admin'"))
          .rows[0].n,
      }));
      expect(counts.migrations).toHaveLength(MIGRATIONS.length);
      expect(counts.migrations.every((m) => m.n === 1)).toBe(true);
      expect(counts.admins).toBe(1);
      expect(counts.users).toBeGreaterThanOrEqual(3);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      await dropDatabase(admin(), 'cw_three_starts');
    }
  });
});
