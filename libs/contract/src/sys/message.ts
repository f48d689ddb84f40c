import { z } from 'zod';
import { endpoint } from '../endpoint';
import { exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';

/**
 * Message templates and system messages, `/sys/message/sysMessageTemplate/*` and `/sys/message/sysMessage/*`
 * (JeecgBoot's SysMessageTemplateController / SysMessageController over `sys_sms_template` / `sys_sms`). Lists and
 * `queryById` answer ok200 (`Result.ok(data)`), as those controllers do.
 */

/** `template_type`: 1 plain text, 2 rich text (HTML, sanitised on the server; JeecgBoot's editor type). */
export const messageTemplateTypeSchema = z.enum(['1', '2'], { error: '模板类型只能是 1（文本）或 2（富文本）' });
export type MessageTemplateType = z.infer<typeof messageTemplateTypeSchema>;
/** `use_status` (SysMessageTemplate 3.4.0, 「已经应用/未应用 1是0否」): set by the list's 应用/停用 actions. */
export const messageTemplateUseStatusSchema = z.enum(['0', '1'], { error: '应用状态只能是 0（未应用）或 1（已应用）' });
export type MessageTemplateUseStatus = z.infer<typeof messageTemplateUseStatusSchema>;

/** `es_send_status` (dictionary `msgSendStatus`): 0 unsent, 1 sent, 2 failed. */
export const messageSendStatusSchema = z.enum(['0', '1', '2']);
export type MessageSendStatus = z.infer<typeof messageSendStatusSchema>;

/** `es_type` (dictionary `messageType`); the emulator delivers `system` only, other channels fail when sent. */
export const messageChannelSchema = z.enum(['system', 'email', 'dingtalk', 'wechat_enterprise'], {
  error: '发送方式只能是 system、email、dingtalk 或 wechat_enterprise',
});
export type MessageChannel = z.infer<typeof messageChannelSchema>;

/** `SysMessageTemplate`. */
export const messageTemplateSchema = z.looseObject({
  id: z.string(),
  templateCode: z.string(),
  templateName: z.string(),
  templateContent: z.string(),
  templateTestJson: z.string().nullable(),
  templateType: messageTemplateTypeSchema,
  /** Null until 应用 or 停用 sets it (the real list shows null as 否). */
  useStatus: messageTemplateUseStatusSchema.nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** `SysMessage` (one row per recipient). */
export const sysMessageSchema = z.looseObject({
  id: z.string(),
  esTitle: z.string(),
  esContent: z.string().nullable(),
  esParam: z.string().nullable(),
  esReceiver: z.string(),
  esResult: z.string().nullable(),
  esSendNum: z.number().int(),
  esSendStatus: messageSendStatusSchema,
  esSendTime: dateTimeString.nullable(),
  esType: messageChannelSchema,
  remark: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type SysMessage = z.infer<typeof sysMessageSchema>;

/** A list record: DictAspect adds the status and channel texts. */
export const sysMessageListRecordSchema = sysMessageSchema.extend({
  esSendStatus_dictText: z.string(),
  esType_dictText: z.string(),
});
export type SysMessageListRecord = z.infer<typeof sysMessageListRecordSchema>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过${max}个字符`);
const optionalText = (label: string, max: number) =>
  z.string().max(max, `${label}不能超过${max}个字符`).nullable().optional();
const idQuery = z.looseObject({ id: required('id', 64) });
const idsQuery = z.looseObject({ ids: z.string({ error: '参数不识别！' }).max(20_000) });
/** `Result.ok(msg)` / `success(msg)`: the message (sometimes copied into `result`). */
const messageResult = resultSchema(z.string().nullable());

/** Body of `POST sysMessageTemplate/add`; `${name}` placeholders in name and content are filled by `sendMsg`. */
export const messageTemplateAddBodySchema = z.object({
  templateCode: required('模板编码', 50).regex(/^[A-Za-z0-9_\-.]+$/, '模板编码只能包含字母、数字、下划线、中划线和点'),
  templateName: required('模板标题', 100),
  templateContent: required('模板内容', 20_000),
  templateTestJson: optionalText('模板测试json', 2000),
  templateType: messageTemplateTypeSchema.optional(),
  useStatus: messageTemplateUseStatusSchema.nullable().optional(),
});
export type MessageTemplateAddBody = z.input<typeof messageTemplateAddBodySchema>;
export type MessageTemplateAddValues = z.output<typeof messageTemplateAddBodySchema>;

/** Body of `PUT sysMessageTemplate/edit`: missing or null properties keep the stored values. */
export const messageTemplateEditBodySchema = messageTemplateAddBodySchema.partial().extend({ id: required('id', 64) });
export type MessageTemplateEditBody = z.input<typeof messageTemplateEditBodySchema>;
export type MessageTemplateEditValues = z.output<typeof messageTemplateEditBodySchema>;

export const messageTemplateList = endpoint({
  method: 'GET',
  path: '/sys/message/sysMessageTemplate/list',
  access: { menu: '/modules/message/sysMessageTemplateList' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(messageTemplateSchema)),
});

/** ok200 `添加成功！`; a used code err500 `模板编码已存在：<code>`. */
export const messageTemplateAdd = endpoint({
  method: 'POST',
  path: '/sys/message/sysMessageTemplate/add',
  source: 'SysMessageTemplateController#add',
  since: '3.4.0',
  access: { button: 'messageTemplate:add' },
  auth: true,
  body: messageTemplateAddBodySchema,
  response: messageResult,
});

/** ok200 `更新成功！`; unknown id err500 `未找到对应实体`. */
export const messageTemplateEdit = endpoint({
  method: 'PUT',
  path: '/sys/message/sysMessageTemplate/edit',
  source: 'SysMessageTemplateController#edit',
  since: '3.4.0',
  access: { button: 'messageTemplate:edit' },
  auth: true,
  body: messageTemplateEditBodySchema,
  response: messageResult,
});

/** ok200 `删除成功!`. */
export const messageTemplateDelete = endpoint({
  method: 'DELETE',
  path: '/sys/message/sysMessageTemplate/delete',
  source: 'SysMessageTemplateController#delete',
  since: '3.4.0',
  access: { button: 'messageTemplate:delete' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/** ok200 `批量删除成功！`. */
export const messageTemplateDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/message/sysMessageTemplate/deleteBatch',
  source: 'SysMessageTemplateController#deleteBatch',
  since: '3.4.0',
  access: { button: 'messageTemplate:batch_delete' },
  auth: true,
  query: idsQuery,
  response: messageResult,
});

/** ok200 entity; unknown id err500 `未找到对应实体`. */
export const messageTemplateQueryById = endpoint({
  method: 'GET',
  path: '/sys/message/sysMessageTemplate/queryById',
  access: { menu: '/modules/message/sysMessageTemplateList' },
  auth: true,
  query: idQuery,
  response: resultSchema(messageTemplateSchema.nullable()),
});

/**
 * Body of `POST sysMessageTemplate/sendMsg`: `testData` is a JSON object of placeholder values (as a string, the
 * way the Vue2 test-send dialog sends it), `receiver` a comma list of user ids or usernames. `msgType` defaults
 * to `system` (JeecgBoot's dictionary value `4` is read as `system` too).
 */
export const messageSendBodySchema = z.object({
  templateCode: required('模板编码', 50),
  testData: z
    .union([z.string().max(20_000, '测试数据过长'), z.record(z.string(), z.unknown())])
    .nullable()
    .optional(),
  receiver: required('消息接收方', 4000),
  msgType: z.string().max(30).nullable().optional(),
});
export type MessageSendBody = z.input<typeof messageSendBodySchema>;
export type MessageSendValues = z.output<typeof messageSendBodySchema>;

/**
 * Test-send: renders the template for each receiver, stores one `sys_sms` row per receiver and delivers it as a
 * system message (announcement of category 2 plus a `{cmd:'user'}` push). ok200 `发送消息任务添加成功！`.
 * Errors (err500): `解析Json出错！`, `模板不存在：<code>`, `模板参数缺失：<names>`, `接收人不存在：<names>`.
 */
export const messageTemplateSendMsg = endpoint({
  method: 'POST',
  path: '/sys/message/sysMessageTemplate/sendMsg',
  source: 'SysMessageTemplateController#sendMessage',
  since: '3.4.0',
  access: { button: 'messageTemplate:send' },
  auth: true,
  body: messageSendBodySchema,
  response: messageResult,
});

/** Body of `POST sysMessage/add` (a message row; it is sent by `resend`, as JeecgBoot's SendMsgJob would). */
export const sysMessageAddBodySchema = z.object({
  esTitle: required('消息标题', 100),
  esContent: optionalText('消息内容', 20_000),
  esParam: optionalText('推送参数', 2000),
  esReceiver: required('接收人', 100),
  esType: messageChannelSchema.optional(),
  remark: optionalText('备注', 500),
});
export type SysMessageAddBody = z.input<typeof sysMessageAddBodySchema>;
export type SysMessageAddValues = z.output<typeof sysMessageAddBodySchema>;

export const sysMessageEditBodySchema = sysMessageAddBodySchema.partial().extend({ id: required('id', 64) });
export type SysMessageEditBody = z.input<typeof sysMessageEditBodySchema>;
export type SysMessageEditValues = z.output<typeof sysMessageEditBodySchema>;

export const sysMessageList = endpoint({
  method: 'GET',
  path: '/sys/message/sysMessage/list',
  access: { menu: '/modules/message/sysMessageList' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(sysMessageListRecordSchema)),
});

/** ok200 `添加成功！`; the row starts unsent (`es_send_status` 0). */
export const sysMessageAdd = endpoint({
  method: 'POST',
  path: '/sys/message/sysMessage/add',
  source: 'SysMessageController#add',
  since: '3.4.0',
  access: { button: 'message:add' },
  auth: true,
  body: sysMessageAddBodySchema,
  response: messageResult,
});

/** ok200 `修改成功!`. */
export const sysMessageEdit = endpoint({
  method: 'PUT',
  path: '/sys/message/sysMessage/edit',
  source: 'SysMessageController#edit',
  since: '3.4.0',
  access: { button: 'message:edit' },
  auth: true,
  body: sysMessageEditBodySchema,
  response: messageResult,
});

export const sysMessageDelete = endpoint({
  method: 'DELETE',
  path: '/sys/message/sysMessage/delete',
  source: 'SysMessageController#delete',
  since: '3.4.0',
  access: { button: 'message:delete' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

export const sysMessageDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/message/sysMessage/deleteBatch',
  source: 'SysMessageController#deleteBatch',
  since: '3.4.0',
  access: { button: 'message:batch_delete' },
  auth: true,
  query: idsQuery,
  response: messageResult,
});

export const sysMessageQueryById = endpoint({
  method: 'GET',
  path: '/sys/message/sysMessage/queryById',
  access: { menu: '/modules/message/sysMessageList' },
  auth: true,
  query: idQuery,
  response: resultSchema(sysMessageSchema.nullable()),
});

/**
 * Emulator extension: `GET sysMessage/resend?id=` sends an unsent or failed row now (JeecgBoot retries through its
 * SendMsgJob). ok200 `重发成功！`; a row already sent err500 `该消息已发送成功，无需重发`; a delivery failure
 * err500 `重发失败：<reason>` (the row stays failed, `es_send_num` counts the attempt).
 */
export const sysMessageResend = endpoint({
  method: 'GET',
  path: '/sys/message/sysMessage/resend',
  access: { button: 'message:resend' },
  auth: true,
  query: idQuery,
  response: messageResult,
});

/**
 * `GET sysMessageTemplate/exportXls` (SysMessageTemplateController#exportXls, the generic export): `推送消息模板.xls`,
 * SysMessageTemplate's `@Excel` columns (`应用状态` stays empty: the emulator has no `useStatus`).
 */
export const messageTemplateExportXls = exportXlsEndpoint(
  '/sys/message/sysMessageTemplate/exportXls',
  {
    menu: '/modules/message/sysMessageTemplateList',
  },
  { source: 'SysMessageTemplateController#exportXls', since: '3.4.0' },
);

/**
 * `POST sysMessageTemplate/importExcel` (multipart `file`): the generic import, all rows or none, ok200
 * `文件导入成功！数据行数：N`; rows checked as `add` checks them (hardening), bad rows answer the §5.5 error file.
 */
export const messageTemplateImportExcel = importExcelEndpoint(
  '/sys/message/sysMessageTemplate/importExcel',
  { button: 'messageTemplate:add' },
  { source: 'SysMessageTemplateController#importExcel', since: '3.4.0' },
);

/** One row of the templates sheet. */
export const messageTemplateImportRowSchema = messageTemplateAddBodySchema;
export type MessageTemplateImportRow = z.output<typeof messageTemplateImportRowSchema>;

/**
 * `GET sysMessage/exportXls` (SysMessageController#exportXls): the generic export, named `推送消息模板.xls` as the
 * 3.4.0 controller names it; SysMessage's `@Excel` columns with the stored values (no dictionary texts).
 */
export const sysMessageExportXls = exportXlsEndpoint(
  '/sys/message/sysMessage/exportXls',
  {
    menu: '/modules/message/sysMessageList',
  },
  { source: 'SysMessageController#exportXls', since: '3.4.0' },
);

/**
 * `POST sysMessage/importExcel` (multipart `file`): the generic import, all rows or none. Imported messages are
 * stored unsent, as `add` stores them (the file's status, count and result columns are not read back).
 */
export const sysMessageImportExcel = importExcelEndpoint(
  '/sys/message/sysMessage/importExcel',
  { button: 'message:add' },
  { source: 'SysMessageController#importExcel', since: '3.4.0' },
);

/** One row of the messages sheet. */
export const sysMessageImportRowSchema = sysMessageAddBodySchema;
export type SysMessageImportRow = z.output<typeof sysMessageImportRowSchema>;
