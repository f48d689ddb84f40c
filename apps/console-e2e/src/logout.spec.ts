import { expect, sideMenu, signIn, test } from './support/fixtures';

test('logout asks for confirmation, returns to login, and protected pages stay closed', async ({ page }) => {
  await signIn(page);
  await sideMenu(page).getByText('作物任务', { exact: true }).click();
  await expect(page).toHaveURL(/\/crop\/task$/);

  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  // A deliberate logout lands on a clean login page (issue #18): no redirect to this user's last page.
  await expect(page).toHaveURL(/\/user\/login$/);

  await page.goto('/crop/task');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fcrop%2Ftask/);
});

// Issue #18: the browser's Back to a page of the ended session gets the guard's redirect, never a blank page (the
// redirect is issued per location, and the sign-out's clean login does not outlive the sign-out's own navigation).
test('Back after logout returns to the login page with the page asked for', async ({ page }) => {
  await signIn(page);
  await sideMenu(page).getByText('作物任务', { exact: true }).click();
  await expect(page).toHaveURL(/\/crop\/task$/);
  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '真的要注销登录吗' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard%2Fanalysis/);
});
