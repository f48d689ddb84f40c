import { expect, sideMenu, signIn, test } from './support/fixtures';

test('logout asks for confirmation, returns to login, and protected pages stay closed', async ({ page }) => {
  await signIn(page);
  // A second history entry, so "back" after logout lands on a protected page.
  await sideMenu(page).getByText('作物任务', { exact: true }).click();
  await expect(page).toHaveURL(/\/crop\/task$/);

  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  await page.goBack();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/);
  await page.goto('/crop/task');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fcrop%2Ftask/);
});
