import { expect, signIn, test } from './support/fixtures';
test('shot', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/analysis');
  await expect(page.getByTestId('condition-map-ready')).toBeAttached();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'tmp/home-1440.png', fullPage: true });
  await page.locator('path.cw-unit-IND').hover();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'tmp/home-hover.png' });
  await page.locator('path.cw-unit-IND').click({ force: true });
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'tmp/home-details.png' });
});
