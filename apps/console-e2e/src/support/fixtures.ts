import { expect, type Locator, type Page } from '@playwright/test';
import { test as base } from './worker-emulator';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** data:, blob: and about: URLs never leave the browser; everything else must stay on this machine. */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'about:'].includes(protocol) || LOOPBACK_HOSTS.has(hostname);
}

interface Fixtures {
  /** Non-loopback URLs the page tried to reach; any entry fails the test after it ran. */
  offLoopbackRequests: string[];
}

export const test = base.extend<Fixtures>({
  offLoopbackRequests: [
    async ({ context }, use) => {
      const blocked: string[] = [];
      await context.route('**/*', async (route) => {
        const url = route.request().url();
        if (isLoopback(url)) return route.continue();
        blocked.push(url);
        return route.abort('blockedbyclient');
      });
      await context.routeWebSocket(/.*/, async (ws) => {
        if (isLoopback(ws.url())) return ws.connectToServer();
        blocked.push(ws.url());
        await ws.close();
      });
      await use(blocked);
      expect(blocked, 'the page requested non-loopback addresses').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const PASSWORD = '123456';

/** Fills and submits the account sign-in form (the emulator runs with CAPTCHA=off, any captcha text passes). */
export async function submitSignIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByPlaceholder(/用户名|账号|帐号|帐户|username|account/i).fill(username);
  await page.locator('input[type="password"]').first().fill(password);
  const captcha = page.getByPlaceholder(/验证码|captcha/i);
  if (await captcha.isVisible()) await captcha.fill('abcd');
  await page.getByRole('button', { name: /^\s*(登\s*录|log\s*in|sign\s*in)\s*$/i }).click();
}

/**
 * Signs in through the form from the login page and waits until the console has left it and drawn its layout (the
 * menu has arrived): a test's next `goto` then never cuts the landing page's first calls short.
 */
export async function signIn(page: Page, username = 'admin', password = PASSWORD): Promise<void> {
  await page.goto('/user/login');
  await submitSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/user\/login/);
  await expect(page.locator('.cw-layout')).toBeVisible();
}

/**
 * Signs in through the form of `/user/login?redirect=<to>` and waits until the console has gone on to `to` and drawn
 * its layout, as a user sent to the sign-in page from a deep link does: one load of the console instead of the home
 * page's and then `to`'s (about 1.8 s less per test, CI time).
 */
export async function signInTo(page: Page, to: string, username = 'admin', password = PASSWORD): Promise<void> {
  await page.goto(`/user/login?redirect=${encodeURIComponent(to)}`);
  await submitSignIn(page, username, password);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
  await expect(page.locator('.cw-layout')).toBeVisible();
}

/** The desktop side menu (antd Menu inside the sider). */
export const sideMenu = (page: Page) => page.locator('.ant-layout-sider .ant-menu').first();

/**
 * Picks an option of an antd Select (`field` is its combobox input) and checks the select shows it. Options live
 * outside the accessibility tree (a virtual list), and under load a click during the dropdown's opening animation
 * can be lost, leaving the dropdown open over the next field; so the pick is retried until it is taken.
 */
export async function pickOption(page: Page, field: Locator, option: string | RegExp, search?: string): Promise<void> {
  const select = field.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    if (search) await field.fill(search);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
