import { z } from 'zod';
import { endpoint } from '../endpoint';
import { exportXlsEndpoint } from '../import-export';
import { listQuerySchema, pageSchema, resultSchema } from '../result';
import { chatIdQuery } from './common';
import { chatMessageSchema, chatSessionDetailSchema, chatSessionSchema } from './session';

/**
 * Chat records (`/chat/record/*`, spec catalogue "chat modules → chat record"): sessions, their messages and the
 * feedback given. The menu `/chat/record` opens one's own conversations only (issue #29: conversations are
 * personal). Other users' need an audit grant: `chat:record:audit` for the users of one's own department and below
 * (the owner's `org_code` below the caller's), `chat:record:audit:all` for everyone; the page's data rules apply
 * on top, and every read that returns another user's conversation is written to the operation log. Admin holds both.
 */

/** The audit grant: other users' conversations of one's own department and below. */
export const CHAT_RECORD_AUDIT = 'chat:record:audit';
/** The audit grant without the department limit. */
export const CHAT_RECORD_AUDIT_ALL = 'chat:record:audit:all';

/** A session with its owner and feedback counts. */
export const chatRecordSchema = chatSessionSchema.extend({
  username: z.string().nullable(),
  realname: z.string().nullable(),
  upCount: z.number().int().nonnegative(),
  downCount: z.number().int().nonnegative(),
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

/**
 * `GET /chat/record/list`: filters `username`, `userId`, `appId`, `title`, `createTime_begin/_end`
 * (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`), `lastMessageTime_begin/_end`; default newest activity first.
 */
export const chatRecordList = endpoint({
  method: 'GET',
  path: '/chat/record/list',
  access: { menu: '/chat/record' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(chatRecordSchema)),
});

/** `GET /chat/record/queryById?id=`: any user's session with its messages. */
export const chatRecordQueryById = endpoint({
  method: 'GET',
  path: '/chat/record/queryById',
  access: { menu: '/chat/record' },
  auth: true,
  query: chatIdQuery,
  response: resultSchema(chatRecordSchema.extend({ messages: chatSessionDetailSchema.shape.messages }).nullable()),
});

/** A message in the feedback view, with its session and owner. */
export const chatRecordMessageSchema = chatMessageSchema.extend({
  sessionTitle: z.string().nullable(),
  username: z.string().nullable(),
});
export type ChatRecordMessage = z.infer<typeof chatRecordMessageSchema>;

/**
 * `GET /chat/record/messageList`: messages of all sessions; filters `sessionId`, `role`, `status`,
 * `feedback` (`up`/`down`), `createTime_begin/_end`; e.g. `feedback=up,down` for everything rated.
 */
export const chatRecordMessageList = endpoint({
  method: 'GET',
  path: '/chat/record/messageList',
  access: { menu: '/chat/record' },
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(chatRecordMessageSchema)),
});

/**
 * `GET /chat/record/exportXls`: the records of `list` (same filters, or `selections`) as `对话记录.xls`
 * (binary). Needs the button permission `chat:record:export` (seeded in menus.json; 510 otherwise).
 */
export const chatRecordExportXls = exportXlsEndpoint(
  '/chat/record/exportXls',
  { button: 'chat:record:export' },
  { source: 'project', since: 'project' },
);
