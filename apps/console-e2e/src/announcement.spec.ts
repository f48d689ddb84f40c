import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signIn, submitSignIn, test } from './support/fixtures';

/**
 * Announcements end to end: an admin writes an urgent notice for the analyst alone (Tiptap content) and publishes
 * it; the analyst, signed in elsewhere, sees it arrive through the notification socket without reloading, reads
 * it, and empties the bell with "mark all read". Titles are unique per run (the emulator keeps its rows).
 */

const RUN = Date.now().toString(36);

/** The header bell's unread count (notices plus system messages), as the bell states it. */
async function bellCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('notice-bell').getAttribute('data-count'));
}

/** Opens an antd Select by its label and takes the first option (as the department journey does). */
async function pickFirst(page: Page, dialog: Locator, label: RegExp): Promise<void> {
  const combobox = dialog.getByRole('combobox', { name: label });
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
}

/** The analyst has two tenants and two departments: sign-in ends in the chooser dialog. */
async function signInAnalyst(page: Page): Promise<void> {
  await page.goto('/user/login');
  await submitSignIn(page, 'analyst');
  const dialog = page.getByRole('dialog').filter({ hasText: '部门选择' });
  await expect(dialog).toBeVisible();
  await pickFirst(page, dialog, /租户/);
  await pickFirst(page, dialog, /部门/);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).not.toHaveURL(/\/user\/login/);
}

async function signedInContext(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The bell's first load: counts read before it would be zero.
  const bellLoaded = page.waitForResponse((r) => r.url().includes('/sys/annountCement/listByUser'), {
    timeout: 60_000,
  });
  if (username === 'analyst') await signInAnalyst(page);
  else await signIn(page, username);
  await bellLoaded;
  await expect(page.getByTestId('notice-bell')).toBeVisible();
  return page;
}

async function createUrgentNoticeForAnalyst(admin: Page, title: string, body: string): Promise<void> {
  await admin.goto('/isystem/annountCement');
  // The page chunk and the first list load take a while on a busy machine.
  const add = admin.getByRole('button', { name: /新\s*增/ });
  await expect(add).toBeVisible({ timeout: 60_000 });
  await add.click();
  const dialog = admin.getByRole('dialog', { name: '新增公告' });
  await dialog.getByRole('textbox', { name: '标题' }).fill(title);
  await dialog.getByRole('radio', { name: '紧急' }).check();
  await dialog.getByRole('radio', { name: '指定用户' }).check();

  // The user picker: search the analyst's account and take the row.
  await dialog.getByRole('button', { name: /选择|select/i }).click();
  const picker = admin.getByRole('dialog', { name: /选择用户/ });
  await picker.getByRole('textbox', { name: /账号/ }).fill('analyst');
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await picker
    .getByRole('row', { name: /王晓农/ })
    .getByRole('checkbox')
    .check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByRole('textbox', { name: '指定用户' })).toHaveValue('王晓农');

  // Tiptap: type, then make a word bold from the toolbar.
  const editor = dialog.getByRole('textbox', { name: '内容' });
  await editor.click();
  await editor.pressSequentially(body);
  await editor.press('Enter');
  await dialog.getByRole('button', { name: '加粗' }).click();
  await editor.pressSequentially('务必今日完成');
  await expect(editor.locator('strong')).toHaveText('务必今日完成');

  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('未发布');
  await row.getByRole('button', { name: /发\s*布/ }).click();
  await admin
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(admin.getByText('该系统通知发布成功')).toBeVisible();
  await expect(row).toContainText('已发布');
}

test('an urgent notice reaches only its reader live, and reading it lowers the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three sessions on a shared machine.
  test.setTimeout(180_000);
  const title = `紧急：墒情复核-${RUN}`;
  const body = '请复核华北平原最新墒情监测结果';
  const analyst = await signedInContext(browser, baseURL ?? '', 'analyst');
  const viewer = await signedInContext(browser, baseURL ?? '', 'viewer');
  const before = await bellCount(analyst);
  const viewerBefore = await bellCount(viewer);

  await signIn(page, 'admin');
  await createUrgentNoticeForAnalyst(page, title, body);

  // Pushed through /websocket/{userId}: a notification and a higher count, without a reload.
  const notification = analyst.locator('.ant-notification-notice').filter({ hasText: title });
  await expect(notification).toBeVisible();
  await expect.poll(() => bellCount(analyst), { timeout: 30_000 }).toBe(before + 1);

  await analyst.getByTestId('notice-bell').click();
  await analyst.getByRole('button', { name: new RegExp(title) }).click();
  const detail = analyst.getByRole('dialog', { name: title });
  await expect(detail.getByTestId('notice-content')).toContainText(body);
  await expect(detail.getByTestId('notice-content').locator('strong')).toHaveText('务必今日完成');
  await expect(detail).toContainText('admin');
  await expect(detail).toContainText('紧急');
  await expect.poll(() => bellCount(analyst), { timeout: 30_000 }).toBe(before);
  await detail.getByRole('button', { name: '关 闭', exact: true }).click();
  await expect(detail).toBeHidden();

  // Addressed to the analyst alone: the viewer's bell did not move.
  expect(await bellCount(viewer)).toBe(viewerBefore);
  await analyst.context().close();
  await viewer.context().close();
});

test('mark all read on "my announcements" empties the bell', async ({ page }) => {
  await signInAnalyst(page);
  await page.goto('/isps/userAnnouncement');
  // The seed's ALL notices reach every user: there is something unread to begin with.
  await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('cell', { name: '未读' }).first()).toBeVisible();
  await page.getByRole('button', { name: /全部标注已读/ }).click();
  await expect(page.getByText('全部已读')).toBeVisible();
  await expect.poll(() => bellCount(page), { timeout: 30_000 }).toBe(0);
  await expect(page.getByRole('cell', { name: '未读' })).toHaveCount(0);
});
