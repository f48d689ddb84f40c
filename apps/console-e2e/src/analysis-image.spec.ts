import { expect, signIn, signInTo, test } from './support/fixtures';

/**
 * The image generator against the emulator: a departure bar chart of the MPZ partition drawn on the server
 * (ECharts SVG), shown large, stored in the gallery with its path, and deleted again.
 */

test('a departure bar chart of the MPZ partition is generated, shown, listed and deleted', async ({ page }) => {
  await signInTo(page, '/analysis/image-generator');
  const form = page.getByRole('form', { name: '绘制图表或地图' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: '距平柱状图' })).toBeChecked();
  // RAIN and the newest period are preselected; the period must be 2025 Jul–Oct here.
  await form.getByLabel('监测时期').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '2025-JUL_OCT' }).click();
  await form.getByRole('combobox', { name: '分区' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '(MPZ,' }).click();
  const title = `主产区降水距平 ${Date.now().toString(36)}`;
  await form.getByLabel('标题').fill(title);
  await form.getByRole('button', { name: /生\s*成/ }).click();

  const result = page.getByTestId('analysis-image-result');
  const image = result.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  // The SVG really loaded from /sys/common/static (an <img> that failed has no natural width).
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const path = (await result.locator('code').textContent())?.trim() ?? '';
  expect(path).toMatch(/^analysis\/images\/\w+\.svg$/);

  const card = page.getByTestId('analysis-image-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText(path);
  await page.screenshot({ path: test.info().outputPath('analysis-image-generator.png'), fullPage: true });

  await card.getByRole('button', { name: /删\s*除/ }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByTestId('analysis-image-card').filter({ hasText: title })).toHaveCount(0);
});

test('in English, a time profile of picked units is drawn with English labels', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言', exact: true }).hover();
  const reloaded = page.waitForEvent('load', { timeout: 45_000 });
  await page.getByRole('menuitem', { name: 'English' }).click();
  await reloaded;
  await page.goto('/analysis/image-generator');
  const form = page.getByRole('form', { name: 'Draw a chart or map' });
  // antd draws the radio buttons over hidden inputs: click their labels.
  await form.getByText('Time profile', { exact: true }).click();
  await expect(form.getByLabel('Monitoring period')).toHaveCount(0);
  await form.getByLabel('Indicator').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '(TEMP)' }).click();
  await form.getByText('Pick units', { exact: true }).click();
  const units = form.getByRole('combobox', { name: 'Units' });
  for (const code of ['NAM', 'WEU']) {
    await units.click();
    await units.fill(code);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `(${code})` })
      .click();
  }
  await page.keyboard.press('Escape');
  // The image language follows the console's.
  await expect(form.getByRole('radio', { name: 'English' })).toBeChecked();
  await form.getByRole('button', { name: 'Generate' }).click();

  const image = page.getByTestId('analysis-image-result').getByRole('img', { name: /time profile/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('analysis-image-generator-en.png'), fullPage: true });
  const card = page.getByTestId('analysis-image-card').first();
  await expect(card).toContainText('Time profile');
  await expect(card).toContainText('TEMP');
});
