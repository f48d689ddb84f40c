import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PASSWORD, expect, signIn, signInTo, submitSignIn, test } from './support/fixtures';

/**
 * The account area (issue #14): avatar through the crop dialog, password change from the security page, layout
 * settings that follow the user to another browser, notification preferences, the account center's 项目 tab.
 * Every journey puts the seed state back (password, layout, preferences), so the others find it.
 */

const RUN = Date.now().toString(36);
const api = (baseURL: string, path: string) => `${baseURL}/jeecg-boot${path}`;

async function apiToken(request: APIRequestContext, baseURL: string, username: string, password = PASSWORD) {
  const res = await request.post(api(baseURL, '/sys/login'), {
    data: { username, password, captcha: 'abcd', checkKey: String(Date.now()) },
  });
  const body = (await res.json()) as { success: boolean; result?: { token: string } };
  if (!body.success || !body.result) throw new Error(`sign-in of ${username} failed`);
  return body.result.token;
}

async function putSetting(request: APIRequestContext, baseURL: string, token: string, data: object) {
  const res = await request.put(api(baseURL, '/sys/user/account/setting'), {
    headers: { 'X-Access-Token': token },
    data,
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

/** Loads `path` and waits until the page's notification socket has been opened (pushes would reach it). */
async function gotoWithSocket(page: Page, path: string): Promise<void> {
  const socket = page.waitForEvent('websocket', {
    predicate: (ws) => ws.url().includes('/websocket/'),
    timeout: 60_000,
  });
  await page.goto(path);
  await socket;
  await page.waitForTimeout(1000);
}

/** Publishes an announcement for everybody as the admin (add, find its id, release). */
async function publishToAll(request: APIRequestContext, baseURL: string, adminToken: string, title: string) {
  const headers = { 'X-Access-Token': adminToken };
  await request.post(api(baseURL, '/sys/annountCement/add'), {
    headers,
    data: { titile: title, msgContent: '<p>本周墒情</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
  });
  const list = await request.get(api(baseURL, '/sys/annountCement/list'), {
    headers,
    params: { titile: title, pageSize: 1 },
  });
  const id = ((await list.json()) as { result: { records: { id: string }[] } }).result.records[0].id;
  await request.get(api(baseURL, '/sys/annountCement/doReleaseData'), { headers, params: { id } });
}

/** A 64×48 RGB PNG of two colours, written by hand (no image library in the journeys). */
function pngFixture(): Buffer {
  const width = 64;
  const height = 48;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push(...(x < width / 2 ? [34, 139, 34] : [255, 215, 0]));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a user crops a new avatar and sees it in the header', async ({ page }) => {
  await signInTo(page, '/account/settings/BaseSetting', 'zhangwei');
  await page.getByRole('button', { name: '更换头像' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: '修改头像' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: pngFixture() });
  await expect(dialog.getByTestId('avatar-cropper')).toBeVisible();
  await dialog.getByRole('button', { name: '保存头像' }).click();
  await expect(page.getByText('头像已更新')).toBeVisible();
  await expect(dialog).toBeHidden();

  const headerAvatar = page.getByRole('button', { name: '张伟', exact: true }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/sys\/common\/static\/avatar\/.+\.png$/);
  // The stored picture is the 256 px square the dialog cut.
  const size = await headerAvatar.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  });
  expect(size).toEqual([256, 256]);
});

test('a user changes the password on the security page and signs in with it', async ({ page, request, baseURL }) => {
  const user = 'lina';
  const next = `Lina#${RUN}`;
  try {
    await signInTo(page, '/account/settings/security', user);
    await expect(page.getByText('尚未修改过').first()).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: '修改 账户密码' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '修改密码' });
    const inputs = dialog.locator('input[type="password"]');
    await inputs.nth(0).fill(PASSWORD);
    await inputs.nth(1).fill(next);
    await inputs.nth(2).fill(next);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('强', { exact: true })).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/user/login');
    await submitSignIn(page, user, PASSWORD);
    await expect(page).toHaveURL(/\/user\/login/);
    await page.goto('/user/login');
    await submitSignIn(page, user, next);
    await expect(page).not.toHaveURL(/\/user\/login/);
  } finally {
    const token = await apiToken(request, baseURL!, user, next).catch(() => null);
    if (token)
      await request.put(api(baseURL!, '/sys/user/updatePassword'), {
        headers: { 'X-Access-Token': token },
        data: { username: user, oldpassword: next, password: PASSWORD, confirmpassword: PASSWORD },
      });
  }
});

async function freshContext(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test('layout settings saved in Custom follow the user to another browser', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const user = 'viewer';
  try {
    await signInTo(page, '/account/settings/custom', user);
    await page.getByRole('radio', { name: '亮色' }).check({ timeout: 60_000 });
    await page.getByRole('button', { name: '#722ED1' }).click();
    await page.getByRole('button', { name: '保存个性化设置' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toHaveClass(/ant-layout-sider-light/);

    // Another browser: a light menu after signing in there.
    const other = await freshContext(browser, baseURL!);
    await signIn(other, user);
    await expect(other.locator('.ant-layout-sider')).toHaveClass(/ant-layout-sider-light/);
    await other.goto('/account/settings/custom');
    await expect(other.getByRole('radio', { name: '亮色' })).toBeChecked();
    await expect(other.getByRole('button', { name: '#722ED1' })).toHaveAttribute('aria-pressed', 'true');
    // Back to a dark menu from there, found in a third browser.
    await other.getByRole('radio', { name: '暗色' }).check();
    await other.getByRole('button', { name: '保存个性化设置' }).click();
    await expect(other.getByText('保存成功')).toBeVisible();
    await other.context().close();

    const third = await freshContext(browser, baseURL!);
    await third.addInitScript(() => localStorage.setItem('CW_LAYOUT_SETTINGS', JSON.stringify({ theme: 'light' })));
    await signIn(third, user);
    await expect(third.locator('.ant-layout-sider')).toHaveClass(/ant-layout-sider-dark/);
    await third.context().close();
  } finally {
    // Back to the seed look (dark menu, default colour) for the other journeys of this user.
    const token = await apiToken(request, baseURL!, user);
    const saved = await request.get(api(baseURL!, '/sys/user/account/setting'), {
      headers: { 'X-Access-Token': token },
    });
    const { layout } = ((await saved.json()) as { result: { layout: Record<string, unknown> | null } }).result;
    if (layout) await putSetting(request, baseURL!, token, { layout: { ...layout, theme: 'dark', color: '#1890FF' } });
  }
});

test('with announcement pushes off no toast arrives, yet the notice is in my announcements', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const user = 'zhangwei';
  const title = `关闭推送的公告-${RUN}`;
  const admin = await apiToken(request, baseURL!, 'admin');
  try {
    await signIn(page, user);
    await gotoWithSocket(page, '/account/settings/notification');
    const announcements = page.getByRole('switch', { name: '通知公告' });
    await expect(announcements).toBeChecked({ timeout: 60_000 });
    await announcements.click();
    await expect(page.getByText('通知设置已保存')).toBeVisible();
    await expect(announcements).not.toBeChecked();

    // The socket is open while the admin publishes an announcement for everybody.
    await publishToAll(request, baseURL!, admin, title);
    await page.waitForTimeout(3000);
    await expect(page.locator('.ant-notification-notice').filter({ hasText: title })).toHaveCount(0);

    await page.goto('/isps/userAnnouncement');
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible({ timeout: 30_000 });

    // Turned back on, the next announcement is pushed as a toast: the socket was listening all along.
    await gotoWithSocket(page, '/account/settings/notification');
    await page.getByRole('switch', { name: '通知公告' }).click();
    await expect(page.getByRole('switch', { name: '通知公告' })).toBeChecked();
    const second = `${title}-2`;
    await publishToAll(request, baseURL!, admin, second);
    await expect(page.locator('.ant-notification-notice').filter({ hasText: second })).toBeVisible({ timeout: 30_000 });
  } finally {
    await putSetting(request, baseURL!, await apiToken(request, baseURL!, user), {
      notify: { system: true, announcement: true, task: true },
    });
  }
});

test("the account center's 项目 tab opens a crop task the user created", async ({ page, request, baseURL }) => {
  const user = 'zhangwei';
  const name = `账户中心任务-${RUN}`;
  const token = await apiToken(request, baseURL!, user);
  const add = await request.post(api(baseURL!, '/crop/task/add'), {
    headers: { 'X-Access-Token': token },
    data: { taskName: name, crop: 'wheat', period: '2025-JAN_APR', aoiType: 'country', aoiCode: 'EGY' },
  });
  expect(((await add.json()) as { success: boolean }).success).toBe(true);

  await signInTo(page, '/account/center', user);
  await expect(page.getByText('张伟').first()).toBeVisible({ timeout: 60_000 });
  const projects = page.getByRole('tabpanel', { name: '项目' });
  await projects.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/crop\/task\?id=/);
  await expect(page.getByRole('dialog').filter({ hasText: name })).toBeVisible({ timeout: 30_000 });
});
