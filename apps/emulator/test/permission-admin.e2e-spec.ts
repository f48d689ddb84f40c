import { createHash } from 'node:crypto';
import {
  getUserPermissionByToken,
  type MenuRoute,
  permissionAdd,
  permissionAddPermissionRule,
  permissionDelete,
  permissionDeleteBatch,
  permissionDeletePermissionRule,
  permissionEdit,
  permissionEditPermissionRule,
  permissionGetPermRuleListByPermId,
  permissionGetSystemMenuList,
  permissionGetSystemSubmenu,
  permissionGetSystemSubmenuBatch,
  permissionList,
  permissionQueryPermissionRule,
  permissionQueryRolePermission,
  permissionQueryTreeList,
  type SysPermissionTree,
  permissionQueryListAsync,
} from '@cropwatch/contract';
import { getAs, SQL_PROBES } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const menuId = (key: string) => md5(`menu:${key}`);
const ADMIN_ROLE = 'f6817f48af4fb3af11b9e8bf182f618b';
const NO_PERMISSION = { success: false, code: 510, message: '没有权限，请联系管理员授权' };

const flat = (nodes: SysPermissionTree[]): SysPermissionTree[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const flatRoutes = (routes: MenuRoute[]): MenuRoute[] => routes.flatMap((r) => [r, ...flatRoutes(r.children ?? [])]);

describe('menu and permission administration', () => {
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
  const tree = async () => expectContract(permissionList, (await getAs(t, admin, '/sys/permission/list')).body).result!;
  const byName = async (name: string) => flat(await tree()).find((n) => n.name === name);

  it('lists the whole tree with every meta field, buttons included', async () => {
    const nodes = flat(await tree());
    const user = nodes.find((n) => n.id === menuId('isystem-user'))!;
    expect(user).toMatchObject({
      key: user.id,
      title: '用户管理',
      url: '/isystem/user',
      component: 'system/UserList',
      menuType: 1,
      leaf: false,
      isLeaf: false,
      route: true,
      keepAlive: false,
      hidden: false,
    });
    expect(user.children!.map((c) => c.perms)).toContain('user:add');
    const button = user.children!.find((c) => c.perms === 'user:add')!;
    expect(button).toMatchObject({ menuType: 2, leaf: true, isLeaf: true, children: null, permsType: '1' });
  });

  it('loads top-level menus, sub-menus and sub-menu batches lazily', async () => {
    const top = expectContract(
      permissionGetSystemMenuList,
      (await getAs(t, admin, '/sys/permission/getSystemMenuList')).body,
    );
    expect(top).toMatchObject({ success: true, code: 0 });
    const system = top.result!.find((n) => n.id === menuId('isystem'))!;
    expect(system.children).toEqual([]);
    expect(top.result!.find((n) => n.id === menuId('home'))!.children).toBeNull();
    const sub = expectContract(
      permissionGetSystemSubmenu,
      (await getAs(t, admin, '/sys/permission/getSystemSubmenu', { parentId: menuId('isystem') })).body,
    );
    expect(sub.result!.map((n) => n.url)).toContain('/isystem/user');
    const batch = expectContract(
      permissionGetSystemSubmenuBatch,
      (
        await getAs(t, admin, '/sys/permission/getSystemSubmenuBatch', {
          parentIds: `${menuId('isystem')},${menuId('home')},`,
        })
      ).body,
    );
    expect(batch).toMatchObject({ success: true, code: 200 });
    expect(Object.keys(batch.result!)).toEqual([menuId('isystem')]);
    expect(
      expectContract(
        permissionGetSystemSubmenu,
        (await getAs(t, admin, '/sys/permission/getSystemSubmenu', { parentId: SQL_PROBES[0] })).body,
      ).result,
    ).toEqual([]);
  });

  it('GET queryListAsync answers the TreeModel nodes under pid (top level without it), or 未找到角色信息', async () => {
    const asyncList = async (query: Record<string, string>) =>
      expectContract(permissionQueryListAsync, (await getAs(t, admin, '/sys/permission/queryListAsync', query)).body);
    const top = await asyncList({});
    expect(top).toMatchObject({ success: true, code: 0 });
    expect(top.result!.find((n) => n.key === menuId('isystem'))).toMatchObject({ parentId: null, isLeaf: false });
    const sub = await asyncList({ pid: menuId('isystem') });
    expect(sub.result!.every((n) => n.parentId === menuId('isystem'))).toBe(true);
    expect(sub.result!.length).toBeGreaterThan(0);
    expect(await asyncList({ pid: SQL_PROBES[0] })).toMatchObject({
      success: false,
      code: 500,
      message: '未找到角色信息',
      result: null,
    });
  });

  it('adds a folder, a page and a button with JeecgBoot normalisation', async () => {
    const folder = await post('/sys/permission/add', {
      name: '农情报告',
      menuType: 0,
      url: 'reports',
      icon: 'file',
      sortNo: 20,
    });
    expect(expectContract(permissionAdd, folder.body)).toMatchObject({
      success: true,
      code: 200,
      message: '添加成功！',
    });
    const f = (await byName('农情报告'))!;
    expect(f).toMatchObject({
      url: '/reports',
      component: 'layouts/RouteView',
      parentId: null,
      leaf: true,
      sortNo: 20,
    });

    await post('/sys/permission/add', {
      name: '周报',
      menuType: 1,
      parentId: f.id,
      url: '/reports/weekly.vue',
      component: '/src/views/reports/WeeklyList.vue',
      keepAlive: true,
      hidden: '0',
      internalOrExternal: false,
      route: 1,
      sortNo: '1.5',
    });
    const page = (await byName('周报'))!;
    expect(page).toMatchObject({
      url: '/reports/weekly',
      component: 'reports/WeeklyList',
      keepAlive: true,
      route: true,
      sortNo: 1.5,
      parentId: f.id,
    });
    expect((await byName('农情报告'))!.leaf).toBe(false);

    const button = await post('/sys/permission/add', {
      name: '导出周报',
      menuType: '2',
      parentId: page.id,
      perms: 'report:weekly:export',
    });
    expect(expectContract(permissionAdd, button.body).success).toBe(true);
    expect((await byName('导出周报'))!).toMatchObject({ permsType: '1', status: '1', menuType: 2 });

    const errors: [object, string][] = [
      [{ name: '', menuType: 0, url: '/x' }, '菜单名称不能为空'],
      [{ name: 'x', menuType: 5, url: '/x' }, '菜单类型只能是'],
      [{ name: 'x', menuType: 1, url: '/x' }, '请选择上级菜单'],
      [{ name: 'x', menuType: 1, url: '/x', parentId: 'nope' }, '上级菜单不存在'],
      [{ name: 'x', menuType: 0 }, '菜单路径不能为空'],
      [{ name: 'x', menuType: 2, parentId: page.id, perms: 'report:weekly:export' }, '授权标识已存在'],
      [{ name: 'x', menuType: 2, parentId: page.id, perms: SQL_PROBES[1] }, '授权标识只能包含'],
      [{ name: 'x', menuType: 1, parentId: (await byName('导出周报'))!.id, url: '/y' }, '按钮权限不能作为上级菜单'],
      [{ name: 'x', menuType: 0, url: '/x', sortNo: 'abc' }, '排序必须是数字'],
    ];
    for (const [body, message] of errors)
      expect(envelope(await post('/sys/permission/add', body)).message).toContain(message);
  });

  it('edits a row, refusing cycles, and shows a new granted menu and button in the user menu', async () => {
    const page = (await byName('周报'))!;
    const folder = (await byName('农情报告'))!;
    const edit = await put('/sys/permission/edit', {
      id: page.id,
      name: '周报（新）',
      menuType: 1,
      parentId: folder.id,
      hideTab: true,
    });
    expect(expectContract(permissionEdit, edit.body)).toMatchObject({ success: true, message: '修改成功！' });
    expect((await byName('周报（新）'))!).toMatchObject({ hideTab: true, url: '/reports/weekly', keepAlive: true });
    const cycle = await post('/sys/permission/edit', {
      id: folder.id,
      name: '农情报告',
      menuType: 1,
      parentId: page.id,
      url: '/reports',
    });
    expect(envelope(cycle).message).toBe('上级菜单不能是自己或自己的下级');
    expect(envelope(await put('/sys/permission/edit', { id: 'nope', name: 'x', menuType: 0, url: '/x' })).message).toBe(
      '未找到对应实体',
    );

    const button = (await byName('导出周报'))!;
    const granted = expectContract(
      permissionQueryRolePermission,
      (await getAs(t, admin, '/sys/permission/queryRolePermission', { roleId: ADMIN_ROLE })).body,
    ).result!;
    await post('/sys/permission/saveRolePermission', {
      roleId: ADMIN_ROLE,
      permissionIds: [...granted, folder.id, page.id, button.id].join(','),
      lastpermissionIds: granted.join(','),
    });
    const me = expectContract(
      getUserPermissionByToken,
      (await getAs(t, admin, '/sys/permission/getUserPermissionByToken')).body,
    ).result!;
    const route = flatRoutes(me.menu).find((r) => r.id === page.id)!;
    expect(route).toMatchObject({
      path: '/reports/weekly',
      component: 'reports/WeeklyList',
      meta: { title: '周报（新）', keepAlive: true, hideTab: true },
    });
    expect(me.auth).toContainEqual({ action: 'report:weekly:export', type: '1', describe: '导出周报' });
  });

  it('manages data rules of a menu', async () => {
    const page = (await byName('周报（新）'))!;
    const add = (body: object) => post('/sys/permission/addPermissionRule', { permissionId: page.id, ...body });
    expect(
      expectContract(
        permissionAddPermissionRule,
        (await add({ ruleName: '本人', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' }))
          .body,
      ),
    ).toMatchObject({ success: true, message: '添加成功！' });
    expect(
      envelope(await add({ ruleName: 'x', ruleColumn: 'a; drop', ruleConditions: '=', ruleValue: '1' })).message,
    ).toBe('规则字段只能是属性名');
    expect(
      envelope(await add({ ruleName: 'x', ruleColumn: 'a', ruleConditions: 'OR 1=1', ruleValue: '1' })).message,
    ).toBe('条件规则不合法');
    expect(envelope(await add({ ruleName: 'x', ruleConditions: '=', ruleValue: '1' })).message).toBe(
      '规则字段不能为空',
    );
    expect(
      envelope(
        await post('/sys/permission/addPermissionRule', {
          permissionId: 'nope',
          ruleName: 'x',
          ruleColumn: 'a',
          ruleConditions: '=',
          ruleValue: '1',
        }),
      ).message,
    ).toBe('未找到对应菜单');

    const rules = expectContract(
      permissionGetPermRuleListByPermId,
      (await getAs(t, admin, '/sys/permission/getPermRuleListByPermId', { permissionId: page.id })).body,
    ).result!;
    expect(rules).toHaveLength(1);
    expect((await byName('周报（新）'))!.ruleFlag).toBe(1);
    const queried = await getAs(t, admin, '/sys/permission/queryPermissionRule', {
      permissionId: page.id,
      ruleName: '本人',
    });
    expect(expectContract(permissionQueryPermissionRule, queried.body).result).toHaveLength(1);
    const probe = await getAs(t, admin, '/sys/permission/queryPermissionRule', {
      permissionId: page.id,
      ruleName: SQL_PROBES[0],
    });
    expect(expectContract(permissionQueryPermissionRule, probe.body).result).toEqual([]);

    const edit = await put('/sys/permission/editPermissionRule', { ...rules[0], ruleValue: 'admin', status: '0' });
    expect(expectContract(permissionEditPermissionRule, edit.body)).toMatchObject({
      success: true,
      message: '更新成功！',
    });
    const remove = await del('/sys/permission/deletePermissionRule', { id: rules[0].id });
    expect(expectContract(permissionDeletePermissionRule, remove.body)).toMatchObject({
      success: true,
      message: '删除成功！',
    });
    expect((await byName('周报（新）'))!.ruleFlag).toBe(0);
    expect(envelope(await del('/sys/permission/deletePermissionRule', { id: rules[0].id })).message).toBe(
      '未找到对应实体',
    );
  });

  it('builds the permission authorisation tree (title/label variant)', async () => {
    const body = expectContract(permissionQueryTreeList, (await getAs(t, admin, '/sys/permission/queryTreeList')).body);
    const system = body.result!.treeList.find((n) => n.key === menuId('isystem'))!;
    expect(system).toMatchObject({
      title: '系统管理',
      label: '系统管理',
      slotTitle: '系统管理',
      icon: 'setting',
      ruleFlag: null,
      scopedSlots: null,
    });
  });

  it('deletes a folder with its descendants, grants and leaf flags; batch always answers 删除成功!', async () => {
    const folder = (await byName('农情报告'))!;
    const res = await del('/sys/permission/delete', { id: folder.id });
    expect(expectContract(permissionDelete, res.body)).toMatchObject({ success: true, message: '删除成功!' });
    expect(await byName('周报（新）')).toBeUndefined();
    expect(await byName('导出周报')).toBeUndefined();
    const granted = expectContract(
      permissionQueryRolePermission,
      (await getAs(t, admin, '/sys/permission/queryRolePermission', { roleId: ADMIN_ROLE })).body,
    ).result!;
    expect(granted).not.toContain(folder.id);
    expect(envelope(await del('/sys/permission/delete', { id: folder.id })).message).toBe('未找到对应实体');
    expect(
      expectContract(permissionDeleteBatch, (await del('/sys/permission/deleteBatch', { ids: 'nope,' })).body),
    ).toMatchObject({ success: true, message: '删除成功!' });
  });

  it('answers 510 to the viewer on writes and 401 without a token', async () => {
    const writes = [
      post('/sys/permission/add', { name: 'x', menuType: 0, url: '/x' }, viewer),
      put('/sys/permission/edit', { id: 'x', name: 'x', menuType: 0, url: '/x' }, viewer),
      post('/sys/permission/edit', { id: 'x', name: 'x', menuType: 0, url: '/x' }, viewer),
      del('/sys/permission/delete', { id: 'x' }, viewer),
      del('/sys/permission/deleteBatch', { ids: 'x' }, viewer),
      post(
        '/sys/permission/addPermissionRule',
        { permissionId: 'x', ruleName: 'x', ruleColumn: 'a', ruleConditions: '=', ruleValue: '1' },
        viewer,
      ),
      del('/sys/permission/deletePermissionRule', { id: 'x' }, viewer),
    ];
    for (const res of await Promise.all(writes)) expect(envelope(res)).toMatchObject(NO_PERMISSION);
    // Reads follow the menu (issue #20): the viewer is not granted the menu page.
    expect(envelope(await getAs(t, viewer, '/sys/permission/list'))).toMatchObject(NO_PERMISSION);
    for (const p of ['/sys/permission/list', '/sys/permission/queryTreeList', '/sys/permission/getSystemMenuList'])
      expect((await t.http.get(`/jeecg-boot${p}`)).status).toBe(401);
  });
});
