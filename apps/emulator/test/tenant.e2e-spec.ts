import {
  tenantAdd,
  tenantDelete,
  tenantDeleteBatch,
  tenantEdit,
  tenantGetCurrentUserTenant,
  tenantList,
  tenantQueryById,
  tenantQueryList,
  tenantUserList,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

describe('tenants', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string> = {}, as = admin) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);
  const post = (path: string, body: object) =>
    t.http.post(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const put = (path: string, body: object) => t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', admin);
  const del = (path: string, query: Record<string, string>) =>
    t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', admin);

  it('pages the tenants with status texts', async () => {
    const body = expectContract(tenantList, (await get('/sys/tenant/list', { column: 'id', order: 'asc' })).body);
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result!.records.map((r) => [r.id, r.name, r.status_dictText])).toEqual([
      [1, '北京总部', '正常'],
      [2, '华北农情中心', '正常'],
      [3, '西南试验站', '冻结'],
    ]);
    expect(expectContract(tenantList, (await get('/sys/tenant/list', { status: '0' })).body).result!.total).toBe(1);
    expect(expectContract(tenantList, (await get('/sys/tenant/list', { name: '*农情*' })).body).result!.total).toBe(1);
  });

  it('answers SQL-looking filters, columns and orders safely', async () => {
    const attempts: Record<string, string>[] = [
      { name: "' OR 1=1 --" },
      { id: '1 OR 1=1' },
      { column: 'id; DROP TABLE sys_tenant', order: 'asc' },
      { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'eq', val: "' OR '1'='1" }])) },
      { superQueryParams: encodeURIComponent(JSON.stringify([{ field: '1=1 --', rule: 'eq', val: 'x' }])) },
    ];
    for (const query of attempts) {
      const res = await get('/sys/tenant/list', query);
      expect(res.status).toBe(200);
      const body = expectContract(tenantList, res.body);
      if (body.success) expect(body.result!.total).toBe(0);
      else expect(body.code).toBe(500);
    }
    expect(
      expectContract(tenantList, (await get('/sys/tenant/list', { column: 'name', order: 'x; --' })).body).result!
        .total,
    ).toBe(3);
  });

  it('adds a tenant under a hand-picked id and refuses a taken one or bad input', async () => {
    const add = await post('/sys/tenant/add', {
      id: '9',
      name: '东北试验站',
      beginDate: '2024-01-01 00:00:00',
      status: 1,
    });
    expect(expectContract(tenantAdd, add.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const byId = expectContract(tenantQueryById, (await get('/sys/tenant/queryById', { id: '9' })).body);
    expect(byId).toMatchObject({ success: true, code: 0 });
    expect(byId.result).toMatchObject({
      id: 9,
      name: '东北试验站',
      beginDate: '2024-01-01 00:00:00',
      status: 1,
      createBy: 'admin',
    });
    expect(envelope(await post('/sys/tenant/add', { id: 9, name: '重复' }))).toMatchObject({
      success: false,
      code: 500,
      message: '该编号已存在!',
    });
    for (const [body, message] of [
      [{ id: 'abc', name: 'x' }, '租户编号必须是正整数'],
      [{ id: 0, name: 'x' }, '租户编号必须是正整数'],
      [{ id: 10, name: '' }, '租户名称不能为空'],
      [{ id: 10, name: 'x', status: 5 }, '状态只能是 1（正常）或 0（冻结）'],
      [{ id: 10, name: 'x', endDate: 'tomorrow' }, '日期格式应为 yyyy-MM-dd HH:mm:ss'],
      [{ id: 10, name: 'x', endDate: '2024-02-30' }, '日期不合法：2024-02-30'],
    ] as const) {
      expect(envelope(await post('/sys/tenant/add', body))).toMatchObject({ success: false, message });
    }
  });

  it("takes the Vue2 TenantForm's body with a cleared date ('' from JDate) as the real server does (null)", async () => {
    // TenantForm.vue (3.4.0): model {status: 1} + the typed id and name; JDate emits '' when a date is cleared.
    const add = await post('/sys/tenant/add', { status: 1, id: 12, name: '清空日期', beginDate: '', endDate: '' });
    expect(envelope(add)).toMatchObject({ success: true, message: '添加成功！' });
    const byId = expectContract(tenantQueryById, (await get('/sys/tenant/queryById', { id: '12' })).body);
    expect(byId.result).toMatchObject({ id: 12, beginDate: null, endDate: null });
    expect(
      envelope(await t.http.delete('/jeecg-boot/sys/tenant/delete').query({ id: '12' }).set('X-Access-Token', admin))
        .success,
    ).toBe(true);
  });

  it('edits a tenant, keeping fields that are not sent', async () => {
    const res = await put('/sys/tenant/edit', { id: 9, name: '东北农情站', status: '0' });
    expect(expectContract(tenantEdit, res.body)).toMatchObject({ success: true, code: 200, message: '修改成功!' });
    const row = expectContract(tenantQueryById, (await get('/sys/tenant/queryById', { id: '9' })).body).result;
    expect(row).toMatchObject({ name: '东北农情站', status: 0, beginDate: '2024-01-01 00:00:00' });
    expect(envelope(await put('/sys/tenant/edit', { id: 99, name: 'x' })).message).toBe('未找到对应实体');
    expect(
      expectContract(tenantQueryById, (await get('/sys/tenant/queryById', { id: "1' OR '1'='1" })).body),
    ).toMatchObject({
      success: false,
      code: 500,
    });
    expect(envelope(await get('/sys/tenant/queryById', { id: '42' })).message).toBe('未找到对应实体');
  });

  it('lists the normal tenants, optionally by ids', async () => {
    const all = expectContract(tenantQueryList, (await get('/sys/tenant/queryList')).body);
    expect(all).toMatchObject({ success: true, code: 0 });
    expect(all.result!.map((r) => r.id)).toEqual([1, 2]);
    expect(
      expectContract(tenantQueryList, (await get('/sys/tenant/queryList', { ids: '2,3' })).body).result!.map(
        (r) => r.id,
      ),
    ).toEqual([2]);
    expect(envelope(await get('/sys/tenant/queryList', { ids: '1) OR (1=1' }))).toMatchObject({
      success: false,
      code: 500,
    });
  });

  it("answers the signed-in user's tenants", async () => {
    const analyst = await signIn(t, 'analyst');
    const body = expectContract(
      tenantGetCurrentUserTenant,
      (await get('/sys/tenant/getCurrentUserTenant', {}, analyst).set('tenant-id', '2')).body,
    );
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result!.list!.map((r) => r.id)).toEqual([1, 2]);
    expect(body.result!.tenantId).toBe('2');
    const none = expectContract(tenantGetCurrentUserTenant, (await get('/sys/tenant/getCurrentUserTenant')).body);
    expect(none.result).toEqual({ tenantId: null });
  });

  it('lists the users of a tenant', async () => {
    const body = expectContract(
      tenantUserList,
      (await get('/sys/tenant/getTenantUserList', { userTenantId: '2' })).body,
    );
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.result!.records.map((u) => u.username)).toEqual(['analyst']);
    const one = expectContract(
      tenantUserList,
      (await get('/sys/tenant/getTenantUserList', { tenantId: '1', column: 'username', order: 'asc' })).body,
    );
    expect(one.result!.records.map((u) => u.username)).toEqual(['analyst']);
    expect(
      expectContract(
        tenantUserList,
        (await get('/sys/tenant/getTenantUserList', { tenantId: '3' })).body,
      ).result!.records.map((u) => u.username),
    ).toEqual(['liuyang']);
    expect(envelope(await get('/sys/tenant/getTenantUserList'))).toMatchObject({
      success: false,
      message: '租户编号不能为空',
    });
    expect(
      envelope(await get('/sys/tenant/getTenantUserList', { tenantId: '1', username: "' OR 1=1 --" })),
    ).toMatchObject({ success: true });
    expect(
      expectContract(
        tenantUserList,
        (await get('/sys/tenant/getTenantUserList', { tenantId: '1', username: "' OR 1=1 --" })).body,
      ).result!.total,
    ).toBe(0);
  });

  it('refuses to delete a tenant users belong to, and deletes the others', async () => {
    const used = await del('/sys/tenant/delete', { id: '1' });
    expect(expectContract(tenantDelete, used.body)).toMatchObject({
      success: false,
      code: 500,
      message: '该租户已被引用，无法删除！',
    });
    await post('/sys/tenant/add', { id: 10, name: '临时' });
    await post('/sys/tenant/add', { id: 11, name: '临时二' });
    const removed = await del('/sys/tenant/delete', { id: '9' });
    expect(expectContract(tenantDelete, removed.body)).toMatchObject({ success: true, code: 200, message: '删除成功' });
    expect(envelope(await del('/sys/tenant/delete', { id: '9' })).message).toBe('未找到对应实体');
    const partial = await del('/sys/tenant/deleteBatch', { ids: '1,10,' });
    expect(expectContract(tenantDeleteBatch, partial.body)).toMatchObject({
      success: true,
      message: '部分删除成功！（被引用的租户无法删除）',
    });
    expect(expectContract(tenantDeleteBatch, (await del('/sys/tenant/deleteBatch', { ids: '11' })).body).message).toBe(
      '删除成功！',
    );
    expect(envelope(await del('/sys/tenant/deleteBatch', { ids: '1,2' })).message).toBe(
      '选择的租户都已被引用，无法删除！',
    );
    expect(envelope(await del('/sys/tenant/deleteBatch', { ids: '1;DROP TABLE sys_tenant' })).message).toMatch(
      /租户编号不合法/,
    );
    const post2 = await t.http.post('/jeecg-boot/sys/tenant/delete').query({ id: '1' }).set('X-Access-Token', admin);
    expect(envelope(post2).message).toBe('该租户已被引用，无法删除！');
  });

  it('needs a token', async () => {
    for (const path of ['/sys/tenant/list', '/sys/tenant/queryList', '/sys/tenant/getCurrentUserTenant']) {
      expect((await t.http.get(`/jeecg-boot${path}`)).status).toBe(401);
    }
  });
});
