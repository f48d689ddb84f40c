import {
  type Announcement,
  AnnouncementCodes,
  type AnnouncementImportRow,
  type MyAnnouncementSend,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ListFields } from '../../core/paging/list-query';
import { formatDateTime, parseDateTime } from '../../core/result/date-format';
import { sanitizeRichText, toPlainText } from '../common';
import type { AnnouncementSendEntity } from './entities/announcement-send.entity';
import type { AnnouncementEntity } from './entities/announcement.entity';

/**
 * An announcement's rows as the wire and the sheet see them (SysAnnouncement 3.4.0): the JSON of a notice and of a
 * user's send-row, the list's filter fields, the dictionary fields, the Excel columns, and the checks and parsers of
 * the values a request brings. Pure: the services (admin, inbox, delivery) share them.
 */

export const toAnnouncementJson = (a: AnnouncementEntity): Announcement => ({
  id: a.id,
  titile: a.titile,
  msgContent: a.msgContent,
  startTime: formatDateTime(a.startTime),
  endTime: formatDateTime(a.endTime),
  sender: a.sender,
  priority: a.priority as Announcement['priority'],
  msgCategory: a.msgCategory as Announcement['msgCategory'],
  msgType: a.msgType as Announcement['msgType'],
  sendStatus: a.sendStatus as Announcement['sendStatus'],
  sendTime: formatDateTime(a.sendTime),
  cancelTime: formatDateTime(a.cancelTime),
  delFlag: a.delFlag,
  createBy: a.createBy,
  createTime: formatDateTime(a.createTime),
  updateBy: a.updateBy,
  updateTime: formatDateTime(a.updateTime),
  userIds: a.userIds,
  busType: a.busType,
  busId: a.busId,
  openType: a.openType as Announcement['openType'],
  openPage: a.openPage,
  msgAbstract: a.msgAbstract,
  dtTaskId: a.dtTaskId,
});

/** Properties `GET /sys/annountCement/list` filters and sorts by. */
export const ANNOUNCEMENT_LIST_FIELDS: ListFields = {
  id: 'string',
  titile: 'string',
  msgContent: 'string',
  sender: 'string',
  priority: 'string',
  msgCategory: 'string',
  msgType: 'string',
  sendStatus: 'string',
  busType: 'string',
  openType: 'string',
  msgAbstract: 'string',
  startTime: 'datetime',
  endTime: 'datetime',
  sendTime: 'datetime',
  cancelTime: 'datetime',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

export const ANNOUNCEMENT_DICT_FIELDS = {
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
};

/** The sheet of `exportXls`/`importExcel`: SysAnnouncement's `@Excel` columns in their order (3.4.0). */
export const ANNOUNCEMENT_COLUMNS: ExcelColumn[] = [
  { key: 'titile', header: '标题' },
  { key: 'msgContent', header: '内容', width: 30 },
  { key: 'startTime', header: '开始时间' },
  { key: 'endTime', header: '结束时间' },
  { key: 'sender', header: '发布人' },
  { key: 'priority', header: '优先级', dict: 'priority' },
  { key: 'msgCategory', header: '消息类型', dict: 'msg_category' },
  { key: 'msgType', header: '通告对象类型', dict: 'msg_type' },
  { key: 'sendStatus', header: '发布状态', dict: 'send_status' },
  { key: 'sendTime', header: '发布时间' },
  { key: 'cancelTime', header: '撤销时间' },
];

/** A send-row with the announcement it points at (`AnnouncementSendModel`). */
export type SendWithAnnouncement = AnnouncementSendEntity & { announcement: AnnouncementEntity };

/** `''` clears an optional text, null/undefined keep the stored one (MyBatis-Plus `updateById` skips nulls). */
export const merged = <T>(value: T | '' | null | undefined, stored: T | null): T | null =>
  value === undefined || value === null ? stored : value === '' ? null : value;

/**
 * The comma list of addressees as JeecgBoot reads it: the last character is dropped before splitting, because
 * clients send `"id1,id2,"` (quirk §14.13). A list without the trailing comma therefore loses a character.
 */
export function parseUserIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return [
    ...new Set(
      raw
        .slice(0, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** Where a notice may send the user: a console route (or web page) for `url`, a component path for `component`. */
export function checkOpenTarget(openType: string | null, openPage: string | null): void {
  if (!openType) return;
  if (!openPage) throw new JeecgError('打开方式为 url 或 component 时必须填写打开页面（openPage）');
  const ok =
    openType === 'url'
      ? /^\/(?!\/)[^\s<>"']*$/.test(openPage) || /^https?:\/\/[^\s<>"']+$/i.test(openPage)
      : /^[A-Za-z0-9_\-/.]+$/.test(openPage) && !openPage.includes('..');
  if (!ok)
    throw new JeecgError(
      openType === 'url'
        ? '打开页面格式不正确：url 须为以 / 开头的路由或 http(s) 地址'
        : '打开页面格式不正确：component 须为组件路径（字母、数字、_、-、/）',
    );
}

/** A request time: undefined when absent (keep), null when emptied, else the parsed local time. */
export function toTime(value: string | null | undefined, label: string): Date | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return null;
  const parsed = parseDateTime(value);
  if (!parsed) throw new JeecgError(`${label}不是有效的日期：${value}`);
  return parsed;
}

/** A notice's title: plain text, required, at most 100 characters. */
export function announcementTitle(raw: string): string {
  const title = toPlainText(raw);
  if (!title) throw new JeecgError('标题不能为空');
  return title.slice(0, 100);
}

/** The end of a notice's window is not before its start. */
export function checkTimes(row: AnnouncementEntity): void {
  if (row.startTime && row.endTime && row.endTime.getTime() < row.startTime.getTime())
    throw new JeecgError('结束时间不能早于开始时间');
}

/** A send-row as `GET /sys/sysAnnouncementSend/getMyAnnouncementSend` lists it. */
export function toMyAnnouncementJson(s: SendWithAnnouncement): MyAnnouncementSend {
  const a = s.announcement;
  return {
    id: s.id,
    anntId: a.id,
    userId: s.userId,
    titile: a.titile,
    msgContent: a.msgContent,
    sender: a.sender,
    priority: a.priority as MyAnnouncementSend['priority'],
    readFlag: s.readFlag as MyAnnouncementSend['readFlag'],
    sendTime: formatDateTime(a.sendTime),
    msgCategory: a.msgCategory as MyAnnouncementSend['msgCategory'],
    busId: a.busId,
    busType: a.busType,
    openType: a.openType as MyAnnouncementSend['openType'],
    openPage: a.openPage,
    msgAbstract: a.msgAbstract,
    bizSource: null,
    pageNo: null,
    pageSize: null,
  };
}

/** The stored values of an imported sheet row: the draft `add` would store (no addressees, open target or business). */
export function importedDraft(r: AnnouncementImportRow, user: Principal, now: number): Omit<AnnouncementEntity, 'id'> {
  return {
    titile: announcementTitle(r.titile),
    msgContent: r.msgContent ? sanitizeRichText(r.msgContent) : null,
    msgAbstract: null,
    startTime: toTime(r.startTime, '开始时间') ?? null,
    endTime: toTime(r.endTime, '结束时间') ?? null,
    sender: r.sender || null,
    priority: r.priority ?? 'L',
    msgCategory: r.msgCategory ?? AnnouncementCodes.category.system,
    msgType: r.msgType,
    sendStatus: AnnouncementCodes.sendStatus.draft,
    sendTime: null,
    cancelTime: null,
    delFlag: '0',
    busType: null,
    busId: null,
    openType: null,
    openPage: null,
    userIds: null,
    dtTaskId: null,
    createBy: user.username,
    createTime: new Date(now),
    updateBy: null,
    updateTime: null,
  };
}
