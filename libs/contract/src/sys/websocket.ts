import { z } from 'zod';

/**
 * The two plain WebSocket endpoints of contract §10 (not HTTP routes, so not in `endpointTable`). Both live below
 * the context path and carry the access token as the sub-protocol: `new WebSocket(url, [token])`; the server
 * echoes it in `Sec-WebSocket-Protocol`. The emulator refuses the upgrade (HTTP 401) unless the token is valid
 * **and** `{userId}` is the token user's own id (stricter than JeecgBoot, which never cross-checks it).
 */
export const noticeSocketPath = (userId: string) => `/websocket/${encodeURIComponent(userId)}`;
export const vxeSocketPath = (userId: string, pageId: string) =>
  `/vxeSocket/${encodeURIComponent(userId)}/${encodeURIComponent(pageId)}`;

/** `WebsocketConst.CMD_*` of the notification socket (§10.2). */
export const noticeCmdSchema = z.enum(['topic', 'user', 'heartcheck', 'email', 'sign']);
export type NoticeCmd = z.infer<typeof noticeCmdSchema>;

/**
 * A server -> client frame of `/websocket/{userId}` (JSON text). `topic`: broadcast (ALL announcement published,
 * `readAll`, `syncNotic`); `user`: targeted (USER announcement published, system message sent); `heartcheck`:
 * the answer to any client frame, sent to that socket only (JeecgBoot 3.4 broadcast it to everybody).
 */
export const noticeFrameSchema = z.looseObject({
  cmd: noticeCmdSchema,
  msgId: z.string().optional(),
  msgTxt: z.string().optional(),
});
export type NoticeFrame = z.infer<typeof noticeFrameSchema>;

/** The heart-check answer, word for word. */
export const HEARTCHECK_FRAME = { cmd: 'heartcheck', msgTxt: '心跳响应' } as const;

/** Frames of `/vxeSocket/{userId}/{pageId}` in both directions (§10.3). */
export const vxeFrameSchema = z.looseObject({
  type: z.string(),
  data: z.unknown().optional(),
});
export type VxeFrame = z.infer<typeof vxeFrameSchema>;
