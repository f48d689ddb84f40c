import { expect, signIn, test } from './support/fixtures';

test('logout asks for confirmation, returns to login, and protected pages stay closed', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '真的要注销登录吗' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /确\s*定|ok|yes/i }).click();
  await expect(page).toHaveURL(/\/user\/login/);

  await page.goBack();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/dashboard/analysis');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
});
