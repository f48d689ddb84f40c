import { noticeFrameSchema, noticeSocketPath, type NoticeFrame } from '@cropwatch/contract';
import { contextSocketUrl, type SocketLike } from '../../../lib/socket-url';

/**
 * The notification socket `/websocket/{userId}` (contract §10): the access token travels as the sub-protocol,
 * a plain-text heartbeat keeps proxies from idling the connection out, and a dropped or refused connection is
 * retried after 20 s until more than 5 attempts in a row have failed (Vue2 `HeaderNotice` policy).
 */

/** Vue2 retries 20 s after an error or close. */
export const RECONNECT_DELAY_MS = 20_000;
/** Give up once more than this many consecutive failures happened. */
export const MAX_ERRORS = 5;
/** JeecgBoot 3.x clients send `ping` about once a minute; the server answers with `heartcheck` (ignored). */
export const HEARTBEAT_MS = 55_000;
export const HEARTBEAT_TEXT = 'ping';

export type { SocketLike };

export type NoticeSocketFactory = (url: string, protocols: string[]) => SocketLike;

export interface NoticeSocketOptions {
  /** The runtime `apiBaseUrl`, absolute or relative to the page. */
  apiBaseUrl: string;
  /** The page URL a relative `apiBaseUrl` is resolved against. */
  pageUrl: string;
  userId: string;
  token: string;
  /** A `topic` or `user` frame: something in the user's notices changed. */
  onNotice: (frame: NoticeFrame) => void;
  /** The connection (re)opened: pushes may have been missed while it was down. */
  onOpen?: () => void;
  /** The server closed the socket because the session was ended (force logout, code 4001): no reconnect. */
  onRevoked?: () => void;
  createSocket?: NoticeSocketFactory;
  reconnectDelayMs?: number;
  maxErrors?: number;
  heartbeatMs?: number;
}

const OPEN = 1;

/** Close code the emulator sends when an administrator ends the session (force logout). */
export const SESSION_REVOKED_CODE = 4001;

/** `http(s)://host/ctx` (or `/ctx` on this page) -> `ws(s)://host/ctx/websocket/{userId}`. */
export function noticeSocketUrl(apiBaseUrl: string, pageUrl: string, userId: string): string {
  return contextSocketUrl(apiBaseUrl, pageUrl, noticeSocketPath(userId));
}

/** A server frame, or null for anything that is not one (the contract's frames are JSON objects). */
export function parseNoticeFrame(data: unknown): NoticeFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = noticeFrameSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class NoticeSocket {
  private socket: SocketLike | null = null;
  private errors = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private disposed = false;
  private readonly url: string;

  constructor(private readonly opts: NoticeSocketOptions) {
    this.url = noticeSocketUrl(opts.apiBaseUrl, opts.pageUrl, opts.userId);
  }

  /** Consecutive failed connections so far. */
  get errorCount(): number {
    return this.errors;
  }

  /** True once the retries are exhausted (or after `dispose`). */
  get stopped(): boolean {
    return this.disposed || this.errors > (this.opts.maxErrors ?? MAX_ERRORS);
  }

  connect(): void {
    if (this.disposed || this.socket) return;
    const create = this.opts.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    let socket: SocketLike;
    try {
      socket = create(this.url, [this.opts.token]);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.errors = 0;
      this.startHeartbeat();
      this.opts.onOpen?.();
    };
    socket.onmessage = (ev) => {
      const frame = parseNoticeFrame(ev.data);
      if (frame && (frame.cmd === 'topic' || frame.cmd === 'user')) this.opts.onNotice(frame);
    };
    // A refused or broken connection fires `error` then `close`; counting the close counts it once.
    socket.onerror = () => undefined;
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopHeartbeat();
      if (ev?.code === SESSION_REVOKED_CODE) {
        this.dispose();
        this.opts.onRevoked?.();
        return;
      }
      this.failed();
    };
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close();
    }
  }

  private failed(): void {
    if (this.disposed) return;
    this.errors += 1;
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), this.opts.reconnectDelayMs ?? RECONNECT_DELAY_MS);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (this.socket?.readyState === OPEN) this.socket.send(HEARTBEAT_TEXT);
    }, this.opts.heartbeatMs ?? HEARTBEAT_MS);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }
}
