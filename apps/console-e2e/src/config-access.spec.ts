import type { Locator, Page } from '@playwright/test';
import { API, apiLogin, as, ok, seedId } from './support/api';
import { expect, signIn, test } from './support/fixtures';

/**
 * Button permissions of the configuration pages (issue #13): a role holding the data-source, gateway-route,
 * fill-rule, OSS-file and position pages but none of their buttons. Its user sees every page with its rows and no
 * add, edit, delete, import, export, upload, refresh or test control; the write endpoints, called with his token,
 * answer 510 and change nothing. Rows and role are set up through the API as the admin.
 */

const stamp = Date.now().toString(36).slice(-5);
const PASSWORD = 'Config2024';
const SLOW = { timeout: 60_000 };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A labelled button (antd spaces two-character Chinese labels: `新 增`). */
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) });

test('a role without the configuration pages’ buttons sees none of them, and their endpoints answer 510', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await apiLogin(request, 'admin', '123456');

  // One row on every page, so row controls would show if they were offered.
  const sourceCode = `e2e_cfg_${stamp}`;
  await ok(
    request.post(`${API}/sys/dataSource/add`, {
      ...as(admin),
      data: { code: sourceCode, name: `配置库${stamp}`, dbType: '7', dbUrl: 'jdbc:sqlite:cropwatch.sqlite' },
    }),
  );
  const routerId = `e2e-cfg-${stamp}`;
  await ok(
    request.post(`${API}/sys/gatewayRoute/updateAll`, {
      ...as(admin),
      // As the real client's route drawer posts it and the real server reads it (issue #30).
      data: {
        router: {
          routerId,
          name: `配置路由${stamp}`,
          uri: 'lb://crop-service',
          predicates: JSON.stringify([{ name: 'Path', args: ['/crop/**'] }]),
          filters: '[]',
          status: true,
        },
      },
    }),
  );
  const positionName = `配置岗${stamp}`;
  await ok(
    request.post(`${API}/sys/position/add`, {
      ...as(admin),
      data: { name: positionName, code: `e2e_cfg_${stamp}`, postRank: '1' },
    }),
  );
  const fileName = `cfg-${stamp}.png`;
  const uploaded = await ok<{ id: string }>(
    request.post(`${API}/sys/oss/file/upload`, {
      ...as(admin),
      multipart: { file: { name: fileName, mimeType: 'image/png', buffer: PNG } },
    }),
  );

  // The role: the five pages, no button.
  const roleCode = `e2e_cfg_${stamp}`;
  await ok(request.post(`${API}/sys/role/add`, { ...as(admin), data: { roleName: `配置查阅${stamp}`, roleCode } }));
  const roles = await ok<{ records: { id: string }[] }>(
    request.get(`${API}/sys/role/list`, { ...as(admin), params: { roleCode } }),
  );
  const roleId = roles.result.records[0].id;
  const menus = [
    'isystem',
    'dashboard3',
    'isystem-datasource',
    'isystem-gateway',
    'isystem-fill-rule',
    'isystem-position',
    'oss',
    'oss-file',
  ].map((key) => seedId('menu', key));
  await ok(
    request.post(`${API}/sys/permission/saveRolePermission`, {
      ...as(admin),
      data: { roleId, permissionIds: menus.join(','), lastpermissionIds: '' },
    }),
  );
  const username = `e2e_cfg_${stamp}`;
  await ok(
    request.post(`${API}/sys/user/add`, {
      ...as(admin),
      data: { username, realname: `配置查阅${stamp}`, password: PASSWORD, selectedroles: roleId },
    }),
  );

  await signIn(page, username, PASSWORD);
  const rowOf = (text: string) => page.locator('tr.ant-table-row').filter({ hasText: text });
  const noneOf = async (scope: Page | Locator, labels: string[]) => {
    for (const label of labels) await expect(button(scope, label), label).toHaveCount(0);
  };

  await page.goto('/isystem/dataSource');
  await expect(rowOf(sourceCode)).toBeVisible(SLOW);
  await noneOf(page, ['新增', '批量删除']);
  await noneOf(rowOf(sourceCode), ['编辑', '删除']);

  await page.goto('/isystem/gatewayroute');
  await expect(rowOf(routerId)).toBeVisible(SLOW);
  await noneOf(page, ['新增', '刷新路由', '编辑', '删除']);

  await page.goto('/isystem/fillRule');
  await expect(rowOf('shop_order_num')).toBeVisible(SLOW);
  await noneOf(page, ['新增', '批量删除']);
  await noneOf(rowOf('shop_order_num'), ['编辑', '删除']);
  // asking a rule for a code is what every form does: it stays
  await expect(button(rowOf('shop_order_num'), '功能测试')).toBeVisible();

  await page.goto('/oss/file');
  await expect(rowOf(fileName)).toBeVisible(SLOW);
  await noneOf(page, ['上传']);
  await noneOf(rowOf(fileName), ['删除']);
  await expect(button(rowOf(fileName), '下载')).toBeVisible();

  await page.goto('/isystem/position');
  await expect(rowOf(positionName)).toBeVisible(SLOW);
  await noneOf(page, ['新增', '导入', '导出', '批量删除']);
  await noneOf(rowOf(positionName), ['编辑', '删除']);
  await page.screenshot({ path: 'tmp/test-results/config-access.png' });

  // The endpoints, called directly with the user's token: 510 before anything happens.
  const user = await apiLogin(request, username, PASSWORD);
  const refused = [
    await request.post(`${API}/sys/dataSource/add`, {
      ...as(user),
      data: { code: `x${stamp}`, name: 'x', dbType: '7', dbUrl: 'jdbc:sqlite:x' },
    }),
    await request.post(`${API}/online/cgreport/api/testConnection`, {
      ...as(user),
      data: { dbType: '7', dbUrl: 'jdbc:sqlite:cropwatch.sqlite' },
    }),
    await request.post(`${API}/sys/gatewayRoute/updateAll`, {
      ...as(user),
      data: { router: { routerId: `x${stamp}`, uri: 'lb://x', predicates: '[]', filters: '[]' } },
    }),
    await request.get(`${API}/sys/gatewayRoute/clearRedis`, as(user)),
    await request.delete(`${API}/sys/fillRule/delete`, { ...as(user), params: { id: '1260134137920090113' } }),
    await request.delete(`${API}/sys/oss/file/delete`, { ...as(user), params: { id: uploaded.result.id } }),
    await request.get(`${API}/sys/position/exportXls`, as(user)),
  ];
  for (const res of refused) {
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ success: false, code: 510, message: '没有权限，请联系管理员授权' });
  }
  const rules = await ok<{ records: { ruleCode: string }[] }>(
    request.get(`${API}/sys/fillRule/list`, { ...as(admin), params: { ruleCode: 'shop_order_num' } }),
  );
  expect(rules.result.records).toHaveLength(1);
});
