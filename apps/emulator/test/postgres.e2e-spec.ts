import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { actuatorHealth } from '@cropwatch/contract';
import { ENTITIES } from '../src/app.entities';
import { createApp, type EmulatorApp } from '../src/app.factory';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/core/database/db-unavailable';
import { adaptDialect } from '../src/core/database/postgres-dialect';
import { MIGRATIONS } from '../src/database/migrations';
import { expectContract } from './support/contract';
import { createDatabase, dropDatabase, startPostgres, withClient } from './support/postgres';
import { postgresTestMode } from './support/postgres-test-db';

/** PostgreSQL-only behaviour (issue #16); runs in the `emulator (postgres)` row of `npm test`. */
const describePg = postgresTestMode() ? describe : describe.skip;
const ROOT = path.resolve(__dirname, '../../..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const COPY_CLI = path.join(ROOT, 'apps/emulator/src/db-copy.cli.ts');
const admin = () => process.env.PG_TEST_ADMIN_URL as string;

describePg('PostgreSQL', () => {
  it('gets from the migrations the schema the entities map, table for table and column for column as on SQLite', async () => {
    const url = await createDatabase(admin(), 'cw_schema_check');
    const pg = adaptDialect(new DataSource({ type: 'postgres', url, entities: ENTITIES, migrations: MIGRATIONS }));
    const lite = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: ENTITIES,
      migrations: MIGRATIONS,
    });
    try {
      await pg.initialize();
      await lite.initialize();
      await pg.runMigrations();
      await lite.runMigrations();
      // TypeORM reads PostgreSQL's numeric default back as `0.7` and compares it with the string '0.7': the one
      // "difference" it reports is its own quoting, the column already defaults to 0.7.
      const pending = (await pg.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
      expect(
        pending.filter((q) => q !== `ALTER TABLE "chat_app" ALTER COLUMN "temperature" SET DEFAULT '0.7'`),
      ).toEqual([]);
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
  }, 60_000);

  it('migrates and seeds once when three instances start on one empty database at the same moment', async () => {
    const url = await createDatabase(admin(), 'cw_three_starts');
    const dirs = [0, 1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'cropwatch-pg-instance-')));
    let apps: EmulatorApp[] = [];
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
  }, 120_000);

  it('answers clear 503 envelopes while PostgreSQL is stopped for 5 s, and recovers by itself', async () => {
    // Its own cluster: stopping the shared one would break the other workers' tests.
    const cluster = await startPostgres();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-pg-outage-'));
    let app: EmulatorApp | undefined;
    try {
      app = await createApp({
        env: { CAPTCHA: 'off', DB_TYPE: 'postgres', DATABASE_URL: cluster.url(), DATA_DIR: dataDir },
        logger: false,
      });
      const http = request(app.getHttpServer());
      const login = await http.post('/jeecg-boot/sys/login').send({ username: 'admin', password: '123456' });
      const token = (login.body as { result: { token: string } }).result.token;
      const users = () => http.get('/jeecg-boot/sys/user/list').set('X-Access-Token', token);
      expect((await users()).body).toMatchObject({ success: true });

      cluster.stop();
      const started = Date.now();
      for (let i = 0; i < 3; i++) {
        const res = await users();
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({
          success: false,
          code: 503,
          message: DATABASE_UNAVAILABLE_MESSAGE,
          result: null,
        });
        expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|at \w+ \(/);
      }
      const health = await http.get('/jeecg-boot/actuator/health');
      expect(health.status).toBe(503);
      expect(expectContract(actuatorHealth, health.body)).toMatchObject({
        success: false,
        code: 503,
        result: { status: 'DOWN', components: { db: { status: 'DOWN' } } },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      await new Promise((resolve) => setTimeout(resolve, 5_000 - (Date.now() - started)));
      cluster.start();

      // Back without a restart of the emulator: the pool replaces the dropped connections.
      let recovered = await users();
      for (let i = 0; i < 20 && recovered.status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        recovered = await users();
      }
      expect(recovered.body).toMatchObject({ success: true });
      expect((await http.get('/jeecg-boot/actuator/health')).status).toBe(200);
    } finally {
      await app?.close();
      cluster.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('copies a SQLite demo to PostgreSQL with npm run db:copy: every table, ids kept, counts checked, and it serves', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cropwatch-pg-copy-'));
    const file = path.join(dataDir, 'cropwatch.sqlite');
    const url = await createDatabase(admin(), 'cw_copy_target');
    const copy = (...extra: string[]) =>
      spawnSync(process.execPath, [TSX, COPY_CLI, '--from', `sqlite:${file}`, '--to', url, ...extra], {
        encoding: 'utf8',
      });
    let app: EmulatorApp | undefined;
    try {
      const lite = await createApp({ env: { CAPTCHA: 'off', DATA_DIR: dataDir, SEED_DEMO: 'on' }, logger: false });
      await lite.close();
      const copied = copy();
      expect(copied.stderr).toBe('');
      expect(copied.status).toBe(0);
      expect(copied.stdout).toMatch(/^sys_user\s+\d+\s+\d+$/m);
      expect(copied.stdout).toMatch(/Copied \d+ tables, \d+ rows; every table's row count matches\./);

      const source = new Database(file, { readonly: true });
      const tables = (
        source
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('migrations', 'sqlite_sequence')",
          )
          .all() as { name: string }[]
      ).map((r) => r.name);
      const sourceAdmin = source.prepare("SELECT id, create_time FROM sys_user WHERE username = 'admin'").get() as {
        id: string;
        create_time: string;
      };
      const sourceCounts = Object.fromEntries(
        tables.map((t) => [t, (source.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).get() as { n: number }).n]),
      );
      source.close();
      await withClient(url, async (c) => {
        for (const t of tables)
          expect([t, Number((await c.query(`SELECT COUNT(*) AS n FROM "${t}"`)).rows[0].n)]).toEqual([
            t,
            sourceCounts[t],
          ]);
        const { rows } = await c.query<{ id: string; iso: string }>(
          `SELECT id, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS.MS') AS iso FROM sys_user WHERE username = 'admin'`,
        );
        expect(rows[0].id).toBe(sourceAdmin.id);
        expect(rows[0].iso).toBe(sourceAdmin.create_time);
      });
      expect(Object.values(sourceCounts).filter((n) => n > 0).length).toBeGreaterThan(20);

      // A second copy onto a database that already holds users is refused unless --replace.
      const again = copy();
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already holds users');
      expect(copy('--replace').status).toBe(0);

      app = await createApp({
        env: { CAPTCHA: 'off', DB_TYPE: 'postgres', DATABASE_URL: url, DATA_DIR: dataDir },
        logger: false,
      });
      const login = await request(app.getHttpServer())
        .post('/jeecg-boot/sys/login')
        .send({ username: 'admin', password: '123456' });
      expect(login.body).toMatchObject({ success: true, result: { userInfo: { id: sourceAdmin.id } } });
    } finally {
      await app?.close();
      await dropDatabase(admin(), 'cw_copy_target');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
