import { expect, signIn, test } from './support/fixtures';

test('an unknown path shows the 404 page', async ({ page }) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('404').first()).toBeVisible();
});
