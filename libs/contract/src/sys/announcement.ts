import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';

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
  auth: true,
  query: z.looseObject({ pageSize: z.coerce.number().int().min(1).max(100).optional() }),
  response: resultSchema(listByUserResultSchema),
});

/** `GET /sys/annountCement/list` (contract §7.2): records carry `*_dictText` keys. */
export const announcementList = endpoint({
  method: 'GET',
  path: '/sys/annountCement/list',
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(announcementSchema)),
});
