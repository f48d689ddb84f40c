import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
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
      expect(await testConn({ dbType: '7', dbUrl: 'jdbc:sqlite:probe.sqlite' })).toMatchObject({ success: true });
      const missing = await testConn({ dbType: '7', dbUrl: `jdbc:sqlite:${dbFile}.gone` });
      expect(missing.success).toBe(false);
      expect(missing.message).toBe(`${DataSourceMessages.failedPrefix}${DataSourceMessages.sqliteMissing}`);
      const text = path.join(t.dataDir, 'not-a-db.txt');
      writeFileSync(text, 'hello, this is not a database file at all, just some words to fill the header page');
      expect((await testConn({ dbType: '7', dbUrl: text })).message).toBe(
        `${DataSourceMessages.failedPrefix}${DataSourceMessages.sqliteNotDb}`,
      );
    });

    describe('SQLite files outside the data folder and files that are not regular (issue #29)', () => {
      let outside: string;
      beforeAll(() => {
        outside = mkdtempSync(path.join(tmpdir(), 'cropwatch-outside-'));
      });
      afterAll(() => rmSync(outside, { recursive: true, force: true }));

      const missingMessage = `${DataSourceMessages.failedPrefix}${DataSourceMessages.sqliteMissing}`;

      it('answers an /etc/shadow-style path, a real database outside and a missing file alike, naming no path', async () => {
        const foreignDb = path.join(outside, 'real.sqlite');
        const db = new Database(foreignDb);
        db.exec('CREATE TABLE t (x INTEGER)');
        db.close();
        const answers = [];
        for (const dbUrl of [
          '/etc/shadow',
          'jdbc:sqlite:/etc/passwd',
          '../../../../etc/shadow',
          `jdbc:sqlite:${foreignDb}`,
          `jdbc:sqlite:${path.relative(t.dataDir, foreignDb)}`,
          'jdbc:sqlite:no-such.sqlite',
        ])
          answers.push((await testConn({ dbType: '7', dbUrl })).message);
        expect(new Set(answers)).toEqual(new Set([missingMessage]));
        for (const message of answers) {
          expect(message).not.toContain(t.dataDir);
          expect(message).not.toContain('/etc');
        }
      });

      it('does not follow a link out of the data folder', async () => {
        const foreignDb = path.join(outside, 'linked.sqlite');
        const db = new Database(foreignDb);
        db.exec('CREATE TABLE t (x INTEGER)');
        db.close();
        symlinkSync(foreignDb, path.join(t.dataDir, 'link-out.sqlite'));
        symlinkSync('/etc/shadow', path.join(t.dataDir, 'shadow-link'));
        expect((await testConn({ dbType: '7', dbUrl: 'jdbc:sqlite:link-out.sqlite' })).message).toBe(missingMessage);
        expect((await testConn({ dbType: '7', dbUrl: 'jdbc:sqlite:shadow-link' })).message).toBe(missingMessage);
        // A link that stays inside is the file it names.
        symlinkSync(dbFile, path.join(t.dataDir, 'link-in.sqlite'));
        expect(await testConn({ dbType: '7', dbUrl: 'jdbc:sqlite:link-in.sqlite' })).toMatchObject({ success: true });
      });

      it('refuses a named pipe without blocking the server: an unrelated request is answered meanwhile', async () => {
        const fifoInside = path.join(t.dataDir, 'pipe.sqlite');
        const fifoOutside = path.join(outside, 'pipe.sqlite');
        mkdirSync(outside, { recursive: true });
        execFileSync('mkfifo', [fifoInside]);
        execFileSync('mkfifo', [fifoOutside]);
        const started = Date.now();
        const pending = Promise.all([
          testConn({ dbType: '7', dbUrl: 'jdbc:sqlite:pipe.sqlite' }),
          testConn({ dbType: '7', dbUrl: `jdbc:sqlite:${fifoOutside}` }),
        ]);
        const unrelated = await t.http.get('/jeecg-boot/sys/randomImage/abc');
        const unrelatedMs = Date.now() - started;
        const [inside, outsideAnswer] = await pending;
        expect(unrelated.status).toBe(200);
        expect(unrelatedMs).toBeLessThan(2000);
        expect(inside.message).toBe(`${DataSourceMessages.failedPrefix}${DataSourceMessages.sqliteNotFile}`);
        expect(outsideAnswer.message).toBe(missingMessage);
        expect(Date.now() - started).toBeLessThan(3000);
      });
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

    describe('a stored password goes only to the target it was stored with (issue #29)', () => {
      const SECRET = 'Stored#Secret-29';
      /** A fake PostgreSQL server: asks every client for a cleartext password and records what it gets. */
      const fakePostgres = async () => {
        const received: string[] = [];
        const sockets = new Set<Socket>();
        const server = createServer((socket) => {
          sockets.add(socket);
          let buffer = Buffer.alloc(0);
          let greeted = false;
          socket.on('data', (chunk: Buffer) => {
            buffer = Buffer.concat([buffer, chunk]);
            if (!greeted) {
              if (buffer.length < 8) return;
              const length = buffer.readInt32BE(0);
              if (buffer.readInt32BE(4) === 80877103) {
                // SSLRequest: not supported
                buffer = buffer.subarray(8);
                socket.write('N');
                return;
              }
              if (buffer.length < length) return;
              buffer = buffer.subarray(length);
              greeted = true;
              // AuthenticationCleartextPassword
              const ask = Buffer.alloc(9);
              ask.write('R', 0);
              ask.writeInt32BE(8, 1);
              ask.writeInt32BE(3, 5);
              socket.write(ask);
            }
            while (buffer.length >= 5 && buffer.length >= 1 + buffer.readInt32BE(1)) {
              const length = buffer.readInt32BE(1);
              if (buffer[0] === 0x70) {
                received.push(buffer.subarray(5, 1 + length - 1).toString('utf8'));
                // ErrorResponse 28P01 and close
                const fields = Buffer.from('SFATAL\0C28P01\0Mpassword authentication failed\0\0', 'utf8');
                const error = Buffer.alloc(5);
                error.write('E', 0);
                error.writeInt32BE(4 + fields.length, 1);
                socket.end(Buffer.concat([error, fields]));
              }
              buffer = buffer.subarray(1 + length);
            }
          });
          socket.on('error', () => undefined);
        });
        const port = await new Promise<number>((resolve) =>
          server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
        );
        return {
          port,
          received,
          close: () =>
            new Promise<void>((resolve) => {
              for (const s of sockets) s.destroy();
              server.close(() => resolve());
            }),
        };
      };

      let stored: Awaited<ReturnType<typeof fakePostgres>>;
      let other: Awaited<ReturnType<typeof fakePostgres>>;
      let id: string;
      const source = (port: number) => ({
        dbType: '6',
        dbUrl: `jdbc:postgresql://127.0.0.1:${port}/crop`,
        dbUsername: 'reader',
      });
      beforeAll(async () => {
        [stored, other] = [await fakePostgres(), await fakePostgres()];
        const code = 'pg_secret';
        await api().post('/sys/dataSource/add', { code, name: '存密码', ...source(stored.port), dbPassword: SECRET });
        id = (await findByCode(code))!.id;
      });
      afterAll(async () => {
        await stored?.close();
        await other?.close();
      });

      it('sends the stored password to the stored target (the fake server receives it)', async () => {
        const res = await testConn({ id, ...source(stored.port) });
        expect(res.message).toBe(`${DataSourceMessages.failedPrefix}用户名或密码错误`);
        expect(stored.received).toEqual([SECRET]);
      });

      it.each([
        ['another port', (p: number) => ({ ...source(p) })],
        [
          'another host spelling of the same port',
          (p: number) => ({ ...source(p), dbUrl: `jdbc:postgresql://localhost:${p}/crop` }),
        ],
        ['another database', (p: number) => ({ ...source(p), dbUrl: `jdbc:postgresql://127.0.0.1:${p}/other` })],
        ['another user', (p: number) => ({ ...source(p), dbUsername: 'admin' })],
        ['no user', (p: number) => ({ dbType: '6', dbUrl: source(p).dbUrl })],
      ])('requires the password again for %s and sends nothing', async (_name, body) => {
        const target = _name === 'another port' ? other : stored;
        const before = [...stored.received];
        const res = await testConn({ id, ...body(target.port) });
        expect(res).toMatchObject({
          success: false,
          message: `${DataSourceMessages.failedPrefix}${DataSourceMessages.passwordRequired}`,
        });
        expect(other.received).toEqual([]);
        expect(stored.received).toEqual(before);
      });

      it('sends a typed password to any allowed target', async () => {
        await testConn({ id, ...source(other.port), dbPassword: 'typed-now' });
        expect(other.received).toEqual(['typed-now']);
      });

      it('refuses an edit that moves the stored password to another target, and keeps one that does not', async () => {
        const base = { id, code: 'pg_secret', name: '存密码' };
        const moved = await api().put('/sys/dataSource/edit', { ...base, ...source(other.port), dbPassword: '' });
        expect(envelope(moved)).toMatchObject({ success: false, message: DataSourceMessages.passwordRequired });
        const renamed = await api().put('/sys/dataSource/edit', { ...base, ...source(stored.port), name: '改名' });
        expect(envelope(renamed).success).toBe(true);
        expect(await findByCode('pg_secret')).toMatchObject({ name: '改名', hasPassword: true });
        const retyped = await api().put('/sys/dataSource/edit', { ...base, ...source(other.port), dbPassword: 'new' });
        expect(envelope(retyped).success).toBe(true);
        const count = other.received.length;
        await testConn({ id, ...source(other.port) });
        expect(other.received.slice(count)).toEqual(['new']);
      });
    });

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
