import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, apiLogin, as, ok } from './support/api';
import { expect, PASSWORD, signIn, test } from './support/fixtures';

/**
 * Every menu page reads at a glance (issues #18, #31): as admin, in both languages, at 1440×900 and 1280×720, on
 * realistic rows seeded first (long names, long Chinese text, a user in many departments, every crop task status),
 * no page
 * - wraps a short text (≤ 12 characters) of a table, form label, button, tag or title to three lines or more;
 * - cuts a table cell's content off, or lays a data cell or header under the fixed action column at the scroll start;
 * - shows interface text (headers, labels, buttons, tags, placeholders, titles, tabs, empty states) in the other
 *   language (data cells are data and excluded).
 * One browser context per language, the pages in sequence, each checked at both sizes as it is open (the window
 * shrinks, as a user's does, and grows back before the next page): one visit per page and language instead of
 * one per size (CI time, docs/decisions.md). The two languages run in parallel, each worker on its own emulator.
 */

interface MenuRow {
  url?: string;
  component?: string;
  hidden?: boolean;
  internalOrExternal?: boolean;
  children?: MenuRow[];
}

/** The side menu's pages of the seed: leaves with a route of this console (no external link, no `:param`). */
function menuPages(): string[] {
  const file = path.resolve(__dirname, '../../../seed/menus.json');
  const seed = JSON.parse(fs.readFileSync(file, 'utf8')) as { menus: MenuRow[] };
  const out: string[] = [];
  const walk = (rows: MenuRow[]) => {
    for (const row of rows) {
      if (row.children?.length) walk(row.children);
      else if (row.url?.startsWith('/') && row.component && !row.hidden && !row.url.includes(':')) out.push(row.url);
    }
  };
  walk(seed.menus);
  // E2E_PAGES=/crop-data/datasets,/crop/task walks only those pages (checking one page's fix locally).
  const only = process.env.E2E_PAGES?.split(',').filter(Boolean);
  return only ? out.filter((url) => only.includes(url)) : out;
}

const STAMP = Date.now().toString(36).slice(-5);
const LONG_ZH = `黄淮海平原冬小麦主产区返青期长势遥感监测与墒情综合评估（第二季度）${STAMP}`;
const LONG_EN = `Nile delta and Middle Egypt winter wheat condition monitoring after the January cold spell ${STAMP}`;

/** Realistic rows, through the API, before any page is visited. */
async function seedRows(request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, 'admin', PASSWORD);
  const post = (url: string, data: object, params?: Record<string, string>) =>
    ok(request.post(`${API}${url}`, { ...as(token), data, params }));
  const get = <T>(url: string, params?: Record<string, string>) =>
    ok<T>(request.get(`${API}${url}`, { ...as(token), params }));

  // Crop tasks in every status that stays: drafts with long names, an analysed one, a failed one (open sea).
  type Added = { result: { id?: string } | null };
  const addTask = async (data: object) => (await post('/crop/task/add', data)) as unknown as Added;
  await addTask({ taskName: LONG_ZH, crop: 'wheat', period: '2025-JAN_APR', aoiType: 'country', aoiCode: 'IND' });
  await addTask({ taskName: LONG_EN, crop: 'maize', period: '2025-JAN_APR', aoiType: 'country', aoiCode: 'EGY' });
  const analysed = await addTask({
    taskName: `埃及小麦 ${STAMP}`,
    crop: 'wheat',
    period: '2025-JAN_APR',
    aoiType: 'country',
    aoiCode: 'EGY',
  });
  const sea = {
    type: 'Polygon',
    coordinates: [
      [
        [-150, -40],
        [-149, -40],
        [-149, -39],
        [-150, -39],
        [-150, -40],
      ],
    ],
  };
  const failing = await addTask({
    taskName: `太平洋 ${STAMP}`,
    crop: 'rice',
    period: '2025-JAN_APR',
    aoiType: 'polygon',
    aoiGeometry: sea,
  });
  for (const task of [analysed, failing]) {
    const id = task.result?.id;
    if (id) await request.post(`${API}/crop/task/submit`, { ...as(token), params: { id } });
  }

  // A user with a long name in many departments.
  type Depart = { id: string; children?: Depart[] };
  const tree = (await get<Depart[]>('/sys/sysDepart/queryTreeList')).result;
  const departs: string[] = [];
  const walk = (rows: Depart[]) => rows.forEach((d) => (departs.push(d.id), walk(d.children ?? [])));
  walk(tree);
  await post('/sys/user/add', {
    username: `long_user_${STAMP}`,
    realname: `欧阳晓明（农业农村部遥感应用中心）${STAMP}`,
    password: PASSWORD,
    selecteddeparts: departs.slice(0, 6).join(','),
    email: `ouyang.xiaoming.rs.${STAMP}@agri-monitor.org`,
  });

  // Announcements: a long Chinese title, released and not.
  for (const [i, titile] of [LONG_ZH, `Weekly soil moisture bulletin for the North China Plain ${STAMP}`].entries()) {
    await post('/sys/annountCement/add', {
      titile,
      msgContent: `<p>${LONG_ZH}</p>`,
      priority: i ? 'H' : 'L',
      msgCategory: '1',
      msgType: 'ALL',
    });
  }
  const list = await get<{ records: { id: string }[] }>('/sys/annountCement/list', {
    titile: LONG_ZH,
    pageSize: '1',
  });
  const id = list.result.records[0]?.id;
  if (id) await request.get(`${API}/sys/annountCement/doReleaseData`, { ...as(token), params: { id } });

  // A dataset with a long name and long provenance (issue #35): the name wraps, the last column stays whole.
  // The stamp in a row keeps the file's bytes new on every run (the same bytes are imported only once).
  const csv = `Code,Name,Period,RAIN (mm),VCIx,CPI\nIND,India ${STAMP},2025-JUL_OCT,812,0.9,1.1\n`;
  await ok(
    request.post(`${API}/crop/dataset/importIndicators`, {
      ...as(token),
      multipart: {
        file: { name: `indicators-${STAMP}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
        name: LONG_ZH,
        source: LONG_EN,
        citation: LONG_EN,
        licence: 'CC BY-NC-SA 4.0 (Creative Commons Attribution-NonCommercial-ShareAlike)',
      },
    }),
  );
}

type Language = 'zh-CN' | 'en-US';

/** What is wrong with the page as it opens, in its current language. */
async function problemsOf(page: Page, language: Language): Promise<string[]> {
  return page.evaluate((lang) => {
    const problems: string[] = [];
    const content = document.querySelector<HTMLElement>('.cw-content') ?? document.body;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && (el as HTMLElement).offsetParent !== null;
    };
    const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').trim();
    const short = (s: string) => s.replace(/\s+/g, ' ').slice(0, 40);

    // 1. Short texts that wrap to three lines or more.
    const lineCount = (el: Element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top / 4));
      }
      return tops.size;
    };
    const wrapTargets = content.querySelectorAll(
      '.ant-table th, .ant-table td, .ant-form-item-label label, .ant-btn, .ant-tag, .ant-card-head-title, ' +
        '.ant-descriptions-item-label, .ant-tabs-tab, .ant-radio-button-wrapper',
    );
    for (const el of wrapTargets) {
      if (!visible(el)) continue;
      const text = textOf(el);
      if (text.length === 0 || text.length > 12 || /\n/.test(text)) continue;
      const lines = lineCount(el);
      if (lines >= 3) problems.push(`“${short(text)}” wraps to ${lines} lines`);
    }

    // 2. Table cells cut off or under the fixed action column.
    const tables = [...content.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter(visible);
    for (const table of tables) {
      const rows = [...table.querySelectorAll<HTMLTableRowElement>('thead tr, tbody tr.ant-table-row')].slice(0, 12);
      for (const row of rows) {
        const cells = [...row.children] as HTMLElement[];
        const fixedEnd = cells.filter((c) => /ant-table-cell-fix-(right|end)/.test(c.className));
        const firstFixed = fixedEnd[0]?.getBoundingClientRect();
        cells.forEach((cell, i) => {
          const where = row.parentElement?.tagName === 'THEAD' ? 'header' : 'row';
          const label = `${where} cell ${i + 1} “${short(textOf(cell)).slice(0, 30)}”`;
          const ellipsis = cell.matches('.ant-table-cell-ellipsis') || cell.querySelector('.cw-cell-ellipsis');
          if (!ellipsis && cell.scrollWidth > cell.clientWidth + 1) problems.push(`${label} overflows its cell`);
          const box = cell.getBoundingClientRect();
          for (const el of cell.querySelectorAll<HTMLElement>('button, a, .ant-tag')) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && (r.right > box.right + 1 || r.left < box.left - 1))
              problems.push(`${label}: “${textOf(el)}” sticks out of its cell`);
          }
          if (firstFixed && !fixedEnd.includes(cell) && box.width > 0 && box.right > firstFixed.left + 1)
            problems.push(`${label} lies under the fixed column`);
        });
      }
    }

    // 3. One inset for every list page (issue #31: dictionary, category and check-rule pages sat 24 px further in):
    // a list spanning the page has its table 24 px from the page's edge.
    const list = [...content.querySelectorAll<HTMLElement>('.cw-list-page')].find(
      (el) => visible(el) && !el.closest('.ant-modal, .ant-drawer, .ant-tabs-tabpane'),
    );
    const table = list?.querySelector<HTMLElement>('.ant-table-wrapper');
    const page = content.getBoundingClientRect();
    if (list && table && visible(table) && list.getBoundingClientRect().width >= 0.9 * page.width) {
      const inset = Math.round(table.getBoundingClientRect().left - page.left);
      if (inset !== 24) problems.push(`the list is inset ${inset} px from the page's edge (every list page: 24 px)`);
    }

    // 4. Interface text in the other language (data cells excluded: a cell's text is data, except the tags of a
    // status column and the row's action buttons).
    const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
    // An English phrase or a common English interface word where the language is Chinese.
    const ENGLISH =
      /^(?=.*[A-Za-z]{3,}\s+[A-Za-z]{3,})[^\u3400-\u9fff]*$|^(Add|Edit|Delete|Search|Reset|Submit|Cancel|Save|Close|Select|Status|Name|Actions|More|View|Export|Import|Loading…?|Type|Enabled|Disabled|Normal|Stopped|Yes|No)$/;
    const PRODUCT = /CropWatch|Natural Earth|Leaflet|Copyright|©/;
    // Data: table cells (except a status column's tags and the action column), and what a page marks `cw-data`.
    const inData = (node: Node) => {
      const el = node instanceof Element ? node : node.parentElement;
      if (!el) return false;
      if (el.closest('.cw-data')) return true;
      const cell = el.closest('td');
      if (!cell) return false;
      if (/ant-table-cell-fix-(right|end)/.test(cell.className)) return false;
      if (cell.classList.contains('cw-col-tag') && el.closest('.ant-tag')) return false;
      return true;
    };
    /** The element's own interface text: its text nodes outside data. */
    const interfaceText = (el: Element) => {
      let text = '';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!inData(node)) text += node.textContent;
      return text.trim();
    };
    // A language's own name stays in that language (the language pickers).
    const LANGUAGE_NAMES = /^(中文|简体中文|English|英文)$/;
    const wrong = (text: string) =>
      !LANGUAGE_NAMES.test(text.trim()) &&
      (lang === 'en-US' ? CJK.test(text) : !PRODUCT.test(text) && ENGLISH.test(text.trim()));
    const uiTargets = content.querySelectorAll(
      'th, .ant-form-item-label, .ant-btn, .ant-tag, .ant-card-head-title, .ant-tabs-tab, .ant-breadcrumb, ' +
        '.ant-empty-description, .ant-pagination-total-text, .ant-select-selection-placeholder, ' +
        '.ant-descriptions-item-label, .ant-alert-message, .ant-alert-title, .ant-alert-description, ' +
        '.ant-radio-wrapper, .ant-checkbox-wrapper, [data-testid="suggested-questions"] .ant-btn, h1, h2, h3, h4',
    );
    for (const el of uiTargets) {
      // A tree on a page holds data (departments, categories); the permission tree sits in a drawer.
      if (!visible(el) || el.closest('.ant-tree')) continue;
      const text = interfaceText(el);
      if (text && wrong(text)) problems.push(`interface text in the other language: “${short(text)}”`);
    }
    for (const el of content.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (!visible(el) || inData(el)) continue;
      if (wrong(el.placeholder)) problems.push(`placeholder in the other language: “${short(el.placeholder)}”`);
    }
    return [...new Set(problems)];
  }, language);
}

/**
 * Opens a page as the side menu does, without reloading the console (a reload per page would make the walk four
 * times slower): the router follows the history entry, then the page's data arrives.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, url);
  await page.waitForURL((u) => u.pathname === url);
  await expect(page.locator('.cw-content')).toBeVisible();
  // The page's chunk and data: a moment for the route to render, then no spinner or skeleton left (a page that
  // keeps one, e.g. a live monitor, is checked as it is). Polling pages never reach "network idle".
  await page.waitForTimeout(300);
  await expect(page.locator(LOADING))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/**
 * Closes a page's tab, as a user does who is done with it. Every open tab keeps its page mounted (tab-panes.tsx),
 * polling monitors included: fifty open tabs made each next page three to seven times slower to open than alone.
 */
async function closeTab(page: Page, url: string): Promise<void> {
  const tab = page.locator(`.cw-tab-bar .ant-tabs-tab[data-node-key="${url}"]`);
  const remove = tab.locator('.ant-tabs-tab-remove');
  // The home tab stays (it has no close button), as does a page that opened in no tab of its own.
  if ((await remove.count()) === 0) return;
  await remove.click();
  await expect(tab).toHaveCount(0);
}

const LOADING = '.cw-content .ant-spin-spinning:visible, .cw-content .cw-page-loading:visible';

/** The problems once the layout has settled (antd re-measures fixed columns after the first paint). */
async function settledProblems(page: Page, language: Language): Promise<string[]> {
  let problems: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    problems = await problemsOf(page, language);
    if (problems.length === 0) break;
    await page.waitForTimeout(400);
  }
  return problems;
}

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];
const LANGUAGES: Language[] = ['en-US', 'zh-CN'];

test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ request }) => {
  await seedRows(request);
});

for (const language of LANGUAGES)
  test.describe(language, () => {
    test.use({ viewport: SIZES[0], locale: language });

    test(`every menu page reads at a glance (${language}, ${SIZES.map((s) => `${s.width}×${s.height}`).join(' and ')})`, async ({
      page,
    }) => {
      // Fifty-odd pages at two sizes on a shared two-core machine.
      test.setTimeout(900_000);
      const started = Date.now();
      await page.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
      await signIn(page, 'admin');
      const found: string[] = [];
      let visited = 0;
      let previous: string | undefined;
      for (const url of menuPages()) {
        const at = Date.now();
        await page.setViewportSize(SIZES[0]);
        await openInApp(page, url);
        if (previous) await closeTab(page, previous);
        previous = url;
        visited += 1;
        for (const size of SIZES) {
          if (size !== SIZES[0]) await page.setViewportSize(size);
          for (const what of await settledProblems(page, language))
            found.push(`${url} at ${size.width}×${size.height}: ${what}`);
        }
        if (process.env.E2E_TIMINGS) console.log(`${url} ${Date.now() - at} ms`);
      }
      test.info().annotations.push({
        type: 'duration',
        description: `${visited} pages in ${Math.round((Date.now() - started) / 1000)} s`,
      });
      expect(visited).toBeGreaterThan(process.env.E2E_PAGES ? 0 : 40);
      expect(found).toEqual([]);
    });
  });
