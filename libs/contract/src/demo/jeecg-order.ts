import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText, MOBILE_PATTERN, optionalText, requiredText } from '../sys/fields';

/**
 * JeecgBoot's one-to-many demo, `/test/jeecgOrderMain/*` (JeecgOrderMainController): an order
 * (`jeecg_order_main`) with its customers (`jeecg_order_customer`) and flight tickets (`jeecg_order_ticket`).
 * Generated CRUD, so ok200 answers. Add and edit carry both sub-table lists and are saved in one transaction.
 */

export const ORDER_MENU_URL = '/jeecg/JeecgOrderMainList';
/** `ctype`: 1 domestic, 2 international (JeecgBoot's demo dictionary `ordertype`). */
export const ORDER_TYPES = ['1', '2'] as const;
/** `ctype`'s Chinese texts (JeecgBoot's demo dictionary `ordertype`): the Excel sheet's words and the console's zh-CN. */
export const ORDER_TYPE_TEXTS: Readonly<Record<(typeof ORDER_TYPES)[number], string>> = {
  '1': '国内订单',
  '2': '国际订单',
};
/** Mainland resident id card: 17 digits and a digit or X. */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
/** A flight number: 2 to 20 letters or digits. */
export const TICKET_CODE_PATTERN = /^[A-Za-z0-9]{2,20}$/;

const optionalDateTime = (message: string) =>
  z
    .union([z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? (v.length === 10 ? `${v} 00:00:00` : v) : null))
    .refine((v) => v === undefined || v === null || dateTimeString.safeParse(v).success, message);

/** An optional code among `allowed`: `""`/null become null. */
const optionalChoice = (allowed: readonly string[], message: string) =>
  z
    .union([z.string().trim().max(10), z.null()])
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || allowed.includes(v), message);

const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  optionalText(max).refine((v) => v === undefined || v === null || pattern.test(v), message);

export const jeecgOrderMainSchema = z.looseObject({
  id: z.string(),
  orderCode: z.string(),
  ctype: z.string().nullable(),
  orderDate: dateTimeString.nullable(),
  orderMoney: z.number().nullable(),
  content: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type JeecgOrderMain = z.infer<typeof jeecgOrderMainSchema>;

export const jeecgOrderCustomerSchema = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  name: z.string(),
  sex: z.string().nullable(),
  idcard: z.string().nullable(),
  telphone: z.string().nullable(),
});
export type JeecgOrderCustomer = z.infer<typeof jeecgOrderCustomerSchema>;

export const jeecgOrderTicketSchema = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  ticketCode: z.string(),
  tickectDate: dateTimeString.nullable(),
});
export type JeecgOrderTicket = z.infer<typeof jeecgOrderTicketSchema>;

/** One customer line of an add/edit body (its `id`, a grid's temporary id, is not kept). */
export const orderCustomerLineSchema = z.looseObject({
  name: requiredText(100, '客户名不能为空'),
  sex: optionalChoice(['1', '2'], '性别只能是1或2'),
  idcard: optionalPattern(18, ID_CARD_PATTERN, '身份证号格式不正确'),
  telphone: optionalPattern(32, MOBILE_PATTERN, '手机号码格式不正确'),
});
export type OrderCustomerLine = z.output<typeof orderCustomerLineSchema>;

/** One ticket line of an add/edit body. */
export const orderTicketLineSchema = z.looseObject({
  ticketCode: requiredText(100, '航班号不能为空').regex(TICKET_CODE_PATTERN, '航班号只能是2-20位字母或数字'),
  tickectDate: optionalDateTime('航班时间格式不正确'),
});
export type OrderTicketLine = z.output<typeof orderTicketLineSchema>;

export const jeecgOrderLineSchema = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  productId: z.string(),
  productName: z.string(),
  unit: z.string().nullable(),
  price: z.number(),
  qty: z.number().int(),
  amount: z.number(),
});
export type JeecgOrderLine = z.infer<typeof jeecgOrderLineSchema>;

export const jeecgOrderPaymentSchema = z.looseObject({
  id: z.string(),
  orderId: z.string(),
  payDate: dateTimeString.nullable(),
  payAmount: z.number(),
  payMethod: z.string().nullable(),
  /** Uploaded files' paths (`/sys/common/upload`), comma separated. */
  attachment: z.string().nullable(),
});
export type JeecgOrderPayment = z.infer<typeof jeecgOrderPaymentSchema>;

/** How a payment was made (the console's select; stored as the code). */
export const PAY_METHODS = ['bank', 'cash', 'alipay', 'wechat'] as const;
/** `payMethod`'s Chinese texts: the Excel sheet's words and the console's zh-CN (a test holds them equal). */
export const PAY_METHOD_TEXTS: Readonly<Record<(typeof PAY_METHODS)[number], string>> = {
  bank: '银行转账',
  cash: '现金',
  alipay: '支付宝',
  wechat: '微信支付',
};
/** Most of one line's quantity. */
export const MAX_LINE_QTY = 1_000_000;

const isPositive = (v: number) => Number.isFinite(v) && v > 0 && v < 1e12;
/** A line's quantity: a whole number from 1 to `MAX_LINE_QTY`. */
const isLineQty = (v: number) => isPositive(v) && Number.isInteger(v) && v <= MAX_LINE_QTY;
const QTY_MESSAGE = '数量须为正整数';
const PAY_AMOUNT_MESSAGE = '付款金额须大于0';

const numberInput = z.union([z.number(), z.string().trim(), z.null()]).optional();

const positiveNumber = (emptyMessage: string, message: string) =>
  numberInput
    .refine((v) => v !== undefined && v !== null && v !== '', emptyMessage)
    .transform((v) => Number(v))
    .refine(isPositive, message);

/** An optional number (an empty cell is undefined) that `valid` must accept when given. */
const optionalNumber = (valid: (v: number) => boolean, message: string) =>
  numberInput
    .transform((v) => (v === undefined || v === null || v === '' ? undefined : Number(v)))
    .refine((v) => v === undefined || valid(v), message);

/**
 * One product line: the product picked from the `rp_order_product` popup and a quantity. Name, unit, price and
 * amount sent by a client are display copies; the server takes price and name from `demo_product`.
 */
export const orderLineInputSchema = z.looseObject({
  productId: requiredText(32, '商品不能为空'),
  qty: positiveNumber('数量不能为空', QTY_MESSAGE).refine(isLineQty, QTY_MESSAGE),
});
export type OrderLineInput = z.output<typeof orderLineInputSchema>;

/** One payment record: date and amount required; the method among `PAY_METHODS`; files as uploaded paths. */
export const orderPaymentInputSchema = z.looseObject({
  payDate: optionalDateTime('付款时间格式不正确').refine((v) => Boolean(v), '付款时间不能为空'),
  payAmount: positiveNumber('付款金额不能为空', PAY_AMOUNT_MESSAGE),
  payMethod: optionalChoice(PAY_METHODS, '付款方式不正确'),
  attachment: optionalText(1000),
});
export type OrderPaymentInput = z.output<typeof orderPaymentInputSchema>;

const orderFields = {
  orderCode: requiredText(50, '订单号不能为空'),
  ctype: optionalChoice(ORDER_TYPES, '订单类型只能是1或2'),
  orderDate: optionalDateTime('下单时间格式不正确'),
  orderMoney: z
    .union([z.number(), z.string().trim(), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v === '' ? null : Number(v)))
    .refine((v) => v === undefined || v === null || (Number.isFinite(v) && v >= 0 && v < 1e12), '订单金额不正确'),
  content: optionalText(500),
  jeecgOrderCustomerList: z.array(orderCustomerLineSchema).max(500).optional().default([]),
  jeecgOrderTicketList: z.array(orderTicketLineSchema).max(500).optional().default([]),
  /**
   * The product lines; absent keeps the stored ones (JeecgBoot's own client knows only customers and tickets).
   * With lines, `orderMoney` is their total, computed by the server.
   */
  jeecgOrderLineList: z.array(orderLineInputSchema).max(500).optional(),
  /** The payment records; absent keeps the stored ones. */
  jeecgOrderPaymentList: z.array(orderPaymentInputSchema).max(500).optional(),
};

/** `JeecgOrderMainPage`: the main row with both sub-table lists. */
export const orderAddBodySchema = z.looseObject(orderFields);
export type OrderAddBody = z.input<typeof orderAddBodySchema>;
export type OrderAddValues = z.output<typeof orderAddBodySchema>;
export const orderEditBodySchema = z.looseObject({ id: idText(), ...orderFields });
export type OrderEditBody = z.input<typeof orderEditBodySchema>;
export type OrderEditValues = z.output<typeof orderEditBodySchema>;

const messageResult = resultSchema(z.string().nullable());
const read = { menu: ORDER_MENU_URL } as const;

/** `GET list`: ok200 IPage of orders. */
export const jeecgOrderList = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/list',
  access: read,
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(jeecgOrderMainSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; a ticket code held by another order err500 and nothing is saved. */
export const jeecgOrderAdd = endpoint({
  method: 'POST',
  path: '/test/jeecgOrderMain/add',
  source: 'JeecgOrderMainController#add',
  since: '3.4.0',
  access: { button: 'demo:order:add' },
  auth: true,
  body: orderAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`; the sub-table lists replace the stored ones. */
export const jeecgOrderEdit = endpoint({
  method: 'PUT',
  path: '/test/jeecgOrderMain/edit',
  source: 'JeecgOrderMainController#eidt',
  since: '3.4.0',
  access: { button: 'demo:order:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: orderEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: ok200 `删除成功!` (with its lines). */
export const jeecgOrderDelete = endpoint({
  method: 'DELETE',
  path: '/test/jeecgOrderMain/delete',
  source: 'JeecgOrderMainController#delete',
  since: '3.4.0',
  access: { button: 'demo:order:delete' },
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功！`. */
export const jeecgOrderDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/test/jeecgOrderMain/deleteBatch',
  source: 'JeecgOrderMainController#deleteBatch',
  since: '3.4.0',
  access: { button: 'demo:order:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `GET queryById?id=`: ok200 the main row; err500 `未找到对应数据`. */
export const jeecgOrderQueryById = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/queryById',
  access: read,
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(jeecgOrderMainSchema.nullable()),
});

/** `GET queryOrderCustomerListByMainId?id=`: ok200 the order's customers. */
export const jeecgOrderCustomerList = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/queryOrderCustomerListByMainId',
  access: read,
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(z.array(jeecgOrderCustomerSchema).nullable()),
});

/** `GET queryOrderTicketListByMainId?id=`: ok200 the order's tickets. */
export const jeecgOrderTicketList = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/queryOrderTicketListByMainId',
  access: read,
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(z.array(jeecgOrderTicketSchema).nullable()),
});

/** `GET queryOrderLineListByMainId?id=`: ok200 the order's product lines. */
export const jeecgOrderLineList = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/queryOrderLineListByMainId',
  access: read,
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(z.array(jeecgOrderLineSchema).nullable()),
});

/** `GET queryOrderPaymentListByMainId?id=`: ok200 the order's payment records. */
export const jeecgOrderPaymentList = endpoint({
  method: 'GET',
  path: '/test/jeecgOrderMain/queryOrderPaymentListByMainId',
  access: read,
  auth: true,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(z.array(jeecgOrderPaymentSchema).nullable()),
});

/** The popup report the product column picks from (`onl_cgreport_head.code`). */
export const ORDER_PRODUCT_REPORT = 'rp_order_product';

/**
 * `GET exportXls`: the filtered orders (or `selections`); an order takes as many rows as its longest sub-table,
 * row i holding customer i, ticket i, product line i and payment i.
 */
export const jeecgOrderExportXls = exportXlsEndpoint(
  '/test/jeecgOrderMain/exportXls',
  { button: 'demo:order:export' },
  { source: 'JeecgOrderMainController#exportXls', since: '3.4.0', ...ANY_METHOD },
);

/**
 * `POST importExcel`: the export's layout read back. Consecutive rows with the same order number (or an empty
 * one) are one order; the whole file is one transaction, so a file with any bad row writes nothing and the
 * answer is the code-201 error file (`successCount: 0`).
 */
export const jeecgOrderImportExcel = importExcelEndpoint(
  '/test/jeecgOrderMain/importExcel',
  {
    button: 'demo:order:import',
  },
  { source: 'JeecgOrderMainController#importExcel', since: '3.4.0' },
);

/**
 * One row of the order sheet: the order's columns (empty on a continuation row), one customer, one ticket, one
 * product line and one payment. A line names its product by `demo_product.product_name` (the server resolves it);
 * the sheet's 单价 and 金额 cells are not read (the server prices lines from its catalogue, as on save). A sheet
 * without the line and payment columns reads as before.
 */
export const orderImportRowSchema = z
  .object({
    orderCode: optionalText(50),
    ctype: orderFields.ctype,
    orderDate: orderFields.orderDate,
    orderMoney: orderFields.orderMoney,
    content: optionalText(500),
    name: optionalText(100),
    sex: orderCustomerLineSchema.shape.sex,
    idcard: orderCustomerLineSchema.shape.idcard,
    telphone: orderCustomerLineSchema.shape.telphone,
    ticketCode: optionalPattern(100, TICKET_CODE_PATTERN, '航班号只能是2-20位字母或数字'),
    tickectDate: orderTicketLineSchema.shape.tickectDate,
    productName: optionalText(100),
    qty: optionalNumber(isLineQty, QTY_MESSAGE),
    payDate: optionalDateTime('付款时间格式不正确'),
    payAmount: optionalNumber(isPositive, PAY_AMOUNT_MESSAGE),
    /** The method's code, or the sheet's text when it names no method (see the check below). */
    payMethod: optionalText(100),
    attachment: orderPaymentInputSchema.shape.attachment,
  })
  .superRefine((row, ctx) => {
    if (!row.name && (row.sex || row.idcard || row.telphone))
      ctx.addIssue({ code: 'custom', path: ['name'], message: '客户名不能为空' });
    if (!row.ticketCode && row.tickectDate)
      ctx.addIssue({ code: 'custom', path: ['ticketCode'], message: '航班号不能为空' });
    if (!row.productName && row.qty !== undefined)
      ctx.addIssue({ code: 'custom', path: ['productName'], message: '商品不能为空' });
    if (row.productName && row.qty === undefined)
      ctx.addIssue({ code: 'custom', path: ['qty'], message: '数量不能为空' });
    if (row.payMethod && !(PAY_METHODS as readonly string[]).includes(row.payMethod))
      ctx.addIssue({ code: 'custom', path: ['payMethod'], message: `付款方式不正确：${row.payMethod}` });
    const payment = Boolean(row.payDate || row.payAmount !== undefined || row.payMethod || row.attachment);
    if (payment && !row.payDate) ctx.addIssue({ code: 'custom', path: ['payDate'], message: '付款时间不能为空' });
    if (payment && row.payAmount === undefined)
      ctx.addIssue({ code: 'custom', path: ['payAmount'], message: '付款金额不能为空' });
  });
export type OrderImportRow = z.output<typeof orderImportRowSchema>;
