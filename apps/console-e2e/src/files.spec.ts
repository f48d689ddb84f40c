import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, signIn, test } from './support/fixtures';

// Journeys of issue #13: OSS files and the image-upload dialog of the rich-text editor.
test.describe.configure({ timeout: 240_000 });
test.use({ actionTimeout: 45_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const button = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}\\s*$`) });

/** A small real PNG (1×1, red). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('an image uploaded on the OSS page is listed, previewed and deleted', async ({ page }) => {
  const name = `长势-${Date.now().toString(36)}.png`;
  await page.goto('/oss/file');
  await button(page, '上传').first().click();
  const dialog = page.getByRole('dialog').filter({ hasText: '选择文件' });
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
  await expect(dialog.locator('.ant-upload-list-item-done')).toContainText(name);
  await button(dialog, '确定').click();
  await expect(dialog).toBeHidden();

  const row = page.locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText(/oss\/长势-.*_\d+\.png/);
  await button(row, '预览').click();
  const preview = page.locator('.ant-image-preview-img');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await button(row, '删除').click();
  await button(page.getByRole('tooltip'), '确定').click();
  await expect(row).toHaveCount(0);
});

test('an image address is inserted into an announcement through the network-address tab', async ({ page, baseURL }) => {
  await page.goto('/isystem/annountCement');
  const add = page.getByRole('button', { name: /新\s*增/ });
  await expect(add).toBeVisible({ timeout: 60_000 });
  await add.click();
  const dialog = page.getByRole('dialog', { name: '新增公告' });
  await dialog.getByRole('button', { name: '插入图片' }).click();
  const images = page.getByRole('dialog').filter({ hasText: '图片上传' });
  await images.getByRole('tab', { name: '网络地址' }).click();
  const address = images.getByLabel('图片地址');
  await address.fill('ftp://example');
  await expect(images.getByText('请输入 http:// 或 https:// 开头的地址')).toBeVisible();
  const src = `${baseURL}/logo.svg`;
  await address.fill(src);
  await expect(images.getByTestId('image-url-preview')).toBeVisible();
  await images.getByLabel('备注').last().fill('平台标志');
  await button(images, '确定').click();
  await expect(images).toBeHidden();
  const img = dialog.getByRole('textbox', { name: '内容' }).locator('img');
  await expect(img).toHaveAttribute('src', src);
  await expect(img).toHaveAttribute('alt', '平台标志');
});

test('an analysis text edited in the markdown editor keeps its Markdown and is shown rendered', async ({ page }) => {
  await page.goto('/analysis/analyze');
  const demo = page.locator('tr.ant-table-row').filter({ hasText: '全球农情遥感速报' }).first();
  await button(demo, '打开').click();
  await expect(page).toHaveURL(/\/analysis\/notification\?id=/);
  const chapter = page
    .locator('[data-testid^="chapter-"]')
    .filter({ has: page.getByRole('button', { name: '生成本章' }) })
    .first();
  await chapter.getByRole('button', { name: '生成本章' }).click();
  const item = chapter
    .getByRole('row')
    .filter({ has: page.locator('[data-status="GENERATED"]') })
    .first();
  await expect(item).toBeVisible({ timeout: 90_000 });
  await item.getByRole('button', { name: '查看内容' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '生成内容' });
  await button(drawer, '编辑内容').click();
  const editor = drawer.getByRole('textbox', { name: '内容' });
  await editor.fill('**降水偏多**，利于灌浆。\n\n- 北部偏旱\n- 南部适宜');
  // the live preview renders while typing
  await expect(drawer.locator('.wmde-markdown strong')).toHaveText('降水偏多');
  await button(drawer, '保存为新版本').click();
  await expect(page.getByText('保存成功！')).toBeVisible();
  const text = drawer.getByTestId('item-text').first();
  await expect(text.locator('strong')).toHaveText('降水偏多');
  await expect(text.locator('li')).toHaveText(['北部偏旱', '南部适宜']);
});

test("a user's avatar is chosen in the 图片上传 dialog and kept after saving", async ({ page }) => {
  await page.goto('/isystem/user');
  await page.getByLabel('账号', { exact: true }).fill('zhangwei');
  await button(page, '查询').click();
  const row = page.locator('tr.ant-table-row').filter({ hasText: 'zhangwei' });
  await button(row, '编辑').click();
  const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '编辑用户' });
  await drawer.getByRole('button', { name: /上传头像/ }).click();
  const images = page.getByRole('dialog').filter({ hasText: '图片上传' });
  await images.locator('input[type="file"]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(images.locator('.ant-upload-list-item-done')).toBeVisible();
  await button(images, '确定').click();
  await expect(images).toBeHidden();
  const avatar = drawer.getByRole('img', { name: '图片' });
  await expect(avatar).toHaveAttribute('src', /\/sys\/common\/static\/user\/face_\d+\.png$/);
  await button(drawer, '提交').click();
  await expect(drawer).toBeHidden();

  await button(row, '编辑').click();
  await expect(avatar).toHaveAttribute('src', /\/sys\/common\/static\/user\/face_\d+\.png$/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});
