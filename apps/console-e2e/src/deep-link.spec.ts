import { expect, submitSignIn, test } from './support/fixtures';

test('an unauthenticated deep link goes to login with a redirect and back there after sign-in', async ({ page }) => {
  await page.goto('/isystem/user?x=1');
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/isystem/user?x=1');

  await submitSignIn(page, 'admin');
  await expect(page).toHaveURL(/\/isystem\/user\?x=1$/);
});
