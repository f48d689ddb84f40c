import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PASSWORD, signIn, signInTo, test } from './support/fixtures';

/**
 * Operations pages (issue #12) end to end: force logout of a signed-in analyst, the operation log and the data
 * log of an announcement edited twice (with the compare view), the server info heap figure and the HTTP trace.
 */

const RUN = Date.now().toString(36);

async function apiToken(request: APIRequestContext, baseURL: string, username = 'admin'): Promise<string> {
  const res = await request.post(`${baseURL}/jeecg-boot/sys/login`, {
    data: { username, password: PASSWORD, captcha: 'abcd', checkKey: String(Date.now()) },
  });
  const body = (await res.json()) as { result: { token: string } };
  return body.result.token;
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test.describe('operations pages', () => {
  test.setTimeout(240_000);

  test('admin force-logs-out an analyst, who sees the expiry dialog', async ({ page, browser, baseURL }) => {
    const analyst = await newPage(browser, baseURL!);
    const socketOpen = analyst.waitForEvent('websocket', { timeout: 60_000 });
    await signIn(analyst, 'zhangwei');
    await socketOpen;

    await signInTo(page, '/isystem/online', 'admin');
    const search = page.getByRole('textbox', { name: '用户账号' });
    await expect(search).toBeVisible({ timeout: 60_000 });
    await search.fill('zhangwei');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    // Earlier journeys may have left sessions of the same user: each is listed, and each is forced out.
    const rows = page.locator('.ant-table-row').filter({ hasText: 'zhangwei' });
    await expect(rows.first()).toBeVisible();
    // Browser and OS come from the sign-in's User-Agent (the journeys' browser announces Chrome on Windows).
    await expect(rows.first()).toContainText(/Chrome \d+/);
    await expect(rows.first()).toContainText('127.0.0.1');
    for (let left = await rows.count(); left > 0; left--) {
      await rows.first().getByRole('button', { name: '强退' }).click();
      await page.getByRole('button', { name: /确\s*定/ }).click();
      await expect(rows).toHaveCount(left - 1);
    }
    await expect(page.getByText(/已强制退出/).first()).toBeVisible();

    // The notification socket is closed at once: the expiry dialog shows without any click.
    const dialog = analyst.getByRole('dialog').filter({ hasText: '登录已过期' });
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('button', { name: '重新登录' }).click();
    await expect(analyst).toHaveURL(/\/user\/login/, { timeout: 30_000 });
    await analyst.context().close();
  });

  test('an announcement edited twice shows in the operation log and as three data-log versions', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await apiToken(request, baseURL!);
    const headers = { 'X-Access-Token': token };
    const title = `运维日志 ${RUN}`;
    await request.post(`${baseURL}/jeecg-boot/sys/annountCement/add`, {
      headers,
      data: { titile: title, msgContent: '<p>x</p>', priority: 'M', msgCategory: '1', msgType: 'ALL' },
    });
    const list = (await (
      await request.get(`${baseURL}/jeecg-boot/sys/annountCement/list`, { headers, params: { titile: title } })
    ).json()) as { result: { records: { id: string }[] } };
    const id = list.result.records[0].id;

    await signIn(page, 'admin');
    // Edit twice through the announcements page.
    for (const next of [`${title} 改一`, `${title} 改二`]) {
      await page.goto('/isystem/annountCement');
      const current = page.locator('.ant-table-row').filter({ hasText: title }).first();
      await expect(current).toBeVisible({ timeout: 60_000 });
      await current.getByRole('button', { name: /编\s*辑/ }).click();
      const form = page.getByRole('dialog', { name: '编辑公告' });
      await form.getByRole('textbox', { name: '标题' }).fill(next);
      const saved = page.waitForResponse((r) => r.url().includes('/sys/annountCement/edit'));
      await form.getByRole('button', { name: /保\s*存/ }).click();
      expect(((await (await saved).json()) as { success: boolean }).success).toBe(true);
    }

    await page.goto('/isystem/log');
    await page.getByRole('tab', { name: '操作日志' }).click();
    const keyWord = page.getByRole('textbox', { name: '搜索日志' });
    await keyWord.fill('/sys/annountCement/edit');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.locator('.ant-table-row').filter({ hasText: '编辑 /sys/annountCement/edit' })).toHaveCount(2, {
      timeout: 30_000,
    });

    await page.goto('/sys/dataLog-list');
    const dataId = page.getByRole('textbox', { name: '数据ID' });
    await expect(dataId).toBeVisible({ timeout: 60_000 });
    await dataId.fill(id);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    const rows = page.locator('.ant-table-row').filter({ hasText: id });
    await expect(rows).toHaveCount(3);
    await rows
      .filter({ hasText: `"titile":"${title}"` })
      .getByRole('checkbox')
      .check();
    await rows
      .filter({ hasText: `${title} 改二` })
      .getByRole('checkbox')
      .check();
    await page.getByRole('button', { name: '数据比较' }).click();
    const compare = page.getByRole('dialog').filter({ hasText: '数据比较' });
    const titleRow = compare.locator('tr.cw-data-changed').filter({ hasText: 'titile' });
    await expect(titleRow).toBeVisible();
    await expect(titleRow).toContainText(`${title} 改二`);
    await expect(compare.locator('tr:not(.cw-data-changed)').filter({ hasText: 'msgType' })).toBeVisible();
  });

  test('server info shows the emulator heap; the HTTP trace lists a request just made', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInTo(page, '/monitor/SystemInfo', 'admin');
    const heap = page.locator('[data-metric="heapUsed"]');
    await expect(heap).toBeVisible({ timeout: 60_000 });
    const shown = (await heap.textContent()) ?? '';
    const [, number, unit] = /([\d.]+) (B|KB|MB|GB)/.exec(shown) ?? [];
    const shownBytes = Number(number) * 1024 ** ['B', 'KB', 'MB', 'GB'].indexOf(unit);
    // The emulator's own reading of process.memoryUsage().heapUsed (the contract test ties it to the process).
    const token = await apiToken(request, baseURL!);
    const metric = (await (
      await request.get(`${baseURL}/jeecg-boot/actuator/metrics/jvm.memory.used`, {
        headers: { 'X-Access-Token': token },
        params: { tag: 'area:heap' },
      })
    ).json()) as { measurements: { value: number }[] };
    const heapNow = metric.measurements[0].value;
    expect(Math.abs(shownBytes - heapNow) / heapNow).toBeLessThan(0.2);

    const marker = `trace-${RUN}`;
    await request.get(`${baseURL}/jeecg-boot/sys/dict/getDictItems/sex`, {
      headers: { 'X-Access-Token': token },
      params: { marker },
      failOnStatusCode: false,
    });
    await page.goto('/monitor/HttpTrace');
    const traced = page.locator('.ant-table-row').filter({ hasText: marker });
    await expect(traced).toHaveCount(1, { timeout: 60_000 });
    await expect(traced).toContainText('GET');
    await expect(page.locator('.ant-table-row').filter({ hasText: '/actuator/httptrace' })).toHaveCount(0);

    await page.goto('/monitor/redis/info');
    await expect(page.getByTestId('redis-unavailable')).toContainText('演示环境未配置 Redis');
  });
});
