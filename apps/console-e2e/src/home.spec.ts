import { expect, signIn, test } from './support/fixtures';

/**
 * The home page is about crops (issue #18): the latest period on a world map coloured by condition, a period picker
 * that changes the figures, details on click and "ask the assistant" landing in the chat with the question.
 */
for (const lang of ['zh-CN', 'en-US'] as const) {
  const zh = lang === 'zh-CN';
  for (const user of ['admin', 'viewer']) {
    test(`home page as ${user} (${lang}): map, period picker, details, ask the assistant`, async ({ page }) => {
      await signIn(page, user);
      if (!zh) {
        await page.getByRole('button', { name: '语言', exact: true }).hover();
        const reloaded = page.waitForEvent('load', { timeout: 45_000 });
        await page.getByRole('menuitem', { name: 'English' }).click();
        await reloaded;
      }
      await page.goto('/dashboard/analysis');

      const caption = page.getByTestId('period-caption');
      // The first load of the console on a shared two-core machine can take a while.
      await expect(caption).toContainText(zh ? '最新监测时段 2025年7–10月' : 'Latest monitoring period Jul–Oct 2025', {
        timeout: 45_000,
      });
      // Countries of the data are drawn coloured on the offline basemap.
      await expect(page.getByTestId('condition-map-ready')).toBeAttached({ timeout: 30_000 });
      const india = page.locator('path.cw-unit-IND');
      await expect(india).toHaveCount(1);
      const fill = await india.getAttribute('fill');
      expect(['#1b7a3e', '#7cc36e', '#f2b632', '#d9483b']).toContain(fill);
      expect(await page.locator('path[class*="cw-unit-"]').count()).toBeGreaterThanOrEqual(18);

      // Hover shows the key indicators.
      await india.hover();
      await expect(page.locator('.cw-condition-tip')).toContainText('VCIx');

      // The period picker changes the figures.
      const nam = page.getByTestId('mpz-NAM');
      const before = await nam.innerText();
      await page.getByTestId('period-picker').click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: zh ? '2025年1–4月' : 'Jan–Apr 2025' })
        .click();
      await expect(caption).toContainText(zh ? '监测时段 2025年1–4月' : 'Monitoring period Jan–Apr 2025');
      await expect(nam).not.toHaveText(before);

      // A click on a country opens its details.
      await india.click({ force: true });
      const details = page.getByTestId('unit-details');
      await expect(details).toBeVisible();
      await expect(details).toContainText(zh ? '降水（RAIN）' : 'Rainfall (RAIN)');
      await expect(details).toContainText(zh ? '小麦' : 'Wheat');

      // "Ask the assistant" lands in the chat with the question filled in.
      await page.getByTestId('ask-assistant').click();
      await expect(page).toHaveURL(/\/chat\/assistant\?q=/);
      const question = zh ? '印度2025年1–4月作物长势如何？' : 'How are crop conditions in India in Jan–Apr 2025?';
      await expect(page.getByRole('textbox', { name: zh ? '问题' : 'Question' })).toHaveValue(question);
    });
  }
}
