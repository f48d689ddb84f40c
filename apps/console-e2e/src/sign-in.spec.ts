import { expect, signIn, submitSignIn, test } from './support/fixtures';

test('admin signs in through the form and lands on the dashboard', async ({ page }) => {
  await page.goto('/user/login');
  await submitSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
  await expect(page.locator('.ant-layout-header')).toContainText('管理员');
  await expect(page).toHaveTitle(/CropWatch GPT/);
});

test('a wrong password keeps the user on the login page with the server message', async ({ page }) => {
  await page.goto('/user/login');
  await submitSignIn(page, 'admin', 'not-the-password');
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('a signed-in user visiting the login page goes to the home path', async ({ page }) => {
  await signIn(page);
  await page.goto('/user/login');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
