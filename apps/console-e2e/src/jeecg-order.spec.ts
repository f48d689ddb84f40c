import type { Locator, Page } from '@playwright/test';
import { expect, signInTo, test } from './support/fixtures';

/**
 * The one-to-many order demo (`jeecg/JeecgOrderMainList`, issue 15): create an order with a customer, a ticket and
 * three product lines from the `rp_order_product` report popup (one picked in its cell, two at once by 选择商品), leave a required cell empty and see the save
 * blocked with its message and the cell focused, fix it, save (the order money is the lines' total), and reopen the
 * order to see its lines read back from the emulator.
 */

const ORDER_PATH = '/jeecg/JeecgOrderMainList';
/** The grid tool bar's add button (antd spaces two-character CJK labels: 新 增). */
const ADD_ROW = /^新\s*增$/;
/** A grid cell by data row (1-based) and column key. */
const cell = (grid: Locator, row: number, key: string) =>
  grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"]:has([data-col="${key}"])`);

/** Picks the product with `code` into a product line through the report popup. */
async function pickProduct(page: Page, grid: Locator, row: number, code: string): Promise<void> {
  await cell(grid, row, 'productName').click();
  const picker = page.getByRole('dialog', { name: '商品', exact: true });
  await picker.getByLabel('商品编码').fill(code);
  await picker.getByRole('button', { name: /查\s?询/ }).click();
  const rows = picker.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().locator('.ant-radio-wrapper').click();
  await picker.getByRole('button', { name: /确\s?定/ }).click();
  await expect(picker).toBeHidden();
}

async function typeInto(page: Page, grid: Locator, row: number, key: string, text: string): Promise<void> {
  await cell(grid, row, key).click();
  await cell(grid, row, key).getByRole('textbox').fill(text);
  await page.keyboard.press('Enter');
}

test('create an order with product lines picked one at a time and several at once, see an empty required cell block the save, fix, save, reopen', async ({
  page,
}) => {
  await signInTo(page, ORDER_PATH);
  await expect(page.getByRole('cell', { name: 'A001', exact: true })).toBeVisible({ timeout: 60_000 });
  // Export and import are the admin's buttons (demo:order:export|import): the export is the emulator's workbook.
  await expect(page.getByRole('button', { name: /导\s?入/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s?出/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^订单信息.*\.xls$/);

  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog', { name: '新增订单' });
  await dialog.getByLabel('订单号').fill('E2E-ORDER-1');

  const customers = dialog.getByRole('grid', { name: '客户信息' });
  await dialog.getByRole('tabpanel', { name: '客户信息' }).getByRole('button', { name: ADD_ROW }).click();
  await typeInto(page, customers, 1, 'name', '周一');
  await typeInto(page, customers, 1, 'telphone', '13811112222');
  // The always-edit frame of a cell (padding and border) stays inside its cell.
  const nameCell = (await cell(customers, 1, 'name').boundingBox())!;
  const nameFrame = (await cell(customers, 1, 'name').locator('.jvxe-cell').boundingBox())!;
  expect(nameFrame.x + nameFrame.width).toBeLessThanOrEqual(nameCell.x + nameCell.width);

  await dialog.getByRole('tab', { name: '机票信息' }).click();
  const tickets = dialog.getByRole('grid', { name: '机票信息' });
  await dialog.getByRole('tabpanel', { name: '机票信息' }).getByRole('button', { name: ADD_ROW }).click();
  await typeInto(page, tickets, 1, 'ticketCode', 'E2E9001');

  await dialog.getByRole('tab', { name: '商品明细' }).click();
  const products = dialog.getByRole('grid', { name: '商品明细' });
  const productsPanel = dialog.getByRole('tabpanel', { name: '商品明细' });
  await expect(products.getByRole('status')).toHaveText('暂无数据'); // an empty sub-table says so
  await productsPanel.getByRole('button', { name: ADD_ROW }).click();
  await expect(products.getByRole('status')).toBeHidden();
  await pickProduct(page, products, 1, 'P001');
  await expect(cell(products, 1, 'productName')).toHaveText('小麦种子');
  await typeInto(page, products, 1, 'qty', '3');
  await expect(cell(products, 1, 'amount')).toHaveText('540');
  // 选择商品: two products at once from the same report, one new line each with quantity 1.
  await productsPanel.getByRole('button', { name: '选择商品' }).click();
  const many = page.getByRole('dialog', { name: '选择商品（可多选）' });
  // The report's rows arrive after its columns and search form: a tick given while the table still loads is lost.
  await expect(many.locator('.ant-spin-spinning')).toHaveCount(0);
  for (const code of ['P002', 'P003']) {
    const tick = many.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: code }).getByRole('checkbox');
    await expect(async () => {
      await tick.check({ timeout: 2_000 });
      await expect(tick).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await many.getByRole('button', { name: /确\s?定/ }).click();
  await expect(many).toBeHidden();
  await expect(cell(products, 2, 'productName')).toHaveText('玉米种子');
  await expect(cell(products, 2, 'price')).toHaveText('95.5');
  await expect(cell(products, 3, 'productName')).toHaveText('复合肥');
  await expect(cell(products, 3, 'amount')).toHaveText('160');
  // Row 2's quantity is emptied: required.
  await typeInto(page, products, 2, 'qty', '');

  await dialog.getByRole('tab', { name: '客户信息' }).click();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  // Blocked: the failing grid's tab opens, its cell shows the message and holds the focus.
  await expect(page.getByText('请修正标出的单元格：数量不能为空')).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '商品明细' })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(products, 2, 'qty').getByRole('alert')).toHaveText('数量不能为空');
  await expect(cell(products, 2, 'qty')).toHaveAttribute('aria-selected', 'true');
  await expect(dialog).toBeVisible();

  await typeInto(page, products, 2, 'qty', '2');
  await expect(cell(products, 2, 'amount')).toHaveText('191');
  await expect(dialog.getByLabel('订单金额')).toHaveValue('891.00');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('添加成功！')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'E2E-ORDER-1' });
  await expect(row).toContainText('891');
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑订单' });
  await expect(cell(edit.getByRole('grid', { name: '客户信息' }), 1, 'name')).toHaveText('周一');
  await edit.getByRole('tab', { name: '商品明细' }).click();
  const reopened = edit.getByRole('grid', { name: '商品明细' });
  await expect(cell(reopened, 1, 'productName')).toHaveText('小麦种子');
  await expect(cell(reopened, 2, 'productName')).toHaveText('玉米种子');
  await expect(cell(reopened, 2, 'qty')).toHaveText('2');
  await expect(cell(reopened, 2, 'amount')).toHaveText('191');
  await expect(cell(reopened, 3, 'productName')).toHaveText('复合肥');
  await expect(cell(reopened, 3, 'qty')).toHaveText('1');
});
