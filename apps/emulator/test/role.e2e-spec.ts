import { createHash } from 'node:crypto';
import {
  getUserPermissionByToken,
  importExcelResponseSchema,
  type MenuRoute,
  permissionAddPermissionRule,
  permissionQueryRolePermission,
  permissionSaveRolePermission,
  roleAdd,
  roleCheckRoleCode,
  roleDataRuleGet,
  roleDataRuleSave,
  roleDelete,
  roleDeleteBatch,
  roleEdit,
  roleList,
  roleQueryAll,
  roleQueryById,
  roleQueryTreeList,
  permissionGetPermRuleListByPermId,
} from '@cropwatch/contract';
import { binaryParser, getAs, importWorkbook, readRows, SQL_PROBES } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const menuId = (key: string) => md5(`menu:${key}`);
const buttonId = (perms: string) => md5(`button:${perms}`);
const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';
const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };

const flatten = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

describe('role administration', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
  });
  afterAll(() => t.close());

  const post = (p: string, body: object, token = admin) =>
    t.http.post(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const put = (p: string, body: object, token = admin) =>
    t.http.put(`/jeecg-boot${p}`).set('X-Access-Token', token).send(body);
  const del = (p: string, query: Record<string, string>, token = admin) =>
    t.http.delete(`/jeecg-boot${p}`).set('X-Access-Token', token).query(query);
  const roleByCode = async (roleCode: string) =>
    expectContract(roleList, (await getAs(t, admin, '/sys/role/list', { roleCode })).body).result!.records[0];

  it('lists, filters and sorts roles (ok0 page)', async () => {
    const body = expectContract(
      roleList,
      (await getAs(t, admin, '/sys/role/list', { column: 'roleCode', order: 'asc' })).body,
    );
    expect(body).toMatchObject({ success: true, code: 0 });
    expect(body.result!.records.map((r) => r.roleCode)).toEqual(['admin', 'analyst', 'viewer']);
    const like = await getAs(t, admin, '/sys/role/list', { roleName: '*分析*' });
    expect(expectContract(roleList, like.body).result!.records.map((r) => r.roleCode)).toEqual(['analyst']);
    for (const probe of SQL_PROBES) {
      expect(
        expectContract(roleList, (await getAs(t, admin, '/sys/role/list', { roleCode: probe })).body).result!.total,
      ).toBe(0);
      const sq = encodeURIComponent(JSON.stringify([{ field: 'roleName', rule: 'like', val: probe }]));
      expect(
        expectContract(roleList, (await getAs(t, admin, '/sys/role/list', { superQueryParams: sq })).body).result!
          .total,
      ).toBe(0);
      expect(envelope(await getAs(t, admin, '/sys/role/list', { column: probe, order: 'desc' })).message).toContain(
        '排序的列字段不存在',
      );
    }
  });

  it('adds, checks codes, edits, reads and deletes a role', async () => {
    const add = await post('/sys/role/add', { roleName: '审核员', roleCode: 'auditor', description: '只读审核' });
    expect(expectContract(roleAdd, add.body)).toMatchObject({ success: true, code: 200, message: '添加成功！' });
    const dup = await post('/sys/role/add', { roleName: '又一个', roleCode: 'auditor' });
    expect(expectContract(roleAdd, dup.body)).toMatchObject({
      success: false,
      code: 500,
      message: '操作失败，角色编码已存在',
    });
    expect(envelope(await post('/sys/role/add', { roleName: '', roleCode: 'x' }))).toMatchObject({
      success: false,
      message: '角色名称不能为空',
    });
    expect(envelope(await post('/sys/role/add', { roleName: 'x', roleCode: SQL_PROBES[1] })).message).toContain(
      '角色编码只能包含',
    );

    const role = await roleByCode('auditor');
    const free = await getAs(t, admin, '/sys/role/checkRoleCode', { roleCode: 'auditor', id: role.id });
    expect(expectContract(roleCheckRoleCode, free.body)).toMatchObject({ success: true, result: true });
    const taken = await getAs(t, admin, '/sys/role/checkRoleCode', { roleCode: 'auditor' });
    expect(expectContract(roleCheckRoleCode, taken.body)).toMatchObject({ success: false, message: '角色编码已存在' });

    const edit = await put('/sys/role/edit', { id: role.id, roleName: '审核员2', roleCode: 'auditor2' });
    expect(expectContract(roleEdit, edit.body)).toMatchObject({ success: true, message: '修改成功!' });
    const byId = expectContract(roleQueryById, (await getAs(t, admin, '/sys/role/queryById', { id: role.id })).body);
    expect(byId.result).toMatchObject({ roleName: '审核员2', roleCode: 'auditor2', description: '只读审核' });
    expect(envelope(await post('/sys/role/edit', { id: role.id, roleName: 'x', roleCode: 'admin' })).message).toBe(
      '操作失败，角色编码已存在',
    );
    expect(envelope(await put('/sys/role/edit', { id: 'nope', roleName: 'x', roleCode: 'y' })).message).toBe(
      '未找到对应实体',
    );
    expect(envelope(await getAs(t, admin, '/sys/role/queryById', { id: 'nope' })).message).toBe('未找到对应实体');

    const all = expectContract(roleQueryAll, (await getAs(t, admin, '/sys/role/queryall')).body);
    expect(all.result!.map((r) => r.roleCode)).toContain('auditor2');

    expect(expectContract(roleDelete, (await del('/sys/role/delete', { id: role.id })).body)).toMatchObject({
      success: true,
      message: '删除角色成功',
    });
    expect(envelope(await del('/sys/role/delete', { id: role.id })).message).toBe('未找到对应实体');
    expect(expectContract(roleDeleteBatch, (await del('/sys/role/deleteBatch', { ids: 'a,b,' })).body)).toMatchObject({
      success: true,
      message: '删除角色成功!',
    });
  });

  it('builds the authorisation tree with slotTitle only and data-rule markers', async () => {
    const body = expectContract(roleQueryTreeList, (await getAs(t, admin, '/sys/role/queryTreeList')).body);
    const { treeList, ids } = body.result!;
    const system = treeList.find((n) => n.key === menuId('isystem'))!;
    expect(system).toMatchObject({
      title: null,
      label: null,
      slotTitle: '系统管理',
      isLeaf: false,
      scopedSlots: { title: 'hasDatarule' },
    });
    const user = system.children!.find((n) => n.key === menuId('isystem-user'))!;
    expect(user.children!.map((b) => b.key)).toContain(buttonId('user:add'));
    expect(ids).toContain(buttonId('user:add'));
  });

  it('takes a menu and a button away from a role: the next menu fetch no longer has them', async () => {
    const analyst = await signIn(t, 'analyst');
    const menuOf = async () =>
      expectContract(
        getUserPermissionByToken,
        (await getAs(t, analyst, '/sys/permission/getUserPermissionByToken')).body,
      ).result!;
    const before = await menuOf();
    expect(flatten(before.menu).map((r) => r.path)).toContain('/chat/record');
    expect(before.auth.map((a) => a.action)).toContain('chat:record:export');

    const granted = expectContract(
      permissionQueryRolePermission,
      (await getAs(t, admin, '/sys/permission/queryRolePermission', { roleId: ANALYST_ROLE })).body,
    ).result!;
    expect(granted).toEqual(expect.arrayContaining([menuId('chat-record'), buttonId('chat:record:export')]));
    const remaining = granted.filter((id) => id !== menuId('chat-record') && id !== buttonId('chat:record:export'));
    const save = await post('/sys/permission/saveRolePermission', {
      roleId: ANALYST_ROLE,
      permissionIds: remaining.join(','),
      lastpermissionIds: granted.join(','),
    });
    expect(expectContract(permissionSaveRolePermission, save.body)).toMatchObject({
      success: true,
      message: '保存成功！',
    });

    const after = await menuOf();
    expect(flatten(after.menu).map((r) => r.path)).not.toContain('/chat/record');
    expect(after.auth.map((a) => a.action)).not.toContain('chat:record:export');
    expect(after.allAuth.map((a) => a.action)).toContain('chat:record:export');

    // Diff semantics: only what is new relative to lastpermissionIds is granted back.
    await post('/sys/permission/saveRolePermission', {
      roleId: ANALYST_ROLE,
      permissionIds: [...remaining, menuId('chat-record')].join(','),
      lastpermissionIds: remaining.join(','),
    });
    const again = await menuOf();
    expect(flatten(again.menu).map((r) => r.path)).toContain('/chat/record');
    expect(again.auth.map((a) => a.action)).not.toContain('chat:record:export');
    const ids = expectContract(
      permissionQueryRolePermission,
      (await getAs(t, admin, '/sys/permission/queryRolePermission', { roleId: ANALYST_ROLE })).body,
    ).result!;
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('assigns data rules per menu to a role', async () => {
    // The address book: granted to the analyst, no seeded rules (the user page has the seeded own-depart rule).
    const menu = menuId('isystem-address-list');
    const none = await getAs(t, admin, `/sys/role/datarule/${menu}/${ANALYST_ROLE}`);
    expect(expectContract(roleDataRuleGet, none.body)).toMatchObject({ success: false, message: '未找到权限配置信息' });
    const add = await post('/sys/permission/addPermissionRule', {
      permissionId: menu,
      ruleName: '只看本部门',
      ruleColumn: 'orgCode',
      ruleConditions: '=',
      ruleValue: '#{sys_org_code}',
      status: '1',
    });
    expect(expectContract(permissionAddPermissionRule, add.body)).toMatchObject({
      success: true,
      message: '添加成功！',
    });
    const rules = expectContract(
      permissionGetPermRuleListByPermId,
      (await getAs(t, admin, '/sys/permission/getPermRuleListByPermId', { permissionId: menu })).body,
    ).result!;
    expect(rules).toHaveLength(1);

    const got = expectContract(
      roleDataRuleGet,
      (await getAs(t, admin, `/sys/role/datarule/${menu}/${ANALYST_ROLE}`)).body,
    );
    expect(got).toMatchObject({ success: true, code: 200, result: { drChecked: null } });
    const save = await post('/sys/role/datarule', {
      permissionId: menu,
      roleId: ANALYST_ROLE,
      dataRuleIds: `${rules[0].id},`,
    });
    expect(expectContract(roleDataRuleSave, save.body)).toMatchObject({ success: true, message: '保存成功!' });
    const checked = expectContract(
      roleDataRuleGet,
      (await getAs(t, admin, `/sys/role/datarule/${menu}/${ANALYST_ROLE}`)).body,
    );
    expect(checked.result!.drChecked).toBe(rules[0].id);

    const viewerRole = '1a2b3c4d5e6f708192a3b4c5d6e7f809';
    const notGranted = await post('/sys/role/datarule', {
      permissionId: menu,
      roleId: viewerRole,
      dataRuleIds: rules[0].id,
    });
    expect(envelope(notGranted)).toMatchObject({ success: false, message: '请先保存角色菜单权限!' });
    const foreign = await post('/sys/role/datarule', {
      permissionId: menu,
      roleId: ANALYST_ROLE,
      dataRuleIds: SQL_PROBES[0],
    });
    expect(envelope(foreign)).toMatchObject({ success: false, message: '数据规则不属于该菜单' });
    const tree = expectContract(roleQueryTreeList, (await getAs(t, admin, '/sys/role/queryTreeList')).body).result!;
    const userNode = tree.treeList.find((n) => n.key === menuId('isystem'))!.children!.find((n) => n.key === menu)!;
    expect(userNode).toMatchObject({ ruleFlag: 1, scopedSlots: { title: 'hasDatarule' } });
  });

  it('exports roles and imports new ones, reporting taken codes', async () => {
    const res = await getAs(t, admin, '/sys/role/exportXls', { column: 'roleCode', order: 'asc' })
      .buffer(true)
      .parse(binaryParser);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel');
    const rows = await readRows(res.body as Buffer);
    expect(rows[0][0]).toBe('角色列表报表');
    expect(rows.slice(3).map((r) => r[1])).toEqual(['admin', 'analyst', 'viewer']);
    const file = await importWorkbook(
      ['角色名称', '角色编码', '描述'],
      [
        ['巡检员', 'inspector', null],
        ['重复', 'admin', null],
        ['坏编码', 'a b', null],
      ],
    );
    const imp = await t.http
      .post('/jeecg-boot/sys/role/importExcel')
      .set('X-Access-Token', admin)
      .attach('file', file, 'r.xlsx');
    expect(importExcelResponseSchema.parse(imp.body)).toMatchObject({
      success: true,
      code: 201,
      result: { totalCount: 3, successCount: 1, errorCount: 2 },
    });
    expect((await roleByCode('inspector')).roleName).toBe('巡检员');
  });

  it('answers 510 to the viewer and 401 without a token', async () => {
    const writes = [
      post('/sys/role/add', { roleName: 'x', roleCode: 'x' }, viewer),
      put('/sys/role/edit', { id: 'x', roleName: 'x', roleCode: 'x' }, viewer),
      del('/sys/role/delete', { id: 'x' }, viewer),
      del('/sys/role/deleteBatch', { ids: 'x' }, viewer),
      post('/sys/permission/saveRolePermission', { roleId: 'x', permissionIds: 'y' }, viewer),
      post('/sys/role/datarule', { permissionId: 'x', roleId: 'y' }, viewer),
    ];
    for (const res of await Promise.all(writes)) expect(envelope(res)).toMatchObject(NO_PERMISSION);
    for (const p of ['/sys/role/list', '/sys/role/queryall', '/sys/role/queryTreeList', '/sys/role/exportXls'])
      expect((await t.http.get(`/jeecg-boot${p}`)).status).toBe(401);
  });

  it('answers queryall with an error when no role exists (quirk)', async () => {
    const ids = expectContract(roleQueryAll, (await getAs(t, admin, '/sys/role/queryall')).body).result!.map(
      (r) => r.id,
    );
    // Delete every role but keep the admin session usable: the token guard does not look at roles.
    await del('/sys/role/deleteBatch', { ids: ids.join(',') });
    const empty = await getAs(t, admin, '/sys/role/queryall');
    expect(expectContract(roleQueryAll, empty.body)).toMatchObject({
      success: false,
      code: 500,
      message: '未找到角色信息',
    });
  });
});
