import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { checkRuleByCode, duplicateCheck } from './system';

/**
 * Validation helpers (contract §8.3): the unique-value check and the check rules (`/sys/checkRule/*`).
 * `duplicateCheck` and `checkRuleByCode` were written for the console in `system.ts` and are served as they are.
 */

export { checkRuleByCode, duplicateCheck };

const required = (field: string, max = 64) =>
  z
    .string({ error: `${field}不能为空` })
    .trim()
    .min(1, `${field}不能为空`)
    .max(max);
const messageResult = resultSchema(z.string().nullable());

/** One rule of `rule_json`: `digits` is `*` (the whole value) or how many characters the rule reads. */
export const checkRuleItemSchema = z.object({
  digits: z.union([z.literal('*'), z.string().regex(/^[1-9]\d{0,2}$/, '位数只能是 * 或 1-999 的整数')]),
  pattern: z.string().min(1, '规则（正则表达式）不能为空').max(500),
  message: z.string().min(1, '提示文本不能为空').max(200),
});
export type CheckRuleItem = z.infer<typeof checkRuleItemSchema>;

/** `SysCheckRule` (contract §6.6): `ruleJson` is the JSON text of a `CheckRuleItem[]`. */
export const sysCheckRuleSchema = z.looseObject({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleJson: z.string(),
  ruleDescription: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysCheckRule = z.infer<typeof sysCheckRuleSchema>;

export const checkRuleAddBodySchema = z.looseObject({
  ruleName: z.string().trim().min(1, '规则名称不能为空').max(100),
  ruleCode: z
    .string()
    .trim()
    .min(1, '规则编码不能为空')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, '规则编码只能包含字母、数字、下划线和短横线'),
  ruleJson: z.string().trim().min(1, '规则内容不能为空').max(1024, '规则内容不能超过1024个字符'),
  ruleDescription: z.string().max(200).nullable().optional(),
});
export type CheckRuleAddBody = z.input<typeof checkRuleAddBodySchema>;
export type CheckRuleAddValues = z.output<typeof checkRuleAddBodySchema>;
export const checkRuleEditBodySchema = checkRuleAddBodySchema.partial().extend({ id: required('id', 32) });
export type CheckRuleEditBody = z.input<typeof checkRuleEditBodySchema>;
export type CheckRuleEditValues = z.output<typeof checkRuleEditBodySchema>;

/** `GET list`: ok200 IPage (generated controller). */
export const checkRuleList = endpoint({
  method: 'GET',
  path: '/sys/checkRule/list',
  access: { menu: '/isystem/checkRule' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysCheckRuleSchema).nullable()),
});

/** `POST add`: ok200 `添加成功！`; the rule JSON is checked (array of rules, compilable patterns). */
export const checkRuleAdd = endpoint({
  method: 'POST',
  path: '/sys/checkRule/add',
  source: 'SysCheckRuleController#add',
  since: '3.4.0',
  access: { button: 'checkRule:add' },
  auth: true,
  body: checkRuleAddBodySchema,
  response: messageResult,
});

/** `PUT|POST edit`: ok200 `编辑成功!`. */
export const checkRuleEdit = endpoint({
  method: 'PUT',
  path: '/sys/checkRule/edit',
  source: 'SysCheckRuleController#edit',
  since: '3.4.0',
  access: { button: 'checkRule:edit' },
  auth: true,
  alsoMethods: ['POST'],
  body: checkRuleEditBodySchema,
  response: messageResult,
});

/** `DELETE delete?id=`: ok200 `删除成功!`. */
export const checkRuleDelete = endpoint({
  method: 'DELETE',
  path: '/sys/checkRule/delete',
  source: 'SysCheckRuleController#delete',
  since: '3.4.0',
  access: { button: 'checkRule:delete' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: messageResult,
});

/** `DELETE deleteBatch?ids=`: ok200 `批量删除成功!`. */
export const checkRuleDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/checkRule/deleteBatch',
  source: 'SysCheckRuleController#deleteBatch',
  since: '3.4.0',
  access: { button: 'checkRule:batch_delete' },
  auth: true,
  query: z.looseObject({ ids: z.string().trim().min(1, '参数不识别！').max(20000) }),
  response: messageResult,
});

/** `GET queryById?id=`: ok200 the rule; err500 `未找到对应数据`. */
export const checkRuleQueryById = endpoint({
  method: 'GET',
  path: '/sys/checkRule/queryById',
  access: { menu: '/isystem/checkRule' },
  auth: true,
  query: z.looseObject({ id: required('id') }),
  response: resultSchema(sysCheckRuleSchema.nullable()),
});

/**
 * `GET exportXls` (SysCheckRuleController#exportXls, JeecgController's generic export): `编码校验规则.xls`, the
 * columns of SysCheckRule's `@Excel`. A read of the page: its menu suffices (no export button is seeded).
 */
export const checkRuleExportXls = exportXlsEndpoint(
  '/sys/checkRule/exportXls',
  { menu: '/isystem/checkRule' },
  { source: 'SysCheckRuleController#exportXls', since: '3.4.0', ...ANY_METHOD },
);

/**
 * `POST importExcel` (multipart `file`, the Vue2 list's 导入 button): JeecgController's generic import, all rows or
 * none, ok200 `文件导入成功！数据行数：N`. The emulator checks each row as `add` does (hardening: the real server
 * saves any row) and answers the §5.5 error file (code 201) for bad ones. Who may add rules may import them.
 */
export const checkRuleImportExcel = importExcelEndpoint(
  '/sys/checkRule/importExcel',
  { button: 'checkRule:add' },
  { source: 'SysCheckRuleController#importExcel', since: '3.4.0' },
);

/** One row of the check rules sheet (the audit columns of the export are not read back). */
export const checkRuleImportRowSchema = z.object(checkRuleAddBodySchema.shape);
export type CheckRuleImportRow = z.output<typeof checkRuleImportRowSchema>;
