import { z } from 'zod';
import { ORDER_MENU_URL, ORDER_PRODUCT_REPORT } from '../demo/jeecg-order';
import { endpoint } from '../endpoint';
import { binaryResponseSchema } from '../import-export';
import { resultSchema } from '../result';
import { dictModelSchema } from '../sys/dict';

/**
 * Online reports, `/online/cgreport/api/*` (contract §8.5, issue #15): a report is an admin-defined SELECT
 * (`onl_cgreport_head.cgr_sql`) with its columns (`onl_cgreport_item`) and `${name}` parameters
 * (`onl_cgreport_param`). Every read needs that report's own grant (issue #29): its menu `/online/cgreport/<code>`,
 * or a page that embeds the report as a popup (`REPORT_POPUP_PAGES`). The report folder's menu grants nothing.
 */

/** The report folder's menu; each report's own menu lives below it as `/online/cgreport/<code>`. */
export const ONLINE_REPORT_MENU = '/online/cgreport';
const reportAccess = 'report' as const;

/** The menu of one report: its grant. */
export const reportMenuOf = (code: string) => `${ONLINE_REPORT_MENU}/${code}`;

/** Pages whose forms embed a report as a popup picker: their grant also opens that report (code -> page urls). */
export const REPORT_POPUP_PAGES: Readonly<Record<string, readonly string[]>> = {
  [ORDER_PRODUCT_REPORT]: [ORDER_MENU_URL],
};

/** The menus any one of which lets a caller run the report `code`. */
export const reportGrantMenus = (code: string): string[] => [
  reportMenuOf(code),
  ...(Object.hasOwn(REPORT_POPUP_PAGES, code) ? REPORT_POPUP_PAGES[code] : []),
];

/** Report codes, head ids and field names: letters, digits, `_` and `-` (they name SQL columns, never spliced). */
export const REPORT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const reportKey = z
  .string({ error: '实体不存在' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, '实体不存在');

/** Messages of the report API, shared by emulator and console. */
export const REPORT_MESSAGES = {
  notFound: '实体不存在',
  queryFailed: '查询失败',
  sqlFailed: 'SQL执行失败：',
  notSelect: '报表SQL只能是一条SELECT查询语句',
  timeout: '报表查询超时',
  badColumn: '排序字段不在报表列中',
} as const;

/** One list column (`getRpColumns`): `sorter` only for numeric/date fields, `customRender` only with a dict. */
export const reportColumnSchema = z.looseObject({
  title: z.string(),
  dataIndex: z.string(),
  align: z.string(),
  sorter: z.string().optional(),
  customRender: z.string().optional(),
  width: z.number().int().nullable().optional(),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportColumnsSchema = z.looseObject({
  columns: z.array(reportColumnSchema),
  dictOptions: z.record(z.string(), z.array(dictModelSchema)),
  cgRpConfigId: z.string(),
  cgRpConfigName: z.string(),
});
export type ReportColumns = z.infer<typeof reportColumnsSchema>;

/** One search field (`getQueryInfo`): `view` is `list` (plain dict) or the lower-cased field type. */
export const reportQueryItemSchema = z.looseObject({
  label: z.string(),
  field: z.string(),
  view: z.string(),
  mode: z.enum(['single', 'group']),
  hidden: z.string().optional(),
  dictCode: z.string().optional(),
});
export type ReportQueryItem = z.infer<typeof reportQueryItemSchema>;

/** One `${name}` parameter of the report SQL (`getParamsInfo`); the client sends it as `self_<paramName>`. */
export const reportParamSchema = z.looseObject({
  id: z.string(),
  paramName: z.string(),
  paramTxt: z.string().nullable(),
  paramValue: z.string().nullable(),
  orderNum: z.number().int().nullable(),
});
export type ReportParam = z.infer<typeof reportParamSchema>;

export const reportDataSchema = z.looseObject({
  total: z.number().int(),
  records: z.array(z.record(z.string(), z.unknown())),
});
export type ReportData = z.infer<typeof reportDataSchema>;

/**
 * `getData` query: paging, sort (`column` must be a report field), search values by field name
 * (`<field>_begin`/`<field>_end` for range fields) and `self_<param>` values; all bound, never spliced.
 */
export const reportDataQuerySchema = z.looseObject({
  pageNo: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order只能是asc或desc' }).optional(),
  _t: z.string().optional(),
});
export type ReportDataQuery = z.infer<typeof reportDataQuerySchema>;

const byCode = z.object({ code: reportKey });
const byId = z.object({ id: reportKey });

/** `GET getRpColumns/{code}`: list columns, dictionaries and the head id; unknown code err500 `实体不存在`. */
export const reportGetRpColumns = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/getRpColumns/:code',
  access: reportAccess,
  auth: true,
  params: byCode,
  response: resultSchema(reportColumnsSchema.nullable()),
});

/** `GET getQueryInfo/{id}`: the search fields. */
export const reportGetQueryInfo = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/getQueryInfo/:id',
  access: reportAccess,
  auth: true,
  params: byId,
  response: resultSchema(z.array(reportQueryItemSchema).nullable()),
});

/** `GET getData/{id}`: one page of the report's rows; SQL failure err500 `SQL执行失败：…`. */
export const reportGetData = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/getData/:id',
  access: reportAccess,
  auth: true,
  params: byId,
  query: reportDataQuerySchema,
  response: resultSchema(reportDataSchema.nullable()),
});

/** `GET getColumnsAndData/{id}`: `getRpColumns` and the first page of `getData` in one answer. */
export const reportGetColumnsAndData = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/getColumnsAndData/:id',
  access: reportAccess,
  auth: true,
  params: byId,
  query: reportDataQuerySchema,
  response: resultSchema(reportColumnsSchema.extend({ data: reportDataSchema }).nullable()),
});

/** `GET getParamsInfo/{id}`: the report SQL's `${name}` parameters. */
export const reportGetParamsInfo = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/getParamsInfo/:id',
  access: reportAccess,
  auth: true,
  params: byId,
  response: resultSchema(z.array(reportParamSchema).nullable()),
});

/** `GET exportXls/{id}`: the searched rows (up to the export limit) as `<report name>.xls` (OOXML content). */
export const reportExportXls = endpoint({
  method: 'GET',
  path: '/online/cgreport/api/exportXls/:id',
  access: reportAccess,
  auth: true,
  params: byId,
  query: reportDataQuerySchema,
  envelope: 'binary',
  response: binaryResponseSchema,
});
