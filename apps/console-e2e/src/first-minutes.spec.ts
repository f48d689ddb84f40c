import { expect, sideMenu, signIn, signInTo, submitSignIn, test } from './support/fixtures';

/** The defects a new user hits in the first ten minutes (issue #18). */

test('logout lands on a clean /user/login; the next user signs in to the home page', async ({ page }) => {
  await signInTo(page, '/isystem/user', 'admin');
  await expect(page).toHaveURL(/\/isystem\/user$/);
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '退出登录', exact: true }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: '真的要注销登录吗' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/user\/login$/);
  // Settled: no late guard redirect adds `?redirect=`.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');

  await submitSignIn(page, 'viewer');
  await expect(page).toHaveURL(/\/dashboard\/analysis$/);
});

test('the 通报分析 sidebar entry opens one tab, which shows the analysis it redirected to', async ({ page }) => {
  await signIn(page, 'admin');
  await sideMenu(page).getByText('通报分析', { exact: true }).click();
  // The page picks the newest analysis once the list has loaded (slowly on a busy two-core machine).
  await expect(page).toHaveURL(/\/analysis\/notification\?id=/, { timeout: 30_000 });
  const tabs = page.locator('.cw-tab-bar .ant-tabs-nav .ant-tabs-tab');
  await expect(tabs.filter({ hasText: '通报分析' })).toHaveCount(1);
  // Away and back through the tab: the same one tab, at its ?id= location.
  await tabs.filter({ hasText: '首页' }).click();
  await tabs.filter({ hasText: '通报分析' }).click();
  await expect(page).toHaveURL(/\/analysis\/notification\?id=/, { timeout: 30_000 });
  await sideMenu(page).getByText('通报分析', { exact: true }).click();
  await expect(tabs.filter({ hasText: '通报分析' })).toHaveCount(1);
});

test('the cron modal fits a 900 px window: its body scrolls, OK and Cancel stay visible', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInTo(page, '/isystem/QuartzJobList', 'admin');
  // A seeded job: the list has loaded (slowly on a busy two-core machine).
  await expect(page.getByRole('row').filter({ hasText: 'ExpiredTokenCleanJob' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const form = page.getByRole('dialog', { name: /新增定时任务/ });
  await form.getByRole('button', { name: /选\s?择/ }).click();
  const modal = page.getByRole('dialog', { name: 'Cron表达式' });
  await expect(modal.getByRole('listitem').first()).toBeVisible();
  for (const name of [/确\s?定/, /取\s?消/]) {
    const box = await modal.getByRole('button', { name }).last().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(900 - 8);
  }
  const body = modal.getByTestId('cron-body');
  const { scrollable, overflow } = await body.evaluate((el) => ({
    scrollable: el.scrollHeight > el.clientHeight,
    overflow: getComputedStyle(el).overflowY,
  }));
  expect(overflow).toBe('auto');
  expect(scrollable).toBe(true);
});

test('SQL监控 says the server does not provide it when the server has no Druid', async ({ page }) => {
  await signIn(page, 'admin');
  await sideMenu(page).getByText('系统监控', { exact: true }).click();
  await sideMenu(page).getByText('SQL监控', { exact: true }).click();
  await expect(page.getByText('“SQL监控”不由当前服务器提供')).toBeVisible();
  await expect(page.locator('iframe.cw-iframe-page')).toHaveCount(0);
});

test('SQL监控 still frames a real server’s Druid page', async ({ page }) => {
  await page.route('**/jeecg-boot/druid/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body><h1>Druid Monitor</h1></body></html>' }),
  );
  await signIn(page, 'admin');
  await sideMenu(page).getByText('系统监控', { exact: true }).click();
  await sideMenu(page).getByText('SQL监控', { exact: true }).click();
  const frame = page.frameLocator('iframe.cw-iframe-page');
  await expect(frame.getByRole('heading', { name: 'Druid Monitor' })).toBeVisible();
});
