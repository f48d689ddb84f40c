import type { Page } from '@playwright/test';
import { expect, pickOption, signIn, test } from './support/fixtures';

/** Unique per run: the emulator database lives for the whole Playwright run. */
const stamp = Date.now().toString(36).slice(-5);

const tree = (page: Page) => page.getByRole('tree', { name: '部门树' });
const node = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens a menu route and waits for its page chunk, which takes long on a busy machine. */
async function open(page: Page, path: string, ready: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: ready })).toBeVisible({ timeout: 45_000 });
}

test.describe('department administration', () => {
  test.beforeEach(async ({ page }) => {
    // Sign-in plus a lazily loaded page and several round trips each: the default 60 s is tight on two cores.
    test.slow();
    await signIn(page);
  });

  test('builds a department tree, finds, edits and deletes the child', async ({ page }) => {
    const top = `E2E总部${stamp}`;
    const child = `E2E研发部${stamp}`;
    await open(page, '/isystem/depart', '添加部门');

    await page.getByRole('button', { name: '添加部门' }).click();
    const addTop = dialog(page, '添加部门');
    await addTop.getByLabel('机构名称').fill(top);
    await addTop.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    await expect(node(page, top)).toBeVisible();

    await node(page, top).getByText(top).click();
    await page.getByRole('button', { name: '添加下级' }).click();
    const addChild = dialog(page, '添加下级部门');
    await expect(addChild.getByLabel('上级部门')).toHaveValue(top);
    await addChild.getByLabel('机构名称').fill(child);
    await addChild.getByRole('button', { name: /确\s*定/ }).click();
    await expect(node(page, child)).toBeVisible();

    const search = page.getByRole('searchbox', { name: '请输入部门名称' });
    await search.fill(child);
    await search.press('Enter');
    await expect(tree(page).getByRole('treeitem')).toHaveCount(1);
    await expect(node(page, child)).toBeVisible();

    await node(page, child).getByText(child).click();
    await expect(page.getByLabel('机构编码')).toHaveValue(/^[A-Z]\d{2}[A-Z]\d{2}$/);
    await page.getByLabel('机构名称').fill(`${child}改`);
    await page.getByLabel('传真').fill('010-88886666');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('修改成功!')).toBeVisible();

    // Clearing the search brings the tree back as it was: the parent is still open.
    await search.fill('');
    await search.press('Enter');
    await expect(node(page, top)).toHaveAttribute('aria-expanded', 'true');
    await expect(node(page, `${child}改`)).toBeVisible();
    await node(page, `${child}改`).getByText(`${child}改`).click();
    await expect(page.getByLabel('传真')).toHaveValue('010-88886666');
    await page.getByRole('button', { name: /^删\s*除$/ }).click();
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(node(page, `${child}改`)).toHaveCount(0);
    await expect(node(page, top)).toBeVisible();
  });

  test('creates a position', async ({ page }) => {
    const code = `E2E_${stamp}`;
    await open(page, '/isystem/position', /新\s*增/);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const add = dialog(page, '新增职务');
    await add.getByLabel('职务名称').fill(`E2E职务${stamp}`);
    await add.getByLabel('职务编码').fill(code);
    await pickOption(page, add.getByLabel('职级'), '中级');
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(`E2E职务${stamp}`);
    await expect(row).toContainText('中级');
  });

  test('creates a tenant and toggles its status', async ({ page }) => {
    const id = String(1000 + (Date.now() % 100000));
    const name = `E2E租户${stamp}`;
    await open(page, '/isys/tenant', /新\s*增/);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const add = dialog(page, '新增租户');
    await add.getByLabel('租户编号').fill(id);
    await add.getByLabel('租户名称').fill(name);
    await add.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible();

    const status = page.getByRole('switch', { name: `${name} 的状态` });
    await expect(status).toBeChecked();
    await status.click();
    await expect(page.getByText('修改成功!')).toBeVisible();
    await expect(status).not.toBeChecked();
    // Stored, not only shown: a fresh page load (slow on a busy machine) reads it back.
    await page.reload();
    await expect(page.getByRole('switch', { name: `${name} 的状态` })).not.toBeChecked({ timeout: 30_000 });
  });
});
