import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, signIn, test } from './support/fixtures';

// Each journey walks several dialogs against a real server; on a busy two-core machine the defaults are too tight.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** antd puts a space between the two characters of a Chinese button label (`保 存`). */
const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) });

const unique = () => Date.now().toString(36);

/** The list page's search form (its labels repeat in the add/edit dialogs). */
const searchForm = (page: Page) => page.locator('.cw-list-page-search').first();

async function searchBy(page: Page, label: string, value: string): Promise<void> {
  await searchForm(page).getByLabel(label).fill(value);
  await button(searchForm(page), '查询').click();
}

const row = (scope: Page | Locator, text: string) => scope.locator('tr.ant-table-row').filter({ hasText: text });

async function addDictionary(page: Page, name: string, code: string): Promise<void> {
  await button(page, '新增').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新增字典' });
  await dialog.getByLabel('字典名称').fill(name);
  await dialog.getByLabel('字典编码').fill(code);
  await button(dialog, '保存').click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('a disabled dictionary item disappears from dictionary selects; refreshing the cache reports success', async ({
  page,
}) => {
  const code = `e2e_stage_${unique()}`;
  await page.goto('/isystem/dict');
  await addDictionary(page, '生育期', code);

  await searchBy(page, '字典编码', code);
  await row(page, code).getByRole('button', { name: '字典配置' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '字典配置：生育期' });
  await expect(drawer).toBeVisible();

  for (const [text, value] of [
    ['出苗期', '1'],
    ['拔节期', '2'],
  ]) {
    await button(drawer, '新增').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增字典项' });
    await dialog.getByLabel('名称').fill(text);
    await dialog.getByLabel('数据值').fill(value);
    await button(dialog, '保存').click();
    await expect(dialog).toBeHidden();
    await expect(row(drawer, text)).toBeVisible();
  }

  await button(row(drawer, '拔节期'), '禁用').click();
  await expect(row(drawer, '拔节期').getByText('不启用')).toBeVisible();

  await button(drawer, '预览').click();
  const preview = page.getByRole('dialog').filter({ hasText: '字典预览：生育期' });
  await preview.getByRole('combobox').click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: '出苗期' })).toBeVisible();
  await expect(options).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await button(preview.locator('.ant-modal-footer'), '关闭').click();
  await drawer
    .getByRole('button', { name: /close|关闭/i })
    .first()
    .click();

  await button(page, '刷新缓存').click();
  await expect(page.getByText('刷新缓存完成！')).toBeVisible();
});

test('the recycle bin restores a deleted dictionary', async ({ page }) => {
  const code = `e2e_bin_${unique()}`;
  await page.goto('/isystem/dict');
  await addDictionary(page, '回收测试', code);
  await searchBy(page, '字典编码', code);

  await button(row(page, code), '删除').click();
  await button(page.locator('.ant-popover'), '确定').click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(row(page, code)).toHaveCount(0);

  await button(page, '回收站').click();
  const bin = page.getByRole('dialog').filter({ hasText: '字典回收站' });
  await button(row(bin, code), '取回').click();
  await expect(page.getByText('操作成功!')).toBeVisible();
  await expect(row(bin, code)).toHaveCount(0);
  await button(bin.locator('.ant-modal-footer'), '关闭').click();

  await expect(row(page, code)).toBeVisible();
});

test('adds a child category whose code the server derives from the parent', async ({ page }) => {
  const name = `测试子类${unique()}`;
  await page.goto('/isys/category');
  const parent = row(page, 'A01').first();
  await expect(parent).toContainText('作物');
  await button(parent, '添加下级').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '添加下级' });
  await expect(dialog.getByText('作物', { exact: true })).toBeVisible();
  await dialog.getByLabel('分类名称').fill(name);
  await button(dialog, '保存').click();
  await expect(page.getByText('添加成功！')).toBeVisible();

  const child = row(page, name);
  await expect(child).toBeVisible();
  await expect(child).toContainText(/A01A\d\d/);
});

test('creates a check rule and tests values against it', async ({ page }) => {
  const code = `e2e_rule_${unique()}`;
  await page.goto('/isystem/checkRule');
  await button(page, '新增').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新增校验规则' });
  await dialog.getByLabel('规则名称').fill('地块编号');
  await dialog.getByLabel('规则编码').fill(code);
  await dialog.getByLabel('正则表达式').fill('^[A-Z]{2}[0-9]{3}$');
  await dialog.getByLabel('提示文本').fill('须为两位大写字母加三位数字');
  await button(dialog, '保存').click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  await searchBy(page, '规则编码', code);
  await button(row(page, code), '测试').click();
  const tester = page.getByRole('dialog').filter({ hasText: '测试规则：地块编号' });
  const input = tester.getByLabel('测试值');
  await input.fill('ab123');
  await input.press('Enter');
  await expect(tester.getByText('须为两位大写字母加三位数字')).toBeVisible();
  await input.fill('AB123');
  await input.press('Enter');
  await expect(tester.getByText('“AB123” 校验通过')).toBeVisible();
});
