import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * The one-to-many order demo (`jeecg/JeecgOrderMainList`, issue 15): create an order with two customer lines and a
 * ticket, break a required cell and see the save blocked with its message and the cell focused, fix it, save, and
 * reopen the order to see its lines read back from the emulator.
 */

const ORDER_PATH = '/jeecg/JeecgOrderMainList';
/** The grid tool bar's add button (antd spaces two-character CJK labels: 新 增). */
const ADD_ROW = /^新\s*增$/;
/** A grid cell by data row (1-based) and column key. */
const cell = (grid: Locator, row: number, key: string) =>
  grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]:has([data-col="${key}"])`);

async function typeInto(page: Page, grid: Locator, row: number, key: string, text: string): Promise<void> {
  await cell(grid, row, key).click();
  await cell(grid, row, key).getByRole('textbox').fill(text);
  await page.keyboard.press('Enter');
}

test('create an order with two lines, see a broken required cell block the save, fix it, save and reopen', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(ORDER_PATH);
  await expect(page.getByRole('cell', { name: 'A001', exact: true })).toBeVisible({ timeout: 60_000 });

  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增订单' });
  await dialog.getByLabel('订单号').fill('E2E-ORDER-1');
  await dialog.getByLabel('订单金额').fill('880');

  const customers = dialog.getByRole('grid', { name: '客户信息' });
  const customersPanel = dialog.getByRole('tabpanel', { name: '客户信息' });
  await customersPanel.getByRole('button', { name: ADD_ROW }).click();
  await customersPanel.getByRole('button', { name: ADD_ROW }).click();
  await typeInto(page, customers, 1, 'name', '周一');
  await typeInto(page, customers, 1, 'telphone', '13811112222');
  // Row 2's name is left empty: required.
  await typeInto(page, customers, 2, 'telphone', '13933334444');

  await dialog.getByRole('tab', { name: '机票信息' }).click();
  const tickets = dialog.getByRole('grid', { name: '机票信息' });
  await dialog.getByRole('tabpanel', { name: '机票信息' }).getByRole('button', { name: ADD_ROW }).click();
  await typeInto(page, tickets, 1, 'ticketCode', 'E2E9001');

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  // Blocked: the failing grid's tab opens, its cell shows the message and holds the focus.
  await expect(page.getByText('请修正标出的单元格：客户名不能为空')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '客户信息' })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(customers, 2, 'name').getByRole('alert')).toHaveText('客户名不能为空');
  await expect(cell(customers, 2, 'name')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog).toBeVisible();

  await typeInto(page, customers, 2, 'name', '吴二');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'E2E-ORDER-1' });
  await expect(row).toContainText('880');
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑订单' });
  const reopened = edit.getByRole('grid', { name: '客户信息' });
  await expect(cell(reopened, 1, 'name')).toHaveText('周一');
  await expect(cell(reopened, 2, 'name')).toHaveText('吴二');
  await expect(cell(reopened, 2, 'telphone')).toHaveText('13933334444');
  await edit.getByRole('tab', { name: '机票信息' }).click();
  await expect(cell(edit.getByRole('grid', { name: '机票信息' }), 1, 'ticketCode')).toHaveText('E2E9001');
});
