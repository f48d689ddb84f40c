import { DataSource } from 'typeorm';
import {
  addressBookList,
  deleteUserInDepart,
  deleteUserInDepartBatch,
  departAdd,
  departDelete,
  departDeleteBatch,
  departEdit,
  departPermissionQuery,
  departPermissionSave,
  departQueryAllParentId,
  departQueryIdTree,
  departQueryMyDeptTreeList,
  departQueryTreeList,
  departQueryTreeSync,
  departRoleAdd,
  departRoleByUser,
  departRoleDelete,
  departRoleDeleteBatch,
  departRoleEdit,
  departRoleList,
  departRoleListOfDepart,
  departRoleUserAdd,
  departSearchBy,
  departUserList,
  deptRolePermissionQuery,
  deptRolePermissionSave,
  deptRoleTreeList,
  editSysDepartWithUser,
  userDepartList,
} from '@cropwatch/contract';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const ID = {
  institute: 'c6d7cb4deeac411cb3384b1b31278596', // A01
  lab: '5a9b3c1e7d2f4e8a9b0c1d2e3f4a5b6c', // A01A01
  monitoring: '8e1f2a3b4c5d6e7f8091a2b3c4d5e6f7', // A01A01A01
  office: 'a03b4c5d6e7f8091a2b3c4d5e6f70819', // A01A02
  north: 'b14c5d6e7f8091a2b3c4d5e6f708192a', // A02
  sensing: 'c25d6e7f8091a2b3c4d5e6f708192a3b', // A02A01
  admin: 'e9ca23d68d884d4ebb19d07889727dae',
  analyst: 'a75d45a015c44384a04449ee80dc3503',
  viewer: '3d464b4ea0d2491aab8a7bde74c57e95',
  lina: '4a8f0e9c7d6b4a5f1e2c1b0a9f8e7d65',
  zhangwei: '0c4b6a5e3f2d4c1b9a8e7d6c5b4a3f21',
};

describe('departments', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
    viewer = await signIn(t, 'viewer');
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** Raw rows for checks the API does not expose (values read as strings; numbers compare at run time). */
  const sql = (query: string, params: unknown[] = []) => db.query<Record<string, string>[]>(query, params);

  const get = (path: string, query: Record<string, string> = {}, as = admin) =>
    t.http.get(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);
  const post = (path: string, body: object, as = admin) =>
    t.http.post(`/jeecg-boot${path}`).send(body).set('X-Access-Token', as);
  const put = (path: string, body: object, as = admin) =>
    t.http.put(`/jeecg-boot${path}`).send(body).set('X-Access-Token', as);
  const del = (path: string, query: Record<string, string>, as = admin) =>
    t.http.delete(`/jeecg-boot${path}`).query(query).set('X-Access-Token', as);
  const departByCode = async (orgCode: string) =>
    (await sql('SELECT * FROM sys_depart WHERE org_code = ?', [orgCode]))[0] as
      { id: string; parent_id: string; org_type: string; org_code: string } | undefined;

  describe('tree views', () => {
    it('answers one level per call with leaf flags from child counts', async () => {
      const roots = expectContract(departQueryTreeSync, (await get('/sys/sysDepart/queryDepartTreeSync')).body);
      expect(roots).toMatchObject({ success: true, code: 0 });
      expect(roots.result!.map((d) => [d.orgCode, d.isLeaf, d.children])).toEqual([
        ['A01', false, []],
        ['A02', false, []],
      ]);
      const children = expectContract(
        departQueryTreeSync,
        (await get('/sys/sysDepart/queryDepartTreeSync', { pid: ID.institute })).body,
      ).result!;
      expect(children.map((d) => [d.orgCode, d.isLeaf])).toEqual([
        ['A01A01', false],
        ['A01A02', true],
      ]);
      const byCode = expectContract(
        departQueryTreeSync,
        (await get('/sys/sysDepart/queryDepartTreeSync', { ids: 'A02A01,A01A02', primaryKey: 'orgCode' })).body,
      ).result!;
      expect(byCode.map((d) => d.id).sort()).toEqual([ID.office, ID.sensing].sort());
      const byId = expectContract(
        departQueryTreeSync,
        (await get('/sys/sysDepart/queryDepartTreeSync', { ids: ID.lab, pid: ID.north })).body,
      ).result!;
      expect(byId.map((d) => d.title)).toEqual(['数字农业研究室']);
    });

    it('answers the id tree with children arrays at every level', async () => {
      const body = expectContract(departQueryIdTree, (await get('/sys/sysDepart/queryIdTree')).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      const [institute] = body.result!;
      expect(institute).toMatchObject({
        key: ID.institute,
        value: ID.institute,
        title: '中国科学院空天信息创新研究院',
      });
      expect(institute.children.map((c) => c.key)).toEqual([ID.lab, ID.office]);
      expect(institute.children[1].children).toEqual([]);
    });

    it('finds departments by name, flat, and answers success:false code 0 without a hit', async () => {
      const body = expectContract(departSearchBy, (await get('/sys/sysDepart/searchBy', { keyWord: '组' })).body);
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.map((d) => d.orgCode)).toEqual(['A01A01A01', 'A01A01A02']);
      for (const keyWord of ['不存在的部门', "' OR '1'='1", '%', '_']) {
        const miss = expectContract(departSearchBy, (await get('/sys/sysDepart/searchBy', { keyWord })).body);
        expect(miss).toMatchObject({ success: false, code: 0, message: '未查询匹配数据！', result: null });
      }
      // admin leads A01 (identity 2): "my departments" search stays inside that subtree.
      const mine = expectContract(
        departSearchBy,
        (await get('/sys/sysDepart/searchBy', { keyWord: '中心', myDeptSearch: '1' })).body,
      );
      expect(mine).toMatchObject({ success: false, message: '未查询匹配数据！' });
      expect(envelope(await get('/sys/sysDepart/searchBy', {})).message).toMatch(/^keyWord: /);
    });

    it('reports the user identity in message: 2 with the led tree, 1 with null', async () => {
      const leader = expectContract(departQueryMyDeptTreeList, (await get('/sys/sysDepart/queryMyDeptTreeList')).body);
      expect(leader).toMatchObject({ success: true, code: 0, message: '2' });
      expect(leader.result!.map((d) => d.orgCode)).toEqual(['A01']);
      expect(leader.result![0].children.length).toBe(2);
      const member = expectContract(
        departQueryMyDeptTreeList,
        (await get('/sys/sysDepart/queryMyDeptTreeList', {}, viewer)).body,
      );
      expect(member).toMatchObject({ success: true, code: 0, message: '1', result: null });
    });

    it('answers the id path from the root for ids and org codes', async () => {
      const byId = expectContract(
        departQueryAllParentId,
        (await get('/sys/sysDepart/queryAllParentId', { departId: ID.monitoring })).body,
      );
      expect(byId).toMatchObject({ success: true, code: 200 });
      expect(byId.result![ID.monitoring].parentIds).toEqual([ID.institute, ID.lab, ID.monitoring]);
      expect(Object.keys(byId.result![ID.monitoring].parentMap)).toHaveLength(3);
      const byCode = expectContract(
        departQueryAllParentId,
        (await get('/sys/sysDepart/queryAllParentId', { orgCode: 'A02A01,ZZZ' })).body,
      );
      expect(byCode.result!.A02A01.parentIds).toEqual([ID.north, ID.sensing]);
      expect(byCode.result!.ZZZ).toEqual({ parentIds: [], parentMap: {} });
      expect((await get('/sys/sysDepart/queryAllParentId')).body).toMatchObject({
        success: false,
        code: 500,
        message: 'departId 和 orgCode 不能都为空！',
      });
    });
  });

  describe('add, edit, delete', () => {
    it('numbers a new root and its children, and the parent stops being a leaf', async () => {
      const res = await post('/sys/sysDepart/add', { departName: '西北农情站', orgCategory: '1', departOrder: 9 });
      expect(expectContract(departAdd, res.body)).toMatchObject({
        success: true,
        code: 200,
        message: '添加成功！',
        result: null,
      });
      const root = await departByCode('A03');
      expect(root).toMatchObject({ parent_id: '', org_type: '1' });
      await post('/sys/sysDepart/add', { departName: '遥感组', parentId: root!.id, orgCategory: '2' });
      await post('/sys/sysDepart/add', { departName: '气象组', parentId: root!.id, orgCategory: '2' });
      expect(await departByCode('A03A01')).toMatchObject({ parent_id: root!.id, org_type: '2' });
      expect(await departByCode('A03A02')).toBeDefined();
      const roots = expectContract(departQueryTreeSync, (await get('/sys/sysDepart/queryDepartTreeSync')).body).result!;
      expect(roots.find((d) => d.id === root!.id)?.isLeaf).toBe(false);
      const tree = expectContract(departQueryTreeList, (await get('/sys/sysDepart/queryTreeList')).body).result;
      expect(tree.find((d) => d.id === root!.id)?.children.map((c) => c.orgCode)).toEqual(['A03A01', 'A03A02']);
    });

    it('refuses bad input with clear messages', async () => {
      const cases: [object, RegExp][] = [
        [{ departName: '' }, /机构名称不能为空/],
        [{ departName: '  ' }, /机构名称不能为空/],
        [{ departName: 'x', orgCategory: '9' }, /机构类别/],
        [{ departName: 'x', parentId: 'no-such-depart' }, /上级部门不存在/],
        [{ departName: 'x'.repeat(101) }, /departName/],
        [{ departName: 'x', departOrder: 'abc' }, /departOrder/],
      ];
      for (const [body, message] of cases) {
        const res = await post('/sys/sysDepart/add', body);
        expect(res.status).toBe(200);
        expect(expectContract(departAdd, res.body)).toMatchObject({ success: false, code: 500 });
        expect(envelope(res).message).toMatch(message);
      }
      expect((await post('/sys/sysDepart/add', [])).body).toMatchObject({ success: false });
    });

    it('edits fields, and a move re-codes the subtree and refuses cycles', async () => {
      const root = (await departByCode('A03'))!;
      const child = (await departByCode('A03A01'))!;
      const res = await put('/sys/sysDepart/edit', { id: child.id, departName: '遥感一组', memo: '备注' });
      expect(expectContract(departEdit, res.body)).toMatchObject({ success: true, code: 200, message: '修改成功!' });
      expect((await sql('SELECT depart_name, memo FROM sys_depart WHERE id = ?', [child.id]))[0]).toEqual({
        depart_name: '遥感一组',
        memo: '备注',
      });
      // Under itself or its own child: refused.
      for (const parentId of [root.id, child.id]) {
        const cyc = await put('/sys/sysDepart/edit', { id: root.id, departName: '西北农情站', parentId });
        expect(envelope(cyc)).toMatchObject({ success: false, message: '操作失败，上级部门不能是自身或下级部门' });
      }
      // Move A03 (with children) under A02: A02A02, its children A02A02A01/A02A02A02, org types follow.
      await t.http
        .post('/jeecg-boot/sys/sysDepart/edit')
        .set('X-Access-Token', admin)
        .send({ id: root.id, departName: '西北农情站', parentId: ID.north });
      expect(await departByCode('A02A02')).toMatchObject({ id: root.id, parent_id: ID.north, org_type: '2' });
      expect(await departByCode('A02A02A01')).toMatchObject({ id: child.id, org_type: '3' });
      expect(await departByCode('A03')).toBeUndefined();
      expect(envelope(await put('/sys/sysDepart/edit', { id: 'no-such-depart', departName: 'x' }))).toMatchObject({
        success: false,
        code: 500,
        message: '未找到对应实体',
      });
      expect(envelope(await put('/sys/sysDepart/edit', { departName: 'x' })).message).toMatch(/id不能为空/);
    });

    it('deletes a department with its descendants, members, permissions and department roles', async () => {
      const root = (await departByCode('A02A02'))!;
      const child = (await departByCode('A02A02A01'))!;
      const [menu] = await sql('SELECT id FROM sys_permission WHERE menu_type = 0 AND del_flag = 0 LIMIT 1');
      await post('/sys/user/editSysDepartWithUser', { depId: child.id, userIdList: [ID.lina] });
      await post('/sys/permission/saveDepartPermission', {
        departId: child.id,
        permissionIds: menu.id,
        lastpermissionIds: '',
      });
      await post('/sys/sysDepartRole/add', { departId: child.id, roleName: '组员', roleCode: 'member' });
      const [role] = await sql('SELECT id FROM sys_depart_role WHERE depart_id = ?', [child.id]);
      await post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: role.id, permissionIds: menu.id });
      await post('/sys/sysDepartRole/deptRoleUserAdd', { userId: ID.lina, newRoleId: role.id, oldRoleId: '' });
      const count = async (table: string, column: string, value: string) =>
        Number((await sql(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [value]))[0].n);
      expect(await count('sys_user_depart', 'dep_id', child.id)).toBe(1);
      expect(await count('sys_depart_role_user', 'drole_id', role.id)).toBe(1);

      const res = await del('/sys/sysDepart/delete', { id: root.id });
      expect(expectContract(departDelete, res.body)).toMatchObject({ success: true, code: 200, message: '删除成功!' });
      expect(await departByCode('A02A02')).toBeUndefined();
      expect(await departByCode('A02A02A01')).toBeUndefined();
      expect(await departByCode('A02A02A02')).toBeUndefined();
      expect(await count('sys_user_depart', 'dep_id', child.id)).toBe(0);
      expect(await count('sys_depart_permission', 'depart_id', child.id)).toBe(0);
      expect(await count('sys_depart_role', 'depart_id', child.id)).toBe(0);
      expect(await count('sys_depart_role_permission', 'role_id', role.id)).toBe(0);
      expect(await count('sys_depart_role_user', 'drole_id', role.id)).toBe(0);
      expect(await count('sys_user', 'id', ID.lina)).toBe(1);

      expect(expectContract(departDelete, (await del('/sys/sysDepart/delete', { id: root.id })).body)).toMatchObject({
        success: false,
        message: '未找到对应实体',
      });
      await post('/sys/sysDepart/add', { departName: '临时一' });
      await post('/sys/sysDepart/add', { departName: '临时二' });
      const tmp = [(await departByCode('A03'))!.id, (await departByCode('A04'))!.id];
      const batch = await del('/sys/sysDepart/deleteBatch', { ids: `${tmp.join(',')},` });
      expect(expectContract(departDeleteBatch, batch.body)).toMatchObject({ success: true, message: '删除成功!' });
      expect(await departByCode('A03')).toBeUndefined();
      expect(envelope(await del('/sys/sysDepart/deleteBatch', { ids: ',' }))).toMatchObject({
        success: false,
        message: '参数不识别！',
      });
    });

    it('keeps read-only users out of department writes (510) and anonymous callers out of everything (401)', async () => {
      const denied = [
        await post('/sys/sysDepart/add', { departName: 'x' }, viewer),
        await put('/sys/sysDepart/edit', { id: ID.office, departName: 'x' }, viewer),
        await del('/sys/sysDepart/delete', { id: ID.office }, viewer),
        await del('/sys/sysDepart/deleteBatch', { ids: ID.office }, viewer),
        await post('/sys/permission/saveDepartPermission', { departId: ID.office, permissionIds: '' }, viewer),
        await post('/sys/sysDepartRole/add', { departId: ID.office, roleName: 'x', roleCode: 'x' }, viewer),
        await post('/sys/user/editSysDepartWithUser', { depId: ID.office, userIdList: [ID.viewer] }, viewer),
        await del('/sys/user/deleteUserInDepart', { depId: ID.office, userId: ID.viewer }, viewer),
        await del('/sys/user/deleteUserInDepartBatch', { depId: ID.office, userIds: ID.viewer }, viewer),
      ];
      for (const res of denied) {
        expect(res.status).toBe(200);
        expect(envelope(res)).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
      }
      expect(await departByCode('A01A02')).toBeDefined();
      for (const path of [
        '/sys/sysDepart/queryDepartTreeSync',
        '/sys/sysDepart/queryIdTree',
        '/sys/sysDepart/searchBy?keyWord=x',
        '/sys/user/departUserList',
        '/sys/user/queryByOrgCodeForAddressList',
        '/sys/sysDepartRole/list',
      ]) {
        expect((await t.http.get(`/jeecg-boot${path}`)).status).toBe(401);
      }
    });
  });

  describe('department permissions and department roles', () => {
    let menuIds: string[];
    beforeAll(async () => {
      menuIds = (
        (await sql(
          'SELECT id FROM sys_permission WHERE del_flag = 0 AND menu_type IN (0, 1) ORDER BY sort_no, id LIMIT 3',
        )) as { id: string }[]
      ).map((r) => r.id);
    });

    it('saves department permissions with diff semantics', async () => {
      const [a, b, c] = menuIds;
      const save = (permissionIds: string, lastpermissionIds: string) =>
        post('/sys/permission/saveDepartPermission', { departId: ID.office, permissionIds, lastpermissionIds });
      expect(expectContract(departPermissionSave, (await save(`${a},${b}`, '')).body)).toMatchObject({
        success: true,
        code: 200,
        message: '保存成功！',
      });
      const held = async () =>
        expectContract(
          departPermissionQuery,
          (await get('/sys/permission/queryDepartPermission', { departId: ID.office })).body,
        )
          .result!.slice()
          .sort();
      expect(await held()).toEqual([a, b].sort());
      // Only the difference to the previous set is applied: c added, a removed, b untouched.
      await save(`${b},${c}`, `${a},${b}`);
      expect(await held()).toEqual([b, c].sort());
      expect(envelope(await save('no-such-permission', ''))).toMatchObject({
        success: false,
        message: '操作失败，权限不存在：no-such-permission',
      });
      expect(
        envelope(await post('/sys/permission/saveDepartPermission', { departId: 'nope', permissionIds: a })),
      ).toMatchObject({ success: false, message: '操作失败，部门不存在' });
      expect(envelope(await post('/sys/permission/saveDepartPermission', {})).message).toMatch(/departId/);
    });

    it('builds the department-role tree from the department grants, names only in slotTitle', async () => {
      const body = expectContract(
        deptRoleTreeList,
        (await get('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId: ID.office })).body,
      );
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.ids.slice().sort()).toEqual([menuIds[1], menuIds[2]].sort());
      for (const node of body.result!.treeList) {
        expect(node.title).toBeNull();
        expect(node.slotTitle).toBeTruthy();
        expect(node.scopedSlots).toEqual({ title: 'hasDatarule' });
      }
      const empty = expectContract(
        deptRoleTreeList,
        (await get('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId: "x' OR '1'='1" })).body,
      );
      expect(empty.result).toEqual({ treeList: [], ids: [] });
    });

    it('manages department roles, their grants and their members', async () => {
      const add = await post('/sys/sysDepartRole/add', {
        departId: ID.office,
        roleName: '办公室文员',
        roleCode: 'clerk',
        description: '负责文档',
      });
      expect(expectContract(departRoleAdd, add.body)).toMatchObject({
        success: true,
        code: 200,
        message: '添加成功！',
      });
      expect(
        envelope(await post('/sys/sysDepartRole/add', { departId: ID.office, roleName: '重复', roleCode: 'clerk' })),
      ).toMatchObject({ success: false, message: '操作失败，部门角色编码已存在：clerk' });
      expect(
        envelope(await post('/sys/sysDepartRole/add', { departId: ID.office, roleName: 'x', roleCode: "a'; --" }))
          .message,
      ).toMatch(/部门角色编码只能包含/);
      expect(
        envelope(await post('/sys/sysDepartRole/add', { departId: 'nope', roleName: 'x', roleCode: 'x' })),
      ).toMatchObject({ success: false, message: '操作失败，部门不存在' });

      const list = expectContract(departRoleList, (await get('/sys/sysDepartRole/list', { deptId: ID.office })).body);
      expect(list).toMatchObject({ success: true, code: 200 });
      expect(list.result!.records.map((r) => r.roleCode)).toEqual(['clerk']);
      const roleId = list.result!.records[0].id;
      expect(
        expectContract(departRoleList, (await get('/sys/sysDepartRole/list', { deptId: ID.north })).body).result!.total,
      ).toBe(0);

      const edit = await put('/sys/sysDepartRole/edit', { id: roleId, roleName: '文员' });
      expect(expectContract(departRoleEdit, edit.body)).toMatchObject({ success: true, message: '编辑成功!' });
      expect(envelope(await put('/sys/sysDepartRole/edit', { id: 'nope', roleName: 'x' })).message).toBe(
        '未找到对应实体',
      );

      // A role gets only what its department holds.
      const [, b, c] = menuIds;
      const grant = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
        roleId,
        permissionIds: `${b},${c}`,
        lastpermissionIds: '',
      });
      expect(expectContract(deptRolePermissionSave, grant.body)).toMatchObject({
        success: true,
        message: '保存成功！',
      });
      const outside = await post('/sys/sysDepartPermission/saveDeptRolePermission', {
        roleId,
        permissionIds: menuIds[0],
      });
      expect(envelope(outside)).toMatchObject({ success: false, code: 500 });
      expect(envelope(outside).message).toMatch(/^授权失败！/);
      expect(
        envelope(await post('/sys/sysDepartPermission/saveDeptRolePermission', { roleId: 'nope', permissionIds: b })),
      ).toMatchObject({ success: false, message: '授权失败！' });
      const rolePerms = async () =>
        expectContract(
          deptRolePermissionQuery,
          (await get('/sys/sysDepartPermission/queryDeptRolePermission', { roleId })).body,
        )
          .result!.slice()
          .sort();
      expect(await rolePerms()).toEqual([b, c].sort());
      // Taking c from the department takes it from its roles.
      await post('/sys/permission/saveDepartPermission', {
        departId: ID.office,
        permissionIds: b,
        lastpermissionIds: `${b},${c}`,
      });
      expect(await rolePerms()).toEqual([b]);

      const addUser = await post('/sys/sysDepartRole/deptRoleUserAdd', {
        userId: ID.viewer,
        newRoleId: roleId,
        oldRoleId: '',
      });
      expect(expectContract(departRoleUserAdd, addUser.body)).toMatchObject({ success: true, message: '添加成功!' });
      const links = expectContract(
        departRoleByUser,
        (await get('/sys/sysDepartRole/getDeptRoleByUserId', { userId: ID.viewer, departId: ID.office })).body,
      );
      expect(links.result!.map((l) => l.droleId)).toEqual([roleId]);
      expect(
        expectContract(
          departRoleListOfDepart,
          (await get('/sys/sysDepartRole/getDeptRoleList', { departId: ID.office, userId: ID.viewer })).body,
        ).result!.map((r) => r.id),
      ).toEqual([roleId]);
      expect(
        envelope(await post('/sys/sysDepartRole/deptRoleUserAdd', { userId: ID.viewer, newRoleId: 'nope' })).message,
      ).toBe('操作失败，部门角色不存在：nope');

      // Leaving the department drops its department roles too.
      const leave = await del('/sys/user/deleteUserInDepart', { depId: ID.office, userId: ID.viewer });
      expect(expectContract(deleteUserInDepart, leave.body)).toMatchObject({
        success: true,
        code: 200,
        message: '删除成功!',
      });
      expect(
        expectContract(
          departRoleByUser,
          (await get('/sys/sysDepartRole/getDeptRoleByUserId', { userId: ID.viewer, departId: ID.office })).body,
        ).result,
      ).toEqual([]);
      // viewer's login department was A01A02 and he has no other: it is cleared.
      expect((await sql('SELECT org_code FROM sys_user WHERE id = ?', [ID.viewer]))[0].org_code).toBeNull();
      await post('/sys/user/editSysDepartWithUser', { depId: ID.office, userIdList: [ID.viewer] });
      expect((await sql('SELECT org_code FROM sys_user WHERE id = ?', [ID.viewer]))[0].org_code).toBe('A01A02');

      const removed = await del('/sys/sysDepartRole/delete', { id: roleId });
      expect(expectContract(departRoleDelete, removed.body)).toMatchObject({ success: true, message: '删除成功!' });
      expect(await rolePerms()).toEqual([]);
      expect(envelope(await del('/sys/sysDepartRole/delete', { id: roleId })).message).toBe('未找到对应实体');
      const batch = await del('/sys/sysDepartRole/deleteBatch', { ids: 'a,b,' });
      expect(expectContract(departRoleDeleteBatch, batch.body)).toMatchObject({
        success: true,
        message: '批量删除成功!',
      });
    });
  });

  describe('department members', () => {
    it('lists the users of a department and its sub-departments, orgCode holding their department names', async () => {
      const body = expectContract(
        departUserList,
        (await get('/sys/user/departUserList', { depId: ID.lab, column: 'username', order: 'asc' })).body,
      );
      expect(body).toMatchObject({ success: true, code: 0 });
      expect(body.result!.records.map((u) => u.username)).toEqual(['analyst', 'lina', 'zhangwei']);
      expect(body.result!.records[0]).toMatchObject({ orgCode: '全球农情监测组,遥感数据处理部', sex_dictText: '男' });
      // Without depId: the departments the caller leads (admin leads A01).
      const mine = expectContract(departUserList, (await get('/sys/user/departUserList', { pageSize: '50' })).body);
      expect(mine.result!.records.map((u) => u.username).sort()).toEqual(
        ['admin', 'analyst', 'lina', 'viewer', 'zhangwei', 'zhaomin'].sort(),
      );
      // analyst holds 我的部门 but leads no department.
      const analyst = await signIn(t, 'analyst');
      expect(expectContract(departUserList, (await get('/sys/user/departUserList', {}, analyst)).body)).toMatchObject({
        success: true,
        code: 0,
        result: null,
      });
      expect(
        expectContract(departUserList, (await get('/sys/user/departUserList', { depId: 'no-such' })).body).result,
      ).toBeNull();
      const filtered = expectContract(
        departUserList,
        (await get('/sys/user/departUserList', { depId: ID.institute, realname: '李*' })).body,
      );
      expect(filtered.result!.records.map((u) => u.username)).toEqual(['lina']);
    });

    it('answers SQL-looking filters, columns and orders safely', async () => {
      const attempts: Record<string, string>[] = [
        { depId: "' OR 1=1 --" },
        { depId: ID.institute, username: "' OR '1'='1" },
        { depId: ID.institute, realname: "*'); DROP TABLE sys_user; --*" },
        { depId: ID.institute, column: 'username; DROP TABLE sys_user', order: 'asc' },
        { depId: ID.institute, column: 'password', order: 'asc' },
        {
          depId: ID.institute,
          superQueryParams: encodeURIComponent(
            JSON.stringify([{ field: "username' OR '1'='1", rule: 'eq', val: 'x' }]),
          ),
        },
        {
          depId: ID.institute,
          superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'username', rule: 'eq', val: "' OR '1'='1" }])),
        },
      ];
      for (const query of attempts) {
        const res = await get('/sys/user/departUserList', query);
        expect(res.status).toBe(200);
        const body = expectContract(departUserList, res.body);
        if (body.success) expect(body.result?.total ?? 0).toBe(0);
        else expect(body.code).toBe(500);
      }
      const ok = expectContract(
        departUserList,
        (await get('/sys/user/departUserList', { depId: ID.institute, column: 'username', order: "asc' --" })).body,
      );
      expect(ok.result!.total).toBe(6);
    });

    it("adds and removes members (admin role only) and lists a user's departments", async () => {
      const add = await post('/sys/user/editSysDepartWithUser', {
        depId: ID.sensing,
        userIdList: [ID.lina, ID.zhangwei],
      });
      expect(expectContract(editSysDepartWithUser, add.body)).toMatchObject({
        success: true,
        code: 0,
        message: '添加成功!',
        result: null,
      });
      // Adding again keeps one link per user.
      await post('/sys/user/editSysDepartWithUser', { depId: ID.sensing, userIdList: [ID.lina] });
      const lina = expectContract(userDepartList, (await get('/sys/user/userDepartList', { userId: ID.lina })).body);
      expect(lina).toMatchObject({ success: true, code: 0, message: '查找成功' });
      expect(lina.result!.map((d) => d.title)).toEqual(['全球农情监测组', '遥感数据处理部']);
      expect(lina.result![0].children).toEqual([]);
      for (const [body, message] of [
        [{ depId: ID.sensing, userIdList: ['nobody'] }, '操作失败，用户不存在：nobody'],
        [{ depId: 'nope', userIdList: [ID.lina] }, '操作失败，部门不存在'],
        [{ depId: ID.sensing, userIdList: [] }, '请选择用户'],
      ] as const) {
        expect(envelope(await post('/sys/user/editSysDepartWithUser', body))).toMatchObject({
          success: false,
          message,
        });
      }
      const batch = await del('/sys/user/deleteUserInDepartBatch', {
        depId: ID.sensing,
        userIds: `${ID.lina},${ID.zhangwei},`,
      });
      expect(expectContract(deleteUserInDepartBatch, batch.body)).toMatchObject({
        success: true,
        message: '删除成功!',
      });
      expect(
        expectContract(userDepartList, (await get('/sys/user/userDepartList', { userId: ID.lina })).body).result!
          .length,
      ).toBe(1);
      const none = expectContract(userDepartList, (await get('/sys/user/userDepartList', { userId: 'nobody' })).body);
      expect(none).toMatchObject({ success: false, code: 0, message: '查找失败', result: null });
    });
  });

  describe('address book', () => {
    it('lists the users of a department subtree with their departments and positions', async () => {
      const body = expectContract(
        addressBookList,
        (await get('/sys/user/queryByOrgCodeForAddressList', { orgCode: 'A01A01', pageSize: '10' })).body,
      );
      expect(body).toMatchObject({ success: true, code: 200 });
      expect(body.result!.total).toBe(3);
      // Ordered by the first org code of the user in the subtree, then by id.
      expect(body.result!.records.map((r) => r.realname)).toEqual(['李娜', '王晓农', '张伟']);
      expect(body.result!.records[1]).toMatchObject({
        userId: ID.analyst,
        departName: '全球农情监测组',
        workNo: 'CW0002',
      });
      const all = expectContract(
        addressBookList,
        (await get('/sys/user/queryByOrgCodeForAddressList', { pageSize: '3', pageNo: '1' })).body,
      );
      expect(all.result).toMatchObject({ total: 7, size: 3, current: 1, pages: 3 });
      const analyst = expectContract(
        addressBookList,
        (await get('/sys/user/queryByOrgCodeForAddressList', { realname: '晓农' })).body,
      ).result!.records;
      expect(analyst).toHaveLength(1);
      expect(analyst[0].departName).toBe('全球农情监测组 | 遥感数据处理部');
      // Positions come from sys_position (the user's `post` holds codes).
      await sql("INSERT INTO sys_position (id, code, name) VALUES ('p1', 'agronomist', '农艺师')");
      await sql("UPDATE sys_user SET post = 'agronomist' WHERE id = ?", [ID.lina]);
      const lina = expectContract(
        addressBookList,
        (await get('/sys/user/queryByOrgCodeForAddressList', { orgCode: 'A01A01A01', realname: '李' })).body,
      ).result!.records;
      expect(lina).toEqual([expect.objectContaining({ post: 'agronomist', post_dictText: '农艺师' })]);
      for (const query of <Record<string, string>[]>[
        { orgCode: "A01' OR '1'='1" },
        { realname: "' OR 1=1 --" },
        { workNo: '%' },
        { orgCode: '_' },
      ]) {
        const res = expectContract(addressBookList, (await get('/sys/user/queryByOrgCodeForAddressList', query)).body);
        expect(res.result!.total).toBe(0);
      }
      expect(envelope(await get('/sys/user/queryByOrgCodeForAddressList', { pageSize: '0' })).success).toBe(false);
    });
  });
});
