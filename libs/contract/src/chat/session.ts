import { z } from 'zod';
import { endpoint } from '../endpoint';
import { dateTimeString, listQuerySchema, pageSchema, resultSchema } from '../result';
import { chatAnswerPartsSchema } from './answer-out';
import { chatIdQuery, chatIdsQuery, chatMessageResult } from './common';

/**
 * Chat sessions and their messages (`/chat/session/*`, `/chat/message/*`) and the chat socket token
 * (`/sys/getGptSocketToken`). The answers themselves stream over the chat socket (see `socket.ts`); REST
 * only lists, renames, deletes and reads back what was said. Every session belongs to one user: another
 * user's id answers err500 `未找到对应实体`, exactly like an id that does not exist.
 */

export const CHAT_MESSAGE_ROLES = ['user', 'assistant'] as const;
export const chatMessageRoleSchema = z.enum(CHAT_MESSAGE_ROLES);
export type ChatMessageRole = z.infer<typeof chatMessageRoleSchema>;

/**
 * `streaming` while the answer is being written, then `done`, `stopped` (the user stopped it; the partial
 * text is kept) or `failed` (provider error; partial text kept, `errorMessage` says why). User messages are
 * always `done`.
 */
export const CHAT_MESSAGE_STATUSES = ['streaming', 'done', 'stopped', 'failed'] as const;
export const chatMessageStatusSchema = z.enum(CHAT_MESSAGE_STATUSES);
export type ChatMessageStatus = z.infer<typeof chatMessageStatusSchema>;

export const chatFeedbackSchema = z.enum(['up', 'down']);
export type ChatFeedback = z.infer<typeof chatFeedbackSchema>;

/**
 * A cited source of an answer, as a person would cite it: `title` names dataset, table, unit and period
 * ("CropWatch GPT 演示数据 · 指标表 · 印度 · 2025年7–10月"), never a file path. `GET /chat/source/rows` opens
 * the rows it cites.
 */
export const chatSourceSchema = z.object({
  /**
   * What is cited: `table:<period>:<unit>` (indicator row), `calendar:<unit>:<crop>`, `production:<country>:<year>:<crop|*>`,
   * `kb:<doc id>` (knowledge document), `image:<n>` (an uploaded image: nothing to open).
   */
  id: z.string(),
  title: z.string(),
  /** What kind of data it is, in words (e.g. "Synthetic demo data …", "CropWatch bulletin, Annex B (paraphrased)"). */
  source: z.string(),
});
export type ChatSource = z.infer<typeof chatSourceSchema>;

/** Columns of the cited rows; the console names them in the UI language. */
export const CHAT_SOURCE_COLUMNS = [
  'indicator',
  'value',
  'reference',
  'departure',
  'crop',
  'season',
  'window',
  'stages',
  'year',
  'production',
  'change',
  'text',
] as const;
export const chatSourceColumnSchema = z.enum(CHAT_SOURCE_COLUMNS);
export type ChatSourceColumn = z.infer<typeof chatSourceColumnSchema>;

/** The rows a source cites, formatted as the answer wrote them (so every figure of the answer is found here). */
export const chatSourceRowsSchema = chatSourceSchema.extend({
  columns: z.array(chatSourceColumnSchema),
  rows: z.array(z.record(z.string(), z.string())),
});
export type ChatSourceRows = z.infer<typeof chatSourceRowsSchema>;

export const chatSourceRowsQuerySchema = z.looseObject({
  id: z.string().trim().min(1, 'id不能为空').max(200, 'id过长'),
  /** Language of the rows; defaults to zh-CN. */
  lang: z.enum(['zh-CN', 'en-US'], { error: 'lang 只能是 zh-CN 或 en-US' }).optional(),
});
export type ChatSourceRowsQuery = z.input<typeof chatSourceRowsQuerySchema>;

/** `GET /chat/source/rows?id=…`: the rows a cited source of an answer opens (side panel of the chat page). */
export const chatSourceRows = endpoint({
  method: 'GET',
  path: '/chat/source/rows',
  auth: true,
  query: chatSourceRowsQuerySchema,
  response: resultSchema(chatSourceRowsSchema.nullable()),
  access: [{ menu: '/chat/assistant' }, { menu: '/chat/record' }],
});

export const chatUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
});
export type ChatUsage = z.infer<typeof chatUsageSchema>;

/** A session as lists show it. */
export const chatSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The chat app answering in this session (see `app.ts`). */
  appId: z.string().nullable(),
  appName: z.string().nullable(),
  userId: z.string(),
  messageCount: z.number().int().nonnegative(),
  /**
   * The knowledge bases the conversation draws on, as its last question sent them (issue #34; the chooser shows
   * them after a reload); null: never chosen. Bases the caller may no longer read are kept here but never searched.
   */
  knowledgeBaseIds: z.array(z.string()).nullable().optional(),
  /** Time of the newest message (or of creation): lists sort by it. */
  lastMessageTime: dateTimeString.nullable(),
  createBy: z.string().nullable(),
  createTime: dateTimeString.nullable(),
  updateBy: z.string().nullable(),
  updateTime: dateTimeString.nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** A tool a model called while answering: its arguments as sent, and the result or the error it was told. */
export const chatToolCallSchema = z.object({
  id: z.string(),
  name: z.string(),
  arguments: z.string(),
  result: z.unknown(),
  error: z.string().nullable(),
});
export type ChatToolCall = z.infer<typeof chatToolCallSchema>;

/**
 * One message. Messages form a tree through `parentId`: a user message's parent is the assistant message
 * it follows (null for the first question), an answer's parent is its question. Regenerating adds a second
 * answer under the same question; editing and resending adds a second question under the same parent. The
 * visible conversation is one path from a root to a leaf (newest child by default).
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  parentId: z.string().nullable(),
  role: chatMessageRoleSchema,
  content: z.string(),
  /** Upload paths (the `message` of `/sys/common/upload`), shown through `/sys/common/static/<path>`. */
  images: z.array(z.string()),
  status: chatMessageStatusSchema,
  sources: z.array(chatSourceSchema),
  usage: chatUsageSchema.nullable(),
  /** Provider and model that wrote an answer (`offline`, or the configured model name). */
  model: z.string().nullable(),
  errorMessage: z.string().nullable(),
  feedback: chatFeedbackSchema.nullable(),
  feedbackComment: z.string().nullable(),
  /**
   * Figures of a model's answer checked against what its tools (or grounded context) returned, and how many
   * matched none (each such figure is followed by `〔未核实〕` / ` [unverified]` in `content`). Null when the
   * answer was not checked (questions, offline answers, whose figures come from the rows themselves).
   */
  figuresChecked: z.number().int().nonnegative().nullable(),
  figuresFailed: z.number().int().nonnegative().nullable(),
  /** The tools a model called for this answer, with what came back (shown collapsed); null when none. */
  toolCalls: z.array(chatToolCallSchema).nullable(),
  /**
   * Earlier turns (a question with its answer) left out of this answer's prompt because the conversation did not
   * fit the model's context, oldest first (issue #33); absent when none was (and on questions).
   */
  droppedTurns: z.number().int().positive().optional(),
  /**
   * The answer's tables and the charts declared on them (issue #34), read from `content`; absent when the answer
   * has no table (and on questions).
   */
  parts: chatAnswerPartsSchema.optional(),
  createTime: dateTimeString.nullable(),
  updateTime: dateTimeString.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `queryById`: the session and all its messages, oldest first. */
export const chatSessionDetailSchema = chatSessionSchema.extend({ messages: z.array(chatMessageSchema) });
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

/** "history name required" (spec §5): a title is 1–100 characters after trimming. */
const titleInput = z.string().trim().min(1, '会话名称不能为空').max(100, '会话名称不能超过100个字符');

export const chatSessionAddBodySchema = z.object({
  /** Defaults to `新对话` / the first question, set by the server when the first answer starts. */
  title: titleInput.optional(),
  /** Defaults to the default chat app. */
  appId: z.string().trim().min(1).max(64).nullable().optional(),
});
export type ChatSessionAddBody = z.input<typeof chatSessionAddBodySchema>;
export type ChatSessionAddValues = z.output<typeof chatSessionAddBodySchema>;

export const chatSessionEditBodySchema = z.object({
  id: z.string().trim().min(1, 'id不能为空').max(64),
  title: titleInput,
  appId: z.string().trim().min(1).max(64).nullable().optional(),
});
export type ChatSessionEditBody = z.input<typeof chatSessionEditBodySchema>;
export type ChatSessionEditValues = z.output<typeof chatSessionEditBodySchema>;

/** `GET /chat/session/list`: the caller's sessions; filter e.g. `title=*降水*`; default newest activity first. */
export const chatSessionList = endpoint({
  method: 'GET',
  path: '/chat/session/list',
  access: 'self',
  auth: true,
  query: listQuerySchema,
  response: resultSchema(pageSchema(chatSessionSchema)),
});

/** `POST /chat/session/add`: ok200 `添加成功！` with the new session as `result`. */
export const chatSessionAdd = endpoint({
  method: 'POST',
  path: '/chat/session/add',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  body: chatSessionAddBodySchema,
  response: resultSchema(chatSessionSchema.nullable()),
});

/** `PUT|POST /chat/session/edit` (rename, change app): ok200 `编辑成功!`; foreign or unknown id `未找到对应实体`. */
export const chatSessionEdit = endpoint({
  method: 'PUT',
  path: '/chat/session/edit',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  alsoMethods: ['POST'],
  body: chatSessionEditBodySchema,
  response: resultSchema(chatSessionSchema.nullable()),
});

/** `DELETE /chat/session/delete?id=`: ok200 `删除成功!` (messages go with it); a running answer is stopped. */
export const chatSessionDelete = endpoint({
  method: 'DELETE',
  path: '/chat/session/delete',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  query: chatIdQuery,
  response: chatMessageResult,
});

/** `DELETE /chat/session/deleteBatch?ids=`: ok200 `批量删除成功!`; ids of other users are ignored. */
export const chatSessionDeleteBatch = endpoint({
  method: 'DELETE',
  path: '/chat/session/deleteBatch',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  query: chatIdsQuery,
  response: chatMessageResult,
});

/** `GET /chat/session/queryById?id=`: ok200 session with its messages. */
export const chatSessionQueryById = endpoint({
  method: 'GET',
  path: '/chat/session/queryById',
  access: 'self',
  auth: true,
  query: chatIdQuery,
  response: resultSchema(chatSessionDetailSchema.nullable()),
});

/** `GET /chat/message/list?sessionId=`: one session's messages through the list engine, oldest first. */
export const chatMessageList = endpoint({
  method: 'GET',
  path: '/chat/message/list',
  access: 'self',
  auth: true,
  query: listQuerySchema.extend({ sessionId: z.string().trim().min(1, 'sessionId不能为空').max(64) }),
  response: resultSchema(pageSchema(chatMessageSchema)),
});

export const chatFeedbackBodySchema = z.object({
  /** The assistant message rated. */
  id: z.string().trim().min(1, 'id不能为空').max(64),
  /** `null` clears the rating. */
  feedback: chatFeedbackSchema.nullable(),
  comment: z.string().trim().max(1000, '反馈内容不能超过1000个字符').nullable().optional(),
});
export type ChatFeedbackBody = z.input<typeof chatFeedbackBodySchema>;
export type ChatFeedbackValues = z.output<typeof chatFeedbackBodySchema>;

/** `POST /chat/message/feedback`: thumbs up/down with an optional comment; ok200 `反馈成功!` + the message. */
export const chatMessageFeedback = endpoint({
  method: 'POST',
  path: '/chat/message/feedback',
  source: 'project',
  since: 'project',
  access: 'self',
  auth: true,
  body: chatFeedbackBodySchema,
  response: resultSchema(chatMessageSchema.nullable()),
});

/** The chat socket's one-time ticket. */
export const gptSocketTokenSchema = z.object({
  /** Opaque, single use, bound to the caller; valid `expiresIn` seconds. */
  token: z.string(),
  expiresIn: z.number().int().positive(),
  /** Path of the chat socket below the origin: `/jeecg-boot/chat/socket`. */
  socketPath: z.string(),
});
export type GptSocketToken = z.infer<typeof gptSocketTokenSchema>;

/**
 * `GET /sys/getGptSocketToken`: ok200 with a ticket for
 * `new WebSocket(wsOrigin + socketPath + '?token=' + token)` (or `new WebSocket(url, [token])`). The ticket
 * is consumed by the upgrade; an expired, used or unknown ticket gets HTTP 401 and no socket.
 */
export const getGptSocketToken = endpoint({
  method: 'GET',
  path: '/sys/getGptSocketToken',
  access: 'self',
  auth: true,
  response: resultSchema(gptSocketTokenSchema.nullable()),
});
