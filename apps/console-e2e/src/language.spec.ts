import { expect, sideMenu, signIn, test } from './support/fixtures';

test('switching from Chinese to English reloads the page and changes the UI language', async ({ page }) => {
  await signIn(page);
  await expect(sideMenu(page).getByText('首页', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: '语言', exact: true }).hover();
  // The reload fetches the whole console again: slow on a busy two-core machine.
  const reloaded = page.waitForEvent('load', { timeout: 45_000 });
  await page.getByRole('menuitem', { name: 'English' }).click();
  await reloaded;

  await expect(sideMenu(page).getByText('Home', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('首页', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
});
