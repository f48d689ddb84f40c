import type { TFunction } from 'i18next';
import {
  ID_CARD_PATTERN,
  type JeecgOrderCustomer,
  type JeecgOrderMain,
  type JeecgOrderTicket,
  type OrderAddBody,
  TICKET_CODE_PATTERN,
} from '@cropwatch/contract';
import { cellText, type JVxeCollected, type JVxeColumn, type JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { dayjs, DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { MOBILE_PATTERN } from '../../../lib/validators';

type Dayjs = ReturnType<typeof dayjs>;

/** The main form's values (antd): the order date as a dayjs value. */
export interface OrderFormValues {
  orderCode: string;
  ctype?: string | null;
  orderDate?: Dayjs | null;
  orderMoney?: number | null;
  content?: string | null;
}

export const orderFormValues = (o: JeecgOrderMain): OrderFormValues => ({
  orderCode: o.orderCode,
  ctype: o.ctype,
  orderDate: o.orderDate ? dayjs(o.orderDate, DATE_TIME_FORMAT) : null,
  orderMoney: o.orderMoney,
  content: o.content,
});

/** Grid rows of the sub-tables: the stored lines keep their ids, so the grid tells edited rows from new ones. */
export const customerRows = (lines: readonly JeecgOrderCustomer[]): JVxeRow[] => lines.map((c) => ({ ...c }));
export const ticketRows = (lines: readonly JeecgOrderTicket[]): JVxeRow[] => lines.map((k) => ({ ...k }));

const text = (v: unknown): string => cellText(v).trim();

/** `JeecgOrderMainPage`: the main row and both grids' current rows (temporary ids are not sent). */
export function toOrderBody(
  values: OrderFormValues,
  customers: readonly JVxeRow[],
  tickets: readonly JVxeRow[],
): OrderAddBody {
  return {
    orderCode: values.orderCode.trim(),
    ctype: values.ctype ?? '',
    orderDate: values.orderDate ? values.orderDate.format(DATE_TIME_FORMAT) : '',
    orderMoney: values.orderMoney ?? null,
    content: values.content ?? '',
    jeecgOrderCustomerList: customers.map((r) => ({
      name: text(r.name),
      sex: text(r.sex),
      idcard: text(r.idcard),
      telphone: text(r.telphone),
    })),
    jeecgOrderTicketList: tickets.map((r) => ({ ticketCode: text(r.ticketCode), tickectDate: text(r.tickectDate) })),
  };
}

/** The first failing cell over the grids in their order on the page (the one to focus), or null. */
export function firstFailure<K extends string>(
  collected: readonly (readonly [K, JVxeCollected])[],
): { grid: K; rowId: string; key: string; message: string } | null {
  for (const [grid, c] of collected) if (c.errCount > 0 && c.firstError) return { grid, ...c.firstError };
  return null;
}

/** 客户信息: name required, sex from the `sex` dictionary, id card and mobile by pattern (the contract's). */
export function customerColumns(t: TFunction): JVxeColumn[] {
  return [
    {
      key: 'name',
      title: t('order.customer.name'),
      type: 'input',
      width: 160,
      validateRules: [{ required: true, message: t('order.customer.nameRequired') }],
    },
    { key: 'sex', title: t('order.customer.sex'), type: 'select', dictCode: 'sex', width: 120 },
    {
      key: 'idcard',
      title: t('order.customer.idcard'),
      type: 'input',
      width: 220,
      validateRules: [{ pattern: ID_CARD_PATTERN, message: t('order.customer.idcardInvalid') }],
    },
    {
      key: 'telphone',
      title: t('order.customer.telphone'),
      type: 'input',
      width: 180,
      validateRules: [{ pattern: MOBILE_PATTERN, message: t('order.customer.telphoneInvalid') }],
    },
  ];
}

/** 机票信息: flight number required (letters and digits), departure time. */
export function ticketColumns(t: TFunction): JVxeColumn[] {
  return [
    {
      key: 'ticketCode',
      title: t('order.ticket.ticketCode'),
      type: 'input',
      width: 200,
      validateRules: [
        { required: true, message: t('order.ticket.ticketCodeRequired') },
        { pattern: TICKET_CODE_PATTERN, message: t('order.ticket.ticketCodeInvalid') },
      ],
    },
    { key: 'tickectDate', title: t('order.ticket.tickectDate'), type: 'datetime', width: 220 },
  ];
}
