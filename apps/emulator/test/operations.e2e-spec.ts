import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  actuatorHttpTrace,
  actuatorMetric,
  announcementList,
  dataLogList,
  dataLogQueryCompareList,
  dataLogQueryDataVerList,
  logDelete,
  logDeleteBatch,
  logList,
  NO_REDIS_MESSAGE,
  onlineForceLogout,
  onlineList,
  queryDiskInfo,
  redisInfo,
  redisKeysSize,
  redisMemoryInfo,
} from '@cropwatch/contract';
import { LogEntity } from '../src/modules/log/entities/log.entity';
import { LogRetentionJob } from '../src/modules/log/log-retention.job';
import { getAs } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('operations pages (issue #12)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (p: string, query: Record<string, string> = {}) => getAs(t, token, p, query),
    post: (p: string, body: object) =>
      t.http
        .post(`/jeecg-boot${p}`)
        .set('X-Access-Token', token)
        .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36')
        .send(body),
    put: (p: string, body: object) => t.http.put(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body),
    del: (p: string, query: Record<string, string>) =>
      t.http.delete(`/jeecg-boot${p}`).set('X-Access-Token', token).query(query),
  });
  const logs = async (query: Record<string, string>) =>
    expectContract(logList, (await as(admin).get('/sys/log/list', query)).body).result!;

  describe('logs', () => {
    it('lists the login log the sign-ins wrote (bare Result, newest first)', async () => {
      const page = await logs({ logType: '1' });
      expect(page.records[0]).toMatchObject({ logType: 1, username: 'admin', logContent: '用户名: admin,登录成功！' });
      const info = (await as(admin).get('/sys/loginfo')).body as { result: { totalVisitCount: number } };
      expect(info.result.totalVisitCount).toBe(page.total);
    });

    it('writes one operation row per write, with handler, masked parameters, cost and result', async () => {
      t.clock.advance(1000);
      const res = await as(admin).post('/sys/user/add', {
        username: 'ops_probe',
        realname: '探针',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        selectedroles: '',
        selecteddeparts: '',
      });
      expect(envelope(res).success).toBe(true);
      const row = (await logs({ logType: '2', keyWord: '/sys/user/add' })).records[0];
      expect(row).toMatchObject({
        logType: 2,
        operateType: 2,
        username: 'admin',
        method: 'UserController.add()',
        requestType: 'POST',
        requestUrl: '/jeecg-boot/sys/user/add',
      });
      expect(row.logContent).toContain('添加成功');
      expect(row.costTime).toBeGreaterThanOrEqual(0);
      expect(row.requestParam).toContain('"username":"ops_probe"');
      expect(row.requestParam).not.toContain('Secret#123');
      expect(row.requestParam).toContain('******');
    });

    it('logs a refused write with the refusal and filters by operate type and date range', async () => {
      t.clock.advance(1000);
      await as(admin).del('/sys/position/delete', { id: 'no-such-position' });
      const page = await logs({ logType: '2', operateType: '4' });
      expect(page.records[0].logContent).toContain('未找到对应数据');
      const day = new Date(t.clock.now());
      const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      expect(
        (await logs({ logType: '2', createTime_begin: `${ymd} 00:00:00`, createTime_end: `${ymd} 23:59:59` })).total,
      ).toBeGreaterThan(0);
      expect((await logs({ logType: '2', createTime_end: '2000-01-01 00:00:00' })).total).toBe(0);
    });

    it('answers bad filters with a clear message', async () => {
      expect(envelope(await as(admin).get('/sys/log/list', { logType: '9' })).message).toBe('日志类型不正确');
      expect(envelope(await as(admin).get('/sys/log/list', { createTime_begin: "1' or 1=1" })).message).toBe(
        '日期格式不正确',
      );
      const kw = await logs({ logType: '2', keyWord: "%' OR 1=1 --" });
      expect(kw.total).toBe(0);
    });

    it('pages a 10,000-row table in SQL and filters it', async () => {
      const repo = t.app.get<Repository<LogEntity>>(getRepositoryToken(LogEntity));
      const base = t.clock.now() - 3_600_000;
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        logType: 2,
        logContent: `bulk ${i}`,
        operateType: 1,
        username: 'bulk',
        createTime: new Date(base + i),
      }));
      for (let i = 0; i < rows.length; i += 500)
        await repo.insert(rows.slice(i, i + 500).map((r, j) => ({ ...r, id: `bulk${i + j}` })));
      const page = await logs({ logType: '2', pageNo: '3', pageSize: '20', keyWord: 'bulk' });
      expect(page.total).toBe(10_000);
      expect(page.records).toHaveLength(20);
      expect((await logs({ logType: '2', keyWord: 'bulk 9999' })).total).toBe(1);
    });

    it('deletes one, a batch and everything (ids=allclear)', async () => {
      expect(expectContract(logDelete, (await as(admin).del('/sys/log/delete', { id: 'bulk1' })).body)).toMatchObject({
        success: true,
        message: '删除成功!',
      });
      expect(envelope(await as(admin).del('/sys/log/delete', { id: 'bulk1' })).message).toBe('未找到对应实体');
      expectContract(logDeleteBatch, (await as(admin).del('/sys/log/deleteBatch', { ids: 'bulk2,bulk3,' })).body);
      expect((await logs({ logType: '2', keyWord: 'bulk' })).total).toBe(9_997);
      expect(envelope(await as(admin).del('/sys/log/deleteBatch', { ids: '' })).success).toBe(false);
      expect(envelope(await as(admin).del('/sys/log/deleteBatch', { ids: 'allclear' })).message).toBe('清除成功!');
      // The clear itself is an operation, logged after the table was emptied.
      expect((await logs({ logType: '2', keyWord: 'bulk' })).total).toBe(0);
    });

    it('retention job deletes rows older than the configured days', async () => {
      const repo = t.app.get<Repository<LogEntity>>(getRepositoryToken(LogEntity));
      await repo.insert({
        id: 'old1',
        logType: 1,
        logContent: 'old',
        createTime: new Date(t.clock.now() - 91 * 86_400_000),
      });
      await repo.insert({
        id: 'new1',
        logType: 1,
        logContent: 'recent',
        createTime: new Date(t.clock.now() - 89 * 86_400_000),
      });
      const job = t.app.get(LogRetentionJob);
      const text = await job.execute({ jobId: 'x', parameter: null, trigger: 'manual', fireTime: new Date() });
      expect(text).toMatch(/^removed [1-9]\d* log rows older than 90 days$/);
      expect(await repo.findOneBy({ id: 'old1' })).toBeNull();
      expect(await repo.findOneBy({ id: 'new1' })).not.toBeNull();
      await expect(
        job.execute({ jobId: 'x', parameter: 'abc', trigger: 'manual', fireTime: new Date() }),
      ).rejects.toThrow('保留天数必须是正整数');
    });
  });

  describe('data log', () => {
    it('versions an announcement on add and on each edit, and compares two versions', async () => {
      t.clock.advance(1000);
      await as(admin).post('/sys/annountCement/add', {
        titile: '数据日志 v1',
        msgContent: '<p>a</p>',
        priority: 'M',
        msgCategory: '1',
        msgType: 'ALL',
      });
      const list = expectContract(
        announcementList,
        (await as(admin).get('/sys/annountCement/list', { titile: '数据日志 v1' })).body,
      );
      const id = list.result.records[0].id;
      for (const titile of ['数据日志 v2', '数据日志 v3']) {
        t.clock.advance(1000);
        expect(envelope(await as(admin).put('/sys/annountCement/edit', { id, titile, msgType: 'ALL' })).success).toBe(
          true,
        );
      }
      const versions = expectContract(
        dataLogQueryDataVerList,
        (await as(admin).get('/sys/dataLog/queryDataVerList', { dataTable: 'sys_announcement', dataId: id })).body,
      ).result!;
      expect(versions.map((v) => [v.dataVersion, (JSON.parse(v.dataContent) as { titile: string }).titile])).toEqual([
        [1, '数据日志 v1'],
        [2, '数据日志 v2'],
        [3, '数据日志 v3'],
      ]);
      const page = expectContract(
        dataLogList,
        (await as(admin).get('/sys/dataLog/list', { dataTable: 'sys_announcement', dataId: id })).body,
      );
      expect(page.result!.total).toBe(3);
      const compare = expectContract(
        dataLogQueryCompareList,
        (await as(admin).get('/sys/dataLog/queryCompareList', { dataId1: versions[0].id, dataId2: versions[2].id }))
          .body,
      ).result!;
      expect(compare.map((c) => c.dataVersion)).toEqual([1, 3]);
      const missing = await as(admin).get('/sys/dataLog/queryDataVerList', {
        dataTable: 'sys_announcement',
        dataId: 'none',
      });
      expect(envelope(missing)).toMatchObject({ success: false, message: '未找到版本信息' });
    });

    it('never stores a user password in a snapshot', async () => {
      const users = (await as(admin).get('/sys/user/list', { username: 'ops_probe' })).body as {
        result: { records: { id: string }[] };
      };
      const id = users.result.records[0].id;
      expect(
        envelope(
          await as(admin).put('/sys/user/edit', { id, realname: '探针二', selectedroles: '', selecteddeparts: '' }),
        ).success,
      ).toBe(true);
      const [v] = expectContract(
        dataLogQueryDataVerList,
        (await as(admin).get('/sys/dataLog/queryDataVerList', { dataTable: 'sys_user', dataId: id })).body,
      ).result!;
      expect(JSON.parse(v.dataContent)).toMatchObject({ realname: '探针二' });
      expect(v.dataContent).not.toMatch(/password|salt/);
    });
  });

  describe('online users', () => {
    it('lists live sessions with IP and browser, force-logs one out, refuses oneself and unknown tokens', async () => {
      t.clock.advance(1000);
      const login = await t.http
        .post('/jeecg-boot/sys/login')
        .set('User-Agent', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0.0.0 Safari/537.36')
        .send({ username: 'analyst', password: '123456' });
      const analyst = (login.body as { result: { token: string } }).result.token;
      const page = expectContract(
        onlineList,
        (await as(admin).get('/sys/online/list', { username: 'analyst' })).body,
      ).result!;
      expect(page.total).toBe(1);
      const row = page.records[0];
      expect(row).toMatchObject({ username: 'analyst', browser: 'Chrome 120', os: 'Windows', ip: '127.0.0.1' });
      expect(row.token).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(page)).not.toContain(analyst);

      expect(envelope(await as(analyst).get('/sys/user/getCurrentUserDeparts')).success).toBe(true);
      const out = expectContract(
        onlineForceLogout,
        (await as(admin).post('/sys/online/forceLogout', { token: row.token })).body,
      );
      expect(out).toMatchObject({ success: true, message: '退出登录成功！' });
      expect((await as(analyst).get('/sys/user/getCurrentUserDeparts')).status).toBe(401);
      expect((await logs({ logType: '1', keyWord: '强制' })).records[0].username).toBe('analyst');

      const self = expectContract(
        onlineList,
        (await as(admin).get('/sys/online/list', { username: 'admin' })).body,
      ).result!;
      const mine = await as(admin).post('/sys/online/forceLogout', { token: admin });
      expect(envelope(mine)).toMatchObject({ success: false, message: '不能强制退出自己的登录' });
      expect(self.total).toBeGreaterThan(0);
      expect(envelope(await as(admin).post('/sys/online/forceLogout', { token: 'f'.repeat(64) })).message).toBe(
        'Token无效!',
      );
      expect(envelope(await as(admin).post('/sys/online/forceLogout', {})).message).toBe('退出登录失败！');
    });
  });

  describe('monitor', () => {
    const metric = async (name: string, query: Record<string, string> = {}) =>
      expectContract(actuatorMetric, (await as(admin).get(`/actuator/metrics/${name}`, query)).body) as {
        name: string;
        description: string;
        measurements: { statistic: string; value: number }[];
        availableTags: unknown[];
      };

    it('answers actuator metrics without envelope, with the Node heap in jvm.memory.used area:heap', async () => {
      const heap = await metric('jvm.memory.used', { tag: 'area:heap' });
      const real = process.memoryUsage().heapUsed;
      expect(heap.name).toBe('jvm.memory.used');
      expect(heap.description).toContain('Node');
      expect(Math.abs(Number(heap.measurements[0].value) - real) / real).toBeLessThan(0.2);
      expect((await metric('jvm.memory.used')).availableTags).toEqual([{ tag: 'area', values: ['heap', 'nonheap'] }]);
      const pause = await metric('jvm.gc.pause');
      expect(pause.measurements.map((m) => m.statistic)).toEqual(['COUNT', 'TOTAL_TIME', 'MAX']);
      expect((await metric('system.cpu.count')).measurements[0].value).toBeGreaterThan(0);
      const uptime = Number((await metric('process.uptime')).measurements[0].value);
      expect(Math.abs(uptime - process.uptime())).toBeLessThan(5);
      expect((await metric('tomcat.sessions.active.current')).measurements[0].value).toBeGreaterThan(0);
      const unavailable = await metric('jvm.gc.memory.allocated');
      // One measurement, as the real client reads `measurements[0]`; its value is Spring's NaN, never a figure.
      expect(unavailable.measurements).toEqual([{ statistic: 'VALUE', value: 'NaN' }]);
      expect(unavailable.description).toContain('不可用');
      expect(envelope(await as(admin).get('/actuator/metrics/jvm.unknown'))).toMatchObject({
        success: false,
        message: '未知的指标名称',
      });
    });

    it('lists a request just made in the trace, newest first, with the token and cookies masked', async () => {
      await t.http
        .get('/jeecg-boot/sys/user/getCurrentUserDeparts')
        .set('X-Access-Token', admin)
        .set('Cookie', 'sid=secret-cookie');
      const body = expectContract(actuatorHttpTrace, (await as(admin).get('/actuator/httptrace')).body);
      const trace = body.traces.find((x) => x.request.uri.includes('/sys/user/getCurrentUserDeparts'))!;
      expect(trace).toMatchObject({ request: { method: 'GET' }, response: { status: 200 } });
      expect(trace.request.headers['x-access-token']).toEqual(['******']);
      expect(trace.request.headers.cookie).toEqual(['******']);
      // The response's headers as sent, read from the reply when the trace is read.
      expect(trace.response.headers['content-type']).toEqual(['application/json; charset=utf-8']);
      expect(JSON.stringify(body)).not.toContain(admin);
      expect(JSON.stringify(body)).not.toContain('secret-cookie');
      expect(body.traces.length).toBeLessThanOrEqual(100);
    });

    it('says clearly that no Redis is configured', async () => {
      expect(expectContract(redisInfo, (await as(admin).get('/sys/actuator/redis/info')).body)).toMatchObject({
        success: false,
        message: NO_REDIS_MESSAGE,
      });
      expect(expectContract(redisKeysSize, (await as(admin).get('/sys/actuator/redis/keysSize')).body)).toMatchObject({
        message: NO_REDIS_MESSAGE,
      });
      expect(
        expectContract(redisMemoryInfo, (await as(admin).get('/sys/actuator/redis/memoryInfo')).body),
      ).toMatchObject({ message: NO_REDIS_MESSAGE });
    });

    it('lists real file systems with sizes', async () => {
      const body = expectContract(queryDiskInfo, (await as(admin).get('/sys/actuator/redis/queryDiskInfo')).body);
      expect(body).toMatchObject({ success: true, code: 200, message: '查询成功' });
      expect(body.result!.length).toBeGreaterThan(0);
      for (const d of body.result!) expect(d.rest).toBeLessThanOrEqual(d.max);
    });
  });

  describe('permissions (enforced by the access guard of issue #20)', () => {
    it('refuses the pages and buttons to a user without them (510)', async () => {
      const viewer = await signIn(t, 'analyst');
      for (const p of [
        '/sys/log/list',
        '/sys/dataLog/list',
        '/sys/online/list',
        '/actuator/httptrace',
        '/actuator/metrics/process.uptime',
      ])
        expect(envelope(await as(viewer).get(p))).toMatchObject({ success: false, code: 510 });
      expect(envelope(await as(viewer).post('/sys/online/forceLogout', { token: 'f'.repeat(64) }))).toMatchObject({
        code: 510,
      });
      expect(envelope(await as(viewer).del('/sys/log/deleteBatch', { ids: 'allclear' }))).toMatchObject({ code: 510 });
    });
  });
});
