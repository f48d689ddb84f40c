import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { idList, idText } from './fields';

/**
 * Logs, data log and online users (contract §6.6, issue #12): `/sys/log/*`, `/sys/dataLog/*`, `/sys/online/*`.
 * Lists answer the bare Result (code 0) of their hand-written controllers; deletes `result.success(msg)` (ok200,
 * result null).
 */

/** `sys_log.log_type`: 1 login/logout, 2 operation, 4 exception (newer servers). */
export const LOG_TYPES = [1, 2, 4] as const;
/** `sys_log.operate_type`: 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
export const OPERATE_TYPES = [1, 2, 3, 4, 5, 6] as const;

export const sysLogSchema = z.looseObject({
  id: z.string(),
  logType: z.number().int(),
  logContent: z.string().nullable(),
  operateType: z.number().int().nullable(),
  userid: z.string().nullable(),
  username: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  requestUrl: z.string().nullable(),
  requestParam: z.string().nullable(),
  requestType: z.string().nullable(),
  costTime: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type SysLog = z.infer<typeof sysLogSchema>;

const intIn = (allowed: readonly number[], message: string) =>
  z
    .union([z.number(), z.string().trim().max(10)])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : Number(v)))
    .pipe(
      z
        .number()
        .int()
        .refine((n) => allowed.includes(n), message)
        .optional(),
    );

const dateTimeParam = z
  .string()
  .trim()
  .max(19)
  .regex(/^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?)?$/, '日期格式不正确')
  .optional();

/** `GET /sys/log/list?logType=&keyWord=&operateType=&createTime_begin=&createTime_end=`. */
export const logListQuerySchema = listQuerySchema.extend({
  logType: intIn(LOG_TYPES, '日志类型不正确'),
  operateType: intIn(OPERATE_TYPES, '操作类型不正确'),
  keyWord: z.string().trim().max(200).optional(),
  username: z.string().trim().max(100).optional(),
  createTime_begin: dateTimeParam,
  createTime_end: dateTimeParam,
});

const messageResult = resultSchema(z.string().nullable());

export const logList = endpoint({
  method: 'GET',
  path: '/sys/log/list',
  auth: true,
  access: { menu: '/isystem/log' },
  query: logListQuerySchema,
  response: resultSchema(pageSchema(sysLogSchema).nullable()),
});

/** `DELETE delete?id=`: ok200 `删除成功!`; unknown id err500 `未找到对应实体`. */
export const logDelete = endpoint({
  method: 'DELETE',
  path: '/sys/log/delete',
  source: 'SysLogController#delete',
  since: '3.4.0',
  auth: true,
  access: { button: 'log:delete' },
  query: z.looseObject({ id: idText() }),
  response: messageResult,
});

/** The `ids` value that wipes the whole table. */
export const LOG_CLEAR_ALL = 'allclear';

/** `DELETE deleteBatch?ids=`: ok200 `删除成功!`; `ids=allclear` empties `sys_log`. */
export const logDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/log/deleteBatch',
  source: 'SysLogController#deleteBatch',
  since: '3.4.0',
  auth: true,
  access: { button: 'log:delete' },
  query: z.looseObject({ ids: idList() }),
  response: messageResult,
});

/** `sys_data_log`: one versioned JSON snapshot of a record. */
export const sysDataLogSchema = z.looseObject({
  id: z.string(),
  dataTable: z.string(),
  dataId: z.string(),
  dataContent: z.string(),
  dataVersion: z.number().int(),
  createBy: z.string().nullable(),
  createName: z.string().nullable(),
  createTime: dateTimeString.nullable(),
});
export type SysDataLog = z.infer<typeof sysDataLogSchema>;

/** Tables whose updates are versioned (issue #12). */
export const DATA_LOG_TABLES = [
  'sys_announcement',
  'sys_user',
  'sys_dict',
  'sys_dict_item',
  'crop_task',
  'analysis_item',
] as const;
export type DataLogTable = (typeof DATA_LOG_TABLES)[number];

export const dataLogList = endpoint({
  method: 'GET',
  path: '/sys/dataLog/list',
  auth: true,
  access: { menu: '/sys/dataLog-list' },
  query: listQuerySchema.extend({
    dataTable: z.string().trim().max(64).optional(),
    dataId: z.string().trim().max(64).optional(),
  }),
  response: resultSchema(pageSchema(sysDataLogSchema).nullable()),
});

/** `GET queryCompareList?dataId1=&dataId2=`: the two log rows (their ids, not the records'). */
export const dataLogQueryCompareList = endpoint({
  method: 'GET',
  path: '/sys/dataLog/queryCompareList',
  auth: true,
  access: { menu: '/sys/dataLog-list' },
  query: z.looseObject({ dataId1: idText('dataId1'), dataId2: idText('dataId2') }),
  response: resultSchema(z.array(sysDataLogSchema).nullable()),
});

/** `GET queryDataVerList?dataTable=&dataId=`: every version of one record; none -> err500 `未找到版本信息`. */
export const dataLogQueryDataVerList = endpoint({
  method: 'GET',
  path: '/sys/dataLog/queryDataVerList',
  auth: true,
  access: { menu: '/sys/dataLog-list' },
  query: z.looseObject({ dataTable: idText('dataTable'), dataId: idText('dataId') }),
  response: resultSchema(z.array(sysDataLogSchema).nullable()),
});

/**
 * `SysUserOnlineVO`. The real server puts the raw token in `token`; the emulator stores only token hashes, so
 * `token` is the session's opaque key (the SHA-256 of the token), which `forceLogout` accepts as well as a token.
 */
export const sysUserOnlineSchema = z.looseObject({
  id: z.string(),
  token: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  avatar: z.string().nullable(),
  sex: z.number().nullable().optional(),
  phone: z.string().nullable().optional(),
  loginTime: dateTimeString.nullable().optional(),
  lastActiveTime: dateTimeString.nullable().optional(),
  ip: z.string().nullable().optional(),
  userAgent: z.string().nullable().optional(),
  browser: z.string().nullable().optional(),
  os: z.string().nullable().optional(),
});
export type SysUserOnline = z.infer<typeof sysUserOnlineSchema>;

export const onlineList = endpoint({
  method: 'GET',
  path: '/sys/online/list',
  auth: true,
  access: { menu: '/isystem/online' },
  query: z.looseObject({
    username: z.string().trim().max(100).optional(),
    pageNo: z.coerce.number().int().min(1).max(100000).optional(),
    pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  }),
  response: resultSchema(pageSchema(sysUserOnlineSchema).nullable()),
});

/** `POST forceLogout {token}`: ok200 `退出登录成功！`; unknown -> err500 `Token无效!`; own session refused. */
export const onlineForceLogout = endpoint({
  method: 'POST',
  path: '/sys/online/forceLogout',
  source: 'SysUserOnlineController#forceLogout',
  since: '3.4.0',
  auth: true,
  access: { button: 'online:forceLogout' },
  body: z.looseObject({
    token: z.string({ error: '退出登录失败！' }).trim().min(1, '退出登录失败！').max(2000, 'Token无效!'),
  }),
  response: messageResult,
});
