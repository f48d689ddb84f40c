import { API, apiLogin, as, ok, seedId } from './support/api';
import { expect, signInTo, test } from './support/fixtures';

/**
 * Authorization (issue #20): a role that loses the 删除 buttons of the position page. Its user sees the page without
 * any delete control, and calling the delete endpoint directly with his token answers 510 before anything is done.
 * The role, the user and the position are set up through the API as the admin; the check is the user's.
 */

const stamp = Date.now().toString(36).slice(-5);
const PASSWORD = 'Position2024';
const SLOW = { timeout: 60_000 };

test('a role without the 删除 button of the position page shows no delete and gets 510 from the endpoint', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, 'admin', '123456');

  // A position to (not) delete.
  const positionName = `巡检岗${stamp}`;
  await ok(
    request.post(`${API}/sys/position/add`, {
      ...as(admin),
      data: { name: positionName, code: `e2e_pos_${stamp}`, postRank: '1' },
    }),
  );
  const positions = await ok<{ records: { id: string; name: string }[] }>(
    request.get(`${API}/sys/position/list`, { ...as(admin), params: { name: positionName } }),
  );
  const positionId = positions.result.records[0].id;

  // The role: the position page with all its buttons, then the two delete buttons taken away.
  const roleCode = `e2e_pos_${stamp}`;
  await ok(request.post(`${API}/sys/role/add`, { ...as(admin), data: { roleName: `职务员${stamp}`, roleCode } }));
  const roles = await ok<{ records: { id: string }[] }>(
    request.get(`${API}/sys/role/list`, { ...as(admin), params: { roleCode } }),
  );
  const roleId = roles.result.records[0].id;
  const menus = ['isystem', 'isystem-position'].map((k) => seedId('menu', k));
  const buttons = (codes: string[]) => codes.map((c) => seedId('button', `position:${c}`));
  const all = [...menus, ...buttons(['add', 'edit', 'delete', 'batch_delete', 'import', 'export'])].join(',');
  const kept = [...menus, ...buttons(['add', 'edit', 'import', 'export'])].join(',');
  await ok(
    request.post(`${API}/sys/permission/saveRolePermission`, {
      ...as(admin),
      data: { roleId, permissionIds: all, lastpermissionIds: '' },
    }),
  );
  await ok(
    request.post(`${API}/sys/permission/saveRolePermission`, {
      ...as(admin),
      data: { roleId, permissionIds: kept, lastpermissionIds: all },
    }),
  );

  // The user holding that role.
  const username = `e2e_pos_${stamp}`;
  await ok(
    request.post(`${API}/sys/user/add`, {
      ...as(admin),
      data: { username, realname: `职务员${stamp}`, password: PASSWORD, selectedroles: roleId },
    }),
  );

  // The page: the position is listed, editing is offered, deleting is not.
  await signInTo(page, '/isystem/position', username, PASSWORD);
  const row = page.getByRole('row').filter({ hasText: positionName });
  await expect(row).toBeVisible(SLOW);
  await expect(row.getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible();
  await expect(row.getByText('删除', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
  await page.screenshot({ path: 'tmp/test-results/position-access.png' });

  // The endpoint, called directly with the user's token: 510 before anything happens, the row stays.
  const user = await apiLogin(request, username, PASSWORD);
  for (const res of [
    await request.delete(`${API}/sys/position/delete`, { ...as(user), params: { id: positionId } }),
    await request.delete(`${API}/sys/position/deleteBatch`, { ...as(user), params: { ids: positionId } }),
    await request.delete(`${API}/sys/position/delete`, as(user)),
  ]) {
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  }
  const still = await ok<{ name: string }>(
    request.get(`${API}/sys/position/queryById`, { ...as(admin), params: { id: positionId } }),
  );
  expect(still.result.name).toBe(positionName);
});
