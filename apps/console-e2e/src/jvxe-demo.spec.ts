import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * The JVxe demo page (`jeecg/JVxeDemo/index`, issue 15): edit a cell, break a required cell and see its message and
 * the failing count, paste a 3×4 range from the clipboard, and the 100,000-row mode keeps an edit across a scroll to
 * the bottom and back.
 */

const DEMO_PATH = '/jeecg/JVxeDemo';
/** A grid cell by data row (1-based, as the row number column shows) and column key. */
const cell = (page: Page, row: number, key: string) =>
  page.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]:has([data-col="${key}"])`);
const rowNumberCell = (page: Page, row: number) =>
  page.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]`).nth(1);

async function openDemo(page: Page, { signedIn = false } = {}): Promise<void> {
  if (!signedIn) await signIn(page);
  await page.goto(DEMO_PATH);
  await expect(cell(page, 1, 'username')).toHaveText('user1', { timeout: 60_000 });
}

test('edit a cell, break a required cell and see the message, validate and collect', async ({ page }) => {
  // The grid rides in the chunk of the feature that uses it (feature-demo, chunk-groups.ts): sign-in and home never load it.
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await signIn(page);
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  expect(scripts.filter((u) => u.includes('feature-demo-'))).toEqual([]);
  await openDemo(page, { signedIn: true });
  expect(scripts.filter((u) => u.includes('feature-demo-'))).toHaveLength(1);
  await cell(page, 1, 'username').click();
  const editor = cell(page, 1, 'username').getByRole('textbox');
  await expect(editor).toHaveValue('user1');
  await editor.fill('grower_one');
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 'username')).toHaveText('grower_one');

  // Enter moved down to row 2: clear it (required) and see the message while typing.
  await cell(page, 2, 'username').click();
  await cell(page, 2, 'username').getByRole('textbox').fill('');
  await expect(cell(page, 2, 'username').getByRole('alert')).toHaveText('用户名不能为空');
  await page.keyboard.press('Tab');
  await expect(cell(page, 2, 'username').getByRole('alert')).toHaveText('用户名不能为空');

  // A wrong mobile number: the preset `m`.
  await cell(page, 3, 'phone').click();
  await cell(page, 3, 'phone').getByRole('textbox').fill('12345');
  await page.keyboard.press('Enter');
  await expect(cell(page, 3, 'phone').getByRole('alert')).toHaveText('手机号格式不正确');

  await page.getByRole('button', { name: '校验并取值' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '未通过校验 2 个' })).toContainText('修改 3');
});

test('paste a 3×4 range from the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDemo(page);
  // Select the username cell of row 4 without opening its editor: the row number, then one step right.
  await rowNumberCell(page, 4).click();
  await page.keyboard.press('ArrowRight');
  await page.evaluate(() =>
    navigator.clipboard.writeText(
      'paste_a\t31\t13800000001\tann@example.com\r\npaste_b\t32\t13800000002\tbob@example.com\r\npaste_c\t33\tbad\tcat@example.com\r\n',
    ),
  );
  await page.keyboard.press('Control+V');
  await expect(cell(page, 4, 'username')).toHaveText('paste_a');
  await expect(cell(page, 5, 'age')).toHaveText('32');
  await expect(cell(page, 6, 'email')).toHaveText('cat@example.com');
  await expect(cell(page, 6, 'phone').getByRole('alert')).toHaveText('手机号格式不正确');
  await expect(cell(page, 7, 'username')).toHaveText('user7'); // the range stops after three rows
});

test('the 100,000-row mode keeps an edit across a scroll to the bottom and back', async ({ page }) => {
  await openDemo(page);
  await page.getByText('大数据（100000 行）').click();
  await expect(page.getByRole('grid', { name: 'JVxeTable 示例' })).toHaveAttribute('aria-rowcount', '100002'); // header + rows + statistics
  await cell(page, 1, 'username').click();
  await cell(page, 1, 'username').getByRole('textbox').fill('kept_value');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+End');
  await expect(cell(page, 100_000, 'username')).toHaveText('user100000');
  await expect(cell(page, 1, 'username')).toHaveCount(0); // virtualised away
  await page.keyboard.press('Control+Home');
  await expect(cell(page, 1, 'username')).toHaveText('kept_value');
});

test('two browser contexts see each other’s row edits within 1 s; an open editor keeps its text', async ({
  browser,
  baseURL,
}) => {
  const contexts = await Promise.all([browser.newContext({ baseURL }), browser.newContext({ baseURL })]);
  try {
    const [a, b] = await Promise.all(contexts.map((c) => c.newPage()));
    for (const page of [a, b]) {
      await openDemo(page);
      await page.getByRole('switch', { name: '实时协同编辑' }).click();
      await expect(page.getByText('已连接')).toBeVisible({ timeout: 15_000 });
    }

    await cell(a, 2, 'username').click();
    await cell(a, 2, 'username').getByRole('textbox').fill('from_a');
    await a.keyboard.press('Enter');
    await expect(cell(b, 2, 'username')).toHaveText('from_a', { timeout: 1000 });

    // B is typing in row 3 when A saves the same row: B keeps its text and sees that the row changed.
    await cell(b, 3, 'username').click();
    await cell(b, 3, 'username').getByRole('textbox').fill('b_draft');
    await cell(a, 3, 'age').click();
    await cell(a, 3, 'age').getByRole('textbox').fill('77');
    await a.keyboard.press('Enter');
    await expect(rowNumberCell(b, 3).getByRole('status', { name: '该行已被他人修改' })).toBeVisible({ timeout: 1000 });
    await expect(cell(b, 3, 'username').getByRole('textbox')).toHaveValue('b_draft');
    await expect(cell(b, 3, 'age')).toHaveText('77');
    await b.keyboard.press('Enter');
    await expect(cell(b, 3, 'username')).toHaveText('b_draft');
    await expect(cell(b, 3, 'age')).toHaveText('77'); // B's save did not revert A's change
    await expect(cell(a, 3, 'username')).toHaveText('b_draft', { timeout: 1000 });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
});

test('feature grid: linkage, remote search, tags, range copy, drag sort and the sub-table popover', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDemo(page);
  const grid = page.getByRole('grid', { name: '联动、远程搜索、标签、拖动排序与子表' });
  const at = (row: number, key: string) =>
    grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]:has([data-col="${key}"])`);
  const option = (text: string | RegExp) =>
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();

  // Linkage: labels come from each level's options; a new province clears city and district, whose options follow it.
  await expect(at(2, 'district')).toHaveText('浦东新区');
  await at(1, 'province').click();
  await option(/^天津市$/).click();
  await expect(at(1, 'province')).toHaveText('天津市');
  await expect(at(1, 'city')).toHaveText('');
  await expect(at(1, 'district')).toHaveText('');
  await at(1, 'city').click();
  await option(/^天津市$/).click();
  await at(1, 'district').click();
  await option('和平区').click();
  await expect(at(1, 'district')).toHaveText('和平区');

  // Remote search: the emulator's user dictionary; the chosen label stays in the cell.
  await at(1, 'owner').click();
  await page.keyboard.type('admin');
  const picked = option(/.+/);
  const label = (await picked.textContent()) ?? '';
  expect(label).not.toBe('');
  await picked.click();
  await expect(at(1, 'owner')).toHaveText(label);

  // Tag cells: a semicolon after every two characters.
  await at(1, 'tags').click();
  await at(1, 'tags').getByRole('textbox').fill('abcde');
  await page.keyboard.press('Enter');
  await expect(at(1, 'tags').locator('.jvxe-tag')).toHaveText(['ab', 'cd', 'e']);

  // Rectangular copy: shift+click spans order and grower of rows 1–2.
  await at(1, 'orderNum').click();
  await at(2, 'grower').click({ modifiers: ['Shift'] });
  await page.keyboard.press('Control+C');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1\tgrower1\n2\tgrower2');

  // Drag sort: row 1 dropped on row 3; the order column is renumbered from 1. (The whole grid in view first: a
  // page scroll during the drag would move the rows under the pointer.)
  await at(5, 'grower').scrollIntoViewIfNeeded();
  await grid.getByRole('button', { name: '拖动排序' }).first().dragTo(at(3, 'grower'));
  await expect(at(3, 'grower')).toHaveText('grower1');
  await expect(at(1, 'grower')).toHaveText('grower2');
  await expect(at(3, 'orderNum')).toHaveText('3');

  // Sub-table popover: opens on a row click, closes on a second click on it, reopens for another row.
  await page.getByRole('switch', { name: '点击行显示子表' }).click();
  const popover = page.getByRole('dialog', { name: '子表' });
  // (Row 4 first: the popover opens under the clicked row, so the rows above it stay clickable.)
  await at(4, 'orderNum').click();
  await expect(popover).toContainText('grower4 的明细');
  await at(4, 'orderNum').click();
  await expect(popover).toHaveCount(0);
  await at(4, 'orderNum').click();
  await expect(popover).toContainText('grower4 的明细');
  await at(1, 'orderNum').click();
  await expect(popover).toContainText('grower2 的明细');
});
