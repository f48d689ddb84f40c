import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, expect, signIn, submitSignIn, test } from './support/fixtures';

const USER = 'viewer';
const NEW_PASSWORD = 'Viewer#2024new';

/** Puts the demo password back through the API so the other journeys (and a retry) find the seed state. */
async function restorePassword(request: APIRequestContext, baseURL: string, current: string): Promise<void> {
  const login = await request.post(`${baseURL}/jeecg-boot/sys/login`, {
    data: { username: USER, password: current, captcha: 'abcd', checkKey: String(Date.now()) },
  });
  const body = (await login.json()) as { success: boolean; result?: { token: string } };
  if (!body.success || !body.result) return;
  await request.post(`${baseURL}/jeecg-boot/sys/user/updatePassword`, {
    headers: { 'X-Access-Token': body.result.token },
    data: { username: USER, oldpassword: current, password: PASSWORD, confirmpassword: PASSWORD },
  });
}

test('a user changes the password and signs in with the new one', async ({ page, request, baseURL }) => {
  try {
    await signIn(page, USER);
    await page.getByRole('button', { name: '陈观澜', exact: true }).hover();
    await page.getByRole('menuitem', { name: '密码修改' }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: '修改密码' });
    const inputs = dialog.locator('input[type="password"]');
    await expect(inputs).toHaveCount(3);
    await inputs.nth(0).fill(PASSWORD);
    await inputs.nth(1).fill(NEW_PASSWORD);
    await inputs.nth(2).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /确\s*定|提\s*交|ok|submit/i }).click();
    await expect(dialog).toBeHidden();

    // The old session may be closed by the change; sign in afresh with each password.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/login');
    await submitSignIn(page, USER, PASSWORD);
    await expect(page).toHaveURL(/\/user\/login/);
    await page.goto('/user/login');
    await submitSignIn(page, USER, NEW_PASSWORD);
    await expect(page).not.toHaveURL(/\/user\/login/);
  } finally {
    await restorePassword(request, baseURL!, NEW_PASSWORD);
  }
});
