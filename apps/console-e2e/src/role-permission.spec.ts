import type { Locator, Page } from '@playwright/test';
import { expect, signInTo, test } from './support/fixtures';

const OK = /^\s*确\s*定\s*$/;

/** The table row whose first data cell reads exactly `name` (tree tables indent, so match the cell, not the row). */
const rowOf = (page: Page, name: string): Locator =>
  page.locator('tr.ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });

/** The machine is shared: a lazily loaded page can take a while on first paint. */
const PAGE_LOAD = { timeout: 45_000 };

const treeBox = (drawer: Locator, name: string): Locator => drawer.getByRole('checkbox', { name, exact: true });

test('an admin creates a role, grants it two menus and one button, and finds the same ticks on reopening', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const roleName = `巡检员${stamp}`;
  test.slow();
  await signInTo(page, '/isystem/roleUserList');

  const addButton = page.getByRole('button', { name: /新\s*增/ });
  await expect(addButton).toBeVisible(PAGE_LOAD);
  await addButton.click();
  const form = page.getByRole('dialog', { name: '新增角色' });
  await form.getByPlaceholder('请输入角色名称').fill(roleName);
  await form.getByPlaceholder('请输入角色编码').fill(`e2e_${stamp}`);
  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('cell', { name: roleName, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `授权 ${roleName}` }).click();
  const drawer = page.getByRole('dialog', { name: `角色权限配置：${roleName}` });
  await expect(treeBox(drawer, '首页')).toBeVisible(PAGE_LOAD);
  for (const name of ['通讯录', '职务管理', '导出任务']) {
    await treeBox(drawer, name).click();
    await expect(treeBox(drawer, name)).toHaveAttribute('aria-checked', 'true');
  }
  await expect(treeBox(drawer, '作物任务')).toHaveAttribute('aria-checked', 'mixed');
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: `授权 ${roleName}` }).click();
  await expect(treeBox(drawer, '首页')).toBeVisible(PAGE_LOAD);
  for (const name of ['通讯录', '职务管理', '导出任务']) {
    await expect(treeBox(drawer, name)).toHaveAttribute('aria-checked', 'true');
  }
  await expect(treeBox(drawer, '系统管理')).toHaveAttribute('aria-checked', 'mixed');
  await expect(treeBox(drawer, '作物任务')).toHaveAttribute('aria-checked', 'mixed');
  await expect(treeBox(drawer, '首页')).toHaveAttribute('aria-checked', 'false');
  await expect(treeBox(drawer, '用户管理')).toHaveAttribute('aria-checked', 'false');
  // The three ticked menus, their two parents and the six buttons of 职务管理 (seeded with issue #20).
  await expect(drawer.getByText('已选择 11 项权限')).toBeVisible();
});

test('an admin adds a menu under an existing directory with the icon picker and sees it in the tree', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const menuName = `巡检报表${stamp}`;
  test.slow();
  await signInTo(page, '/isystem/permission');

  const directory = rowOf(page, '分析模块');
  await expect(directory).toBeVisible(PAGE_LOAD);
  await directory.getByRole('button', { name: '添加下级' }).click();
  const form = page.getByRole('dialog', { name: '添加下级' });
  await expect(form.getByRole('radio', { name: '子菜单' })).toBeChecked();
  await expect(form.getByText('分析模块')).toBeVisible();
  await form.getByPlaceholder('请输入名称').fill(menuName);
  await form.getByPlaceholder('如 /isystem/user').fill(`/analysis/patrol-${stamp}`);
  await form.getByPlaceholder('如 system/UserList').fill('analysis/PatrolReport');

  await form.getByRole('button', { name: '选择图标' }).click();
  const picker = page.getByRole('dialog', { name: '选择图标' });
  await picker.getByRole('searchbox', { name: '搜索图标' }).fill('rock');
  await expect(picker.getByRole('option')).toHaveCount(1);
  await picker.getByRole('option', { name: 'rocket' }).click();
  await expect(picker).toBeHidden();
  await expect(form.getByRole('textbox', { name: '菜单图标' })).toHaveValue('rocket');

  await form.getByRole('button', { name: OK }).click();
  await expect(form).toBeHidden();

  await directory.getByRole('button', { name: /展开行|expand row/i }).click();
  const added = rowOf(page, menuName);
  await expect(added).toBeVisible();
  await expect(added.getByRole('cell', { name: `/analysis/patrol-${stamp}` })).toBeVisible();
  await expect(added.getByRole('img', { name: 'rocket' })).toBeVisible();
});
