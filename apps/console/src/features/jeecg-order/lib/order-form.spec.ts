import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_TEXTS, orderAddBodySchema, PAY_METHOD_TEXTS } from '@cropwatch/contract';
import { validateValue, type JVxeCollected } from '@cropwatch/ui/jvxe-grid';
import { dayjs } from '../../../lib/dayjs';
import zhDemo from '../../../locales/zh-CN/demo.json';
import {
  attachmentFiles,
  attachmentPaths,
  customerColumns,
  firstFailure,
  lineAmount,
  linesTotal,
  orderFormValues,
  paymentColumns,
  pickedProductLines,
  productLineColumns,
  ticketColumns,
  toOrderBody,
} from './order-form';

const t = ((key: string) => key) as unknown as TFunction;
const defaultMessage = () => 'default';
const check = async (columns: ReturnType<typeof customerColumns>, key: string, value: unknown) => {
  const column = columns.find((c) => c.key === key)!;
  return validateValue(value, column.validateRules, {
    row: { id: 'r1', [key]: value },
    column,
    occurrences: () => 1,
    defaultMessage,
  });
};

describe('order form', () => {
  it("shows the Excel sheet's words in Chinese (one list: the contract's, which the emulator writes)", () => {
    expect(zhDemo.order.ctypes).toEqual(ORDER_TYPE_TEXTS);
    expect(zhDemo.order.payment.payMethods).toEqual(PAY_METHOD_TEXTS);
  });

  it('builds the body the contract accepts from the form and both grids', () => {
    const body = toOrderBody(
      { orderCode: ' A9 ', ctype: '2', orderDate: dayjs('2026-11-26 09:30:00'), orderMoney: 12.5, content: null },
      [{ id: 'row_tmp', name: ' 张三 ', sex: '1', idcard: null, telphone: '13800138000' }],
      [{ id: 'x', ticketCode: 'CA1234', tickectDate: '2026-12-01 08:00:00' }],
    );
    expect(body).toEqual({
      orderCode: 'A9',
      ctype: '2',
      orderDate: '2026-11-26 09:30:00',
      orderMoney: 12.5,
      content: '',
      jeecgOrderCustomerList: [{ name: '张三', sex: '1', idcard: '', telphone: '13800138000' }],
      jeecgOrderTicketList: [{ ticketCode: 'CA1234', tickectDate: '2026-12-01 08:00:00' }],
    });
    expect(orderAddBodySchema.safeParse(body).success).toBe(true);
  });

  it('reads an order back into the form', () => {
    const values = orderFormValues({
      id: '1',
      orderCode: 'A1',
      ctype: '1',
      orderDate: '2026-11-02 10:30:00',
      orderMoney: 3200,
      content: null,
      createBy: null,
      createTime: null,
      updateBy: null,
      updateTime: null,
    });
    expect(values.orderDate?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-02 10:30:00');
    expect(orderFormValues({ ...values, id: '1', orderCode: 'A1', orderDate: null } as never).orderDate).toBeNull();
  });

  it("checks cells with the contract's rules", async () => {
    const customers = customerColumns(t);
    expect(await check(customers, 'name', '')).toBe('order.customer.nameRequired');
    expect(await check(customers, 'name', '张三')).toBeNull();
    expect(await check(customers, 'telphone', '123')).toBe('order.customer.telphoneInvalid');
    expect(await check(customers, 'telphone', '')).toBeNull();
    expect(await check(customers, 'idcard', '11010119900307773X')).toBeNull();
    expect(await check(customers, 'idcard', '1101')).toBe('order.customer.idcardInvalid');
    const tickets = ticketColumns(t);
    expect(await check(tickets, 'ticketCode', '')).toBe('order.ticket.ticketCodeRequired');
    expect(await check(tickets, 'ticketCode', 'CA 1')).toBe('order.ticket.ticketCodeInvalid');
  });

  it('answers the first failing cell in page order', () => {
    const ok: JVxeCollected = { errCount: 0, tableData: [], newRows: [], editedRows: [], deleteData: [] };
    const bad = (rowId: string): JVxeCollected => ({
      ...ok,
      errCount: 1,
      firstError: { rowId, key: 'k', message: 'm' },
    });
    expect(
      firstFailure([
        ['customers', ok],
        ['tickets', ok],
      ]),
    ).toBeNull();
    expect(
      firstFailure([
        ['customers', ok],
        ['tickets', bad('t1')],
      ]),
    ).toEqual({ grid: 'tickets', rowId: 't1', key: 'k', message: 'm' });
    expect(
      firstFailure([
        ['customers', bad('c1')],
        ['tickets', bad('t1')],
      ])?.grid,
    ).toBe('customers');
  });

  it('turns products picked several at once into lines of quantity 1 with their amounts, in the picked order', () => {
    const picked = [
      { id: 'p2', product_name: '复合肥', unit: '袋', price: 95.5, stock: 9 },
      { id: 'p1', product_name: '玉米种子', unit: 'kg', price: '180' },
    ];
    expect(pickedProductLines(picked)).toEqual([
      { productId: 'p2', productName: '复合肥', unit: '袋', price: '95.5', qty: 1, amount: 95.5 },
      { productId: 'p1', productName: '玉米种子', unit: 'kg', price: '180', qty: 1, amount: 180 },
    ]);
    expect(pickedProductLines([])).toEqual([]);
  });

  it('computes line amounts and the order total, and sends them with the payments', () => {
    expect(lineAmount({ price: '95.5', qty: 3 })).toBe(286.5);
    expect(lineAmount({ price: 0.1, qty: 3 })).toBe(0.3);
    expect(lineAmount({ price: '180', qty: '' })).toBeNull();
    const lines = [
      { id: 'a', productId: 'p1', price: '180', qty: 3 },
      { id: 'b', productId: 'p2', price: 95.5, qty: 2 },
      { id: 'c', productId: '', price: '', qty: '' },
    ];
    expect(linesTotal(lines)).toBe(731);
    const files = attachmentFiles('temp/a.pdf,temp/b.png');
    expect(files[1]).toEqual({ name: 'b.png', url: 'temp/b.png', path: 'temp/b.png', status: 'done' });
    expect(attachmentPaths(files)).toBe('temp/a.pdf,temp/b.png');
    expect(attachmentFiles(null)).toEqual([]);
    const body = toOrderBody({ orderCode: 'A1', orderMoney: 1 }, [], [], {
      lines: lines.slice(0, 2),
      payments: [{ id: 'x', payDate: '2026-11-26 10:00:00', payAmount: 50, payMethod: 'cash', attachment: files }],
    });
    expect(body).toMatchObject({
      orderMoney: 731,
      jeecgOrderLineList: [
        { productId: 'p1', qty: '3' },
        { productId: 'p2', qty: '2' },
      ],
      jeecgOrderPaymentList: [
        { payDate: '2026-11-26 10:00:00', payAmount: '50', payMethod: 'cash', attachment: 'temp/a.pdf,temp/b.png' },
      ],
    });
    const parsed = orderAddBodySchema.parse(body);
    expect(parsed.jeecgOrderLineList).toEqual([
      { productId: 'p1', qty: 3 },
      { productId: 'p2', qty: 2 },
    ]);
    // Without product lines the typed money is kept.
    expect(toOrderBody({ orderCode: 'A1', orderMoney: 9 }, [], [], { lines: [], payments: [] }).orderMoney).toBe(9);
  });

  it('checks product and payment cells', async () => {
    const products = productLineColumns(t, undefined);
    expect(products.find((c) => c.key === 'productName')).toMatchObject({
      type: 'popup',
      popupCode: 'rp_order_product',
      orgFields: 'id,product_name,unit,price',
      destFields: 'productId,productName,unit,price',
    });
    expect(await check(products, 'productName', '')).toBe('order.line.productRequired');
    expect(await check(products, 'qty', '')).toBe('order.line.qtyRequired');
    expect(await check(products, 'qty', 1.5)).toBe('order.line.qtyInvalid');
    expect(await check(products, 'qty', 0)).toBe('order.line.qtyInvalid');
    expect(await check(products, 'qty', 2)).toBeNull();
    const payments = paymentColumns(t, undefined);
    expect(await check(payments, 'payDate', '')).toBe('order.payment.payDateRequired');
    expect(await check(payments, 'payAmount', -1)).toBe('order.payment.payAmountInvalid');
    expect(await check(payments, 'payAmount', 10)).toBeNull();
  });
});
