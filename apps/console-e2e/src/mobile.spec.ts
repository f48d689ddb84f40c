import { expect, signIn, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the menu is a drawer instead of the fixed sider', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await expect(page.locator('.ant-drawer .ant-menu')).toHaveCount(0);

  await page.getByRole('button', { name: '展开/收起菜单' }).click();
  const drawer = page.locator('.ant-drawer .ant-menu');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('首页', { exact: true })).toBeVisible();
});
