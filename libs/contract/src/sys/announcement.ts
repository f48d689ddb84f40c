import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ANY_METHOD, exportXlsEndpoint, importExcelEndpoint } from '../import-export';
import { dateString, dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';

/** `SysAnnouncement` (contract §7.1). The title field is spelled `titile` on the wire. */
export const announcementSchema = z.looseObject({
  id: z.string(),
  titile: z.string(),
  msgContent: z.string().nullable(),
  startTime: dateTimeString.nullable(),
  endTime: dateTimeString.nullable(),
  sender: z.string().nullable(),
  priority: z.enum(['L', 'M', 'H']),
  msgCategory: z.enum(['1', '2']),
  msgType: z.enum(['ALL', 'USER']),
  sendStatus: z.enum(['0', '1', '2']),
  sendTime: dateTimeString.nullable(),
  cancelTime: dateTimeString.nullable(),
  delFlag: z.string(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
  userIds: z.string().nullable(),
  busType: z.string().nullable(),
  busId: z.string().nullable(),
  openType: z.enum(['url', 'component']).nullable(),
  openPage: z.string().nullable(),
  msgAbstract: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const listByUserResultSchema = z.object({
  anntMsgList: z.array(announcementSchema),
  anntMsgTotal: z.number().int(),
  sysMsgList: z.array(announcementSchema),
  sysMsgTotal: z.number().int(),
});
export type ListByUserResult = z.infer<typeof listByUserResultSchema>;

/** The header bell's two lists of unread notices and system messages (contract §7.3). */
export const listByUser = endpoint({
  method: 'GET',
  path: '/sys/annountCement/listByUser',
  access: 'self',
  auth: true,
  query: z.looseObject({ pageSize: z.coerce.number().int().min(1).max(100).optional() }),
  response: resultSchema(listByUserResultSchema),
});

/** A record of `GET /sys/annountCement/list`: DictAspect adds the four dictionary texts (contract §7.2). */
export const announcementListRecordSchema = announcementSchema.extend({
  priority_dictText: z.string(),
  msgCategory_dictText: z.string(),
  msgType_dictText: z.string(),
  sendStatus_dictText: z.string(),
});
export type AnnouncementListRecord = z.infer<typeof announcementListRecordSchema>;

/** `GET /sys/annountCement/list` (contract §7.2): not-deleted announcements, ok0, records with `*_dictText`. */
export const announcementList = endpoint({
  method: 'GET',
  path: '/sys/annountCement/list',
  access: { menu: '/isystem/annountCement' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(announcementListRecordSchema)),
});

/** Code values of `sys_announcement` (contract §7.1). */
export const AnnouncementCodes = {
  category: { notice: '1', system: '2' },
  msgType: { all: 'ALL', user: 'USER' },
  sendStatus: { draft: '0', published: '1', revoked: '2' },
  readFlag: { unread: '0', read: '1' },
} as const;

const optionalText = (max: number, label: string) =>
  z.string().max(max, `${label}不能超过${max}个字符`).nullable().optional();

/** `yyyy-MM-dd HH:mm:ss` (or a bare date); empty or null means "no time". */
const optionalTime = (label: string) =>
  z
    .union([dateTimeString, dateString, z.literal('')], { error: `${label}格式应为 yyyy-MM-dd HH:mm:ss` })
    .nullable()
    .optional();

/**
 * Body of `POST /sys/annountCement/add` (SysAnnouncement). Unknown properties are ignored, as Jackson does.
 * `userIds` is the comma list of user ids **ending with a comma** (quirk §14.13: the server strips the last
 * character before splitting). `msgContent` is rich text: the server sanitises it before storing it, and strips
 * tags from `titile`.
 */
export const announcementAddBodySchema = z.object({
  titile: z.string({ error: '标题不能为空' }).trim().min(1, '标题不能为空').max(100, '标题不能超过100个字符'),
  msgContent: z.string().max(200_000, '内容不能超过200000个字符').nullable().optional(),
  msgAbstract: optionalText(500, '摘要'),
  startTime: optionalTime('开始时间'),
  endTime: optionalTime('结束时间'),
  priority: z.enum(['L', 'M', 'H'], { error: '优先级只能是 L（低）、M（中）或 H（高）' }).optional(),
  msgCategory: z.enum(['1', '2'], { error: '消息类型只能是 1（通知公告）或 2（系统消息）' }).optional(),
  msgType: z.enum(['ALL', 'USER'], {
    error: (issue) => (issue.input === undefined ? '通告对象类型不能为空' : '通告对象类型只能是 ALL 或 USER'),
  }),
  userIds: optionalText(20_000, '指定用户'),
  busType: optionalText(20, '业务类型'),
  busId: optionalText(50, '业务id'),
  openType: z
    .union([z.enum(['url', 'component']), z.literal('')], { error: '打开方式只能是 url 或 component' })
    .nullable()
    .optional(),
  openPage: optionalText(255, '打开页面'),
});
export type AnnouncementAddBody = z.input<typeof announcementAddBodySchema>;
export type AnnouncementAddValues = z.output<typeof announcementAddBodySchema>;

/**
 * Body of `PUT|POST edit`: the announcement with its `id`. Like MyBatis-Plus `updateById`, a missing or null
 * property keeps the stored value; an empty string clears an optional one.
 */
export const announcementEditBodySchema = announcementAddBodySchema.partial().extend({
  id: z.string({ error: 'id不能为空' }).trim().min(1, 'id不能为空').max(64),
});
export type AnnouncementEditBody = z.input<typeof announcementEditBodySchema>;
export type AnnouncementEditValues = z.output<typeof announcementEditBodySchema>;

const announcementIdQuery = z.looseObject({
  id: z.string({ error: 'id不能为空' }).trim().min(1, 'id不能为空').max(64),
});
/** `Result.success(msg)`: code 200, the message, `result` null. */
const messageOnly = resultSchema(z.string().nullable());

/** `POST add`: ok200 `添加成功！`; saved as a draft (`send_status` 0); USER type gets its unread send-rows. */
export const announcementAdd = endpoint({
  method: 'POST',
  path: '/sys/annountCement/add',
  source: 'SysAnnouncementController#add',
  since: '3.4.0',
  access: { button: 'announcement:add' },
  auth: true,
  body: announcementAddBodySchema,
  response: messageOnly,
});

/** `PUT|POST edit`: ok200 `修改成功!`; USER type: send-rows of new users added, of removed users deleted. */
export const announcementEdit = endpoint({
  method: 'PUT',
  path: '/sys/annountCement/edit',
  source: 'SysAnnouncementController#eidt',
  since: '3.4.0',
  access: { button: 'announcement:add' },
  auth: true,
  alsoMethods: ['POST'],
  body: announcementEditBodySchema,
  response: messageOnly,
});

/** `DELETE delete?id=`: logical delete (`del_flag` 1), ok200 `删除成功!`; unknown id err500 `未找到对应实体`. */
export const announcementDelete = endpoint({
  method: 'DELETE',
  path: '/sys/annountCement/delete',
  source: 'SysAnnouncementController#delete',
  since: '3.4.0',
  access: { button: 'announcement:add' },
  auth: true,
  query: announcementIdQuery,
  response: messageOnly,
});

/** `DELETE deleteBatch?ids=a,b,` (trailing comma tolerated): ok200 `删除成功!`; empty `参数不识别！`. */
export const announcementDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/sys/annountCement/deleteBatch',
  source: 'SysAnnouncementController#deleteBatch',
  since: '3.4.0',
  access: { button: 'announcement:add' },
  auth: true,
  query: z.looseObject({ ids: z.string({ error: '参数不识别！' }).max(20_000) }),
  response: messageOnly,
});

/** `GET queryById?id=`: ok0 entity; missing or deleted err500 `未找到对应实体`. */
export const announcementQueryById = endpoint({
  method: 'GET',
  path: '/sys/annountCement/queryById',
  access: { menu: '/isystem/annountCement' },
  auth: true,
  query: announcementIdQuery,
  response: resultSchema(announcementSchema.nullable()),
});

/**
 * `GET doReleaseData?id=`: publishes (`send_status` 1, `send_time` now, `sender` = caller), ok200
 * `该系统通知发布成功`, then pushes `{cmd:'topic'}` to everyone (ALL) or `{cmd:'user'}` to each addressee (USER).
 */
export const announcementRelease = endpoint({
  method: 'GET',
  path: '/sys/annountCement/doReleaseData',
  access: { button: 'announcement:release' },
  auth: true,
  query: announcementIdQuery,
  response: messageOnly,
});

/** `GET doReovkeData?id=` (sic): `send_status` 2, `cancel_time` now; ok200 `该系统通知撤销成功`. */
export const announcementRevoke = endpoint({
  method: 'GET',
  path: '/sys/annountCement/doReovkeData',
  access: { button: 'announcement:revoke' },
  auth: true,
  query: announcementIdQuery,
  response: messageOnly,
});

/**
 * `GET syncNotic?anntId=`: pushes the announcement again (ALL: `topic` broadcast, USER: `user` to each addressee);
 * without `anntId` broadcasts `{cmd:'topic', msgTxt:'批量设置已读'}`. ok0.
 */
export const announcementSyncNotic = endpoint({
  method: 'GET',
  path: '/sys/annountCement/syncNotic',
  access: { button: 'announcement:release' },
  auth: true,
  query: z.looseObject({ anntId: z.string().max(64).optional() }),
  response: resultSchema(z.null()),
});

/**
 * `PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId` (contract §7.4): marks the caller's row of `anntId` read.
 * ok0, also when there is no such row. The real server splices `anntId` into SQL (§13); the emulator binds it.
 */
export const announcementSendMarkRead = endpoint({
  method: 'PUT',
  path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  source: 'SysAnnouncementSendController#editById',
  since: '3.4.0',
  access: 'self',
  auth: true,
  body: z.object({ anntId: z.string({ error: 'anntId不能为空' }).trim().min(1, 'anntId不能为空').max(64) }),
  response: resultSchema(z.null()),
});

/** `PUT /sys/sysAnnouncementSend/readAll`: every row of the caller read; broadcasts `{cmd:'topic'}`; ok0 `全部已读`. */
export const announcementSendReadAll = endpoint({
  method: 'PUT',
  path: '/sys/sysAnnouncementSend/readAll',
  source: 'SysAnnouncementSendController#readAll',
  since: '3.4.0',
  access: 'self',
  auth: true,
  response: resultSchema(z.null()),
});

/** A row of "my messages" (`AnnouncementSendModel`): the send-row joined with its announcement. */
export const myAnnouncementSendSchema = z.looseObject({
  /** The send-row id. */
  id: z.string(),
  anntId: z.string(),
  userId: z.string(),
  titile: z.string(),
  msgContent: z.string().nullable(),
  sender: z.string().nullable(),
  priority: z.enum(['L', 'M', 'H']),
  readFlag: z.enum(['0', '1']),
  sendTime: dateTimeString.nullable(),
  msgCategory: z.enum(['1', '2']),
  busId: z.string().nullable(),
  busType: z.string().nullable(),
  openType: z.enum(['url', 'component']).nullable(),
  openPage: z.string().nullable(),
  msgAbstract: z.string().nullable(),
  bizSource: z.string().nullable(),
  pageNo: z.null(),
  pageSize: z.null(),
});
export type MyAnnouncementSend = z.infer<typeof myAnnouncementSendSchema>;

/**
 * `GET /sys/sysAnnouncementSend/getMyAnnouncementSend` (contract §7.4): the caller's published announcements,
 * unread first, then newest `send_time`; ok0 IPage. Filters: `titile`/`sender` (LIKE), `readFlag`, `busType`,
 * `msgCategory`, `bizSource=isNoBpm`. `column`/`order`/`superQueryParams` are not read (a fixed mapper query).
 */
export const getMyAnnouncementSend = endpoint({
  method: 'GET',
  path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  access: 'self',
  auth: true,
  query: listQuerySchema.extend({
    titile: z.string().max(100).optional(),
    sender: z.string().max(100).optional(),
    readFlag: z.union([z.enum(['0', '1']), z.literal('')], { error: 'readFlag只能是 0 或 1' }).optional(),
    busType: z.string().max(20).optional(),
    msgCategory: z.union([z.enum(['1', '2']), z.literal('')], { error: 'msgCategory只能是 1 或 2' }).optional(),
    bizSource: z.string().max(20).optional(),
  }),
  response: resultSchema(pageSchema(myAnnouncementSendSchema)),
});

/**
 * `GET exportXls` (SysAnnouncementController#exportXls, its own export): the not-deleted announcements matching
 * the list's filters as `系统通告列表.xls`, title row `系统通告列表数据`, SysAnnouncement's `@Excel` columns with
 * dictionary texts. The real export ignores `selections` (it is not the generic JeecgController export).
 */
export const announcementExportXls = exportXlsEndpoint(
  '/sys/annountCement/exportXls',
  {
    menu: '/isystem/annountCement',
  },
  { source: 'SysAnnouncementController#exportXls', since: '3.4.0', ...ANY_METHOD },
);

/**
 * `POST importExcel` (multipart `file`, titleRows 2): ok200 `文件导入成功！数据行数：N`. Rows are checked as `add`
 * checks them and stored as drafts (hardening: the real server saves any row with its status as read); bad rows
 * answer the §5.5 error file and nothing is written. Who may add announcements may import them.
 */
export const announcementImportExcel = importExcelEndpoint(
  '/sys/annountCement/importExcel',
  { button: 'announcement:add' },
  { source: 'SysAnnouncementController#importExcel', since: '3.4.0' },
);

/**
 * One row of the announcements sheet: the `add` fields the sheet carries plus `sender` (发布人). The status and
 * time columns (发布状态, 发布时间, 撤销时间) are not read back; the sheet has no addressee column, so an imported
 * USER announcement has no addressees until it is edited.
 */
export const announcementImportRowSchema = announcementAddBodySchema
  .pick({
    titile: true,
    msgContent: true,
    startTime: true,
    endTime: true,
    priority: true,
    msgCategory: true,
    msgType: true,
  })
  .extend({ sender: optionalText(100, '发布人') });
export type AnnouncementImportRow = z.output<typeof announcementImportRowSchema>;
