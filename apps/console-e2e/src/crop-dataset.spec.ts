import { expect, signInTo, test } from './support/fixtures';

/**
 * Crop datasets (`crop-data/DatasetList`, issue #35): the seeded FAO yields are listed as real data; a small
 * yield-history CSV is imported as a draft, activated (the FAO dataset is archived), and the FAO dataset is
 * activated again so the other journeys keep their data.
 */

const RUN = Date.now().toString(36);
const HEADER =
  'Entity,Code,Year,Wheat (tonnes per hectare),Rice (tonnes per hectare),Maize (tonnes per hectare),Soybeans (tonnes per hectare),Potatoes (tonnes per hectare),Beans (tonnes per hectare),Peas (tonnes per hectare),Cassava (tonnes per hectare),Barley (tonnes per hectare),Cocoa beans (tonnes per hectare),Bananas (tonnes per hectare)';
const FAO = 'FAO crop yields 1961–2018 (Our World in Data)';

test('imports a yield-history file, activates it, and activates the FAO dataset again', async ({ page }) => {
  test.setTimeout(60_000);
  await signInTo(page, '/crop-data/datasets');
  const faoRow = page.getByRole('row').filter({ hasText: FAO });
  await expect(faoRow).toContainText('真实数据', { timeout: 30_000 });

  await page.getByRole('button', { name: '导入单产历史、指标或产量估算' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '导入单产历史数据' });
  const name = `E2E单产-${RUN}`;
  await dialog.getByLabel('名称').fill(name);
  // The run's id in a value makes every run's file new (the same bytes again would add nothing).
  const csv = [HEADER, `India,IND,2019,3.${Date.now() % 1000},,,,,,,,,,`, '肯尼亚,,2019,,,1.6,,,,,,,,'].join('\n');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: /开始导入/ }).click();
  await expect(page.getByText(`导入成功：数据集「${name}」（草稿）`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '启用' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  // Active: the state tag says so and only 归档 is left to do.
  await expect(row.getByRole('button', { name: '启用' })).toHaveCount(0);
  await expect(faoRow).toContainText('已归档');

  await faoRow.getByRole('button', { name: '启用' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row).toContainText('已归档');
  await expect(faoRow).not.toContainText('已归档');
});
