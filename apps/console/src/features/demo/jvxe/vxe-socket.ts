import { vxeFrameSchema, vxeSocketPath } from '@cropwatch/contract';
import type { JVxeRow } from '@cropwatch/ui/jvxe-grid';
import { contextSocketUrl, type SocketLike } from '../../../lib/socket-url';

/**
 * The JVxe live co-editing client on `/vxeSocket/{userId}/{pageId}` (contract §10.3, spec §9): the token as the
 * sub-protocol, `heart_beat` every 10 s, a reconnect when no answer came within 6 s, 5 s back-off after a drop.
 * Saved rows go out as `update_vxe_table` with this table's `caseId`; frames of the same `socketKey` from other
 * tables are handed to `onRow`.
 */
export const HEARTBEAT_MS = 10_000;
export const HEARTBEAT_TIMEOUT_MS = 6_000;
export const RECONNECT_MS = 5_000;
/** JeecgBoot's default `socketKey`. */
export const DEFAULT_SOCKET_KEY = 'vxe-default';

export type VxeSocketLike = SocketLike;

export interface VxeSocketOptions {
  apiBaseUrl: string;
  pageUrl: string;
  userId: string;
  token: string;
  pageId: string;
  socketKey?: string;
  /** This table's id: its own frames come back from the relay and are skipped. */
  caseId: string;
  onRow: (row: JVxeRow) => void;
  onStatus?: (connected: boolean) => void;
  createSocket?: (url: string, protocols: string[]) => VxeSocketLike;
}

const OPEN = 1;

export class VxeSocket {
  private socket: VxeSocketLike | null = null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private answerTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  readonly url: string;

  constructor(private readonly opts: VxeSocketOptions) {
    this.url = contextSocketUrl(opts.apiBaseUrl, opts.pageUrl, vxeSocketPath(opts.userId, opts.pageId));
  }

  private get socketKey(): string {
    return this.opts.socketKey ?? DEFAULT_SOCKET_KEY;
  }

  connect(): void {
    if (this.disposed || this.socket) return;
    const create = this.opts.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
    let socket: VxeSocketLike;
    try {
      socket = create(this.url, [this.opts.token]);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.opts.onStatus?.(true);
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    };
    socket.onmessage = (ev) => this.onFrame(ev.data);
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.drop();
      this.scheduleReconnect();
    };
  }

  /** Broadcasts a saved row (`update_vxe_table`); dropped silently while disconnected, as JeecgBoot does. */
  sendRow(row: JVxeRow): void {
    if (this.socket?.readyState !== OPEN) return;
    this.socket.send(
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: this.socketKey, args: [row, this.opts.caseId] } }),
    );
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.drop();
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
      socket.close();
    }
  }

  private beat(): void {
    if (this.socket?.readyState !== OPEN) return;
    this.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    clearTimeout(this.answerTimer);
    // No answer in 6 s: the connection is dead even if the browser has not noticed; start over.
    this.answerTimer = setTimeout(() => {
      const socket = this.socket;
      this.drop();
      socket?.close();
      this.scheduleReconnect();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private onFrame(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame;
    try {
      frame = vxeFrameSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!frame.success) return;
    if (frame.data.type === 'heart_beat') {
      clearTimeout(this.answerTimer);
      return;
    }
    if (frame.data.type !== 'update_vxe_table') return;
    const payload = frame.data.data as { socketKey?: unknown; args?: unknown } | undefined;
    const [row, caseId] = Array.isArray(payload?.args) ? (payload.args as unknown[]) : [];
    if (payload?.socketKey !== this.socketKey || caseId === this.opts.caseId) return;
    if (row && typeof row === 'object' && typeof (row as { id?: unknown }).id === 'string')
      this.opts.onRow(row as JVxeRow);
  }

  private drop(): void {
    if (this.socket) this.opts.onStatus?.(false);
    this.socket = null;
    clearInterval(this.heartbeat);
    clearTimeout(this.answerTimer);
  }

  private scheduleReconnect(): void {
    if (this.disposed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), RECONNECT_MS);
  }
}
