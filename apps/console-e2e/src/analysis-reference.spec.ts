import { expect, pickOption, signInTo, test } from './support/fixtures';

/**
 * The bulletin-analysis reference data against the emulator: chapters, cue words (with a preview rendered
 * from sample values) and country irrigation. Names are unique per run.
 */

const RUN = Date.now().toString(36).toUpperCase().slice(-5);

test('a chapter added on its page takes its place in the bulletin order', async ({ page }) => {
  const code = `CH_E2E_${RUN}`;
  await signInTo(page, '/analysis/chapter');
  await expect(page.getByRole('cell', { name: '主产区作物与环境状况' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增章节' });
  await dialog.getByLabel('章节编码').fill(code.toLowerCase());
  await dialog.getByLabel('中文名称').fill(`端到端章节 ${RUN}`);
  await dialog.getByLabel('英文名称').fill(`E2E chapter ${RUN}`);
  await dialog.getByLabel('排序').fill('99');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await page.locator('form.cw-list-page-search').getByLabel('章节编码', { exact: true }).fill(RUN);
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  // Typed in lower case, stored in upper case.
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: `端到端章节 ${RUN}` })).toBeVisible();
});

test('a cue word is previewed with its sample values, saved, and previewed again from the list', async ({ page }) => {
  const name = `e2e-prompt-${RUN}`;
  await signInTo(page, '/analysis/cue-word');
  await expect(page.getByRole('cell', { name: 'country-paragraph-zh' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增提示词' });
  await dialog.getByLabel('名称').fill(name);
  await pickOption(page, dialog.getByLabel('章节'), '主产区作物与环境状况');
  await dialog.getByLabel('提示词', { exact: true }).fill('请分析{region}在{period}的{indicator}。');
  await dialog.getByLabel('{region}').fill('黄淮海');
  await dialog.getByLabel('{period}').fill('2025年4–7月');
  await dialog.getByRole('button', { name: /预\s*览/ }).click();
  const preview = dialog.getByTestId('cue-word-preview');
  await expect(preview).toContainText('请分析黄淮海在2025年4–7月的{indicator}。');
  await expect(preview).toContainText('以下变量没有示例值，保留原样：indicator');
  await dialog.getByLabel('{indicator}').fill('最佳植被状况指数');
  await dialog.getByRole('button', { name: /预\s*览/ }).click();
  await expect(preview).toContainText('请分析黄淮海在2025年4–7月的最佳植被状况指数。');
  await expect(preview).not.toContainText('保留原样');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('主产区作物与环境状况');
  await expect(row).toContainText('v1');
  await row.getByRole('button', { name: /预\s*览/ }).click();
  const shown = page.getByRole('dialog').filter({ hasText: name });
  await expect(shown.getByTestId('cue-word-preview')).toContainText('请分析黄淮海在2025年4–7月的最佳植被状况指数。');
});

test('an irrigation row is edited and the rainfall relevance follows the new share', async ({ page }) => {
  const note = `E2E note ${RUN}`;
  await signInTo(page, '/analysis/country-irrigation');
  const row = page.getByRole('row').filter({ hasText: '(EGY)' });
  await expect(row).toContainText('100%');
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑国家灌溉' });
  await dialog.getByLabel('灌溉比例').fill('55');
  await dialog.getByLabel('英文说明').fill(note);
  await dialog.getByLabel('中文说明').click();
  await expect(dialog.getByTitle('中', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('55%');
  await expect(row.locator('.ant-tag').filter({ hasText: /^中$/ })).toBeVisible();
});
