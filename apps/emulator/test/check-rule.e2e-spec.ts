import {
  checkRuleAdd,
  checkRuleByCode,
  checkRuleDelete,
  checkRuleDeleteBatch,
  checkRuleEdit,
  checkRuleList,
  checkRuleQueryById,
  duplicateCheck,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const SECURITY = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';

describe('validation helpers', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', admin);
  const post = (path: string, body: object) =>
    t.http.post(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const put = (path: string, body: object) => t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const del = (path: string, query: Record<string, string>) =>
    t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', admin);

  describe('GET /sys/duplicate/check', () => {
    const check = async (query: Record<string, string>) =>
      expectContract(duplicateCheck, (await get('/sys/duplicate/check', query)).body);

    it('answers 该值可用！ for a free value and err500 for a taken one', async () => {
      expect(await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'newbie' })).toMatchObject({
        success: true,
        code: 200,
        message: '该值可用！',
        result: '该值可用！',
      });
      expect(await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).toMatchObject({
        success: false,
        code: 500,
        message: '该值不可用，系统中已存在！',
        result: null,
      });
      expect((await check({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' })).success).toBe(false);
      expect((await check({ tableName: 'sys_category', fieldName: 'code', fieldVal: 'A01' })).success).toBe(false);
      expect((await check({ tableName: 'sys_tenant', fieldName: 'id', fieldVal: '1' })).success).toBe(false);
      expect((await check({ tableName: 'sys_tenant', fieldName: 'id', fieldVal: '77' })).success).toBe(true);
    });

    it('excludes the record being edited (dataId)', async () => {
      const admins = await check({
        tableName: 'sys_user',
        fieldName: 'username',
        fieldVal: 'admin',
        dataId: 'e9ca23d68d884d4ebb19d07889727dae',
      });
      expect(admins).toMatchObject({ success: true, message: '该值可用！' });
      expect(
        (await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: 'other' })).success,
      ).toBe(false);
    });

    it('answers an empty value with success:true and code 500 (quirk)', async () => {
      for (const query of <Record<string, string>[]>[
        { tableName: 'sys_user', fieldName: 'username' },
        { tableName: 'sys_user', fieldName: 'username', fieldVal: '' },
        { tableName: 'no_such_table', fieldName: 'x', fieldVal: '' },
      ]) {
        expect(await check(query)).toMatchObject({
          success: true,
          code: 500,
          message: '数据为空,不作处理！',
          result: null,
        });
      }
    });

    it('refuses tables and columns outside the allowlist with the security message', async () => {
      for (const [tableName, fieldName] of [
        ['sys_user', 'password'],
        ['sys_user', 'salt'],
        ['sys_user_token', 'token_hash'],
        ['sqlite_master', 'name'],
        ['sys_user', 'realname'],
        ['constructor', 'name'],
      ]) {
        expect(await check({ tableName, fieldName, fieldVal: 'x' })).toMatchObject({
          success: false,
          code: 500,
          message: SECURITY,
        });
      }
    });

    it('refuses SQL-looking names and binds SQL-looking values', async () => {
      for (const [tableName, fieldName] of [
        ['sys_user where 1=1 --', 'username'],
        ['sys_user', 'username = username OR 1'],
        ['sys_user;DROP TABLE sys_user', 'id'],
        ['`sys_user`', 'username'],
      ]) {
        const body = await check({ tableName, fieldName, fieldVal: 'x' });
        expect(body).toMatchObject({ success: false, code: 500 });
        expect(body.message).toMatch(/^操作失败，请注意，值可能存在SQL注入风险!--->/);
      }
      for (const fieldVal of ["' OR '1'='1", "admin' --", '%', "admin' OR 1=1; DROP TABLE sys_user; --"]) {
        expect(await check({ tableName: 'sys_user', fieldName: 'username', fieldVal })).toMatchObject({
          success: true,
          message: '该值可用！',
        });
      }
      expect(
        await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: "x' OR '1'='1" }),
      ).toMatchObject({
        success: false,
      });
      expect(envelope(await get('/sys/duplicate/check', { fieldName: 'username', fieldVal: 'a' })).message).toMatch(
        /^tableName: /,
      );
    });

    it('needs a token', async () => {
      expect(
        (await t.http.get('/jeecg-boot/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=a')).status,
      ).toBe(401);
    });
  });

  describe('check rules', () => {
    const byCode = async (ruleCode: string, value: string) =>
      expectContract(
        checkRuleByCode,
        (await get('/sys/checkRule/checkByCode', { ruleCode, value: encodeURIComponent(value) })).body,
      );

    it('passes values of the seeded common rule with an empty ok200', async () => {
      for (const value of ['abc', 'A_1', 'abcdefghijkl', '']) {
        expect(await byCode('common', value)).toMatchObject({ success: true, code: 200, message: '', result: null });
      }
    });

    it('reports the first failing rule with its cursor range', async () => {
      expect(await byCode('common', '1abc')).toMatchObject({
        success: false,
        code: 500,
        message: '第一位只能是字母',
        result: { digits: '1', pattern: '^[a-z|A-Z]$', beginIndex: 0, endIndex: 1, checkValue: '1', passed: false },
      });
      const whole = await byCode('common', 'ab-c');
      expect(whole).toMatchObject({ success: false, message: '只能填写数字、大小写字母、下划线' });
      expect(whole.result).not.toHaveProperty('beginIndex');
      expect(whole.result).not.toHaveProperty('endIndex');
      expect((await byCode('common', 'ab')).message).toBe('最少输入3位数');
      expect((await byCode('common', 'a'.repeat(13))).message).toBe('最多输入12位数');
      // The value is URL-decoded once more by the server.
      expect((await byCode('common', "a b' OR 1=1")).message).toBe('只能填写数字、大小写字母、下划线');
      expect(await byCode('zone_code', 'CN001')).toMatchObject({ success: true });
      expect(await byCode('zone_code', 'CNx01')).toMatchObject({
        success: false,
        result: { beginIndex: 2, endIndex: 5, checkValue: 'x01' },
      });
      expect(await byCode('no_such_rule', 'abc')).toMatchObject({
        success: false,
        code: 500,
        message: '该编码不存在',
        result: null,
      });
      expect(await byCode("common' OR '1'='1", 'abc')).toMatchObject({ success: false, message: '该编码不存在' });
    });

    it('manages rules and refuses bad rule JSON and duplicate codes', async () => {
      const ruleJson = JSON.stringify([{ digits: '*', pattern: '^\\d{6}$', message: '须为6位数字' }]);
      const add = await post('/sys/checkRule/add', {
        ruleName: '邮编',
        ruleCode: 'post_code',
        ruleJson,
        ruleDescription: '中国邮编',
      });
      expect(expectContract(checkRuleAdd, add.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
      expect(await byCode('post_code', '100094')).toMatchObject({ success: true });
      expect(await byCode('post_code', '10009')).toMatchObject({ success: false, message: '须为6位数字' });
      for (const [body, message] of [
        [{ ruleName: 'x', ruleCode: 'post_code', ruleJson }, '操作失败，规则编码已存在：post_code'],
        [{ ruleName: 'x', ruleCode: 'x', ruleJson: 'nope' }, /JSON/],
        [
          { ruleName: 'x', ruleCode: 'x', ruleJson: '[{"digits":"*","pattern":"(","message":"m"}]' },
          /正则表达式不合法/,
        ],
        [{ ruleName: 'x', ruleCode: 'x', ruleJson: '[{"digits":"0","pattern":"a","message":"m"}]' }, /第1条规则不合法/],
        [{ ruleName: 'x', ruleCode: "x'--", ruleJson }, '规则编码只能包含字母、数字、下划线和短横线'],
        [{ ruleName: '', ruleCode: 'x', ruleJson }, '规则名称不能为空'],
      ] as const) {
        const res = envelope(await post('/sys/checkRule/add', body));
        expect(res.success).toBe(false);
        if (typeof message === 'string') expect(res.message).toBe(message);
        else expect(res.message).toMatch(message);
      }

      const list = expectContract(
        checkRuleList,
        (await get('/sys/checkRule/list', { column: 'ruleCode', order: 'asc' })).body,
      );
      expect(list).toMatchObject({ success: true, code: 200 });
      expect(list.result!.records.map((r) => r.ruleCode)).toEqual(['common', 'post_code', 'zone_code']);
      const id = list.result!.records[1].id;
      for (const query of <Record<string, string>[]>[
        { ruleCode: "' OR 1=1 --" },
        { ruleName: "*' OR '1'='1*" },
        {
          superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'ruleCode', rule: 'eq', val: "' OR '1'='1" }])),
        },
      ]) {
        expect(expectContract(checkRuleList, (await get('/sys/checkRule/list', query)).body).result!.total).toBe(0);
      }
      expect(envelope(await get('/sys/checkRule/list', { column: 'rule_code;--', order: 'asc' })).success).toBe(false);

      const edit = await put('/sys/checkRule/edit', {
        id,
        ruleJson: JSON.stringify([{ digits: '*', pattern: '^\\d{5}$', message: '须为5位数字' }]),
      });
      expect(expectContract(checkRuleEdit, edit.body)).toMatchObject({ success: true, message: '编辑成功!' });
      expect(await byCode('post_code', '10009')).toMatchObject({ success: true });
      expect(expectContract(checkRuleQueryById, (await get('/sys/checkRule/queryById', { id })).body)).toMatchObject({
        success: true,
        code: 200,
        result: { ruleName: '邮编', ruleDescription: '中国邮编' },
      });
      expect(envelope(await put('/sys/checkRule/edit', { id, ruleCode: 'common' })).message).toBe(
        '操作失败，规则编码已存在：common',
      );
      expect(envelope(await put('/sys/checkRule/edit', { id: 'nope', ruleName: 'x' })).message).toBe('未找到对应实体');
      expect(envelope(await get('/sys/checkRule/queryById', { id: 'nope' })).message).toBe('未找到对应数据');

      expect(expectContract(checkRuleDelete, (await del('/sys/checkRule/delete', { id })).body)).toMatchObject({
        success: true,
        message: '删除成功!',
      });
      expect(await byCode('post_code', '1')).toMatchObject({ success: false, message: '该编码不存在' });
      expect(envelope(await del('/sys/checkRule/delete', { id })).message).toBe('未找到对应实体');
      expect(
        expectContract(checkRuleDeleteBatch, (await del('/sys/checkRule/deleteBatch', { ids: 'a,b,' })).body),
      ).toMatchObject({
        success: true,
        message: '批量删除成功!',
      });
    });

    it('stops a catastrophic pattern instead of stalling the server', async () => {
      await post('/sys/checkRule/add', {
        ruleName: '坏规则',
        ruleCode: 'redos',
        ruleJson: JSON.stringify([{ digits: '*', pattern: '(a+)+', message: 'x' }]),
      });
      const started = Date.now();
      const body = await byCode('redos', `${'a'.repeat(40)}b`);
      expect(body).toMatchObject({ success: false, code: 500 });
      expect(body.message).toMatch(/^校验规则执行超时/);
      // Without the limit the match would run for hours; the margin over 100 ms is for a loaded CI machine.
      expect(Date.now() - started).toBeLessThan(10_000);
    });

    it('needs a token', async () => {
      expect((await t.http.get('/jeecg-boot/sys/checkRule/checkByCode?ruleCode=common&value=abc')).status).toBe(401);
      expect((await t.http.get('/jeecg-boot/sys/checkRule/list')).status).toBe(401);
    });
  });
});
