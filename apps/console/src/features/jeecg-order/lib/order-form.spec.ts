import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { orderAddBodySchema } from '@cropwatch/contract';
import { validateValue, type JVxeCollected } from '@cropwatch/ui/jvxe-grid';
import { dayjs } from '../../../lib/dayjs';
import { customerColumns, firstFailure, orderFormValues, ticketColumns, toOrderBody } from './order-form';

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
});
