import { z } from 'zod';
import { chatAnswerPartsSchema } from './answer-out';
import { chatSourceSchema, chatToolCallSchema, chatUsageSchema } from './session';

/**
 * The chat socket: `ws(s)://<host>/jeecg-boot/chat/socket?token=<ticket of /sys/getGptSocketToken>`
 * (the ticket may be sent as the sub-protocol instead, like JeecgBoot's sockets). Frames are JSON text in
 * both directions.
 *
 * A socket may serve several sessions one after the other, but a session is served by one socket at a
 * time: when a second socket opens (`open`) or writes to (`start`) a session, the socket that held it gets
 * `reset` with reason `multiple-clients` (spec: "multiple clients in use, session reset"), and its running
 * answer in that session, if any, is stopped.
 */

export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_IMAGE_MAX_COUNT = 4;
export const CHAT_CONTENT_MAX_LENGTH = 4000;
/** Image types accepted (checked by magic number, not by name). */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

const id = z.string().trim().min(1).max(64);

/** Claims a session for this socket without asking anything (e.g. when the user opens a conversation). */
export const chatOpenFrameSchema = z.object({ type: z.literal('open'), sessionId: id });

/**
 * Asks a question (or regenerates an answer). Rules (spec §5): the message must not be empty; with
 * images, the text (the image question) is required. `parentId`: the message the new question follows
 * (the last answer of the visible branch; null/absent for the first question; the edited question's
 * parent for edit-and-resend). With `regenerate: true`, `parentId` names an existing user question and
 * `content`/`images` are ignored: a new answer to that question is written.
 */
export const chatStartFrameSchema = z.object({
  type: z.literal('start'),
  sessionId: id,
  content: z.string().max(CHAT_CONTENT_MAX_LENGTH).optional(),
  /** Upload paths (`message` of `/sys/common/upload`). */
  images: z.array(z.string().min(1).max(255)).max(CHAT_IMAGE_MAX_COUNT).optional(),
  parentId: id.nullable().optional(),
  regenerate: z.boolean().optional(),
  /** Answer with this app instead of the session's. */
  appId: id.nullable().optional(),
  /** UI language; the offline provider answers in the language of the question and falls back to this. */
  lang: z.enum(['zh-CN', 'en-US']).optional(),
  /**
   * The knowledge bases the conversation draws on (issue #34, `knowledge.ts`); bases the asker may not read are
   * ignored. Absent or empty: only the seeded knowledge.
   */
  knowledgeBaseIds: z.array(id).max(20).optional(),
});

/** Stops a running answer; the partial text is kept with status `stopped`. */
export const chatStopFrameSchema = z.object({ type: z.literal('stop'), messageId: id });

/** Keep-alive; answered with `pong`. */
export const chatPingFrameSchema = z.object({ type: z.literal('ping') });

export const chatClientFrameSchema = z.discriminatedUnion('type', [
  chatOpenFrameSchema,
  chatStartFrameSchema,
  chatStopFrameSchema,
  chatPingFrameSchema,
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;
export type ChatStartFrame = z.infer<typeof chatStartFrameSchema>;

/** The session is now held by this socket. */
export const chatOpenedFrameSchema = z.object({ type: z.literal('opened'), sessionId: z.string() });

/**
 * An answer begins: `messageId` is the new assistant message, `userMessageId` the question it answers
 * (new, or the existing one when regenerating). `title` is the session title (set from the first question).
 */
export const chatServerStartFrameSchema = z.object({
  type: z.literal('start'),
  messageId: z.string(),
  sessionId: z.string(),
  userMessageId: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  model: z.string(),
});

/** A piece of the answer, to append. */
export const chatDeltaFrameSchema = z.object({ type: z.literal('delta'), messageId: z.string(), text: z.string() });

/**
 * The answer waits for a local model busy with other answers (issue #33): `position` 1 is next. Sent when the answer
 * joins the queue and whenever its place changes; the first `delta` ends the wait.
 */
export const chatQueueFrameSchema = z.object({
  type: z.literal('queue'),
  messageId: z.string(),
  position: z.number().int().positive(),
});

/** The answer is complete (`status: done`) or was stopped (`status: stopped`, partial text kept). */
export const chatDoneFrameSchema = z.object({
  type: z.literal('done'),
  messageId: z.string(),
  status: z.enum(['done', 'stopped']),
  sources: z.array(chatSourceSchema),
  usage: chatUsageSchema,
  /**
   * The final text when it differs from the streamed deltas: unmatched figures marked, or the grounded
   * offline answer replacing one whose figures all failed (issue #33). Absent: the deltas are the answer.
   */
  content: z.string().optional(),
  /** Figures checked and failed (absent when the answer was not checked). */
  figures: z.object({ checked: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }).optional(),
  /** The tools the model called, with their results (absent when none). */
  toolCalls: z.array(chatToolCallSchema).optional(),
  /** Earlier turns left out of the prompt because the conversation did not fit the model's context (absent: none). */
  droppedTurns: z.number().int().positive().optional(),
  /** The final answer's tables and charts (issue #34); absent when it has no table. */
  parts: chatAnswerPartsSchema.optional(),
});

/**
 * Error codes of the `error` frame:
 * - `bad-request`: malformed frame or invalid field (message says which);
 * - `empty-message`: no text and no image; `image-question-required`: an image without text;
 * - `image-not-found`, `image-type`, `image-too-large`: image rules;
 * - `not-found`: session, message or app unknown (or another user's);
 * - `busy`: an answer is already running in this session;
 * - `provider-error`: the answer failed (the message is then `failed`, its partial text kept);
 * - `internal`: unexpected server error.
 */
export const CHAT_ERROR_CODES = [
  'bad-request',
  'empty-message',
  'image-question-required',
  'image-not-found',
  'image-type',
  'image-too-large',
  'not-found',
  'busy',
  'provider-error',
  'internal',
] as const;
export const chatErrorCodeSchema = z.enum(CHAT_ERROR_CODES);
export type ChatErrorCode = z.infer<typeof chatErrorCodeSchema>;

export const chatErrorFrameSchema = z.object({
  type: z.literal('error'),
  /** Present when the error concerns a started answer (which is then `failed`). */
  messageId: z.string().optional(),
  sessionId: z.string().optional(),
  code: chatErrorCodeSchema,
  message: z.string(),
});

/** Another socket took this session; the UI shows "multiple clients in use, session reset". */
export const chatResetFrameSchema = z.object({
  type: z.literal('reset'),
  reason: z.literal('multiple-clients'),
  sessionId: z.string(),
});

export const chatPongFrameSchema = z.object({ type: z.literal('pong') });

export const chatServerFrameSchema = z.discriminatedUnion('type', [
  chatOpenedFrameSchema,
  chatServerStartFrameSchema,
  chatDeltaFrameSchema,
  chatQueueFrameSchema,
  chatDoneFrameSchema,
  chatErrorFrameSchema,
  chatResetFrameSchema,
  chatPongFrameSchema,
]);
export type ChatServerFrame = z.infer<typeof chatServerFrameSchema>;
