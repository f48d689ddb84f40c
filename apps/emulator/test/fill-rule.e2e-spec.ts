import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  fillRuleAdd,
  fillRuleDelete,
  fillRuleEdit,
  fillRuleExecute,
  fillRuleExecuteBatch,
  fillRuleList,
  fillRuleQueryById,
  fillRuleTest,
  FillRuleClass,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('fill rules /sys/fillRule/*', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date(2026, 10, 26, 10, 0, 0).getTime());
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const add = (body: object, token = admin) =>
    t.http.post('/jeecg-boot/sys/fillRule/add').send(body).set('X-Access-Token', token);
  const execute = (code: string, body: object = {}, token = admin) =>
    t.http.put(`/jeecg-boot/sys/fillRule/executeRuleByCode/${code}`).send(body).set('X-Access-Token', token);
  const order = {
    ruleName: '订单号',
    ruleCode: 'order_num',
    ruleClass: FillRuleClass.orderNumber,
    ruleParams: '{"prefix":"CN","digits":4}',
  };

  it("seeds JeecgBoot's demo rules, and they really generate values", async () => {
    const page = expectContract(
      fillRuleList,
      (await t.http.get('/jeecg-boot/sys/fillRule/list').query({ pageSize: 50 }).set('X-Access-Token', admin)).body,
    );
    expect(page.result!.records.map((r) => [r.ruleCode, r.ruleClass])).toEqual(
      expect.arrayContaining([
        ['shop_order_num', FillRuleClass.orderNumber],
        ['category_code_rule', FillRuleClass.categoryCode],
      ]),
    );
    // 订单流水号: prefix CN + yyyyMMdd + the day's sequence (4 digits by default), consecutive for two forms
    const first = expectContract(fillRuleExecute, (await execute('shop_order_num')).body).result;
    const second = expectContract(fillRuleExecute, (await execute('shop_order_num')).body).result;
    expect([first, second]).toEqual(['CN202611260001', 'CN202611260002']);
    // 分类字典编码生成: the next free code of the /sys/category scheme, at the root and below 作物 (A01)
    const seeded = new Set<string>();
    const walk = (nodes: { code: string; children?: unknown[] }[]) =>
      nodes.forEach((n) => {
        seeded.add(n.code);
        walk((n.children ?? []) as { code: string; children?: unknown[] }[]);
      });
    walk(
      (
        JSON.parse(readFileSync(path.join(__dirname, '../../../seed/categories.json'), 'utf8')) as {
          categories: { code: string }[];
        }
      ).categories,
    );
    const root = expectContract(fillRuleExecute, (await execute('category_code_rule')).body).result!;
    expect(root).toMatch(/^A\d{2}$/);
    expect(seeded.has(root)).toBe(false);
    const crops = await t.http
      .get('/jeecg-boot/sys/category/loadOne')
      .query({ field: 'code', val: 'A01' })
      .set('X-Access-Token', admin);
    const pid = (crops.body as { result: { id: string } }).result.id;
    const child = expectContract(fillRuleExecute, (await execute('category_code_rule', { pid })).body).result!;
    expect(child).toMatch(/^A01A\d{2}$/);
    expect(seeded.has(child)).toBe(false);
    expect(seeded.has(`A01A${String(Number(child.slice(-2)) - 1).padStart(2, '0')}`)).toBe(true);
  });

  it('adds, lists, edits and reads a rule', async () => {
    expect(expectContract(fillRuleAdd, (await add(order)).body)).toMatchObject({
      success: true,
      message: '添加成功！',
    });
    const page = expectContract(
      fillRuleList,
      (await t.http.get('/jeecg-boot/sys/fillRule/list').query({ ruleCode: 'order_num' }).set('X-Access-Token', admin))
        .body,
    );
    const row = page.result!.records[0];
    expect(row).toMatchObject({ ruleCode: 'order_num', ruleClass: FillRuleClass.orderNumber });
    const edit = await t.http
      .put('/jeecg-boot/sys/fillRule/edit')
      .send({ ...order, id: row.id, ruleName: '订单编号' })
      .set('X-Access-Token', admin);
    expect(expectContract(fillRuleEdit, edit.body).message).toBe('编辑成功!');
    const byId = await t.http
      .get('/jeecg-boot/sys/fillRule/queryById')
      .query({ id: row.id })
      .set('X-Access-Token', admin);
    expect(expectContract(fillRuleQueryById, byId.body).result).toMatchObject({ ruleName: '订单编号' });
    expect(envelope(await add(order))).toMatchObject({ success: false, message: '规则编码已存在：order_num' });
  });

  it('refuses an unknown class and bad parameters with a clear message', async () => {
    expect(envelope(await add({ ...order, ruleCode: 'x1', ruleClass: 'com.example.Nope' }))).toMatchObject({
      success: false,
      message: '不支持的规则实现类：com.example.Nope',
    });
    expect(envelope(await add({ ...order, ruleCode: 'x1', ruleParams: '{"prefix":' })).message).toBe(
      '规则参数不是合法的 JSON 对象',
    );
    expect(envelope(await add({ ...order, ruleCode: 'x1', ruleParams: '{"digits":40}' })).message).toBe(
      '规则参数有误，digits：序号位数须为 1-10',
    );
    expect(envelope(await add({ ...order, ruleCode: 'x1', ruleParams: '{"color":"red"}' })).message).toMatch(
      /^规则参数有误/,
    );
  });

  it('hands out consecutive order numbers per day, and the test button uses the same rule', async () => {
    const first = expectContract(fillRuleExecute, (await execute('order_num')).body);
    expect(first).toMatchObject({ success: true, code: 200, result: 'CN202611260001' });
    expect(expectContract(fillRuleExecute, (await execute('order_num', { name: 'x' })).body).result).toBe(
      'CN202611260002',
    );
    const tested = await t.http
      .get('/jeecg-boot/sys/fillRule/testFillRule')
      .query({ ruleCode: 'order_num' })
      .set('X-Access-Token', admin);
    expect(expectContract(fillRuleTest, tested.body).result).toBe('CN202611260003');
    t.clock.advance(24 * 3600 * 1000);
    // a day of idle time ends the sessions
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
    expect(expectContract(fillRuleExecute, (await execute('order_num')).body).result).toBe('CN202611270001');
  });

  it('gives 100 parallel callers 100 distinct codes', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => execute('order_num')));
    const codes = answers.map((r) => expectContract(fillRuleExecute, r.body).result);
    expect(new Set(codes).size).toBe(100);
    expect(codes.every((c) => /^CN20261127\d{4}$/.test(c ?? ''))).toBe(true);
  });

  it('generates category codes below the form parent', async () => {
    await add({ ruleName: '分类编码', ruleCode: 'cat_code', ruleClass: FillRuleClass.categoryCode, ruleParams: '' });
    const root = expectContract(fillRuleExecute, (await execute('cat_code', {})).body).result!;
    expect(root).toMatch(/^[A-Z]\d{2}$/);
    const parent = await t.http
      .get('/jeecg-boot/sys/category/loadOne')
      .query({ field: 'code', val: 'A01' })
      .set('X-Access-Token', admin);
    const pid = (parent.body as { result: { id: string } }).result.id;
    expect(expectContract(fillRuleExecute, (await execute('cat_code', { pid })).body).result).toMatch(
      /^A01[A-Z]\d{2}$/,
    );
    const batch = await t.http
      .put('/jeecg-boot/sys/fillRule/executeRuleByCodeBatch')
      .send({ commonFormData: { pid }, rules: [{ ruleCode: 'cat_code' }, { ruleCode: 'order_num' }] })
      .set('X-Access-Token', admin);
    const out = expectContract(fillRuleExecuteBatch, batch.body).result!;
    expect(out.map((o) => o.ruleCode)).toEqual(['cat_code', 'order_num']);
    expect(out[0].result).toMatch(/^A01/);
  });

  it('answers an unknown rule code and deletes', async () => {
    expect(envelope(await execute('no_such'))).toMatchObject({ success: false, message: '该编码规则不存在：no_such' });
    const page = expectContract(
      fillRuleList,
      (await t.http.get('/jeecg-boot/sys/fillRule/list').query({ ruleCode: 'cat_code' }).set('X-Access-Token', admin))
        .body,
    );
    const del = await t.http
      .delete('/jeecg-boot/sys/fillRule/delete')
      .query({ id: page.result!.records[0].id })
      .set('X-Access-Token', admin);
    expect(expectContract(fillRuleDelete, del.body).message).toBe('删除成功!');
  });

  it('refuses a user without the menu and buttons with 510 (access guard of issue #20)', async () => {
    expect(envelope(await t.http.get('/jeecg-boot/sys/fillRule/list').set('X-Access-Token', viewer)).code).toBe(510);
    expect(envelope(await add({ ...order, ruleCode: 'v1' }, viewer)).code).toBe(510);
  });
});
