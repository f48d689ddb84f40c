import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type Page, type Response, chromium, expect, test } from '@playwright/test';
import type { TranscriptEntry } from '@cropwatch/testing';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { ROOT, type RunningEmulator, startEmulator } from './support/emulator';
import { isLoopback } from './support/fixtures';
import {
  JEECG_ARCHIVE,
  type JeecgClientServer,
  jeecgClientAvailable,
  jeecgClientComponents,
  serveJeecgClient,
  unpackJeecgClient,
} from './support/jeecg-client';
import { recordExchange, writeTranscript } from './support/jeecg-transcript';
import { REDIS_SERVER, type RunningRedis, startRedis } from './support/redis';

/**
 * Compatibility walk (issue #19): the real JeecgBoot Vue2 client 3.4.0, unmodified, signs in through its own form
 * against a fresh emulator and opens every page of the emulator's menu whose component it has. A page fails on an
 * API call answering HTTP >= 400, non-JSON, or `success:false`, on an uncaught page error, and on the client's
 * error popups (ant-design-vue message / notification). Runs wherever `../shared/anchors/` holds the archive.
 */

/**
 * Pages whose issue has not landed yet (the operations and configuration issues build them now): listed, not
 * walked. Shrink this list as they land; the walk then proves them against the real client.
 */
/** The real server always has a Redis: the walk gives the emulator one (`REDIS_URL`) so the Redis page has figures. */
const PENDING: Record<string, string> = REDIS_SERVER
  ? {}
  : // Without REDIS_URL the emulator answers 'no Redis configured', which the real client shows as an error.
    { '/monitor/redis/info': 'monitor: Redis (redis-server is not installed: apt-get install redis-server)' };

/** Calls the real server also answers with `success:false` in these situations (none so far). */
const EXPECTED_FAILURES: { path: RegExp; reason: string }[] = [];

interface SeedMenu {
  name: string;
  url: string;
  component: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  route?: boolean;
  children?: SeedMenu[];
}

/**
 * Every page row of the seeded menu. Left out: containers, parameterised routes (they cannot be opened as they are)
 * and `alwaysShow` rows, which the real client turns into a link redirecting to itself (never opened directly; the
 * hidden 个人设置 row is reached through its children).
 */
function menuPages(): SeedMenu[] {
  const { menus } = JSON.parse(fs.readFileSync(path.join(ROOT, 'seed/menus.json'), 'utf8')) as { menus: SeedMenu[] };
  const flat = (rows: SeedMenu[]): SeedMenu[] => rows.flatMap((row) => [row, ...flat(row.children ?? [])]);
  return flat(menus).filter(
    (row) => !row.component.startsWith('layouts/') && row.route !== false && !row.url.includes(':') && !row.alwaysShow,
  );
}

/** Titles of the top-level entries a sidebar shows: not hidden, and not a folder whose children are all hidden. */
function sidebarTitles(): string[] {
  const { menus } = JSON.parse(fs.readFileSync(path.join(ROOT, 'seed/menus.json'), 'utf8')) as { menus: SeedMenu[] };
  return menus
    .filter((row) => !row.hidden && (!row.children?.length || row.children.some((child) => !child.hidden)))
    .map((row) => row.name);
}

const available = jeecgClientAvailable();
const dist = available ? unpackJeecgClient() : '';
const components = available ? jeecgClientComponents(dist) : new Set<string>();
const pages = menuPages().filter((row) => components.has(row.component));
const walked = pages.filter((row) => !PENDING[row.url]);
const RECORD = process.env.JEECG_TRANSCRIPT === 'record';

if (!available) console.log(`jeecg-client.spec: SKIPPED, the real client's archive is missing (${JEECG_ARCHIVE})`);
else
  console.log(
    `jeecg-client.spec: ${pages.length} pages of the menu have a component of the real client: ` +
      `${walked.length} walked, ${pages.length - walked.length} pending`,
  );

interface Problem {
  kind: string;
  detail: string;
}

let browser: Browser;
let page: Page;
let emulator: RunningEmulator;
let redis: RunningRedis | undefined;
let client: JeecgClientServer;
let problems: Problem[] = [];
let inFlight = 0;
/** WebSockets the client opened through the proxy, with their frames received. */
const sockets: { url: string; received: number; closed: boolean }[] = [];
let transcriptSection = 'sign-in';
const transcript: TranscriptEntry[] = [];

const apiPath = (url: string) => new URL(url).pathname;
const isApi = (url: string) => url.startsWith(client.baseURL) && apiPath(url).startsWith('/jeecg-boot/');
const JS_ERROR =
  /\b(RangeError|TypeError|ReferenceError|SyntaxError)\b|Error in (render|created|mounted|data|nextTick)/;
const BINARY = /^(image\/|application\/(octet-stream|vnd\.|pdf))/;

async function checkResponse(response: Response): Promise<void> {
  const url = response.url();
  if (!isApi(url)) return;
  const where = `${response.request().method()} ${apiPath(url)}`;
  const status = response.status();
  if (status >= 400) problems.push({ kind: 'http', detail: `${where} answered HTTP ${status}` });
  const type = response.headers()['content-type'] ?? '';
  if (BINARY.test(type) || status === 101 || status === 304) return;
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    if (status < 400) problems.push({ kind: 'non-json', detail: `${where} answered ${type || 'no type'}, not JSON` });
    return;
  }
  if (RECORD) transcript.push(recordExchange(transcriptSection, response.request(), status, body));
  const failed = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (failed && !EXPECTED_FAILURES.some((e) => e.path.test(apiPath(url))))
    problems.push({ kind: 'success:false', detail: `${where}: ${(body as { message?: string }).message}` });
}

/** Records error and warning popups of ant-design-vue 1.x (message and notification) as they appear. */
const popupObserver = () => {
  const seen: string[] = [];
  (window as unknown as { __popups: string[] }).__popups = seen;
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const notices = node.matches('.ant-message-notice, .ant-notification-notice')
          ? [node]
          : [...node.querySelectorAll<HTMLElement>('.ant-message-notice, .ant-notification-notice')];
        for (const notice of notices)
          if (
            notice.querySelector(
              '.ant-message-error, .ant-message-warning, [class*="icon-error"], [class*="icon-warning"]',
            )
          )
            seen.push(notice.innerText.replace(/\s+/g, ' ').trim());
      }
  }).observe(document, { childList: true, subtree: true });
};

async function takePopups(): Promise<void> {
  const popups = await page.evaluate(() => {
    const list = (window as unknown as { __popups?: string[] }).__popups ?? [];
    return list.splice(0, list.length);
  });
  for (const text of popups) problems.push({ kind: 'popup', detail: text });
}

/** Resolves once no API call has been in flight for `quietMs` (at most `timeoutMs`). */
async function settle(quietMs = 700, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(100);
    if (inFlight > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** Navigates inside the running client (its own router), as a click on the menu does. */
async function open(url: string): Promise<void> {
  await page.evaluate(async (target) => {
    const holder = [...document.querySelectorAll<HTMLElement>('*')].find((el) => '__vue__' in el) as
      (HTMLElement & { __vue__: { $root: { $router: { push: (p: string) => Promise<unknown> } } } }) | undefined;
    if (!holder) throw new Error('the Vue application is not mounted');
    await holder.__vue__.$root.$router.push(target).catch(() => undefined);
  }, url);
  await settle();
}

async function expectClean(what: string): Promise<void> {
  await takePopups();
  const found = problems;
  problems = [];
  expect(found, `${what}: calls, errors or popups the real client trips on`).toEqual([]);
}

test.describe('the real JeecgBoot client 3.4.0 against the emulator', () => {
  test.skip(!available, `the real client's archive is missing (${JEECG_ARCHIVE}): compatibility walk skipped`);
  test.setTimeout(90_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (REDIS_SERVER) redis = await startRedis();
    emulator = await startEmulator({
      logFile: path.join(ROOT, 'tmp/test-results/jeecg-client-emulator.log'),
      env: redis ? { REDIS_URL: redis.url } : {},
    });
    client = await serveJeecgClient(dist, emulator.baseURL);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await context.route('**/*', (route) =>
      isLoopback(route.request().url()) ? route.continue() : route.abort('blockedbyclient'),
    );
    await context.addInitScript(popupObserver);
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push({ kind: 'page error', detail: error.message }));
    // Vue 2 catches errors of render functions and hooks and logs them instead of throwing (the sidebar's
    // RangeError of a self-redirecting menu item was one): a logged JavaScript error counts as a page error.
    page.on('console', (message) => {
      if (message.type() === 'error' && JS_ERROR.test(message.text()))
        problems.push({ kind: 'logged error', detail: message.text().slice(0, 300) });
    });
    page.on('request', (request) => {
      if (isApi(request.url())) inFlight++;
    });
    const done = (url: string) => {
      if (isApi(url)) inFlight = Math.max(0, inFlight - 1);
    };
    page.on('requestfinished', (request) => done(request.url()));
    page.on('requestfailed', (request) => done(request.url()));
    page.on('response', (response) => void checkResponse(response));
    page.on('websocket', (socket) => {
      const entry = { url: socket.url(), received: 0, closed: false };
      sockets.push(entry);
      socket.on('framereceived', () => entry.received++);
      socket.on('close', () => (entry.closed = true));
      socket.on('socketerror', (error) => problems.push({ kind: 'websocket', detail: `${socket.url()}: ${error}` }));
    });

    // Sign in through the client's own form (the emulator runs with CAPTCHA=off: any captcha text passes).
    await page.goto(`${client.baseURL}/user/login`);
    await page.getByPlaceholder('请输入帐户名 / admin').fill('admin');
    await page.getByPlaceholder('请输入密码 / 123456').fill('123456');
    await page.getByPlaceholder('请输入验证码').fill('abcd');
    await page.getByRole('button', { name: '确 定' }).click();
    await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
    await settle(1500, 60_000);
  });

  test.afterAll(async () => {
    if (RECORD) writeTranscript(transcript);
    await browser?.close();
    await client?.close();
    await emulator?.stop();
    await redis?.stop();
  });

  test('signs in through its own form and shows the home page without a failed call', async () => {
    await expectClean('sign-in and home');
    // The bell's socket (contract §11) goes through the proxy's upgrade to the emulator and stays open.
    expect(
      sockets.filter((s) => new URL(s.url).pathname.startsWith('/jeecg-boot/websocket/') && !s.closed),
    ).toHaveLength(1);
  });

  // A menu row the real client cannot draw leaves an empty entry: its error is swallowed (the bundle drops console
  // output), as the 消息中心 folder with alwaysShow did (its link redirected to itself, RangeError while rendering).
  test('draws every visible top-level entry of the menu in its sidebar, with its title', async () => {
    const titles = await page
      .locator('.ant-layout-sider .ant-menu-root > li')
      .evaluateAll((items) =>
        items.map((li) =>
          ((li.querySelector(':scope > .ant-menu-submenu-title') ?? li) as HTMLElement).innerText.trim(),
        ),
      );
    expect(titles).toEqual(sidebarTitles());
    await expectClean('sidebar');
  });

  /** Opens `url`, runs `act` (the page's main action), and checks nothing failed on the way. */
  const action = (name: string, url: string, act: () => Promise<void>) =>
    test(`action: ${name}`, async () => {
      problems = [];
      transcriptSection = `action: ${name}`;
      await open(url);
      await act();
      await settle();
      await expectClean(name);
    });

  const drawer = () => page.locator('.ant-drawer-open .ant-drawer-content').last();
  const modal = () => page.locator('.ant-modal-wrap:visible .ant-modal-content').last();
  const firstRowLink = (text: string) =>
    page.locator('.ant-table-tbody tr:visible').first().getByText(text, { exact: true }).first();
  const pickMore = async (item: string) => {
    await page.locator('.ant-table-tbody tr:visible').first().getByText('更多').first().hover();
    await page.locator('.ant-dropdown:visible .ant-dropdown-menu-item').filter({ hasText: item }).first().click();
  };

  action('open and cancel the user edit drawer', '/isystem/user', async () => {
    await firstRowLink('编辑').click();
    await expect(drawer().getByText('用户账号').first()).toBeVisible();
    await settle();
    await drawer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
    // The drawer asks before it drops the edit (a pop-confirm 确定放弃编辑？).
    await page
      .locator('.ant-popover:visible')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(drawer()).toHaveCount(0);
  });

  action('open the role grant drawer and see the menu tree', '/isystem/roleUserList', async () => {
    await pickMore('授权');
    await expect(
      drawer().locator('.ant-tree-treenode-switcher-open, .ant-tree-treenode-switcher-close').first(),
    ).toBeVisible();
    await expect(drawer().locator('.ant-tree')).toContainText('系统管理');
    await settle();
    await drawer()
      .getByRole('button', { name: /取\s*消/ })
      .click();
  });

  action('open the items of a dictionary', '/isystem/dict', async () => {
    await firstRowLink('字典配置').click();
    await expect(drawer().locator('.ant-table-tbody tr').first()).toBeVisible();
    await settle();
    await page.keyboard.press('Escape');
  });

  action('open the bell and an announcement', '/isystem/user', async () => {
    await page.locator('.header-notice').first().click();
    const item = page.locator('.ant-popover:visible .ant-tag').first();
    await expect(item).toBeVisible();
    await item.click();
    await expect(modal()).toBeVisible();
    await settle();
    await modal()
      .getByRole('button', { name: /关\s*闭|取\s*消|确\s*定/ })
      .first()
      .click();
  });

  action('open the cron modal of a scheduled job', '/isystem/QuartzJobList', async () => {
    await pickMore('编辑');
    await expect(modal()).toBeVisible();
    await settle();
    await modal()
      .locator('.ant-input-group-addon, .ant-input-search-button, button')
      .filter({ hasText: /选择|Cron|cron/ })
      .first()
      .click();
    await expect(page.getByText(/秒|Seconds/).first()).toBeVisible();
    await settle();
    await page.keyboard.press('Escape');
  });

  action("open a department's tree node", '/isystem/depart', async () => {
    const node = page.locator('.ant-tree-node-content-wrapper:visible').first();
    await node.click();
    await settle();
    await expect(page.locator('.ant-tabs-tab:visible').first()).toBeVisible();
  });

  for (const row of pages) {
    const pending = PENDING[row.url];
    const title = `page ${row.name} ${row.url} (${row.component})`;
    if (pending) {
      test.fixme(`${title}: pending, ${pending}`, () => undefined);
      continue;
    }
    test(title, async () => {
      problems = [];
      transcriptSection = row.url;
      await open(row.url);
      await expect(page).toHaveURL(new RegExp(`${row.url.replace(/[/.]/g, '\\$&')}$`));
      await expectClean(title);
    });
  }
});
