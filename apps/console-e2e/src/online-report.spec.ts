import fs from 'node:fs';
import { expect, signInTo, test } from './support/fixtures';

/**
 * Issue #15: the online report route and the report popup picker, against the emulator's seeded reports.
 */

test('opens a seeded online report: search, sort, page, dictionary text and a real Excel export', async ({ page }) => {
  test.setTimeout(180_000);
  await signInTo(page, '/online/cgreport/rp_user_depart');
  const report = page.getByTestId('online-report');
  await expect(report.getByText('用户部门报表')).toBeVisible({ timeout: 60_000 });
  const rows = report.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  // Dictionary text: the sex column shows 男/女, never the stored 1/2.
  const sexCells = report.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)');
  await expect(sexCells.first()).toHaveText(/^(男|女|)$/);

  // Search by name (a LIKE search bound on the server).
  await report.getByLabel('姓名', { exact: true }).fill('王晓');
  await report.getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('analyst');
  await report.getByRole('button', { name: /重\s?置/ }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(1);

  // Sort by a sortable column: the request carries column/order and the rows come back ordered.
  const sorted = page.waitForRequest((r) => r.url().includes('/getData/') && r.url().includes('column=sex'));
  await report.getByRole('columnheader', { name: '性别' }).click();
  await sorted;

  // Export with the current search: a real xlsx (zip) named after the report.
  const download = page.waitForEvent('download');
  await report.getByRole('button', { name: /导\s?出/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('用户部门报表.xls');
  const saved = await file.path();
  expect(fs.readFileSync(saved).subarray(0, 2).toString()).toBe('PK');

  // Paging on the larger dictionary report.
  await page.goto('/online/cgreport/rp_dict_items');
  const dict = page.getByTestId('online-report');
  await expect(dict.getByText('字典项报表')).toBeVisible({ timeout: 60_000 });
  const page2 = page.waitForRequest((r) => r.url().includes('/getData/') && r.url().includes('pageNo=2'));
  await dict.locator('.ant-pagination-item-2').click();
  await page2;
  await expect(dict.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(dict.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
});

test('the crop task form picks a country and period from the crop indicator report popup', async ({ page }) => {
  test.setTimeout(180_000);
  await signInTo(page, '/crop/task');
  await expect(page.getByRole('columnheader', { name: '任务名称' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const form = page.getByRole('dialog', { name: /新增作物任务/ });
  await form.getByText('选择国家', { exact: true }).click();
  await form.getByRole('button', { name: '从作物指标中选择' }).click();
  const picker = page.getByRole('dialog', { name: '国家作物指标报表' });
  await expect(picker).toBeVisible();
  // Measured once the modal's opening zoom has finished.
  await expect.poll(async () => (await picker.boundingBox())?.width).toBe(1200);
  await picker.getByLabel('国家代码').fill('CHN');
  await picker.getByRole('button', { name: /查\s?询/ }).click();
  const rows = picker.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('CHN');
  const period = (await rows.first().locator('td').nth(4).textContent())!.trim();
  // Single select: choosing a second row replaces the first.
  await rows.nth(1).locator('.ant-radio-wrapper').click();
  await rows.first().locator('.ant-radio-wrapper').click();
  await picker.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(picker).toBeHidden();
  await expect(form.locator('.ant-select').filter({ hasText: '(CHN)' })).toBeVisible();
  await expect(
    form.getByLabel('监测时段').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
  ).toBeVisible();
  expect(period).toMatch(/^\d{4}-[A-Z]{3}_[A-Z]{3}$/);
});
