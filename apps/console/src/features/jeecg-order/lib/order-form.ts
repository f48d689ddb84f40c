import type { TFunction } from 'i18next';
import {
  ID_CARD_PATTERN,
  type JeecgOrderCustomer,
  type JeecgOrderLine,
  type JeecgOrderMain,
  type JeecgOrderPayment,
  MAX_LINE_QTY,
  ORDER_PRODUCT_REPORT,
  type JeecgOrderTicket,
  type OrderAddBody,
  PAY_METHODS,
  TICKET_CODE_PATTERN,
} from '@cropwatch/contract';
import { type CellValue, cellText, type JVxeCollected, type JVxeColumn, type JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { dayjs, DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { MOBILE_PATTERN } from '../../../lib/validators';
import type { ReportRow } from '../../online-report';
import { mapPopupRows } from '../../online-report';

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

/** Money to the cent (the emulator stores amounts the same way). */
export const cents = (n: number) => Math.round(n * 100) / 100;

/** A product line's amount, `price × qty`, or null while either is missing. */
export function lineAmount(row: Readonly<Record<string, unknown>>): number | null {
  const price = Number(cellText(row.price));
  const qty = Number(cellText(row.qty));
  if (cellText(row.price) === '' || cellText(row.qty) === '' || !Number.isFinite(price) || !Number.isFinite(qty))
    return null;
  return cents(price * qty);
}

/** The order total of the product lines (the order money the emulator computes too). */
export const linesTotal = (rows: readonly JVxeRow[]) => cents(rows.reduce((sum, r) => sum + (lineAmount(r) ?? 0), 0));

/** The grid's file cell value (spec §3's uploaded-file shape) from stored comma-separated paths, and back. */
export const attachmentFiles = (paths: string | null) =>
  (paths ?? '')
    .split(',')
    .filter(Boolean)
    .map((path) => ({ name: path.split('/').pop() ?? path, url: path, path, status: 'done' }));
export const attachmentPaths = (value: unknown): string =>
  Array.isArray(value)
    ? value
        .map((f: { url?: unknown; path?: unknown }) => cellText(f.path ?? f.url))
        .filter(Boolean)
        .join(',')
    : text(value);

export const productLineRows = (lines: readonly JeecgOrderLine[]): JVxeRow[] => lines.map((l) => ({ ...l }));
export const paymentRows = (payments: readonly JeecgOrderPayment[]): JVxeRow[] =>
  payments.map((p) => ({ ...p, attachment: attachmentFiles(p.attachment) }));

/** `JeecgOrderMainPage`: the main row and both grids' current rows (temporary ids are not sent). */
export function toOrderBody(
  values: OrderFormValues,
  customers: readonly JVxeRow[],
  tickets: readonly JVxeRow[],
  variant?: { lines: readonly JVxeRow[]; payments: readonly JVxeRow[] },
): OrderAddBody {
  const body: OrderAddBody = {
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
  if (!variant) return body;
  return {
    ...body,
    // With product lines the order money is their total (the emulator computes it from its own prices).
    orderMoney: variant.lines.length ? linesTotal(variant.lines) : body.orderMoney,
    jeecgOrderLineList: variant.lines.map((r) => ({ productId: text(r.productId), qty: text(r.qty) })),
    jeecgOrderPaymentList: variant.payments.map((r) => ({
      payDate: text(r.payDate),
      payAmount: text(r.payAmount),
      payMethod: text(r.payMethod),
      attachment: attachmentPaths(r.attachment),
    })),
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

/** The product popup's mapping: report columns → line fields (one source for the cell's popup and the multi pick). */
export const PRODUCT_POPUP = {
  popupCode: ORDER_PRODUCT_REPORT,
  orgFields: 'id,product_name,unit,price',
  destFields: 'productId,productName,unit,price',
} as const;

/**
 * Lines for products picked several at once (the products tab's 选择商品): each chosen report row becomes a line
 * with quantity 1 and its amount, in the order picked.
 */
export function pickedProductLines(picked: readonly ReportRow[]): Record<string, CellValue>[] {
  return picked.map((row) => {
    const line: Record<string, CellValue> = mapPopupRows([row], PRODUCT_POPUP.orgFields, PRODUCT_POPUP.destFields);
    line.qty = 1;
    line.amount = lineAmount(line);
    return line;
  });
}

/**
 * 商品明细: the product is picked from the `rp_order_product` popup (the picker comes from the modal), which
 * also fills name, unit and price; quantity is a positive whole number; the amount is computed, summed below.
 */
export function productLineColumns(t: TFunction, picker: JVxeColumn['picker']): JVxeColumn[] {
  return [
    {
      key: 'productName',
      title: t('order.line.product'),
      type: 'popup',
      width: 200,
      picker,
      ...PRODUCT_POPUP,
      validateRules: [{ required: true, message: t('order.line.productRequired') }],
    },
    { key: 'unit', title: t('order.line.unit'), type: 'normal', width: 80 },
    { key: 'price', title: t('order.line.price'), type: 'normal', width: 110 },
    {
      key: 'qty',
      title: t('order.line.qty'),
      type: 'inputNumber',
      width: 110,
      validateRules: [
        { required: true, message: t('order.line.qtyRequired') },
        {
          handler: ({ value }) => {
            const n = Number(cellText(value));
            return cellText(value) === '' || (Number.isInteger(n) && n > 0 && n <= MAX_LINE_QTY);
          },
          message: t('order.line.qtyInvalid'),
        },
      ],
    },
    { key: 'amount', title: t('order.line.amount'), type: 'normal', width: 130, statistics: 'sum' },
  ];
}

/** 付款记录: date and a positive amount required, the method from `PAY_METHODS`, receipts uploaded (file column). */
export function paymentColumns(t: TFunction, filePicker: JVxeColumn['picker']): JVxeColumn[] {
  return [
    {
      key: 'payDate',
      title: t('order.payment.payDate'),
      type: 'datetime',
      width: 200,
      validateRules: [{ required: true, message: t('order.payment.payDateRequired') }],
    },
    {
      key: 'payAmount',
      title: t('order.payment.payAmount'),
      type: 'inputNumber',
      width: 130,
      statistics: 'sum',
      validateRules: [
        { required: true, message: t('order.payment.payAmountRequired') },
        {
          handler: ({ value }) => cellText(value) === '' || Number(cellText(value)) > 0,
          message: t('order.payment.payAmountInvalid'),
        },
      ],
    },
    {
      key: 'payMethod',
      title: t('order.payment.payMethod'),
      type: 'select',
      width: 130,
      options: PAY_METHODS.map((v) => ({ value: v, label: t(`order.payment.payMethods.${v}`) })),
    },
    { key: 'attachment', title: t('order.payment.attachment'), type: 'file', width: 200, picker: filePicker },
  ];
}
