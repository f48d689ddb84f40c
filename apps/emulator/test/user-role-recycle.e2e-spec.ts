// Issue #30: users of a role (RoleUserList.vue) and the user recycle bin (UserRecycleBinModal.vue) of the real
// 3.4.0 client, with the exact requests those pages send, after SysUserController of 3.4.0.
import {
  addSysUserRole,
  deleteUserRole,
  deleteUserRoleBatch,
  userDeleteRecycleBin,
  userList,
  userPutRecycleBin,
  userRecycleBin,
  userRoleList,
} from '@cropwatch/contract';
import { getAs } from './support/admin-probes';
import { envelope, expectContract, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

const ANALYST_ROLE = 'ee8626f80f7c2619917b6236f3a7f02b';

describe('users of a role and the user recycle bin (issue #30)', () => {
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
  const add = (username: string) =>
    post('/sys/user/add', {
      username,
      realname: username,
      password: 'Secret123',
      confirmpassword: 'Secret123',
    });
  const userId = async (username: string) =>
    expectContract(userList, (await getAs(t, admin, '/sys/user/list', { username })).body).result!.records[0].id;
  const roleUsers = async (query: Record<string, string> = {}) =>
    expectContract(
      userRoleList,
      (await getAs(t, admin, '/sys/user/userRoleList', { roleId: ANALYST_ROLE, pageNo: '1', pageSize: '10', ...query }))
        .body,
    ).result!;

  it("adds users to a role with RoleUserList's body, lists them, and removes one and a batch", async () => {
    for (const u of ['role_u1', 'role_u2', 'role_u3']) expect(envelope(await add(u)).success).toBe(true);
    const ids = await Promise.all(['role_u1', 'role_u2', 'role_u3'].map(userId));
    // RoleUserList.vue#modalFormOk: {roleId: currentRoleId, userIdList: [...]}.
    const res = await post('/sys/user/addSysUserRole', { roleId: ANALYST_ROLE, userIdList: ids });
    expect(expectContract(addSysUserRole, res.body)).toMatchObject({ success: true, message: '添加成功!' });
    // Adding again keeps one link each.
    expect(envelope(await post('/sys/user/addSysUserRole', { roleId: ANALYST_ROLE, userIdList: ids })).success).toBe(
      true,
    );
    const page = await roleUsers({ username: 'role_u' });
    expect(page.records.map((r) => r.username).sort()).toEqual(['role_u1', 'role_u2', 'role_u3']);
    expect(page.total).toBe(3);

    // handleDelete2: {roleId, userId}; batchDel2: {roleId, userIds: "a,b,"} (trailing comma).
    const one = await del('/sys/user/deleteUserRole', { roleId: ANALYST_ROLE, userId: ids[0] });
    expect(expectContract(deleteUserRole, one.body)).toMatchObject({ success: true, message: '删除成功!' });
    const batch = await del('/sys/user/deleteUserRoleBatch', { roleId: ANALYST_ROLE, userIds: `${ids[1]},${ids[2]},` });
    expect(expectContract(deleteUserRoleBatch, batch.body)).toMatchObject({ success: true, message: '删除成功!' });
    expect((await roleUsers({ username: 'role_u' })).total).toBe(0);
  });

  it('refuses an unknown role or user (hardening: the role page only sends existing ones)', async () => {
    expect(envelope(await post('/sys/user/addSysUserRole', { roleId: 'nope', userIdList: [] }))).toMatchObject({
      success: false,
      message: '操作失败，角色不存在',
    });
    expect(
      envelope(await post('/sys/user/addSysUserRole', { roleId: ANALYST_ROLE, userIdList: ['no-such-user'] })).message,
    ).toBe('操作失败，用户不存在：no-such-user');
  });

  it("restores and purges deleted users with UserRecycleBinModal's requests", async () => {
    for (const u of ['bin_u1', 'bin_u2']) expect(envelope(await add(u)).success).toBe(true);
    const [a, b] = await Promise.all(['bin_u1', 'bin_u2'].map(userId));
    await post('/sys/user/addSysUserRole', { roleId: ANALYST_ROLE, userIdList: [b] });
    expect(envelope(await del('/sys/user/deleteBatch', { ids: `${a},${b}` })).success).toBe(true);

    const bin = expectContract(userRecycleBin, (await getAs(t, admin, '/sys/user/recycleBin')).body);
    expect(bin).toMatchObject({ success: true, code: 200 });
    expect(bin.result!.map((u) => u.username)).toEqual(expect.arrayContaining(['bin_u1', 'bin_u2']));

    // handleRevert([id]): putAction(url, {userIds: ids.join(',')}).
    const restored = await put('/sys/user/putRecycleBin', { userIds: a });
    expect(expectContract(userPutRecycleBin, restored.body)).toMatchObject({ success: true, message: '还原成功' });
    expect(await userId('bin_u1')).toBe(a);

    // handleDelete([id]): deleteAction(url, {userIds: ids.join(',')}); an active user among them is left alone.
    const purged = await del('/sys/user/deleteRecycleBin', { userIds: `${b},${a}` });
    expect(expectContract(userDeleteRecycleBin, purged.body)).toMatchObject({ success: true, message: '删除成功' });
    const after = expectContract(userRecycleBin, (await getAs(t, admin, '/sys/user/recycleBin')).body).result!;
    expect(after.map((u) => u.username)).not.toContain('bin_u2');
    expect(await userId('bin_u1')).toBe(a);
    // The purged user's role link went with it.
    expect((await roleUsers({ username: 'bin_u' })).records.map((r) => r.username)).toEqual([]);
    // Blank ids do nothing and still answer success, as the real controller.
    expect(envelope(await put('/sys/user/putRecycleBin', {}))).toMatchObject({ success: true, message: '还原成功' });
    expect(envelope(await del('/sys/user/deleteRecycleBin', { userIds: '' }))).toMatchObject({ success: true });
  });

  it('refuses a user without the role page or the user buttons with 510', async () => {
    expect(envelope(await getAs(t, viewer, '/sys/user/userRoleList', { roleId: ANALYST_ROLE })).code).toBe(510);
    expect(
      envelope(await post('/sys/user/addSysUserRole', { roleId: ANALYST_ROLE, userIdList: [] }, viewer)).code,
    ).toBe(510);
    expect(envelope(await put('/sys/user/putRecycleBin', { userIds: 'x' }, viewer)).code).toBe(510);
    expect(envelope(await del('/sys/user/deleteRecycleBin', { userIds: 'x' }, viewer)).code).toBe(510);
  });
});
