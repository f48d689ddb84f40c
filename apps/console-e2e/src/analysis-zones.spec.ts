import type { Locator, Page } from '@playwright/test';
import { expect, signInTo, test } from './support/fixtures';

/**
 * Zones and partitions against the emulator: a partition added, a zone taken from the crop-data picker (with
 * data) and a planned one (flagged without data), the partition's delete refused while it holds zones; then
 * the analyses and items lists as a user sees them. Codes are unique per run.
 */

const RUN = Date.now().toString(36).toUpperCase().slice(-5);

async function pick(page: Page, field: Locator, option: string | RegExp, search?: string) {
  await expect(async () => {
    await field.click();
    if (search) await field.fill(search);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('a partition gets a zone from the crop data and a planned one, and cannot be deleted while it has zones', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const code = `E2E_${RUN}`;
  await signInTo(page, '/analysis/aezs');
  const partitions = page.getByRole('menu', { name: '分区' });
  await expect(partitions.getByText('主产区')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WAF' })).toContainText('有数据');

  await page.getByRole('button', { name: '新增分区' }).click();
  const partitionForm = page.getByRole('dialog', { name: '新增分区' });
  await partitionForm.getByLabel('分区编码').fill(code);
  await partitionForm.getByLabel('中文名称').fill(`端到端分区 ${RUN}`);
  await partitionForm.getByLabel('英文名称').fill(`E2E partition ${RUN}`);
  await partitionForm.getByLabel('排序').fill('999');
  await partitionForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(partitionForm).toBeHidden();
  await partitions.getByText(`端到端分区 ${RUN}`).click();
  await expect(page.getByText(`端到端分区 ${RUN} · ${code}`)).toBeVisible();

  // A zone from the crop data: the picker fills code, names and level.
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  let zoneForm = page.getByRole('dialog', { name: '新增区域' });
  await pick(page, zoneForm.getByLabel('作物数据单元'), 'NAM · 北美 (mpz)', 'NAM');
  await expect(zoneForm.getByLabel('区域编码')).toHaveValue('NAM');
  await expect(zoneForm.getByLabel('英文名称')).toHaveValue('North America');
  await zoneForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(zoneForm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'NAM' })).toContainText('有数据');

  // A planned zone: allowed, flagged.
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  zoneForm = page.getByRole('dialog', { name: '新增区域' });
  // A fresh form: nothing left over from the previous zone.
  await expect(zoneForm.getByLabel('区域编码')).toHaveValue('');
  await zoneForm.getByLabel('区域编码').fill(`PLAN-${RUN}`);
  await expect(zoneForm.getByText('作物数据中没有这个编码')).toBeVisible();
  await zoneForm.getByLabel('中文名称').fill('计划区');
  await zoneForm.getByLabel('英文名称').fill('Planned zone');
  await zoneForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(zoneForm).toBeHidden();
  const planned = page.getByRole('row').filter({ hasText: `PLAN-${RUN}` });
  await expect(planned).toContainText('无数据');
  await expect(planned).toContainText('农业生态区');

  await page.getByRole('button', { name: '删除分区' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText(`分区下还有区域，不能删除：${code}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('aezs-zh.png'), fullPage: true });

  await page.goto('/analysis/analyze');
  await expect(page.getByRole('row').filter({ hasText: '7–10月' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analyze-zh.png'), fullPage: true });

  await page.goto('/analysis/analyze-item');
  await expect(page.getByRole('row').filter({ hasText: 'WAF' }).first()).toBeVisible();
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  const itemForm = page.getByRole('dialog', { name: '新增分析条目' });
  await itemForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(itemForm.getByText('提示词不能为空')).toBeVisible();
  await expect(itemForm.getByText('请选择条目')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analyze-item-zh.png'), fullPage: true });

  // The same pages in English.
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
  await page.goto('/analysis/aezs');
  await expect(page.getByRole('menu', { name: 'Partitions' }).getByText('Major production zones')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'WAF' })).toContainText('Has data');
  await page.screenshot({ path: testInfo.outputPath('aezs-en.png'), fullPage: true });
  await page.goto('/analysis/analyze-item');
  await page.locator('.cw-list-page-toolbar').getByRole('button', { name: /Add/ }).click();
  await expect(page.getByRole('dialog', { name: 'Add analysis item' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('analyze-item-en.png'), fullPage: true });
});
