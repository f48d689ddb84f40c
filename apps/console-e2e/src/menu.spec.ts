import { expect, sideMenu, signIn, test } from './support/fixtures';

test('the side menu starts with home, chat assistant, crop task and notification analysis', async ({ page }) => {
  await signIn(page);
  const rootItems = sideMenu(page).locator(':scope > li');
  await expect(rootItems.first()).toBeVisible();
  const titles = (await rootItems.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
  expect(titles.slice(0, 4)).toEqual(['首页', '智能问答', '作物任务', '通报分析']);
});

test('selecting a menu entry opens its page and highlights it', async ({ page }) => {
  await signIn(page);
  await sideMenu(page).getByText('作物任务', { exact: true }).click();
  await expect(page).toHaveURL(/\/crop\/task$/);
  await expect(sideMenu(page).locator('.ant-menu-item-selected')).toContainText('作物任务');
});
