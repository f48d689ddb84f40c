import { DataSource } from 'typeorm';
import {
  type AnnouncementAddBody,
  announcementAdd,
  announcementDelete,
  announcementDeleteBatch,
  announcementEdit,
  announcementExportXls,
  announcementImportExcel,
  announcementList,
  announcementQueryById,
  announcementRelease,
  announcementRevoke,
  announcementSendMarkRead,
  announcementSendReadAll,
  announcementSyncNotic,
  type Endpoint,
  getMyAnnouncementSend,
  listByUser,
  importExcelResponseSchema,
  noticeFrameSchema,
} from '@cropwatch/contract';
import { binaryParser, importWorkbook, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, settle, type SocketClient } from './support/ws-client';

const ID = {
  admin: 'e9ca23d68d884d4ebb19d07889727dae',
  analyst: 'a75d45a015c44384a04449ee80dc3503',
  viewer: '3d464b4ea0d2491aab8a7bde74c57e95',
  zhangwei: '0c4b6a5e3f2d4c1b9a8e7d6c5b4a3f21',
  sunlei: '3f7e9d8b6c5a4f4e0d1b0a9f8e7d6c54',
};
/** A seeded published ALL notice and a seeded draft. */
const SEEDED_NOTICE = '1256486502931722242';
const SEEDED_DRAFT = '1256486502931722246';

const SQL_LOOKING = ["' OR '1'='1", '1; DROP TABLE sys_announcement; --', "x') UNION SELECT password FROM sys_user --"];

describe('announcements /sys/annountCement, /sys/sysAnnouncementSend', () => {
  let t: TestApp;
  const tokens: Record<'admin' | 'analyst' | 'viewer' | 'zhangwei', string> = {
    admin: '',
    analyst: '',
    viewer: '',
    zhangwei: '',
  };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await signIn(t, name);
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot${p}`;
  const get = (p: string, query: Record<string, string> = {}, as = tokens.admin) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const send = (method: 'post' | 'put' | 'delete', p: string, body: object = {}, as = tokens.admin) =>
    t.http[method](url(p)).set('X-Access-Token', as).send(body);
  const db = () => t.app.get(DataSource);

  let counter = 0;
  /** Adds an announcement through the API and returns its id (found by its unique title). */
  const add = async (over: Partial<AnnouncementAddBody> = {}): Promise<string> => {
    const titile = over.titile ?? `e2e 通知 ${++counter}`;
    t.clock.advance(1000);
    const body = expectContract(
      announcementAdd,
      (
        await send('post', '/sys/annountCement/add', {
          msgContent: '<p>内容</p>',
          priority: 'M',
          msgCategory: '1',
          msgType: 'ALL',
          ...over,
          titile,
        })
      ).body,
    );
    expect(body).toMatchObject({ success: true, code: 200, message: '添加成功！', result: null });
    // Every add gets its own second, so the newest row comes first.
    const page = expectContract(
      announcementList,
      (await get('/sys/annountCement/list', { column: 'createTime', order: 'desc', pageSize: '1' })).body,
    );
    return page.result.records[0].id;
  };
  const queryById = async (id: string) =>
    expectContract(announcementQueryById, (await get('/sys/annountCement/queryById', { id })).body);
  const release = async (id: string, as = tokens.admin) =>
    expectContract(announcementRelease, (await get('/sys/annountCement/doReleaseData', { id }, as)).body);
  const bell = async (as: string) =>
    expectContract(listByUser, (await get('/sys/annountCement/listByUser', { pageSize: '50' }, as)).body).result;
  const mine = async (as: string, query: Record<string, string> = {}) =>
    expectContract(
      getMyAnnouncementSend,
      (await get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { pageSize: '50', ...query }, as)).body,
    );
  const unreadRows = async (userId: string, anntId: string): Promise<number> =>
    (
      await db().query<{ n: number }[]>(
        "SELECT COUNT(*) AS n FROM sys_announcement_send WHERE user_id = ? AND annt_id = ? AND read_flag = '0'",
        [userId, anntId],
      )
    )[0].n;
  const sendRows = async (anntId: string): Promise<string[]> =>
    (
      await db().query<{ user_id: string }[]>(
        'SELECT user_id FROM sys_announcement_send WHERE annt_id = ? ORDER BY user_id',
        [anntId],
      )
    ).map((r) => r.user_id);

  describe('POST add / GET queryById / GET list', () => {
    it('stores a draft with a plain-text title and sanitised content; list adds the dictionary texts', async () => {
      const id = await add({
        titile: '<script>alert(1)</script>重要<b>通知</b>',
        msgContent:
          '<p onclick="steal()">正文<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>' +
          '<a href="https://example.com/a" target="_blank">外链</a><script>alert(2)</script>' +
          '<img src="/jeecg-boot/sys/common/static/jeditor/a_1.png"></p><iframe src="https://evil"></iframe>',
        msgAbstract: '摘要',
        startTime: '2030-01-01 08:00:00',
        endTime: '2030-02-01 08:00:00',
        openType: 'url',
        openPage: '/crop/task',
      });
      const a = (await queryById(id)).result!;
      expect(a).toMatchObject({
        titile: '重要通知',
        sendStatus: '0',
        sender: null,
        delFlag: '0',
        msgType: 'ALL',
        userIds: null,
        createBy: 'admin',
        startTime: '2030-01-01 08:00:00',
        openType: 'url',
        openPage: '/crop/task',
      });
      expect(a.msgContent).toBe(
        '<p>正文<a>链接</a><a href="https://example.com/a" target="_blank" rel="noopener noreferrer">外链</a>' +
          '<img src="/jeecg-boot/sys/common/static/jeditor/a_1.png" /></p>',
      );
      expect(a.msgContent).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
      const record = expectContract(
        announcementList,
        (await get('/sys/annountCement/list', { titile: '重要通知' })).body,
      ).result.records[0];
      expect(record).toMatchObject({
        priority_dictText: '中',
        msgCategory_dictText: '通知公告',
        msgType_dictText: '全体用户',
        sendStatus_dictText: '未发布',
      });
    });

    it('creates one unread send-row per addressee of a USER announcement (userIds end with a comma)', async () => {
      const id = await add({ msgType: 'USER', userIds: `${ID.analyst},${ID.viewer},${ID.analyst},` });
      expect(await sendRows(id)).toEqual([ID.viewer, ID.analyst].sort());
      expect((await queryById(id)).result).toMatchObject({ userIds: `${ID.analyst},${ID.viewer},${ID.analyst},` });
    });

    it('refuses invalid input with clear messages', async () => {
      const attempts: [object, string | RegExp][] = [
        [{ msgType: 'ALL' }, '标题不能为空'],
        [{ titile: '   ', msgType: 'ALL' }, '标题不能为空'],
        [{ titile: '<script>x</script>', msgType: 'ALL' }, '标题不能为空'],
        [{ titile: 'x'.repeat(101), msgType: 'ALL' }, '标题不能超过100个字符'],
        [{ titile: 't' }, '通告对象类型不能为空'],
        [{ titile: 't', msgType: 'SOME' }, '通告对象类型只能是 ALL 或 USER'],
        [{ titile: 't', msgType: 'ALL', priority: 'X' }, /优先级只能是/],
        [{ titile: 't', msgType: 'ALL', startTime: '01/02/2030' }, /开始时间格式应为/],
        [{ titile: 't', msgType: 'ALL', startTime: '2030-02-30 00:00:00' }, /开始时间不是有效的日期/],
        [
          { titile: 't', msgType: 'ALL', startTime: '2030-02-01 00:00:00', endTime: '2030-01-01 00:00:00' },
          '结束时间不能早于开始时间',
        ],
        [{ titile: 't', msgType: 'USER' }, /请选择至少一个用户/],
        [{ titile: 't', msgType: 'USER', userIds: 'nobody,ghost,' }, '以下用户不存在：nobody,ghost'],
        [{ titile: 't', msgType: 'USER', userIds: `${ID.sunlei},` }, `以下用户不存在：${ID.sunlei}`],
        [{ titile: 't', msgType: 'USER', userIds: `${ID.analyst},${ID.viewer}` }, /须以英文逗号结尾/],
        [{ titile: 't', msgType: 'ALL', openType: 'url', openPage: 'javascript:alert(1)' }, /打开页面格式不正确/],
        [{ titile: 't', msgType: 'ALL', openType: 'component' }, /必须填写打开页面/],
        [{ titile: 't', msgType: 'ALL', openType: 'popup', openPage: '/x' }, /打开方式只能是/],
      ];
      for (const [body, message] of attempts) {
        const res = await send('post', '/sys/annountCement/add', body);
        expect(res.status).toBe(200);
        const e = expectContract(announcementAdd, res.body);
        expect({ body, success: e.success, code: e.code }).toEqual({ body, success: false, code: 500 });
        if (typeof message === 'string') expect(e.message).toBe(message);
        else expect(e.message).toMatch(message);
      }
    });

    it('answers 未找到对应实体 for unknown and deleted ids', async () => {
      const body = expectContract(
        announcementQueryById,
        (await get('/sys/annountCement/queryById', { id: 'nope' })).body,
      );
      expect(body).toMatchObject({ success: false, code: 500, message: '未找到对应实体' });
      expect(envelope(await get('/sys/annountCement/queryById')).message).toBe('id不能为空');
    });
  });

  describe('PUT|POST edit', () => {
    it('keeps missing properties, clears emptied ones and re-sanitises', async () => {
      const id = await add({ msgAbstract: '旧摘要', busType: 'email' });
      const res = expectContract(
        announcementEdit,
        (
          await send('put', '/sys/annountCement/edit', {
            id,
            titile: '改后的<i>标题</i>',
            msgContent: '<p>新<script>x()</script></p>',
            busType: '',
          })
        ).body,
      );
      expect(res).toMatchObject({ success: true, code: 200, message: '修改成功!' });
      expect((await queryById(id)).result).toMatchObject({
        titile: '改后的标题',
        msgContent: '<p>新</p>',
        msgAbstract: '旧摘要',
        busType: null,
        updateBy: 'admin',
      });
      const byPost = expectContract(
        announcementEdit,
        (await send('post', '/sys/annountCement/edit', { id, priority: 'H' })).body,
      );
      expect(byPost.message).toBe('修改成功!');
      expect((await queryById(id)).result).toMatchObject({ priority: 'H', titile: '改后的标题' });
    });

    it('makes the send-rows follow a changed USER list', async () => {
      const id = await add({ msgType: 'USER', userIds: `${ID.analyst},${ID.viewer},` });
      await send('put', '/sys/annountCement/edit', { id, userIds: `${ID.viewer},${ID.zhangwei},` });
      expect(await sendRows(id)).toEqual([ID.zhangwei, ID.viewer].sort());
    });

    it('refuses unknown ids and bad addressees', async () => {
      expect(envelope(await send('put', '/sys/annountCement/edit', { id: 'nope', titile: 'x' }))).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
      const id = await add();
      const bad = envelope(await send('put', '/sys/annountCement/edit', { id, msgType: 'USER', userIds: 'ghost,' }));
      expect(bad).toMatchObject({ success: false, code: 500, message: '以下用户不存在：ghost' });
      expect(envelope(await send('put', '/sys/annountCement/edit', { titile: 'x' })).message).toBe('id不能为空');
    });
  });

  describe('publishing and the notification socket', () => {
    let sockets: SocketClient[] = [];
    const connect = async (name: keyof typeof tokens, userId: string) => {
      const s = await openSocket(t.app, `/websocket/${userId}`, tokens[name]);
      sockets.push(s);
      return s;
    };
    afterEach(async () => {
      await Promise.all(sockets.map((s) => s.close()));
      sockets = [];
    });

    it('pushes a USER announcement to every tab of its addressee only, and only his bell lists it', async () => {
      const id = await add({ msgType: 'USER', msgCategory: '2', userIds: `${ID.analyst},`, titile: '只给分析员' });
      const [tab1, tab2, other] = [
        await connect('analyst', ID.analyst),
        await connect('analyst', ID.analyst),
        await connect('viewer', ID.viewer),
      ];
      expect(await release(id, tokens.admin)).toMatchObject({
        success: true,
        code: 200,
        message: '该系统通知发布成功',
        result: null,
      });
      const expected = { cmd: 'user', msgId: id, msgTxt: '只给分析员' };
      expect(noticeFrameSchema.parse(await tab1.next())).toEqual(expected);
      expect(noticeFrameSchema.parse(await tab2.next())).toEqual(expected);
      await settle();
      expect(other.frames).toEqual([]);
      expect((await bell(tokens.analyst)).sysMsgList.map((a) => a.id)).toContain(id);
      expect((await bell(tokens.viewer)).sysMsgList.map((a) => a.id)).not.toContain(id);
      expect((await queryById(id)).result).toMatchObject({ sendStatus: '1', sender: 'admin' });
    });

    it('broadcasts a published ALL announcement to everybody as a topic', async () => {
      const id = await add({ titile: '全体通知' });
      const clients = [
        await connect('admin', ID.admin),
        await connect('analyst', ID.analyst),
        await connect('viewer', ID.viewer),
      ];
      await release(id);
      for (const c of clients) expect(await c.next()).toEqual({ cmd: 'topic', msgId: id, msgTxt: '全体通知' });
      expect((await bell(tokens.zhangwei)).anntMsgList.map((a) => a.id)).toContain(id);
    });

    it('revokes: the notice leaves every bell; only published notices can be revoked', async () => {
      const id = await add({ titile: '将被撤销' });
      await release(id);
      expect((await bell(tokens.viewer)).anntMsgList.map((a) => a.id)).toContain(id);
      const res = expectContract(announcementRevoke, (await get('/sys/annountCement/doReovkeData', { id })).body);
      expect(res).toMatchObject({ success: true, code: 200, message: '该系统通知撤销成功' });
      expect((await queryById(id)).result).toMatchObject({ sendStatus: '2' });
      expect((await queryById(id)).result!.cancelTime).not.toBeNull();
      expect((await bell(tokens.viewer)).anntMsgList.map((a) => a.id)).not.toContain(id);
      expect(envelope(await get('/sys/annountCement/doReovkeData', { id: SEEDED_DRAFT }))).toMatchObject({
        success: false,
        message: '只有已发布的系统通知才能撤销',
      });
      expect(envelope(await get('/sys/annountCement/doReleaseData', { id: 'nope' })).message).toBe('未找到对应实体');
    });

    it('marks one announcement read, lowering the bell totals; binds anntId', async () => {
      const id = await add({ titile: '待阅读' });
      await release(id);
      const before = await bell(tokens.zhangwei);
      expect(before.anntMsgList.map((a) => a.id)).toContain(id);
      for (const anntId of SQL_LOOKING) {
        const res = await send('put', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }, tokens.zhangwei);
        expect(expectContract(announcementSendMarkRead, res.body)).toMatchObject({ success: true, code: 0 });
      }
      expect((await bell(tokens.zhangwei)).anntMsgTotal).toBe(before.anntMsgTotal);
      const res = await send('put', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id }, tokens.zhangwei);
      expect(expectContract(announcementSendMarkRead, res.body)).toMatchObject({
        success: true,
        code: 0,
        result: null,
      });
      const after = await bell(tokens.zhangwei);
      expect(after.anntMsgTotal).toBe(before.anntMsgTotal - 1);
      expect(after.anntMsgList.map((a) => a.id)).not.toContain(id);
      const row = (await mine(tokens.zhangwei, { titile: '待阅读' })).result.records[0];
      expect(row).toMatchObject({ anntId: id, readFlag: '1', userId: ID.zhangwei, titile: '待阅读' });
      expect(
        envelope(await send('put', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {}, tokens.zhangwei)).message,
      ).toBe('anntId不能为空');
    });

    it('readAll marks everything read, ALL notices not yet delivered included, and broadcasts a bare topic', async () => {
      const id = await add({ titile: '读全部前发布' });
      await release(id);
      const watcher = await connect('admin', ID.admin);
      const res = expectContract(
        announcementSendReadAll,
        (await send('put', '/sys/sysAnnouncementSend/readAll', {}, tokens.analyst)).body,
      );
      expect(res).toMatchObject({ success: true, code: 0, message: '全部已读', result: null });
      expect(await watcher.next((f) => (f as { cmd?: string }).cmd === 'topic')).toEqual({ cmd: 'topic' });
      expect(await bell(tokens.analyst)).toMatchObject({ anntMsgTotal: 0, sysMsgTotal: 0 });
      expect(await unreadRows(ID.analyst, id)).toBe(0);
      expect(await sendRows(id)).toContain(ID.analyst);
      expect((await mine(tokens.analyst)).result.records.every((r) => r.readFlag === '1')).toBe(true);
    });

    it('syncNotic re-pushes a published notice, or broadcasts 批量设置已读 without id', async () => {
      const viewer = await connect('viewer', ID.viewer);
      const none = expectContract(announcementSyncNotic, (await get('/sys/annountCement/syncNotic')).body);
      expect(none).toMatchObject({ success: true, code: 0, result: null });
      expect(await viewer.next()).toEqual({ cmd: 'topic', msgTxt: '批量设置已读' });
      await get('/sys/annountCement/syncNotic', { anntId: SEEDED_NOTICE });
      expect(await viewer.next((f) => (f as { msgId?: string }).msgId === SEEDED_NOTICE)).toMatchObject({
        cmd: 'topic',
        msgTxt: '2024年第1期全球农情遥感速报发布',
      });
      expect(envelope(await get('/sys/annountCement/syncNotic', { anntId: SEEDED_DRAFT })).message).toBe(
        '该系统通知未发布，无法推送',
      );
    });
  });

  describe('GET getMyAnnouncementSend', () => {
    it('lists the caller’s published announcements, unread first, with filters', async () => {
      const read = await add({ titile: '我的-已读', msgType: 'USER', userIds: `${ID.viewer},` });
      const unread = await add({ titile: '我的-未读', msgType: 'USER', userIds: `${ID.viewer},`, busType: 'bpm' });
      const draft = await add({ titile: '我的-草稿', msgType: 'USER', userIds: `${ID.viewer},` });
      await release(read);
      await release(unread);
      await send('put', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: read }, tokens.viewer);
      const page = (await mine(tokens.viewer, { titile: '我的-' })).result;
      expect(page.records.map((r) => r.anntId)).toEqual([unread, read]);
      expect(page.records.map((r) => r.anntId)).not.toContain(draft);
      expect(page.records[0]).toMatchObject({ readFlag: '0', busType: 'bpm', pageNo: null, bizSource: null });
      expect(
        (await mine(tokens.viewer, { titile: '我的-', readFlag: '1' })).result.records.map((r) => r.anntId),
      ).toEqual([read]);
      expect(
        (await mine(tokens.viewer, { titile: '我的-', bizSource: 'isNoBpm' })).result.records.map((r) => r.anntId),
      ).toEqual([read]);
      expect((await mine(tokens.viewer, { msgCategory: '1', sender: 'admi' })).result.total).toBeGreaterThan(0);
      const paged = (await mine(tokens.viewer, { pageSize: '1', pageNo: '2' })).result;
      expect(paged).toMatchObject({ size: 1, current: 2 });
      expect(paged.records).toHaveLength(1);
    });

    it('treats SQL-looking values as plain text, and ignores column, order and superQueryParams', async () => {
      for (const value of SQL_LOOKING) {
        for (const field of ['titile', 'sender', 'busType', 'column', 'order', 'superQueryParams']) {
          const res = await get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { [field]: value }, tokens.viewer);
          // Values beyond a parameter's length bound are refused by validation, before any query.
          if (!envelope(res).success) {
            expect(envelope(res).message).toMatch(/^(order|busType): 数值过大/);
            continue;
          }
          const body = expectContract(getMyAnnouncementSend, res.body);
          if (['titile', 'sender', 'busType'].includes(field)) expect(body.result.total).toBe(0);
        }
      }
      expect(envelope(await get('/sys/sysAnnouncementSend/getMyAnnouncementSend', { readFlag: '2' }))).toMatchObject({
        success: false,
        message: 'readFlag只能是 0 或 1',
      });
    });
  });

  describe('DELETE delete / deleteBatch', () => {
    it('deletes logically; a deleted announcement is gone from lists, bells and queryById', async () => {
      const one = await add();
      await release(one);
      const res = expectContract(
        announcementDelete,
        (await send('delete', `/sys/annountCement/delete?id=${one}`)).body,
      );
      expect(res).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      expect((await queryById(one)).message).toBe('未找到对应实体');
      expect((await bell(tokens.zhangwei)).anntMsgList.map((a) => a.id)).not.toContain(one);
      const [{ del_flag }] = await db().query<{ del_flag: string }[]>(
        'SELECT del_flag FROM sys_announcement WHERE id = ?',
        [one],
      );
      expect(del_flag).toBe('1');
      expect(envelope(await send('delete', `/sys/annountCement/delete?id=${one}`)).message).toBe('未找到对应实体');
    });

    it('deletes a batch (trailing comma tolerated) and refuses an empty or unknown one', async () => {
      const a = await add();
      const b = await add();
      const res = expectContract(
        announcementDeleteBatch,
        (await send('delete', `/sys/annountCement/deleteBatch?ids=${a},${b},`)).body,
      );
      expect(res).toMatchObject({ success: true, message: '删除成功!' });
      expect((await queryById(b)).success).toBe(false);
      expect(envelope(await send('delete', '/sys/annountCement/deleteBatch?ids=,')).message).toBe('参数不识别！');
      expect(envelope(await send('delete', '/sys/annountCement/deleteBatch')).message).toBe('参数不识别！');
      expect(envelope(await send('delete', `/sys/annountCement/deleteBatch?ids=${a}`)).message).toBe('未找到对应实体');
    });
  });

  describe('GET list safety', () => {
    it('answers SQL-looking filters, superQueryParams, column and order without touching SQL', async () => {
      for (const value of SQL_LOOKING) {
        for (const field of ['titile', 'sender', 'msgType', 'userIds', 'createTime_begin']) {
          const body = expectContract(
            announcementList,
            (await get('/sys/annountCement/list', { [field]: value })).body,
          );
          expect({ field, value, success: body.success }).toEqual({ field, value, success: true });
        }
        const sorted = envelope(await get('/sys/annountCement/list', { column: value, order: 'asc' }));
        expect(sorted).toMatchObject({ success: false, code: 500 });
        expect(sorted.message).toMatch(/^请注意，将要排序的列字段不存在：/);
        const ordered = envelope(await get('/sys/annountCement/list', { column: 'createTime', order: value }));
        if (!ordered.success) expect(ordered.message).toMatch(/^order: /);
        const superQuery = JSON.stringify([{ field: 'titile', rule: 'eq', val: value }]);
        const sq = expectContract(
          announcementList,
          (await get('/sys/annountCement/list', { superQueryParams: superQuery })).body,
        );
        expect(sq.result.total).toBe(0);
        const badField = JSON.stringify([{ field: value, rule: 'eq', val: 'x' }]);
        expect(envelope(await get('/sys/annountCement/list', { superQueryParams: badField })).message).toMatch(
          /^高级查询的字段不存在/,
        );
      }
      const [{ n }] = await db().query<{ n: number }[]>('SELECT COUNT(*) AS n FROM sys_announcement');
      expect(n).toBeGreaterThan(0);
    });
  });

  describe('GET exportXls / POST importExcel (the 导出/导入 buttons)', () => {
    const HEADER = [
      '标题',
      '内容',
      '开始时间',
      '结束时间',
      '发布人',
      '优先级',
      '消息类型',
      '通告对象类型',
      '发布状态',
      '发布时间',
      '撤销时间',
    ];
    const exported = async (query: Record<string, string> = {}) => {
      const res = await get(announcementExportXls.path, query).buffer(true).parse(binaryParser);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
      expect(res.headers['content-disposition']).toContain(encodeURIComponent('系统通告列表'));
      return readRows(res.body as Buffer);
    };
    /** What the Vue2 a-upload sends: the picked file as the multipart part `file`. */
    const upload = (file: Buffer, as = tokens.admin) =>
      t.http.post(url(announcementImportExcel.path)).set('X-Access-Token', as).attach('file', file, 'import.xls');
    const byTitle = async (titile: string) =>
      expectContract(announcementList, (await get('/sys/annountCement/list', { titile, pageSize: '50' })).body).result
        .records;

    it("exports SysAnnouncement's @Excel columns with dictionary texts, not-deleted rows only, selections ignored", async () => {
      const deleted = await add({ titile: 'e2e 导出已删除' });
      await send('delete', `/sys/annountCement/delete?id=${deleted}`);
      const rows = await exported({ selections: SEEDED_NOTICE });
      expect(rows[0][0]).toBe('系统通告列表数据');
      expect(rows[1][0]).toBe('导出人:管理员');
      expect(rows[2]).toEqual(HEADER);
      expect(rows.length).toBeGreaterThan(4);
      expect(rows.some((r) => r[0] === 'e2e 导出已删除')).toBe(false);
      const notice = (await queryById(SEEDED_NOTICE)).result!;
      const row = rows.find((r) => r[0] === notice.titile)!;
      expect(row[7]).not.toBe(notice.msgType);
      expect(row[8]).not.toBe(notice.sendStatus);
      const filtered = await exported({ titile: notice.titile });
      expect(filtered.slice(3).map((r) => r[0])).toEqual([notice.titile]);
    });

    it('imports its own sheet back as drafts by the importer, 「文件导入成功！数据行数：N」', async () => {
      const sheet = await exported({ titile: (await queryById(SEEDED_NOTICE)).result!.titile });
      const copy = [...sheet[3]];
      copy[0] = 'e2e 导入的通知';
      const file = await importWorkbook(HEADER, [
        copy,
        [
          'e2e 导入的系统消息',
          '<p>正文<script>x()</script></p>',
          '2026-01-01 08:00:00',
          null,
          '张三',
          'H',
          '2',
          'ALL',
          null,
          null,
          null,
        ],
      ]);
      const res = expectContract(announcementImportExcel, (await upload(file)).body);
      expect(res).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
      const [imported] = await byTitle('e2e 导入的通知');
      expect(imported).toMatchObject({ sendStatus: '0', delFlag: '0', createBy: 'admin', sendTime: null });
      const [second] = await byTitle('e2e 导入的系统消息');
      expect(second).toMatchObject({
        priority: 'H',
        msgCategory: '2',
        msgType: 'ALL',
        sender: '张三',
        sendStatus: '0',
      });
      expect(second.msgContent).not.toContain('script');
      expect(second.startTime).toBe('2026-01-01 08:00:00');
    });

    it('answers the error file for rows add would refuse and writes none of the file', async () => {
      const file = await importWorkbook(HEADER, [
        ['e2e 导入好行', null, null, null, null, 'L', '1', 'ALL', null, null, null],
        ['e2e 导入坏行', null, '2026-02-01 00:00:00', '2026-01-01 00:00:00', null, 'L', '1', 'ALL', null, null, null],
        [null, null, null, null, null, 'L', '1', 'ALL', null, null, null],
      ]);
      const res = importExcelResponseSchema.parse((await upload(file)).body);
      expect(res).toMatchObject({ success: true, code: 201 });
      expect(res.result).toMatchObject({ totalCount: 3, errorCount: 2, successCount: 0 });
      expect(await byTitle('e2e 导入好行')).toEqual([]);
    });

    it('refuses the import to users without announcement:add (510)', async () => {
      const file = await importWorkbook(HEADER, [
        ['e2e 无权导入', null, null, null, null, 'L', '1', 'ALL', null, null, null],
      ]);
      expect(envelope(await upload(file, tokens.viewer))).toMatchObject({ success: false, code: 510 });
      expect(await byTitle('e2e 无权导入')).toEqual([]);
    });
  });

  describe('authentication and permissions', () => {
    const endpoints: [Endpoint, Record<string, string>, object?][] = [
      [announcementList, {}],
      [announcementAdd, {}, { titile: 'x', msgType: 'ALL' }],
      [announcementEdit, {}, { id: SEEDED_DRAFT }],
      [announcementDelete, { id: SEEDED_DRAFT }],
      [announcementDeleteBatch, { ids: SEEDED_DRAFT }],
      [announcementQueryById, { id: SEEDED_DRAFT }],
      [announcementRelease, { id: SEEDED_DRAFT }],
      [announcementRevoke, { id: SEEDED_NOTICE }],
      [announcementSyncNotic, {}],
      [listByUser, {}],
      [announcementSendMarkRead, {}, { anntId: SEEDED_NOTICE }],
      [announcementSendReadAll, {}],
      [getMyAnnouncementSend, {}],
    ];
    const call = (e: Endpoint, query: Record<string, string>, body: object | undefined, token?: string) => {
      let req = t.http[e.method.toLowerCase() as 'get'](url(e.path)).query(query);
      if (token) req = req.set('X-Access-Token', token);
      return body ? req.send(body) : req;
    };

    it('answers 401 without a valid token on every endpoint', async () => {
      for (const [e, query, body] of endpoints) {
        for (const token of [undefined, 'not-a-jwt', `${tokens.admin.slice(0, -2)}xx`]) {
          const res = await call(e, query, body, token);
          expect({ path: e.path, token, status: res.status }).toEqual({ path: e.path, token, status: 401 });
          expect(res.headers['content-type']).toBe('text/html;charset=UTF-8');
        }
      }
    });

    it('refuses add, edit, delete, publish and revoke to users without the announcement buttons (510)', async () => {
      const writes = endpoints.filter(([e]) =>
        [
          announcementAdd,
          announcementEdit,
          announcementDelete,
          announcementDeleteBatch,
          announcementRelease,
          announcementRevoke,
        ].includes(e as typeof announcementAdd),
      );
      for (const [e, query, body] of writes) {
        const res = envelope(await call(e, query, body, tokens.viewer));
        expect({ path: e.path, ...res }).toMatchObject({
          path: e.path,
          success: false,
          code: 510,
          message: '没有权限，请联系管理员授权',
        });
      }
      expect((await queryById(SEEDED_DRAFT)).result).toMatchObject({ sendStatus: '0', delFlag: '0' });
    });
  });
});
