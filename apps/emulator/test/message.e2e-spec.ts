import {
  type Endpoint,
  listByUser,
  type MessageTemplateAddBody,
  messageTemplateAdd,
  messageTemplateDelete,
  messageTemplateDeleteBatch,
  messageTemplateEdit,
  messageTemplateList,
  messageTemplateQueryById,
  messageTemplateSendMsg,
  sysMessageAdd,
  sysMessageDelete,
  sysMessageDeleteBatch,
  sysMessageEdit,
  sysMessageList,
  sysMessageQueryById,
  sysMessageResend,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, settle } from './support/ws-client';

const ANALYST_ID = 'a75d45a015c44384a04449ee80dc3503';
const VIEWER_ID = '3d464b4ea0d2491aab8a7bde74c57e95';
const SEEDED = {
  taskTemplate: '6f0c1d2e3a4b5c6d7e8f901a2b3c4d01',
  sentMessage: '7a1b2c3d4e5f60718293a4b5c6d7e801',
  unsentMessage: '7a1b2c3d4e5f60718293a4b5c6d7e802',
  failedMessage: '7a1b2c3d4e5f60718293a4b5c6d7e803',
};
const SQL_LOOKING = ["' OR '1'='1", '1;DROP TABLE sys_sms--', "x') UNION SELECT 1--"];

describe('message templates and system messages /sys/message/*', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    admin = await signIn(t, 'admin');
    analyst = await signIn(t, 'analyst');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const url = (p: string) => `/jeecg-boot/sys/message${p}`;
  const get = (p: string, query: Record<string, string> = {}, as = admin) =>
    t.http.get(url(p)).query(query).set('X-Access-Token', as);
  const send = (method: 'post' | 'put' | 'delete', p: string, body: object = {}, as = admin) =>
    t.http[method](url(p)).set('X-Access-Token', as).send(body);
  const templates = async (query: Record<string, string> = {}) =>
    expectContract(messageTemplateList, (await get('/sysMessageTemplate/list', query)).body);
  const messages = async (query: Record<string, string> = {}) =>
    expectContract(sysMessageList, (await get('/sysMessage/list', { pageSize: '100', ...query })).body);
  const addTemplate = async (body: MessageTemplateAddBody): Promise<string> => {
    const res = expectContract(messageTemplateAdd, (await send('post', '/sysMessageTemplate/add', body)).body);
    expect(res).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    return (await templates({ templateCode: body.templateCode })).result.records[0].id;
  };
  const sendMsg = (body: object, as = admin) => send('post', '/sysMessageTemplate/sendMsg', body, as);

  describe('templates', () => {
    it('lists the seeded templates as ok200 pages', async () => {
      const page = await templates({ column: 'templateCode', order: 'asc' });
      expect(page).toMatchObject({ success: true, code: 200 });
      expect(page.result.records.map((r) => r.templateCode)).toEqual([
        'bulletin_published',
        'crop_task_assigned',
        'data_sync_failed',
      ]);
      const one = expectContract(
        messageTemplateQueryById,
        (await get('/sysMessageTemplate/queryById', { id: SEEDED.taskTemplate })).body,
      );
      expect(one.result).toMatchObject({ templateCode: 'crop_task_assigned', templateType: '1', createBy: 'admin' });
    });

    it('adds, edits (code stays unique) and deletes templates; rich text is sanitised', async () => {
      const id = await addTemplate({
        templateCode: 'e2e_rich',
        templateName: '测试 ${name}',
        templateContent: '<p onclick="x()">你好 ${name}<script>alert(1)</script><a href="javascript:x()">链接</a></p>',
        templateType: '2',
        templateTestJson: '{"name":"张三"}',
      });
      const stored = expectContract(
        messageTemplateQueryById,
        (await get('/sysMessageTemplate/queryById', { id })).body,
      );
      expect(stored.result).toMatchObject({
        templateContent: '<p>你好 ${name}<a>链接</a></p>',
        templateTestJson: '{"name":"张三"}',
      });
      const duplicate = envelope(
        await send('post', '/sysMessageTemplate/add', {
          templateCode: 'e2e_rich',
          templateName: 'x',
          templateContent: 'y',
        }),
      );
      expect(duplicate).toMatchObject({ success: false, code: 500, message: '模板编码已存在：e2e_rich' });
      const edited = expectContract(
        messageTemplateEdit,
        (await send('put', '/sysMessageTemplate/edit', { id, templateName: '新标题 ${name}' })).body,
      );
      expect(edited).toMatchObject({ success: true, message: '更新成功！' });
      expect(
        envelope(await send('put', '/sysMessageTemplate/edit', { id, templateCode: 'crop_task_assigned' })),
      ).toMatchObject({
        success: false,
        message: '模板编码已存在：crop_task_assigned',
      });
      expect(envelope(await send('put', '/sysMessageTemplate/edit', { id: 'nope', templateName: 'x' })).message).toBe(
        '未找到对应实体',
      );
      const deleted = expectContract(
        messageTemplateDelete,
        (await send('delete', `/sysMessageTemplate/delete?id=${id}`)).body,
      );
      expect(deleted).toMatchObject({ success: true, message: '删除成功!' });
      expect(envelope(await get('/sysMessageTemplate/queryById', { id })).message).toBe('未找到对应实体');
      const a = await addTemplate({ templateCode: 'e2e_a', templateName: 'a', templateContent: 'a' });
      const b = await addTemplate({ templateCode: 'e2e_b', templateName: 'b', templateContent: 'b' });
      const batch = expectContract(
        messageTemplateDeleteBatch,
        (await send('delete', `/sysMessageTemplate/deleteBatch?ids=${a},${b},`)).body,
      );
      expect(batch).toMatchObject({ success: true, message: '批量删除成功！' });
      expect((await templates({ templateCode: 'e2e_*' })).result.total).toBe(0);
    });

    it("applies and stops a template with the real list's {id, useStatus} edit, keeping every other field", async () => {
      const id = await addTemplate({ templateCode: 'use_status_e2e', templateName: '应用', templateContent: '内容' });
      const stored = async () => (await templates({ templateCode: 'use_status_e2e' })).result.records[0];
      expect(await stored()).toMatchObject({ useStatus: null });
      // SysMessageTemplateList.vue#updateUseStatus (3.4.0): PUT edit with only these two properties.
      for (const useStatus of ['1', '0'] as const) {
        const res = await send('put', '/sysMessageTemplate/edit', { id, useStatus });
        expect(expectContract(messageTemplateEdit, res.body)).toMatchObject({ success: true, message: '更新成功！' });
        expect(await stored()).toMatchObject({
          useStatus,
          templateCode: 'use_status_e2e',
          templateName: '应用',
          templateContent: '内容',
        });
      }
      expect((await templates({ useStatus: '0', templateCode: 'use_status_e2e' })).result.total).toBe(1);
      const bad = await send('put', '/sysMessageTemplate/edit', { id, useStatus: '2' });
      expect(bad.body).toMatchObject({ success: false, message: '应用状态只能是 0（未应用）或 1（已应用）' });
      expect(await stored()).toMatchObject({ useStatus: '0' });
    });

    it('refuses invalid templates with clear messages', async () => {
      const attempts: [object, string][] = [
        [{ templateName: 'x', templateContent: 'y' }, '模板编码不能为空'],
        [
          { templateCode: 'a b', templateName: 'x', templateContent: 'y' },
          '模板编码只能包含字母、数字、下划线、中划线和点',
        ],
        [{ templateCode: 'ok', templateContent: 'y' }, '模板标题不能为空'],
        [{ templateCode: 'ok', templateName: 'x' }, '模板内容不能为空'],
        [
          { templateCode: 'ok', templateName: 'x', templateContent: 'y', templateType: '9' },
          '模板类型只能是 1（文本）或 2（富文本）',
        ],
        [
          { templateCode: 'ok', templateName: 'x', templateContent: 'y', templateTestJson: '[1]' },
          '模板测试json格式不正确，须为 JSON 对象',
        ],
      ];
      for (const [body, message] of attempts) {
        const res = expectContract(messageTemplateAdd, (await send('post', '/sysMessageTemplate/add', body)).body);
        expect({ body, message: res.message, success: res.success }).toEqual({ body, message, success: false });
      }
    });
  });

  describe('POST sysMessageTemplate/sendMsg', () => {
    it('renders the template per receiver, stores one row each and pushes a user frame to connected tabs', async () => {
      const analystTab = await openSocket(t.app, `/websocket/${ANALYST_ID}`, analyst);
      const viewerTab = await openSocket(t.app, `/websocket/${VIEWER_ID}`, viewer);
      try {
        const res = expectContract(
          messageTemplateSendMsg,
          (
            await sendMsg({
              templateCode: 'crop_task_assigned',
              testData: JSON.stringify({ realname: '王晓农', taskName: '东北玉米<b>长势</b>', deadline: '2024-06-01' }),
              receiver: `analyst,${VIEWER_ID},zhangwei`,
            })
          ).body,
        );
        expect(res).toMatchObject({ success: true, code: 200, message: '发送消息任务添加成功！', result: null });
        const frame = (await analystTab.next()) as { cmd: string; msgId: string; msgTxt: string };
        expect(frame).toMatchObject({ cmd: 'user', msgTxt: '作物任务分配：东北玉米长势' });
        expect(await viewerTab.next()).toMatchObject({ cmd: 'user', msgTxt: '作物任务分配：东北玉米长势' });
        await settle();
        expect(analystTab.frames).toHaveLength(1);

        const rows = (await messages({ esTitle: '作物任务分配：东北玉米长势' })).result.records;
        expect(rows.map((r) => r.esReceiver).sort()).toEqual(['analyst', 'viewer', 'zhangwei']);
        for (const r of rows)
          expect(r).toMatchObject({
            esSendStatus: '1',
            esSendStatus_dictText: '发送成功',
            esType: 'system',
            esType_dictText: '系统消息',
            esSendNum: 1,
            esResult: null,
            esContent:
              '王晓农，您好：\n您有新的作物监测任务「东北玉米<b>长势</b>」，请于 2024-06-01 前完成并提交通报草稿。',
          });
        // The system message is in the bell of the receiver, as category 2, with escaped content.
        const bell = expectContract(
          listByUser,
          (await t.http.get('/jeecg-boot/sys/annountCement/listByUser').set('X-Access-Token', analyst)).body,
        );
        const delivered = bell.result.sysMsgList.find((a) => a.id === frame.msgId)!;
        expect(delivered).toMatchObject({ msgCategory: '2', msgType: 'USER', sender: 'system', sendStatus: '1' });
        expect(delivered.msgContent).toContain('东北玉米&lt;b&gt;长势&lt;/b&gt;');
        expect(delivered.msgContent).toContain('<br>');
      } finally {
        await analystTab.close();
        await viewerTab.close();
      }
    });

    it('escapes values in rich-text templates', async () => {
      await sendMsg({
        templateCode: 'bulletin_published',
        testData: { period: '2024年第3期', focus: '<img src=x onerror=alert(1)>玉米' },
        receiver: 'analyst',
      });
      const [row] = (await messages({ esTitle: '2024年第3期全球农情遥感速报已发布' })).result.records;
      expect(row.esContent).toBe(
        '<p>《全球农情遥感速报》<strong>2024年第3期</strong>已发布，请登录平台查看。</p><p>本期重点：&lt;img src=x onerror=alert(1)&gt;玉米</p>',
      );
    });

    it('names missing placeholders, unknown receivers, bad JSON and unknown templates', async () => {
      const attempts: [object, string][] = [
        [
          { templateCode: 'crop_task_assigned', testData: '{"realname":"x"}', receiver: 'analyst' },
          '模板参数缺失：taskName, deadline（请在测试数据中提供）',
        ],
        [
          { templateCode: 'crop_task_assigned', receiver: 'analyst' },
          '模板参数缺失：taskName, realname, deadline（请在测试数据中提供）',
        ],
        [{ templateCode: 'data_sync_failed', testData: '{not json', receiver: 'analyst' }, '解析Json出错！'],
        [{ templateCode: 'data_sync_failed', testData: '[1,2]', receiver: 'analyst' }, '解析Json出错！'],
        [
          {
            templateCode: 'data_sync_failed',
            testData: '{"source":"a","reason":"b"}',
            receiver: 'analyst,ghost,sunlei',
          },
          '接收人不存在：ghost,sunlei',
        ],
        [
          { templateCode: 'data_sync_failed', testData: '{"source":"a","reason":"b"}', receiver: ' , ' },
          '消息接收方不能为空',
        ],
        [{ templateCode: 'no_such', testData: '{}', receiver: 'analyst' }, '模板不存在：no_such'],
        [
          {
            templateCode: 'data_sync_failed',
            testData: '{"source":"a","reason":"b"}',
            receiver: 'analyst',
            msgType: 'email',
          },
          '暂不支持的消息类型：email（仅支持 system 系统消息）',
        ],
        [{ testData: '{}', receiver: 'analyst' }, '模板编码不能为空'],
        [{ templateCode: 'data_sync_failed', testData: '{}' }, '消息接收方不能为空'],
      ];
      const before = (await messages()).result.total;
      for (const [body, message] of attempts) {
        const res = expectContract(messageTemplateSendMsg, (await sendMsg(body)).body);
        expect({ body, success: res.success, message: res.message }).toEqual({ body, success: false, message });
      }
      expect((await messages()).result.total).toBe(before);
    });
  });

  describe('system messages', () => {
    it('lists with status and channel texts, filters and sorts safely', async () => {
      const page = await messages({ column: 'esSendTime', order: 'desc' });
      expect(page).toMatchObject({ success: true, code: 200 });
      const failed = page.result.records.find((r) => r.id === SEEDED.failedMessage)!;
      expect(failed).toMatchObject({ esSendStatus: '2', esSendStatus_dictText: '发送失败', esReceiver: 'sunlei' });
      expect((await messages({ esSendStatus: '0' })).result.records.map((r) => r.id)).toContain(SEEDED.unsentMessage);
      for (const value of SQL_LOOKING) {
        for (const field of ['esTitle', 'esReceiver', 'esSendStatus', 'esSendNum_begin']) {
          const body = expectContract(sysMessageList, (await get('/sysMessage/list', { [field]: value })).body);
          expect({ field, value, success: body.success }).toEqual({ field, value, success: true });
        }
        expect(envelope(await get('/sysMessage/list', { column: value, order: 'asc' })).message).toMatch(
          /^请注意，将要排序的列字段不存在：/,
        );
        const sq = JSON.stringify([{ field: 'esTitle', rule: 'like', val: value }]);
        expect((await messages({ superQueryParams: sq })).result.total).toBe(0);
        expect(
          envelope(
            await get('/sysMessage/list', {
              superQueryParams: JSON.stringify([{ field: value, rule: 'eq', val: '1' }]),
            }),
          ).success,
        ).toBe(false);
        expect(envelope(await get('/sysMessageTemplate/list', { column: value, order: 'asc' })).success).toBe(false);
        expect((await templates({ templateCode: value })).result.total).toBe(0);
      }
    });

    it('adds, edits, queries and deletes rows', async () => {
      const added = expectContract(
        sysMessageAdd,
        (
          await send('post', '/sysMessage/add', {
            esTitle: '手工消息<script>x</script>',
            esReceiver: 'viewer',
            esContent: '正文',
          })
        ).body,
      );
      expect(added).toMatchObject({ success: true, message: '添加成功！' });
      const [row] = (await messages({ esTitle: '手工消息' })).result.records;
      expect(row).toMatchObject({ esSendStatus: '0', esSendNum: 0, esType: 'system', createBy: 'admin' });
      const edited = expectContract(
        sysMessageEdit,
        (await send('put', '/sysMessage/edit', { id: row.id, remark: '备注' })).body,
      );
      expect(edited).toMatchObject({ success: true, message: '修改成功!' });
      const one = expectContract(sysMessageQueryById, (await get('/sysMessage/queryById', { id: row.id })).body);
      expect(one.result).toMatchObject({ remark: '备注', esTitle: '手工消息' });
      expect(
        envelope(await send('post', '/sysMessage/add', { esTitle: 'x', esReceiver: 'viewer', esType: 'fax' })).message,
      ).toMatch(/^发送方式只能是/);
      const deleted = expectContract(sysMessageDelete, (await send('delete', `/sysMessage/delete?id=${row.id}`)).body);
      expect(deleted.message).toBe('删除成功!');
      expect(envelope(await get('/sysMessage/queryById', { id: row.id })).message).toBe('未找到对应实体');
      expect(envelope(await send('delete', '/sysMessage/deleteBatch?ids=')).message).toBe('参数不识别！');
      expect(envelope(await send('delete', '/sysMessage/deleteBatch?ids=ghost,')).message).toBe('未找到对应实体');
    });

    it('resends unsent and failed rows (emulator extension); a sent row or a dead receiver is refused', async () => {
      const viewerTab = await openSocket(t.app, `/websocket/${VIEWER_ID}`, viewer);
      try {
        const ok = expectContract(
          sysMessageResend,
          (await get('/sysMessage/resend', { id: SEEDED.unsentMessage })).body,
        );
        expect(ok).toMatchObject({ success: true, code: 200, message: '重发成功！' });
        expect(await viewerTab.next()).toMatchObject({ cmd: 'user', msgTxt: '数据同步失败提醒' });
      } finally {
        await viewerTab.close();
      }
      const unsent = expectContract(
        sysMessageQueryById,
        (await get('/sysMessage/queryById', { id: SEEDED.unsentMessage })).body,
      );
      expect(unsent.result).toMatchObject({ esSendStatus: '1', esSendNum: 1, esResult: null });
      expect(envelope(await get('/sysMessage/resend', { id: SEEDED.sentMessage })).message).toBe(
        '该消息已发送成功，无需重发',
      );

      const failed = envelope(await get('/sysMessage/resend', { id: SEEDED.failedMessage }));
      expect(failed).toMatchObject({ success: false, message: '重发失败：接收人不存在或已注销：sunlei' });
      const row = expectContract(
        sysMessageQueryById,
        (await get('/sysMessage/queryById', { id: SEEDED.failedMessage })).body,
      );
      expect(row.result).toMatchObject({ esSendStatus: '2', esSendNum: 2 });
      // Fixing the receiver makes the retry succeed.
      await send('put', '/sysMessage/edit', { id: SEEDED.failedMessage, esReceiver: 'analyst' });
      expect(envelope(await get('/sysMessage/resend', { id: SEEDED.failedMessage })).success).toBe(true);
      const fixed = expectContract(
        sysMessageQueryById,
        (await get('/sysMessage/queryById', { id: SEEDED.failedMessage })).body,
      );
      expect(fixed.result).toMatchObject({ esSendStatus: '1', esSendNum: 3, esResult: null });
      expect(envelope(await get('/sysMessage/resend', { id: 'nope' })).message).toBe('未找到对应实体');
    });

    it('records a failed attempt for channels the emulator does not deliver', async () => {
      await send('post', '/sysMessage/add', { esTitle: '邮件消息', esReceiver: 'viewer', esType: 'email' });
      const [row] = (await messages({ esTitle: '邮件消息' })).result.records;
      expect(envelope(await get('/sysMessage/resend', { id: row.id })).message).toBe(
        '重发失败：暂不支持的发送方式：email',
      );
      const [after] = (await messages({ esTitle: '邮件消息' })).result.records;
      expect(after).toMatchObject({ esSendStatus: '2', esSendNum: 1, esResult: '暂不支持的发送方式：email' });
    });
  });

  it('answers 401 without a valid token on every endpoint', async () => {
    const endpoints: Endpoint[] = [
      messageTemplateList,
      messageTemplateAdd,
      messageTemplateEdit,
      messageTemplateDelete,
      messageTemplateDeleteBatch,
      messageTemplateQueryById,
      messageTemplateSendMsg,
      sysMessageList,
      sysMessageAdd,
      sysMessageEdit,
      sysMessageDelete,
      sysMessageDeleteBatch,
      sysMessageQueryById,
      sysMessageResend,
    ];
    for (const e of endpoints) {
      for (const token of [undefined, 'forged']) {
        let req = t.http[e.method.toLowerCase() as 'get'](`/jeecg-boot${e.path}`).query({ id: SEEDED.sentMessage });
        if (token) req = req.set('X-Access-Token', token);
        const res = await req;
        expect({ path: e.path, status: res.status }).toEqual({ path: e.path, status: 401 });
      }
    }
  });
});
