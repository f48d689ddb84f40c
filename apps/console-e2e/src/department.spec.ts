import type { Locator, Page } from '@playwright/test';
import { expect, submitSignIn, test } from './support/fixtures';

/** Opens an antd Select by its form label (antd adds the required mark and tooltip icon) and picks the first option. */
async function pickFirst(page: Page, dialog: Locator, label: RegExp): Promise<void> {
  const combobox = dialog.getByRole('combobox', { name: label });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // The open list highlights its first option; Enter picks it (no race with the previous list's closing animation).
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

test('a user with two departments and two tenants picks both in the dialog after login', async ({ page }) => {
  await page.goto('/user/login');
  await submitSignIn(page, 'analyst');
  const dialog = page.getByRole('dialog').filter({ hasText: '部门选择' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/user\/login/);

  await pickFirst(page, dialog, /租户/);
  await pickFirst(page, dialog, /部门/);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});
