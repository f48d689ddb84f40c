import type { Page } from '@playwright/test';
import { expect, sideMenu, signIn, test } from './support/fixtures';

const tabBar = (page: Page) => page.locator('.cw-tab-bar .ant-tabs-nav').first();
const tab = (page: Page, title: string) => tabBar(page).locator('.ant-tabs-tab').filter({ hasText: title });
const tabTitles = async (page: Page) =>
  (await tabBar(page).locator('.ant-tabs-tab').allInnerTexts()).map((text) => text.trim());

/**
 * Right-clicks a tab near its corner (the menu belongs to the whole tab, not only its title text) and picks an entry;
 * the busy map page can close the menu while it lays out, so retry.
 */
async function chooseFromTabMenu(page: Page, title: string, entry: string): Promise<void> {
  await expect(async () => {
    await tab(page, title).click({ button: 'right', position: { x: 3, y: 3 } });
    await page.getByRole('menuitem', { name: entry }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('pages open as tabs and the tab menu closes the ones to the right and the others', async ({ page }) => {
  await signIn(page);
  for (const title of ['智能问答', '作物任务', '通报分析']) {
    await sideMenu(page).getByText(title, { exact: true }).click();
    await expect(tab(page, title)).toBeVisible();
  }
  expect(await tabTitles(page)).toEqual(['首页', '智能问答', '作物任务', '通报分析']);

  await chooseFromTabMenu(page, '作物任务', '关闭右侧');
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '智能问答', '作物任务']);

  await chooseFromTabMenu(page, '作物任务', '关闭其他');
  // The home tab is fixed: "close others" keeps it and the tab the menu was opened on.
  await expect.poll(() => tabTitles(page)).toEqual(['首页', '作物任务']);
  await expect(page).toHaveURL(/\/crop\/task$/);
});
