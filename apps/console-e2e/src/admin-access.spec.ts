import type { Locator, Page } from '@playwright/test';
import { expect, sideMenu, signIn, submitSignIn, test } from './support/fixtures';

/**
 * The administration pages working together (issue #3): a department tree, a role holding a subset of menus and one
 * button, and a user in that department with that role, who then signs in and sees exactly those menus and that
 * button. Everything goes through the pages, none of it through the API.
 */

const stamp = Date.now().toString(36).slice(-5);
const PASSWORD = 'Access2024';
const SLOW = { timeout: 60_000 };
const OK = /^\s*确\s*定\s*$/;

const departTree = (page: Page) => page.getByRole('tree', { name: '部门树' });
const departNode = (page: Page, name: string) => departTree(page).getByRole('treeitem', { name, exact: true });
const grantBox = (drawer: Locator, name: string) => drawer.getByRole('checkbox', { name, exact: true });
const rootMenuTitles = async (page: Page) =>
  (await sideMenu(page).locator(':scope > li').allInnerTexts()).map((t) => t.trim()).filter(Boolean);

test('a user created in a new department with a new role sees exactly the granted menus and button', async ({
  page,
  browser,
}) => {
  test.setTimeout(480_000);
  const top = `E2E巡检中心${stamp}`;
  const child = `E2E巡检一组${stamp}`;
  const roleName = `巡检角色${stamp}`;
  const username = `e2e_acc_${stamp}`;
  await signIn(page);

  // 1. The department tree: a top-level department and a child under it.
  await page.goto('/isystem/depart');
  await expect(page.getByRole('button', { name: '添加部门' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: '添加部门' }).click();
  const addTop = page.getByRole('dialog', { name: '添加部门' });
  await addTop.getByLabel('机构名称').fill(top);
  await addTop.getByRole('button', { name: OK }).click();
  await expect(departNode(page, top)).toBeVisible(SLOW);
  await departNode(page, top).getByText(top).click();
  await page.getByRole('button', { name: '添加下级' }).click();
  const addChild = page.getByRole('dialog', { name: '添加下级部门' });
  await addChild.getByLabel('机构名称').fill(child);
  await addChild.getByRole('button', { name: OK }).click();
  await expect(departNode(page, child)).toBeVisible(SLOW);

  // 2. The role: the user list page and its add button only.
  await page.goto('/isystem/roleUserList');
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible(SLOW);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const roleForm = page.getByRole('dialog', { name: '新增角色' });
  await roleForm.getByPlaceholder('请输入角色名称').fill(roleName);
  await roleForm.getByPlaceholder('请输入角色编码').fill(`e2e_acc_${stamp}`);
  await roleForm.getByRole('button', { name: OK }).click();
  await expect(roleForm).toBeHidden(SLOW);
  await page.getByRole('button', { name: `授权 ${roleName}` }).click();
  const drawer = page.getByRole('dialog', { name: `角色权限配置：${roleName}` });
  await expect(grantBox(drawer, '用户管理')).toBeVisible(SLOW);
  // Linked tree: ticking the button ticks nothing else, and the save adds its menu and folder.
  await drawer.getByRole('button', { name: '展开所有' }).click();
  await grantBox(drawer, '添加用户').click();
  await expect(grantBox(drawer, '用户管理')).toHaveAttribute('aria-checked', 'mixed');
  await drawer.getByRole('button', { name: '保存并关闭' }).click();
  await expect(drawer).toBeHidden(SLOW);

  // 3. The user, in the child department, with the role.
  await page.goto('/isystem/user');
  await expect(page.getByRole('button', { name: /新\s*增/ })).toBeVisible(SLOW);
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const userForm = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '添加用户' });
  await userForm.getByLabel('用户账号').fill(username);
  await userForm.getByLabel('登录密码').fill(PASSWORD);
  await userForm.getByLabel('确认密码').fill(PASSWORD);
  await userForm.getByLabel('用户姓名').fill('巡检员');
  await userForm.getByLabel('工号').fill(`ACC${stamp}`);
  await userForm.getByLabel('手机号码').fill(`136${String(Date.now() % 1e8).padStart(8, '0')}`);
  // A pick made while the dropdown animates can be lost on a busy machine: pick until the role shows as chosen.
  await expect(async () => {
    await userForm.getByRole('combobox', { name: '角色分配' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(roleName, { exact: true }).click({ timeout: 3_000 });
    await expect(userForm.locator('.ant-select-selection-item, .ant-select-selection-overflow-item')).toContainText(
      [roleName],
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await userForm.getByLabel('所属部门').click();
  const picker = page.getByRole('dialog', { name: '选择部门' });
  const search = picker.getByPlaceholder('请输入部门名称');
  await search.fill(child);
  await search.press('Enter');
  await picker.getByText(child, { exact: true }).click();
  await picker.getByRole('button', { name: OK }).click();
  await expect(userForm.getByLabel('所属部门')).toHaveValue(child);
  await userForm.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible(SLOW);

  // 4. The new user signs in elsewhere: one folder with one page, and on it only the granted button.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto(new URL('/user/login', page.url()).toString());
  await submitSignIn(other, username, PASSWORD);
  await expect(other).not.toHaveURL(/\/user\/login/, SLOW);
  await expect(sideMenu(other).locator(':scope > li').first()).toBeVisible(SLOW);
  // 首页 is everyone's: the server prepends it when the user's menus lack it (as JeecgBoot does).
  await expect.poll(() => rootMenuTitles(other), SLOW).toEqual(['首页', '系统管理']);
  await sideMenu(other).getByText('系统管理', { exact: true }).click();
  const pages = sideMenu(other).locator('.ant-menu-sub li[role="menuitem"]');
  await expect(pages).toHaveText(['用户管理']);
  await pages.first().click();
  await expect(other).toHaveURL(/\/isystem\/user/);
  await expect(other.getByRole('button', { name: /新\s*增/ })).toBeVisible(SLOW);
  for (const name of [/导\s*出/, /导\s*入/, /批量删除/, /批量冻结/]) {
    await expect(other.getByRole('button', { name })).toHaveCount(0);
  }
  await context.close();
});
