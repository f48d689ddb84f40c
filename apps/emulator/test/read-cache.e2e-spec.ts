import {
  dictItemList,
  dictList,
  getDictItems,
  getUserPermissionByToken,
  type MenuRoute,
  permissionQueryRolePermission,
  userList,
  userQueryUserRole,
} from '@cropwatch/contract';
import { getAs } from './support/admin-probes';
import { envelope, expectContract, signed, signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The read caches of issue #17 (principal, session, grants, menus, dictionaries; core/cache): each test first
 * warms the cache with the same request it repeats after a write, so a stale cache fails it.
 */
describe('read caches take a write into account on the next request', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signIn(t, 'admin');
  });
  afterAll(() => t.close());

  const flatIds = (routes: MenuRoute[]): string[] => routes.flatMap((r) => [r.id, ...flatIds(r.children ?? [])]);
  const menuOf = async (token: string) =>
    expectContract(getUserPermissionByToken, (await getAs(t, token, '/sys/permission/getUserPermissionByToken')).body)
      .result!;
  const userId = async (username: string) =>
    expectContract(userList, (await getAs(t, admin, '/sys/user/list', { username })).body).result!.records.find(
      (u) => u.username === username,
    )!.id;
  const dictItems = async () =>
    expectContract(
      getDictItems,
      (
        await t.http
          .get('/jeecg-boot/sys/dict/getDictItems/sex')
          .set('X-Access-Token', admin)
          .set(signed(t, '/sys/dict/getDictItems/sex'))
      ).body,
    ).result;

  it('a role losing a permission loses it on the next getUserPermissionByToken', async () => {
    const viewer = await signIn(t, 'viewer');
    const before = flatIds((await menuOf(viewer)).menu);
    const [roleId] = expectContract(
      userQueryUserRole,
      (await getAs(t, admin, '/sys/user/queryUserRole', { userid: await userId('viewer') })).body,
    ).result!;
    const granted = expectContract(
      permissionQueryRolePermission,
      (await getAs(t, admin, '/sys/permission/queryRolePermission', { roleId })).body,
    ).result!;
    // A leaf page (the home row is added whatever the grants, a folder stays while a child is granted).
    const lost = before.findLast((id) => granted.includes(id))!;
    expect(lost).toBeDefined();

    const save = await t.http
      .post('/jeecg-boot/sys/permission/saveRolePermission')
      .set('X-Access-Token', admin)
      .send({
        roleId,
        permissionIds: granted.filter((id) => id !== lost).join(','),
        lastpermissionIds: granted.join(','),
      });
    expect(envelope(save).success).toBe(true);

    expect(flatIds((await menuOf(viewer)).menu)).not.toContain(lost);
  });

  it('an edited or deleted dictionary item shows on the next getDictItems', async () => {
    // getDictItems lists disabled items too (contract §4), so the edits a cache could hide are text and deletion.
    const items = await dictItems();
    const dictId = expectContract(
      dictList,
      (await getAs(t, admin, '/sys/dict/list', { dictCode: 'sex' })).body,
    ).result!.records.find((d) => d.dictCode === 'sex')!.id;
    const add = await t.http
      .post('/jeecg-boot/sys/dictItem/add')
      .set('X-Access-Token', admin)
      .send({ dictId, itemText: '缓存测试', itemValue: 'cache', sortOrder: 99, status: 1 });
    expect(envelope(add).success).toBe(true);
    const added = await dictItems();
    expect(added.map((i) => i.text)).toEqual([...items.map((i) => i.text), '缓存测试']);

    const itemId = expectContract(
      dictItemList,
      (await getAs(t, admin, '/sys/dictItem/list', { dictId, pageSize: '100' })).body,
    ).result!.records.find((i) => i.itemValue === 'cache')!.id;
    await t.http
      .put('/jeecg-boot/sys/dictItem/edit')
      .set('X-Access-Token', admin)
      .send({ id: itemId, itemText: '缓存测试二', status: 0 })
      .expect(200);
    expect((await dictItems()).find((i) => i.value === 'cache')?.text).toBe('缓存测试二');

    await t.http
      .delete('/jeecg-boot/sys/dictItem/delete')
      .query({ id: itemId })
      .set('X-Access-Token', admin)
      .expect(200);
    expect((await dictItems()).map((i) => i.value)).toEqual(items.map((i) => i.value));
  });

  it('a logged-out token is refused on the next request', async () => {
    const token = await signIn(t, 'analyst');
    expect((await menuOf(token)).menu.length).toBeGreaterThan(0);
    await t.http.post('/jeecg-boot/sys/logout').set('X-Access-Token', token).expect(200);
    expect((await getAs(t, token, '/sys/permission/getUserPermissionByToken')).status).toBe(401);
  });

  it("a frozen user's token is refused on the next request, and works again once unfrozen", async () => {
    const token = await signIn(t, 'zhangwei');
    expect((await menuOf(token)).menu.length).toBeGreaterThan(0);
    const id = await userId('zhangwei');
    const freeze = (status: number) =>
      t.http.put('/jeecg-boot/sys/user/frozenBatch').set('X-Access-Token', admin).send({ ids: id, status });
    expect(envelope(await freeze(2)).success).toBe(true);
    const refused = await getAs(t, token, '/sys/permission/getUserPermissionByToken');
    expect(refused.status).toBe(401);
    expect((JSON.parse(refused.text) as { message: string }).message).toBe('账号已被锁定,请联系管理员!');
    expect(envelope(await freeze(1)).success).toBe(true);
    expect((await getAs(t, token, '/sys/permission/getUserPermissionByToken')).status).toBe(200);
  });
});
