import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText, optionalText, requiredText } from './fields';

/**
 * Fill (encoding) rules, `/sys/fillRule/*` (contract §6.6; SysFillRuleController of JeecgBoot 3.4, ok200 answers).
 * `ruleClass` names one of the emulator's built-in generators (JeecgBoot's class names are kept so rows exported from
 * a real server still work); `ruleParams` is a JSON object checked per class.
 */
export const FILL_RULE_MENU = '/isystem/fillRule';

/** The built-in generators: order numbers (prefix + date + per-day sequence) and category codes (A01, A01A01…). */
export const FillRuleClass = {
  orderNumber: 'org.jeecg.modules.system.rule.OrderNumberRule',
  categoryCode: 'org.jeecg.modules.system.rule.CategoryCodeRule',
} as const;
export const FILL_RULE_CLASSES: readonly string[] = Object.values(FillRuleClass);

/** `OrderNumberRule` parameters: `prefix` + date in `dateFormat` + the day's sequence padded to `digits`. */
export const orderNumberParamsSchema = z.strictObject({
  prefix: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]*$/, '前缀只能包含字母、数字、下划线和中划线')
    .default(''),
  dateFormat: z.enum(['yyyyMMdd', 'yyMMdd', 'yyyyMM', 'yyyy']).default('yyyyMMdd'),
  digits: z.number().int().min(1, '序号位数须为 1-10').max(10, '序号位数须为 1-10').default(4),
});
/** `CategoryCodeRule` parameters: the parent category by `pid` or `pcode` (the form's `pid` wins). */
export const categoryCodeParamsSchema = z.strictObject({
  pid: z.string().max(64).optional(),
  pcode: z.string().max(100).optional(),
});

export const FillRuleMessages = {
  unknownRule: '该编码规则不存在',
  unknownClass: '不支持的规则实现类',
  badParams: '规则参数不是合法的 JSON 对象',
  codeTaken: '规则编码已存在',
} as const;

/**
 * Checks `ruleClass` + `ruleParams` (JSON text): the parsed parameters, or the message the form and the server show.
 */
export function checkFillRule(
  ruleClass: string,
  ruleParams: string | null | undefined,
): { ok: true; params: Record<string, unknown> } | { ok: false; message: string } {
  if (!FILL_RULE_CLASSES.includes(ruleClass))
    return { ok: false, message: `${FillRuleMessages.unknownClass}：${ruleClass}` };
  let raw: unknown = {};
  if (ruleParams && ruleParams.trim() !== '') {
    try {
      raw = JSON.parse(ruleParams);
    } catch {
      return { ok: false, message: FillRuleMessages.badParams };
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, message: FillRuleMessages.badParams };
  const schema = ruleClass === FillRuleClass.orderNumber ? orderNumberParamsSchema : categoryCodeParamsSchema;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}：` : '';
    return { ok: false, message: `规则参数有误，${where}${issue.message}` };
  }
  return { ok: true, params: parsed.data };
}

export const sysFillRuleSchema = z.looseObject({
  id: z.string(),
  ruleName: z.string(),
  ruleCode: z.string(),
  ruleClass: z.string(),
  ruleParams: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysFillRule = z.infer<typeof sysFillRuleSchema>;

const fillRuleFields = {
  ruleName: requiredText(100, '规则名称不能为空'),
  ruleCode: z
    .string({ error: '规则编码不能为空' })
    .trim()
    .min(1, '规则编码不能为空')
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, '规则编码只能包含字母、数字、下划线和中划线'),
  ruleClass: requiredText(200, '规则实现类不能为空'),
  ruleParams: optionalText(1000),
};
export const fillRuleAddBodySchema = z.looseObject(fillRuleFields);
export type FillRuleAddBody = z.input<typeof fillRuleAddBodySchema>;
export type FillRuleAddValues = z.output<typeof fillRuleAddBodySchema>;
export const fillRuleEditBodySchema = z.looseObject({ id: idText(), ...fillRuleFields });
export type FillRuleEditBody = z.input<typeof fillRuleEditBodySchema>;
export type FillRuleEditValues = z.output<typeof fillRuleEditBodySchema>;

const messageResult = resultSchema(z.string().nullable());
const readAccess = { menu: FILL_RULE_MENU } as const;
const ruleCodeParam = z.looseObject({ ruleCode: requiredText(100, '规则编码不能为空') });

export const fillRuleList = endpoint({
  method: 'GET',
  path: '/sys/fillRule/list',
  auth: true,
  access: readAccess,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysFillRuleSchema).nullable()),
});

export const fillRuleAdd = endpoint({
  method: 'POST',
  path: '/sys/fillRule/add',
  source: 'SysFillRuleController#add',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:fillRule:add' },
  body: fillRuleAddBodySchema,
  response: messageResult,
});

export const fillRuleEdit = endpoint({
  method: 'PUT',
  path: '/sys/fillRule/edit',
  source: 'SysFillRuleController#edit',
  since: '3.4.0',
  auth: true,
  alsoMethods: ['POST'],
  access: { button: 'system:fillRule:edit' },
  body: fillRuleEditBodySchema,
  response: messageResult,
});

export const fillRuleDelete = endpoint({
  method: 'DELETE',
  path: '/sys/fillRule/delete',
  source: 'SysFillRuleController#delete',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:fillRule:delete' },
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

export const fillRuleDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/fillRule/deleteBatch',
  source: 'SysFillRuleController#deleteBatch',
  since: '3.4.0',
  auth: true,
  access: { button: 'system:fillRule:delete' },
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

export const fillRuleQueryById = endpoint({
  method: 'GET',
  path: '/sys/fillRule/queryById',
  auth: true,
  access: readAccess,
  query: z.looseObject({ id: idText() }),
  response: resultSchema(sysFillRuleSchema.nullable()),
});

/** The rule test button: ok200 with the generated value as `result` (it consumes a sequence number, as upstream). */
export const fillRuleTest = endpoint({
  method: 'GET',
  path: '/sys/fillRule/testFillRule',
  auth: true,
  access: readAccess,
  query: ruleCodeParam,
  response: resultSchema(z.string().nullable()),
});

/** Used by forms: body = the form's values (e.g. `{pid}` for category codes); ok200 with the value as `result`. */
export const fillRuleExecute = endpoint({
  method: 'PUT',
  path: '/sys/fillRule/executeRuleByCode/:ruleCode',
  source: 'SysFillRuleController#executeByRuleCode',
  since: '3.4.0',
  auth: true,
  access: 'self',
  params: ruleCodeParam,
  body: z.record(z.string(), z.unknown()).optional(),
  response: resultSchema(z.string().nullable()),
});

/** `{commonFormData, rules: [{ruleCode, formData}]}` -> `[{ruleCode, result}]`. */
export const fillRuleExecuteBatch = endpoint({
  method: 'PUT',
  path: '/sys/fillRule/executeRuleByCodeBatch',
  source: 'SysFillRuleController#executeByRuleCodeBatch',
  since: '3.4.0',
  auth: true,
  access: 'self',
  body: z.looseObject({
    commonFormData: z.record(z.string(), z.unknown()).optional(),
    rules: z
      .array(
        z.looseObject({
          ruleCode: requiredText(100, '规则编码不能为空'),
          formData: z.record(z.string(), z.unknown()).optional(),
        }),
      )
      .min(1, 'rules 不能为空')
      .max(50),
  }),
  response: resultSchema(z.array(z.looseObject({ ruleCode: z.string(), result: z.string() })).nullable()),
});

/** `GET exportXls` (SysFillRuleController#exportXls, the generic export): `填值规则.xls`, SysFillRule's `@Excel` columns. */
export const fillRuleExportXls = exportXlsEndpoint('/sys/fillRule/exportXls', readAccess, {
  source: 'SysFillRuleController#exportXls',
  since: '3.4.0',
  ...ANY_METHOD,
});

/**
 * `POST importExcel` (multipart `file`): JeecgController's generic import, all rows or none, ok200
 * `文件导入成功！数据行数：N`. Rows are checked as `add` checks them (hardening: known class, valid parameters, free
 * code; the real server saves any row); bad rows answer the §5.5 error file. Who may add rules may import them.
 */
export const fillRuleImportExcel = importExcelEndpoint(
  '/sys/fillRule/importExcel',
  { button: 'system:fillRule:add' },
  { source: 'SysFillRuleController#importExcel', since: '3.4.0' },
);

/** One row of the fill rules sheet (the audit columns of the export are not read back). */
export const fillRuleImportRowSchema = z.object(fillRuleFields);
export type FillRuleImportRow = z.output<typeof fillRuleImportRowSchema>;
