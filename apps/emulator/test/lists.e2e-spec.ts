import { DataSource } from 'typeorm';
import { announcementList, departQueryTreeList, listByUser, userList, visitInfo } from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('list endpoints', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}, as = token) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);

  describe('GET /sys/user/list', () => {
    const users = async (query: Record<string, string>) =>
      expectContract(userList, (await get('/sys/user/list', query)).body);

    it('pages the non-deleted users with orgCodeTxt and dictionary texts', async () => {
      const body = await users({ column: 'username', order: 'asc', pageNo: '1', pageSize: '3' });
      expect(body).toMatchObject({ success: true, code: 0 });
      const page = body.result!;
      expect(page).toMatchObject({ total: 7, size: 3, current: 1, pages: 3 });
      expect(page.records.map((u) => u.username)).toEqual(['admin', 'analyst', 'lina']);
      expect(page.records[1]).toMatchObject({
        orgCodeTxt: '全球农情监测组,遥感数据处理部',
        sex_dictText: '男',
        status_dictText: '正常',
      });
      expect(page.records[0]).toMatchObject({ departIds_dictText: '中国科学院空天信息创新研究院' });
      expect(JSON.stringify(page)).not.toMatch(/password|scrypt/);
      const all = await users({ pageSize: '50' });
      expect(all.result!.records.map((u) => u.username)).not.toContain('sunlei');
    });

    it('applies value rules, ranges and multi-values', async () => {
      expect(
        (await users({ username: '*an*', column: 'username', order: 'asc' })).result!.records.map((u) => u.username),
      ).toEqual(['analyst', 'liuyang', 'zhangwei']);
      expect((await users({ username: '*yang' })).result!.records.map((u) => u.username)).toEqual(['liuyang']);
      expect((await users({ username: '!admin', pageSize: '50' })).result!.total).toBe(6);
      expect((await users({ realname: '张*' })).result!.records.map((u) => u.username)).toEqual(['zhangwei']);
      expect((await users({ status: '2' })).result!.records.map((u) => u.username)).toEqual(['zhaomin']);
      expect(
        (await users({ sex_MultiString: '2', column: 'username', order: 'asc' })).result!.records.map(
          (u) => u.username,
        ),
      ).toEqual(['lina', 'liuyang', 'viewer', 'zhaomin']);
      expect(
        (
          await users({ birthday_begin: '1990-01-01', birthday_end: '1992-12-31', column: 'birthday', order: 'asc' })
        ).result!.records.map((u) => u.username),
      ).toEqual(['analyst', 'lina', 'liuyang']);
      expect((await users({ createTime_begin: '2000-01-01', createTime_end: '2000-01-02' })).result!.total).toBe(0);
    });

    it('filters by department and by a list of ids, with JeecgBoot quirks', async () => {
      const [{ id }]: { id: string }[] = await t.app
        .get(DataSource)
        .query("SELECT id FROM sys_depart WHERE org_code = 'A02A01'");
      expect(
        (await users({ departId: id, column: 'username', order: 'asc' })).result!.records.map((u) => u.username),
      ).toEqual(['analyst', 'liuyang']);
      // A department without users answers Result.OK(): code 200 and a null result.
      expect(await users({ departId: 'no-such-depart' })).toMatchObject({ success: true, code: 200, result: null });
      const byIds = await users({ code: 'e9ca23d68d884d4ebb19d07889727dae,3d464b4ea0d2491aab8a7bde74c57e95,' });
      expect(byIds.result).toMatchObject({ total: 2, size: 2 });
    });

    it('refuses to sort by an unknown column', async () => {
      expect((await get('/sys/user/list', { column: 'password', order: 'asc' })).body).toMatchObject({
        success: false,
        code: 500,
        message: '请注意，将要排序的列字段不存在：password',
      });
      expect(envelope(await get('/sys/user/list', { column: 'sex_dictText', order: 'desc' })).success).toBe(true);
    });

    it('answers SQL-looking filters, columns and orders safely', async () => {
      const attempts: Record<string, string>[] = [
        { username: "' OR 1=1 --" },
        { username: "*' OR '1'='1*" },
        { realname: "admin'); DROP TABLE sys_user; --" },
        { sex: '1 OR 1=1' },
        { column: 'username; DROP TABLE sys_user', order: 'asc' },
        { column: 'username', order: 'asc; DROP TABLE sys_user' },
        {
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: "username' OR '1'='1", rule: 'eq', val: 'x' }]),
          ),
        },
        {
          superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'eq', val: "' OR '1'='1" }])),
        },
      ];
      for (const query of attempts) {
        const res = await get('/sys/user/list', query);
        expect(res.status).toBe(200);
        if (envelope(res).success) expect(expectContract(userList, res.body).result!.total).toBe(0);
        else expect(envelope(res).code).toBe(500);
      }
      expect((await users({ column: 'username', order: "asc' --" })).result!.total).toBe(7);
      expect((await users({})).result!.total).toBe(7);
    });

    it('takes any Java int as pageSize, as the real server does, reading at most MAX_PAGE_ROWS rows', async () => {
      const page = (await users({ pageSize: '99999' })).result!;
      expect(page).toMatchObject({ total: 7, size: 99999, current: 1, pages: 1 });
      expect(page.records).toHaveLength(7);
    });

    it('rejects paging values outside the contract', async () => {
      expect((await get('/sys/user/list', { pageSize: '2147483648' })).body).toMatchObject({
        success: false,
        code: 500,
      });
      expect((await get('/sys/user/list', { pageSize: '0' })).body).toMatchObject({ success: false, code: 500 });
      expect((await get('/sys/user/list', { pageNo: 'abc' })).body).toMatchObject({ success: false, code: 500 });
    });
  });

  describe('GET /sys/sysDepart/queryTreeList', () => {
    it('answers the department tree ordered by depart_order, children always arrays', async () => {
      const body = expectContract(departQueryTreeList, (await get('/sys/sysDepart/queryTreeList')).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result.map((d) => d.orgCode)).toEqual(['A01', 'A02']);
      const [institute] = body.result;
      expect(institute).toMatchObject({
        key: institute.id,
        value: institute.id,
        title: '中国科学院空天信息创新研究院',
        isLeaf: false,
        orgType: '1',
      });
      expect(institute.children.map((c) => c.orgCode)).toEqual(['A01A01', 'A01A02']);
      const office = institute.children[1];
      expect(office).toMatchObject({ isLeaf: true, children: [] });
    });

    it('limits the roots to the given ids', async () => {
      const [{ id }]: { id: string }[] = await t.app
        .get(DataSource)
        .query("SELECT id FROM sys_depart WHERE org_code = 'A01A01'");
      const body = expectContract(departQueryTreeList, (await get('/sys/sysDepart/queryTreeList', { ids: id })).body);
      expect(body.result.map((d) => d.orgCode)).toEqual(['A01A01']);
      expect(body.result[0].children).toHaveLength(2);
    });
  });

  describe('announcements', () => {
    it('lists not-deleted announcements with dictionary texts', async () => {
      const body = expectContract(
        announcementList,
        (await get('/sys/annountCement/list', { column: 'createTime', order: 'desc', pageSize: '20' })).body,
      );
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result.total).toBe(6);
      const user = body.result.records.find((a) => a.msgType === 'USER')!;
      expect(user.userIds).toMatch(/^([0-9a-f]{32},)+$/);
      expect(user).toMatchObject({
        priority_dictText: '低',
        msgCategory_dictText: '系统消息',
        msgType_dictText: '指定用户',
        sendStatus_dictText: '已发布',
      });
      const published = expectContract(
        announcementList,
        (await get('/sys/annountCement/list', { sendStatus: '1' })).body,
      );
      expect(published.result.total).toBe(4);
    });

    it('delivers ALL notices to a user on his first listByUser and lists only unread ones, 5 by default', async () => {
      const db = t.app.get(DataSource);
      const viewer = await signIn(t, 'viewer');
      const [{ id: viewerId }]: { id: string }[] = await db.query("SELECT id FROM sys_user WHERE username = 'viewer'");
      const before: { n: number }[] = await db.query(
        'SELECT COUNT(*) AS n FROM sys_announcement_send WHERE user_id = ?',
        [viewerId],
      );
      const body = expectContract(listByUser, (await get('/sys/annountCement/listByUser', {}, viewer)).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      const after: { n: number }[] = await db.query(
        'SELECT COUNT(*) AS n FROM sys_announcement_send WHERE user_id = ?',
        [viewerId],
      );
      expect(after[0].n - before[0].n).toBe(3);
      expect(body.result.anntMsgList.map((a) => a.titile)).toEqual(['系统维护通知', '2024年第1期全球农情遥感速报发布']);
      expect(body.result.anntMsgTotal).toBe(2);
      expect(body.result.sysMsgList.map((a) => a.titile)).toEqual([
        '您有新的作物长势分析任务',
        '冬小麦长势监测模型已更新',
      ]);
      expect(body.result.sysMsgTotal).toBe(2);
      expect(JSON.stringify(body.result)).not.toContain('_dictText');

      await db.query(
        "UPDATE sys_announcement_send SET read_flag = '1' WHERE user_id = ? AND annt_id = '1256486502931722243'",
        [viewerId],
      );
      const again = expectContract(
        listByUser,
        (await get('/sys/annountCement/listByUser', { pageSize: '1' }, viewer)).body,
      );
      expect(again.result).toMatchObject({ anntMsgTotal: 1, sysMsgTotal: 2 });
      expect(again.result.sysMsgList).toHaveLength(1);
      const count: { n: number }[] = await db.query(
        'SELECT COUNT(*) AS n FROM sys_announcement_send WHERE user_id = ?',
        [viewerId],
      );
      expect(count[0].n).toBe(after[0].n);
    });

    it('does not deliver USER announcements to others', async () => {
      const body = expectContract(
        listByUser,
        (await get('/sys/annountCement/listByUser', {}, await signIn(t, 'zhangwei'))).body,
      );
      expect(body.result.sysMsgList.map((a) => a.titile)).toEqual(['冬小麦长势监测模型已更新']);
    });
  });

  describe('dashboard', () => {
    it('lists seven days of visits, oldest first, with tian yyyy-MM-dd and type MM-dd', async () => {
      const body = expectContract(visitInfo, (await get('/sys/visitInfo')).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result).toHaveLength(7);
      for (const day of body.result) {
        expect(day.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(day.type).toBe(day.tian.slice(5));
        expect(day.ip).toBeLessThanOrEqual(day.visit);
      }
      expect([...body.result].map((d) => d.tian).sort()).toEqual(body.result.map((d) => d.tian));
      expect(body.result.reduce((n, d) => n + d.visit, 0)).toBeGreaterThanOrEqual(17);
    });
  });
});
