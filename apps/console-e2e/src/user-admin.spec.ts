import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, submitSignIn, test } from './support/fixtures';

const USERS_PATH = '/isystem/user';
/** Waits for work the server does slowly (scrypt hashing, imports) on a shared two-core machine. */
const SLOW_MS = 60_000;

/** The users table body (antd renders a measure row first, so rows are matched by text). */
const table = (page: Page) => page.locator('.ant-table-tbody');
const rowOf = (page: Page, username: string) =>
  table(page)
    .locator('tr.ant-table-row')
    .filter({ has: page.getByRole('cell', { name: username, exact: true }) });

async function openUsers(page: Page): Promise<void> {
  await page.goto(USERS_PATH);
  // The page chunk and the first list arrive slowly on a busy two-core machine.
  // Not a particular user: earlier journeys add users, and the newest come first.
  await expect(table(page).locator('tr.ant-table-row').first()).toBeVisible({ timeout: SLOW_MS });
}

/** Picks `option` in the antd Select labelled `label` inside `scope`. */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label }).last();
  // A pick made while the dropdown animates can be lost on a busy machine: pick until the select shows it.
  await expect(async () => {
    await box.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 3_000 });
    // The chosen option's title shows in the select (the dropdown itself is rendered outside `scope`).
    await expect(scope.getByTitle(option, { exact: true }).last()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Searches the list by account (contains). */
async function searchAccount(page: Page, text: string): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(text);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
}

/** A header-first users sheet (the importer also accepts AutoPOI's two title rows). */
async function usersWorkbook(rows: (string | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户列表');
  sheet.addRow(['登录账号', '真实姓名', '性别', '手机号码', '电子邮件', '工号']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<Locator> {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /开始上传/ }).click();
  const result = page.getByRole('dialog').filter({ hasText: '导入成功,但是有错误数据!' });
  // Imports hash a password per row: slow on a busy machine.
  await expect(result).toBeVisible({ timeout: SLOW_MS });
  return result;
}

/** Each row of the first sheet as its cell texts joined by commas. */
function sheetLines(workbook: ExcelJS.Workbook): string[] {
  const lines: string[] = [];
  workbook.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell((cell) => cells.push(cell.text));
    lines.push(cells.join(','));
  });
  return lines;
}

const totalText = (page: Page) => page.locator('.ant-pagination-total-text');

test.describe('user administration', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('an advanced query of two conditions filters, is saved by name and re-applies after a reload', async ({
    page,
  }) => {
    await openUsers(page);
    await page.getByRole('button', { name: /高级查询/ }).click();
    const builder = page.getByRole('dialog').filter({ hasText: '高级查询构造器' });
    await builder.getByRole('button', { name: /添加条件/ }).click();
    await choose(page, builder, '选择查询字段', '性别');
    await choose(page, builder, '请输入值', '男');
    await builder.getByRole('button', { name: '添加条件' }).first().click();
    await choose(page, builder, '选择查询字段', '用户账号');
    await choose(page, builder, '匹配规则', '包含');
    await builder.getByRole('textbox', { name: '请输入值' }).fill('a');

    await builder.getByRole('button', { name: /保存查询条件/ }).click();
    const naming = page.getByRole('dialog').filter({ hasText: '请输入保存的名称' });
    await naming.getByRole('textbox').fill('男性含a');
    await naming.getByRole('button', { name: /确\s*定/ }).click();
    await expect(builder.getByRole('button', { name: '男性含a', exact: true })).toBeVisible();
    await builder.getByRole('button', { name: /^查\s*询$/ }).click();

    const expected = ['admin', 'analyst', 'zhangwei'];
    await expect(totalText(page)).toHaveText('1-3 共3条');
    for (const username of expected) await expect(rowOf(page, username)).toBeVisible();
    for (const username of ['lina', 'liuyang', 'viewer']) await expect(rowOf(page, username)).toHaveCount(0);

    // After a reload the list is unfiltered again: more than the three rows (earlier journeys add users, so a
    // given seeded user may sit on a later page — the count says it, not one row).
    await page.reload();
    await expect(totalText(page)).toHaveText(/共([4-9]|\d{2,})条/, { timeout: SLOW_MS });
    await page.getByRole('button', { name: /高级查询/ }).click();
    const reopened = page.getByRole('dialog').filter({ hasText: '高级查询构造器' });
    await reopened.getByRole('button', { name: '男性含a', exact: true }).click();
    await expect(reopened.getByRole('textbox', { name: '请输入值' })).toHaveValue('a');
    await reopened.getByRole('button', { name: /^查\s*询$/ }).click();
    await expect(totalText(page)).toHaveText('1-3 共3条');
    await expect(rowOf(page, 'lina')).toHaveCount(0);
    for (const username of expected) await expect(rowOf(page, username)).toBeVisible();
  });

  test('an import of three good and two bad rows reports partial success with a working error file', async ({
    page,
    request,
  }) => {
    await openUsers(page);
    const buffer = await usersWorkbook([
      ['e2e_imp1', '导入一', '男', '13722220001', 'imp1@example.com', 'IMP001'],
      ['admin', '重复账号', '男', '13722220002', null, 'IMP002'],
      ['e2e_imp2', '导入二', '女', '13722220003', null, 'IMP003'],
      ['e2e_imp3', '导入三', '女', '13722220004', null, 'IMP004'],
      ['e2e_bad', '手机错误', '男', '12345', null, 'IMP005'],
    ]);
    const result = await importFile(page, {
      name: 'users.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await expect(result.getByText('文件导入成功，但有错误。')).toBeVisible();
    await expect(result.getByText('总上传行数：5，已导入行数：3，错误行数：2')).toBeVisible();

    const href = await result.getByRole('link').getAttribute('href');
    expect(href).toMatch(/\/sys\/common\/static\/logs\//);
    const errorFile = await request.get(href!);
    expect(errorFile.status()).toBe(200);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load((await errorFile.body()) as unknown as ArrayBuffer);
    const lines = sheetLines(errors);
    expect(lines.join('\n')).toContain('登录账号已存在');
    expect(lines.join('\n')).toContain('请输入正确手机号');
    await result.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();

    await searchAccount(page, 'e2e_imp');
    await expect(totalText(page)).toHaveText('1-3 共3条');
    for (const username of ['e2e_imp1', 'e2e_imp2', 'e2e_imp3']) await expect(rowOf(page, username)).toBeVisible();
  });

  test('the exported list is a real workbook, and importing it again reports every row as existing', async ({
    page,
  }) => {
    await openUsers(page);
    const total = await totalText(page).textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx?$/);
    const file = await readFile(await download.path());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const cells = sheetLines(workbook);
    expect(cells.join('\n')).toContain('登录账号');
    expect(cells.join('\n')).toContain('admin');
    const exportedRows = cells.filter((line) => /^(admin|analyst|lina|zhaomin),/.test(line));
    expect(exportedRows.length).toBeGreaterThanOrEqual(4);

    const result = await importFile(page, {
      name: download.suggestedFilename(),
      mimeType: 'application/vnd.ms-excel',
      buffer: file,
    });
    await expect(result.getByText(/已导入行数：0/)).toBeVisible();
    await result.getByRole('button', { name: /确\s*定|知道了|OK/ }).click();
    await expect(totalText(page)).toHaveText(total ?? '');
  });

  test('a frozen user cannot sign in until unfrozen', async ({ page, browser }) => {
    await openUsers(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ hasText: '添加用户' });
    await drawer.getByLabel('用户账号').fill('e2e_frozen');
    await drawer.getByLabel('登录密码').fill('Frozen2024');
    await drawer.getByLabel('确认密码').fill('Frozen2024');
    await drawer.getByLabel('用户姓名').fill('冻结测试');
    await drawer.getByLabel('工号').fill('E2EFRZ01');
    await drawer.getByLabel('手机号码').fill('13733330001');
    await drawer.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('添加成功！')).toBeVisible({ timeout: SLOW_MS });
    await expect(drawer).toBeHidden();

    const freeze = async (action: '冻结' | '解冻') => {
      await searchAccount(page, 'e2e_frozen');
      await rowOf(page, 'e2e_frozen').getByRole('button', { name: /更多/ }).click();
      await page.getByRole('menuitem', { name: action }).click();
      // A click during the dialog's opening animation can be lost on a busy machine: confirm until it closes.
      const confirm = page.getByRole('dialog').filter({ hasText: '确认操作' });
      await expect(async () => {
        if (await confirm.isVisible()) await confirm.getByRole('button', { name: /提\s*交/ }).click({ timeout: 3_000 });
        await expect(confirm).toBeHidden({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(rowOf(page, 'e2e_frozen')).toContainText(action === '冻结' ? '冻结' : '正常', {
        timeout: SLOW_MS,
      });
    };

    const trySignIn = async () => {
      // A second browser session, so the administrator's stays signed in.
      const context = await browser.newContext();
      const other = await context.newPage();
      await other.goto(new URL('/user/login', page.url()).toString());
      await submitSignIn(other, 'e2e_frozen', 'Frozen2024');
      return { other, close: () => context.close() };
    };

    await freeze('冻结');
    const refused = await trySignIn();
    await expect(refused.other.getByText('该用户已冻结')).toBeVisible({ timeout: SLOW_MS });
    await expect(refused.other).toHaveURL(/\/user\/login/);
    await refused.close();

    await freeze('解冻');
    const accepted = await trySignIn();
    await expect(accepted.other).not.toHaveURL(/\/user\/login/, { timeout: SLOW_MS });
    await accepted.close();
  });
});
