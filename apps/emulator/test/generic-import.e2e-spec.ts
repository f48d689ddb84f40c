import {
  checkRuleList,
  dataSourceList,
  endpointTable,
  fillRuleList,
  FillRuleClass,
  type HttpMethod,
  importExcelResponseSchema,
  messageTemplateList,
  sysMessageList,
} from '@cropwatch/contract';
import { binaryParser, getAs, importWorkbook, readRows } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The 导出/导入 buttons of the Vue2 list pages whose controllers use JeecgController's generic exportXls/importExcel
 * (3.4.0): the export is `<title>报表` with the entity's `@Excel` columns; the import is the Vue2 a-upload's request
 * (multipart, one part named `file`, `X-Access-Token` header), all rows or none, 「文件导入成功！数据行数：N」.
 */
describe('generic Excel export and import of the Vue2 list pages', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  /** What the Vue2 a-upload sends: the file the user picked as the multipart part `file`. */
  const upload = (path: string, file: Buffer, token = admin) =>
    t.http.post(`/jeecg-boot${path}`).set('X-Access-Token', token).attach('file', file, 'import.xls');
  const exported = async (path: string, query: Record<string, string> = {}) => {
    const res = await getAs(t, admin, path, query).buffer(true).parse(binaryParser);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    return readRows(res.body as Buffer);
  };

  describe('check rules /sys/checkRule', () => {
    const HEADER = ['规则名称', '规则Code', '规则JSON', '规则描述', '更新人', '更新时间', '创建人', '创建时间'];
    const rules = async (ruleCode: string) =>
      expectContract(
        checkRuleList,
        (await getAs(t, admin, '/sys/checkRule/list', { ruleCode })).body,
      ).result!.records.filter((r) => r.ruleCode === ruleCode);

    it("exports SysCheckRule's @Excel columns, and its own file imported back adds the rows", async () => {
      const rows = await exported('/sys/checkRule/exportXls');
      expect(rows[0][0]).toBe('编码校验规则报表');
      expect(rows[2]).toEqual(HEADER);
      expect(rows.length).toBeGreaterThan(3);
      const json = '[{"digits":"*","pattern":"^[a-z]+$","message":"只能小写字母"}]';
      const file = await importWorkbook(HEADER, [
        ['导入规则一', 'imported_rule_1', json, '从表格导入', null, null, 'someone', '2020-01-01 00:00:00'],
        ['导入规则二', 'imported_rule_2', json, null, null, null, null, null],
      ]);
      const res = importExcelResponseSchema.parse((await upload('/sys/checkRule/importExcel', file)).body);
      expect(res).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：2' });
      expect((await rules('imported_rule_1'))[0]).toMatchObject({
        ruleName: '导入规则一',
        ruleJson: json,
        ruleDescription: '从表格导入',
        createBy: 'admin',
      });
      const again = await exported('/sys/checkRule/exportXls', { ruleCode: 'imported_rule_2' });
      expect(again.slice(3).map((r) => r[1])).toEqual(['imported_rule_2']);
    });

    it('writes no row of a file with a bad one, and answers the error file (code 201)', async () => {
      const file = await importWorkbook(HEADER, [
        ['好规则', 'imported_rule_ok', '[{"digits":"*","pattern":"^\\\\d+$","message":"数字"}]'],
        ['坏规则', 'imported_rule_bad', 'not json'],
        ['重复', 'imported_rule_ok', '[{"digits":"*","pattern":"x","message":"x"}]'],
      ]);
      const res = importExcelResponseSchema.parse((await upload('/sys/checkRule/importExcel', file)).body);
      expect(res).toMatchObject({
        success: true,
        code: 201,
        result: { totalCount: 3, errorCount: 2, successCount: 0 },
      });
      expect((res.result as { fileName: string }).fileName).toMatch(/^sysCheckRuleImportExcelErrorLog\d+\.xlsx$/);
      expect(await rules('imported_rule_ok')).toEqual([]);
    });

    it('refuses the import to a user who may not add rules', async () => {
      const file = await importWorkbook(HEADER, [['x', 'viewer_rule', '[]']]);
      const res = await upload('/sys/checkRule/importExcel', file, viewer);
      expect(envelope(res)).toMatchObject({ success: false, code: 510 });
    });
  });

  describe('fill rules /sys/fillRule', () => {
    const HEADER = ['规则名称', '规则Code', '规则实现类', '规则参数', '修改人', '修改时间', '创建人', '创建时间'];
    const find = async (ruleCode: string) =>
      expectContract(fillRuleList, (await getAs(t, admin, '/sys/fillRule/list', { ruleCode })).body).result!.records;

    it("exports SysFillRule's @Excel columns and imports rows checked as add checks them", async () => {
      const rows = await exported('/sys/fillRule/exportXls');
      expect(rows[0][0]).toBe('填值规则报表');
      expect(rows[2]).toEqual(HEADER);
      expect(rows.slice(3).map((r) => r[1])).toContain('shop_order_num');
      const ok = await importWorkbook(HEADER, [
        ['导入流水号', 'imported_order_num', FillRuleClass.orderNumber, '{"prefix":"IM","digits":3}'],
      ]);
      expect(importExcelResponseSchema.parse((await upload('/sys/fillRule/importExcel', ok)).body)).toMatchObject({
        success: true,
        code: 200,
        message: '文件导入成功！数据行数：1',
      });
      expect((await find('imported_order_num'))[0]).toMatchObject({
        ruleClass: FillRuleClass.orderNumber,
        ruleParams: '{"prefix":"IM","digits":3}',
        createBy: 'admin',
      });
      const bad = await importWorkbook(HEADER, [
        ['好', 'imported_fill_ok', FillRuleClass.orderNumber, null],
        ['未知类', 'imported_fill_bad', 'com.example.MyRule', null],
      ]);
      const res = importExcelResponseSchema.parse((await upload('/sys/fillRule/importExcel', bad)).body);
      expect(res).toMatchObject({ code: 201, result: { totalCount: 2, errorCount: 1, successCount: 0 } });
      expect(await find('imported_fill_ok')).toEqual([]);
    });
  });

  describe('message templates /sys/message/sysMessageTemplate', () => {
    const HEADER = ['模板CODE', '模板标题', '模板内容', '模板测试json', '模板类型', '应用状态'];
    const find = async (templateCode: string) =>
      expectContract(
        messageTemplateList,
        (await getAs(t, admin, '/sys/message/sysMessageTemplate/list', { templateCode })).body,
      ).result.records.filter((r) => r.templateCode === templateCode);

    it("exports SysMessageTemplate's @Excel columns and imports the rows back", async () => {
      const rows = await exported('/sys/message/sysMessageTemplate/exportXls');
      expect(rows[0][0]).toBe('推送消息模板报表');
      expect(rows[2]).toEqual(HEADER);
      const file = await importWorkbook(HEADER, [
        ['imported_tpl', '导入的模板 ${name}', '你好，${name}', '{"name":"张三"}', '1', '1'],
      ]);
      const res = importExcelResponseSchema.parse(
        (await upload('/sys/message/sysMessageTemplate/importExcel', file)).body,
      );
      expect(res).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：1' });
      expect((await find('imported_tpl'))[0]).toMatchObject({ templateName: '导入的模板 ${name}', templateType: '1' });
      const bad = await importWorkbook(HEADER, [
        ['imported_tpl_2', '标题', '内容', '[1,2]', '1'],
        ['imported_tpl', '重复编码', '内容', null, '1'],
      ]);
      const res2 = importExcelResponseSchema.parse(
        (await upload('/sys/message/sysMessageTemplate/importExcel', bad)).body,
      );
      expect(res2).toMatchObject({ code: 201, result: { totalCount: 2, errorCount: 2, successCount: 0 } });
      expect(await find('imported_tpl_2')).toEqual([]);
    });
  });

  describe('messages /sys/message/sysMessage', () => {
    const HEADER = [
      '推送内容',
      '推送所需参数Json格式',
      '接收人',
      '推送失败原因',
      '发送次数',
      '推送状态 0未推送 1推送成功 2推送失败',
      '推送时间',
      '消息标题',
      '推送方式',
      '备注',
    ];

    it("exports SysMessage's @Excel columns and imports rows as unsent messages", async () => {
      const rows = await exported('/sys/message/sysMessage/exportXls');
      expect(rows[0][0]).toBe('推送消息模板报表');
      expect(rows[2]).toEqual(HEADER);
      const file = await importWorkbook(HEADER, [
        ['导入的内容', null, 'admin', null, 3, '1', '2020-01-01 00:00:00', '导入的消息', 'system', '表格'],
      ]);
      const res = importExcelResponseSchema.parse((await upload('/sys/message/sysMessage/importExcel', file)).body);
      expect(res).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：1' });
      const list = expectContract(
        sysMessageList,
        (await getAs(t, admin, '/sys/message/sysMessage/list', { esTitle: '导入的消息' })).body,
      ).result.records;
      expect(list.find((m) => m.esTitle === '导入的消息')).toMatchObject({
        esContent: '导入的内容',
        esReceiver: 'admin',
        esSendStatus: '0',
        esSendNum: 0,
        remark: '表格',
      });
      const bad = await importWorkbook(HEADER, [['内容', null, null, null, null, null, null, '没有接收人']]);
      expect(
        importExcelResponseSchema.parse((await upload('/sys/message/sysMessage/importExcel', bad)).body),
      ).toMatchObject({ code: 201, result: { errorCount: 1, successCount: 0 } });
    });
  });

  describe('data sources /sys/dataSource', () => {
    const HEADER = [
      '数据源编码',
      '数据源名称',
      '备注',
      '数据库类型',
      '驱动类',
      '数据源地址',
      '数据库名称',
      '用户名',
      '密码',
      '所属部门',
    ];
    const find = async (code: string) =>
      expectContract(dataSourceList, (await getAs(t, admin, '/sys/dataSource/list', { code })).body).result!.records;

    it('imports rows by type text with the password stored, and exports them without it', async () => {
      const file = await importWorkbook(HEADER, [
        [
          'imported_pg',
          '导入的库',
          '表格',
          'PostgreSQL',
          'org.postgresql.Driver',
          'jdbc:postgresql://127.0.0.1:5432/crops',
          'crops',
          'reader',
          'secret',
          'A01',
        ],
      ]);
      const res = importExcelResponseSchema.parse((await upload('/sys/dataSource/importExcel', file)).body);
      expect(res).toMatchObject({ success: true, code: 200, message: '文件导入成功！数据行数：1' });
      expect((await find('imported_pg'))[0]).toMatchObject({ dbType: '6', dbUsername: 'reader', hasPassword: true });

      const rows = await exported('/sys/dataSource/exportXls', { code: 'imported_pg' });
      expect(rows[0][0]).toBe('多数据源管理报表');
      expect(rows[2]).toEqual(HEADER);
      const row = rows.find((r) => r[0] === 'imported_pg')!;
      expect(row.slice(0, 8)).toEqual([
        'imported_pg',
        '导入的库',
        '表格',
        'PostgreSQL',
        'org.postgresql.Driver',
        'jdbc:postgresql://127.0.0.1:5432/crops',
        'crops',
        'reader',
      ]);
      expect(row[8] ?? '').toBe('');

      const dup = await importWorkbook(HEADER, [['imported_pg', '重复', null, 'MySQL8', null, 'jdbc:mysql://h/db']]);
      expect(importExcelResponseSchema.parse((await upload('/sys/dataSource/importExcel', dup)).body)).toMatchObject({
        code: 201,
        result: { errorCount: 1, successCount: 0 },
      });
    });
  });
});

/**
 * Issue #30: a Spring `@RequestMapping("/exportXls")` without `method` answers any method, so a client that posts
 * the export (a form, another front end) gets the workbook from the real 3.4.0 server; the two message controllers
 * map it for GET only, as do the project's own exports. The emulator serves each export for exactly the methods of
 * its row.
 */
describe('exportXls answers the methods the real mapping accepts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const exports = Object.entries(endpointTable).filter(([, e]) => e.path.endsWith('/exportXls'));
  const sent = (method: HttpMethod, path: string) =>
    t.http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`/jeecg-boot${path}`)
      .query({ pageNo: '1' })
      .set('X-Access-Token', admin)
      .buffer(true)
      .parse(binaryParser);

  it('has rows for any method and rows for GET only', () => {
    expect(exports.filter(([, e]) => e.alsoMethods?.length === 3).length).toBeGreaterThanOrEqual(12);
    expect(exports.filter(([, e]) => !e.alsoMethods).map(([k]) => k)).toEqual(
      expect.arrayContaining(['message.messageTemplateExportXls', 'message.sysMessageExportXls']),
    );
  });

  it.each(exports)('%s', async (_key, e) => {
    const accepted = [e.method, ...(e.alsoMethods ?? [])];
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await sent(method, e.path);
      if (accepted.includes(method)) {
        expect([method, res.status, res.headers['content-type']]).toEqual([method, 200, 'application/vnd.ms-excel']);
        expect((await readRows(res.body as Buffer)).length).toBeGreaterThan(0);
      } else {
        // JeecgBoot's wrong-method answer: HTTP 200, code 405, 「不支持POST请求方法，支持以下GET、」.
        const body = JSON.parse(String(res.body)) as { success: boolean; code: number; message: string };
        expect([method, res.status, body.success, body.code]).toEqual([method, 200, false, 405]);
        expect(body.message).toBe(`不支持${method}请求方法，支持以下GET、`);
      }
    }
  });
});
