import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';
import {
  dataSourceAdd,
  dataSourceDelete,
  dataSourceDeleteBatch,
  dataSourceEdit,
  dataSourceList,
  dataSourceOptions,
  dataSourceQueryById,
  dataSourceTestConnection,
  DataSourceMessages,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { type PgCluster, PG_BIN, postgresAvailable, startPostgres } from './support/postgres';
import { createTestApp, type TestApp } from './support/test-app';

const PERMISSION_DENIED = 510;

describe('data sources /sys/dataSource/*', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let dbFile: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
    dbFile = path.join(t.dataDir, 'probe.sqlite');
    const db = new Database(dbFile);
    db.exec('CREATE TABLE t (x INTEGER)');
    db.close();
  });
  afterAll(() => t.close());

  const api = (token = admin) => ({
    get: (p: string, q: Record<string, string> = {}) =>
      t.http.get(`/jeecg-boot${p}`).query(q).set('X-Access-Token', token),
    post: (p: string, b: object) => t.http.post(`/jeecg-boot${p}`).send(b).set('X-Access-Token', token),
    put: (p: string, b: object) => t.http.put(`/jeecg-boot${p}`).send(b).set('X-Access-Token', token),
    del: (p: string, q: Record<string, string>) =>
      t.http.delete(`/jeecg-boot${p}`).query(q).set('X-Access-Token', token),
  });
  const sqliteSource = { code: 'probe', name: '探针库', dbType: '7', dbUrl: '', dbPassword: 'Top$ecret1', remark: 'r' };
  const findByCode = async (code: string) => {
    const page = expectContract(dataSourceList, (await api().get('/sys/dataSource/list', { code })).body).result;
    return page?.records.find((r) => r.code === code);
  };
  const testConn = async (body: object) =>
    expectContract(dataSourceTestConnection, (await api().post('/online/cgreport/api/testConnection', body)).body);

  it('adds, lists, edits and deletes, never answering the password', async () => {
    const added = await api().post('/sys/dataSource/add', { ...sqliteSource, dbUrl: `jdbc:sqlite:${dbFile}` });
    expect(expectContract(dataSourceAdd, added.body)).toMatchObject({
      success: true,
      code: 200,
      message: '添加成功！',
    });
    const row = await findByCode('probe');
    expect(row).toMatchObject({ name: '探针库', dbType: '7', hasPassword: true });
    expect(JSON.stringify(row)).not.toContain('Top$ecret1');
    expect(row).not.toHaveProperty('dbPassword');

    const detail = expectContract(
      dataSourceQueryById,
      (await api().get('/sys/dataSource/queryById', { id: row!.id })).body,
    );
    expect(detail.result).not.toHaveProperty('dbPassword');
    expect(JSON.stringify(detail)).not.toContain('Top$ecret1');

    const options = expectContract(dataSourceOptions, (await api().get('/sys/dataSource/options')).body);
    expect(options.result).toContainEqual({ value: 'probe', label: '探针库', text: '探针库' });

    // an empty password keeps the stored one
    const edited = await api().put('/sys/dataSource/edit', {
      ...sqliteSource,
      id: row!.id,
      name: '探针',
      dbUrl: `jdbc:sqlite:${dbFile}`,
      dbPassword: '',
    });
    expect(expectContract(dataSourceEdit, edited.body).message).toBe('编辑成功!');
    expect(await findByCode('probe')).toMatchObject({ name: '探针', hasPassword: true });

    const dup = await api().post('/sys/dataSource/add', { ...sqliteSource, dbUrl: 'x' });
    expect(envelope(dup)).toMatchObject({ success: false, message: `${DataSourceMessages.codeTaken}：probe` });

    const other = await api().post('/sys/dataSource/add', { ...sqliteSource, code: 'probe2', dbUrl: 'x' });
    expect(envelope(other).success).toBe(true);
    const second = await findByCode('probe2');
    expect(
      expectContract(
        dataSourceDeleteBatch,
        (await api().del('/sys/dataSource/deleteBatch', { ids: `${second!.id},` })).body,
      ).success,
    ).toBe(true);
    expect(
      expectContract(dataSourceDelete, (await api().del('/sys/dataSource/delete', { id: second!.id })).body),
    ).toMatchObject({
      success: false,
      message: '未找到对应实体',
    });
  });

  it('stores the password encrypted', async () => {
    const rows: { db_password: string }[] = await t.app
      .get(DataSource)
      .query("SELECT db_password FROM sys_data_source WHERE code = 'probe'");
    expect(rows[0].db_password).toMatch(/^v1:/);
    expect(rows[0].db_password).not.toContain('Top$ecret1');
  });

  it('answers validation messages for missing fields', async () => {
    expect(envelope(await api().post('/sys/dataSource/add', { name: 'x', dbType: '7', dbUrl: 'u' }))).toMatchObject({
      success: false,
      message: '数据源编码不能为空',
    });
    expect(envelope(await api().post('/sys/dataSource/add', { code: 'c', name: 'x', dbType: '7' }))).toMatchObject({
      success: false,
      message: '数据源地址不能为空',
    });
  });

  describe('test connection', () => {
    it('opens a good SQLite file and names a missing or foreign one', async () => {
      expect(await testConn({ dbType: '7', dbUrl: `jdbc:sqlite:${dbFile}` })).toMatchObject({
        success: true,
        message: DataSourceMessages.connected,
      });
      const missing = await testConn({ dbType: '7', dbUrl: `jdbc:sqlite:${dbFile}.gone` });
      expect(missing.success).toBe(false);
      expect(missing.message).toBe(`${DataSourceMessages.failedPrefix}数据库文件不存在：${dbFile}.gone`);
      const text = path.join(t.dataDir, 'not-a-db.txt');
      writeFileSync(text, 'hello, this is not a database file at all, just some words to fill the header page');
      expect((await testConn({ dbType: '7', dbUrl: text })).message).toContain('不是 SQLite 数据库文件');
    });

    it('names a refused port on loopback', async () => {
      const server: Server = createServer();
      const port = await new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
      );
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const refused = await testConn({
        dbType: '6',
        dbUrl: `jdbc:postgresql://127.0.0.1:${port}/crop`,
        dbUsername: 'u',
        dbPassword: 'p',
      });
      expect(refused).toMatchObject({ success: false });
      expect(refused.message).toBe(
        `${DataSourceMessages.failedPrefix}连接被拒绝（127.0.0.1:${port} 没有数据库在监听）`,
      );
    });

    // A real PostgreSQL 15 (CI installs it with apt): success, bad credentials, unknown database.
    const pgMissing = postgresAvailable()
      ? null
      : `PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql, or set PG_BIN)`;
    if (pgMissing) console.warn(`PostgreSQL test connection cases skipped: ${pgMissing}`);
    (pgMissing ? describe.skip : describe)(
      `against a real PostgreSQL${pgMissing ? ` (skipped: ${pgMissing})` : ''}`,
      () => {
        const PASSWORD = 'Pg#test-2026';
        let pg: PgCluster;
        beforeAll(async () => {
          pg = await startPostgres({ password: PASSWORD });
        }, 60_000);
        afterAll(() => pg?.destroy());
        const pgSource = (database: string, password: string) => ({
          dbType: '6',
          dbUrl: `jdbc:postgresql://127.0.0.1:${pg.port}/${database}`,
          dbUsername: 'postgres',
          dbPassword: password,
        });

        it('connects with the right password', async () => {
          expect(await testConn(pgSource('postgres', PASSWORD))).toMatchObject({
            success: true,
            message: DataSourceMessages.connected,
          });
        });

        it('names bad credentials and an unknown database', async () => {
          expect((await testConn(pgSource('postgres', 'wrong-password'))).message).toBe(
            `${DataSourceMessages.failedPrefix}用户名或密码错误`,
          );
          expect((await testConn(pgSource('no_such_db', PASSWORD))).message).toBe(
            `${DataSourceMessages.failedPrefix}数据库不存在`,
          );
        });

        it('uses the stored password of a saved source when the form leaves it empty', async () => {
          const code = 'pg_probe';
          await api().post('/sys/dataSource/add', { code, name: '真库', ...pgSource('postgres', PASSWORD) });
          const row = await findByCode(code);
          expect(await testConn({ ...pgSource('postgres', ''), id: row!.id })).toMatchObject({
            success: true,
            message: DataSourceMessages.connected,
          });
        });
      },
    );

    it('refuses a host outside the allowlist without trying it', async () => {
      let connections = 0;
      const server = createServer((s) => {
        connections++;
        s.destroy();
      });
      const port = await new Promise<number>((resolve) =>
        server.listen(0, '0.0.0.0', () => resolve((server.address() as { port: number }).port)),
      );
      try {
        const res = await testConn({ dbType: '6', dbUrl: `jdbc:postgresql://10.255.255.1:${port}/x` });
        expect(res.message).toBe(`${DataSourceMessages.failedPrefix}${DataSourceMessages.hostNotAllowed}`);
        const named = await testConn({ dbType: '6', dbUrl: `jdbc:postgresql://db.example.invalid:${port}/x` });
        expect(named.message).toBe(`${DataSourceMessages.failedPrefix}${DataSourceMessages.hostNotAllowed}`);
        expect(connections).toBe(0);
      } finally {
        server.close();
      }
    });

    it('answers that other types have no driver here', async () => {
      const res = await testConn({ dbType: '1', dbUrl: 'jdbc:mysql://127.0.0.1:3306/x' });
      expect(res.message).toBe(`${DataSourceMessages.failedPrefix}${DataSourceMessages.noDriver}`);
    });
  });

  describe('permissions (enforced by the access guard of issue #20)', () => {
    it('refuses reads and writes to a user without the menu and buttons with 510', async () => {
      const v = api(viewer);
      expect(envelope(await v.get('/sys/dataSource/list')).code).toBe(PERMISSION_DENIED);
      expect(envelope(await v.post('/sys/dataSource/add', { ...sqliteSource, code: 'v1', dbUrl: 'x' })).code).toBe(
        PERMISSION_DENIED,
      );
      expect(envelope(await v.post('/online/cgreport/api/testConnection', { dbType: '7', dbUrl: dbFile })).code).toBe(
        PERMISSION_DENIED,
      );
    });
  });
});
