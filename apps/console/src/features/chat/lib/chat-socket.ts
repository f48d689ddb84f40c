import type {
  ChatAnswerParts,
  ChatClientFrame,
  ChatErrorCode,
  ChatServerFrame,
  ChatSource,
  ChatStartFrame,
  ChatToolCall,
  ChatUsage,
  GptSocketToken,
} from '@cropwatch/contract';
import type { SocketLike } from '../../../lib/socket-url';

/**
 * The chat socket (contract `chat/socket.ts`) as a plain class: one connection per chat page, opened with a
 * fresh single-use ticket from `/sys/getGptSocketToken`, kept alive by `ping`, reconnected with backoff after an
 * unexpected close, and routing the server's frames to the answer they belong to (by `sessionId` until the
 * server's `start` names the message, by `messageId` after).
 */

/**
 * `connecting`: opening (first time or a manual retry); `open`: ready; `reconnecting`: closed unexpectedly,
 * another attempt is scheduled; `disconnected`: closed and no attempt is scheduled (gave up, or no ticket).
 */
export type ChatSocketStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'disconnected';

export type StartRequest = Omit<ChatStartFrame, 'type'>;

export interface AnswerStart {
  messageId: string;
  sessionId: string;
  userMessageId: string;
  parentId: string | null;
  title: string;
  model: string;
}

export interface AnswerDone {
  status: 'done' | 'stopped';
  sources: ChatSource[];
  usage: ChatUsage;
  /** The final text when it differs from the deltas (figures marked, or the grounded answer instead). */
  content?: string;
  /** Figures checked against what the model looked up, and how many matched nothing. */
  figures?: { checked: number; failed: number };
  /** The tools the model called, with what came back. */
  toolCalls?: ChatToolCall[];
  /** Earlier turns left out of the prompt because the conversation did not fit the model's context (issue #33). */
  droppedTurns?: number;
  /** The answer's tables and declared charts (issue #34). */
  parts?: ChatAnswerParts;
}

export interface AnswerError {
  code: ChatErrorCode | 'disconnected' | 'reset' | 'cancelled';
  message: string;
}

/** Callbacks of one asked question; exactly one of `onDone` / `onError` ends it. */
export interface AnswerHandlers {
  onStart?(start: AnswerStart): void;
  onDelta?(text: string, messageId: string): void;
  /** The answer waits for a busy local model: its place in the queue (1 = next), until the first delta. */
  onQueue?(position: number, messageId: string): void;
  onDone?(done: AnswerDone, messageId: string): void;
  /** `messageId` is known when the answer had started (its partial text is kept by the server). */
  onError?(error: AnswerError, messageId: string | null): void;
}

export interface AnswerHandle {
  /** The assistant message id once the server started the answer. */
  readonly messageId: string | null;
  /** Asks the server to stop; before `start` arrived the stop is sent as soon as the id is known. */
  stop(): void;
}

export type { SocketLike };

export type SocketFactory = (url: string) => SocketLike;

export interface ChatSocketOptions {
  /** Fetches a fresh ticket; a rejection counts as a failed attempt. */
  fetchTicket: () => Promise<GptSocketToken>;
  /** The runtime `apiBaseUrl` (read at each connect, since config.json may load late). */
  apiBaseUrl: () => string;
  /** The page's own URL, against which a relative `apiBaseUrl` is resolved. */
  pageUrl?: () => string;
  createSocket?: SocketFactory;
  /** Interval between `ping`s. */
  heartbeatMs?: number;
  /** A socket silent this long after a `ping` is considered dead. */
  pongTimeoutMs?: number;
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Automatic attempts after an unexpected close before giving up (then only `retry()` reconnects). */
  maxAttempts?: number;
}

const DEFAULTS = {
  heartbeatMs: 10_000,
  pongTimeoutMs: 6_000,
  backoffMs: 1_000,
  maxBackoffMs: 16_000,
  maxAttempts: 5,
};

/**
 * `ws:`/`wss:` URL of the chat socket. The origin is `apiBaseUrl`'s (a relative base means this page's origin);
 * the path is the ticket's `socketPath` (contract: below the origin), else `<apiBaseUrl path>/chat/socket`.
 */
export function chatSocketUrl(apiBaseUrl: string, pageUrl: string, ticket: GptSocketToken): string {
  const base = new URL(apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`, pageUrl);
  const protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  const path = ticket.socketPath?.startsWith('/') ? ticket.socketPath : `${base.pathname}chat/socket`;
  return `${protocol}//${base.host}${path}?token=${encodeURIComponent(ticket.token)}`;
}

/** Delay before automatic attempt `attempt` (1-based): backoff, doubling, capped. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

interface Pending {
  sessionId: string;
  handlers: AnswerHandlers;
  messageId: string | null;
  stopRequested: boolean;
  /** The start frame, while it waits for the connection. */
  queued: ChatClientFrame | null;
}

type StatusListener = (status: ChatSocketStatus) => void;
type ResetListener = (sessionId: string) => void;

export class ChatSocket {
  private readonly opts: Required<Omit<ChatSocketOptions, 'pageUrl' | 'createSocket'>> &
    Pick<ChatSocketOptions, 'pageUrl' | 'createSocket'>;
  private socket: SocketLike | null = null;
  private statusValue: ChatSocketStatus = 'idle';
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every connect and on dispose: late callbacks of an older attempt are ignored. */
  private generation = 0;
  private disposed = false;
  /** Answers by session until `start`, then also by message. */
  private readonly bySession = new Map<string, Pending>();
  private readonly byMessage = new Map<string, Pending>();
  /** Frames other than `start` sent while not open (an `open` claim). */
  private readonly outbox: ChatClientFrame[] = [];
  /** The session this page shows: claimed again after a reconnect, forgotten after a reset. */
  private claimed: string | null = null;
  private readonly statusListeners = new Set<StatusListener>();
  private readonly resetListeners = new Set<ResetListener>();

  constructor(options: ChatSocketOptions) {
    this.opts = { ...DEFAULTS, ...options };
  }

  get status(): ChatSocketStatus {
    return this.statusValue;
  }

  /** Whether an answer is running (or waiting to start) in `sessionId`. */
  isBusy(sessionId: string): boolean {
    return this.bySession.has(sessionId);
  }

  onStatus(listener: StatusListener): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Another client took `sessionId` (spec: "multiple clients in use, session reset"). */
  onReset(listener: ResetListener): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /** Opens the connection if it is not open or opening (also after `dispose`, as React's strict mode remounts). */
  connect(): void {
    this.disposed = false;
    if (this.statusValue === 'connecting' || this.statusValue === 'open') return;
    this.clearReconnect();
    void this.attempt('connecting');
  }

  /** The user's "retry": connects now and restarts the backoff. */
  retry(): void {
    this.disposed = false;
    this.attempts = 0;
    if (this.statusValue === 'open' || this.statusValue === 'connecting') return;
    this.clearReconnect();
    void this.attempt('connecting');
  }

  /** Claims `sessionId` for this socket (shown conversation); `null` forgets the claim. */
  open(sessionId: string | null): void {
    this.claimed = sessionId;
    if (sessionId) this.send({ type: 'open', sessionId });
  }

  /** Asks a question (or regenerates); connects when needed. Only one answer per session at a time. */
  ask(request: StartRequest, handlers: AnswerHandlers): AnswerHandle {
    const previous = this.bySession.get(request.sessionId);
    if (previous) this.finish(previous);
    const frame: ChatClientFrame = { type: 'start', ...request };
    const pending: Pending = {
      sessionId: request.sessionId,
      handlers,
      messageId: null,
      stopRequested: false,
      queued: null,
    };
    this.bySession.set(request.sessionId, pending);
    this.claimed = request.sessionId;
    if (this.socket && this.statusValue === 'open') this.rawSend(frame);
    else {
      pending.queued = frame;
      this.connect();
    }
    return {
      get messageId() {
        return pending.messageId;
      },
      stop: () => this.stopPending(pending),
    };
  }

  /** Stops the answer `messageId` (e.g. one still streaming after a page reload). */
  stop(messageId: string): void {
    const pending = this.byMessage.get(messageId);
    if (pending) this.stopPending(pending);
    else this.send({ type: 'stop', messageId });
  }

  /** Closes: timers cleared, running answers end with `disconnected`; only `connect()` opens again. */
  dispose(): void {
    this.disposed = true;
    this.generation += 1;
    this.clearReconnect();
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(1000, 'dispose');
    }
    this.failAll({ code: 'disconnected', message: 'disconnected' });
    this.setStatus('disconnected');
  }

  private stopPending(pending: Pending): void {
    if (pending.stopRequested) return;
    pending.stopRequested = true;
    if (pending.queued) {
      // Never sent: nothing runs on the server, the question simply is not asked.
      this.finish(pending);
      pending.handlers.onError?.({ code: 'cancelled', message: 'stopped before start' }, null);
      return;
    }
    if (pending.messageId) this.send({ type: 'stop', messageId: pending.messageId });
  }

  private send(frame: ChatClientFrame): void {
    if (this.socket && this.statusValue === 'open') this.rawSend(frame);
    else {
      if (frame.type === 'open') {
        // Only the latest claim matters.
        const idx = this.outbox.findIndex((f) => f.type === 'open');
        if (idx >= 0) this.outbox.splice(idx, 1);
      }
      if (frame.type !== 'ping') this.outbox.push(frame);
      this.connect();
    }
  }

  private rawSend(frame: ChatClientFrame): void {
    this.socket?.send(JSON.stringify(frame));
  }

  private setStatus(status: ChatSocketStatus): void {
    if (this.statusValue === status) return;
    this.statusValue = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  private async attempt(status: 'connecting' | 'reconnecting'): Promise<void> {
    const generation = ++this.generation;
    this.setStatus(status);
    let ticket: GptSocketToken;
    try {
      ticket = await this.opts.fetchTicket();
    } catch {
      if (generation === this.generation) this.handleClose(generation);
      return;
    }
    if (generation !== this.generation || this.disposed) return;
    const pageUrl = this.opts.pageUrl?.() ?? window.location.href;
    const url = chatSocketUrl(this.opts.apiBaseUrl(), pageUrl, ticket);
    let socket: SocketLike;
    try {
      socket = (this.opts.createSocket ?? ((u: string) => new WebSocket(u)))(url);
    } catch {
      this.handleClose(generation);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (generation !== this.generation) return;
      this.attempts = 0;
      this.setStatus('open');
      this.startHeartbeat(generation);
      this.flush();
    };
    socket.onmessage = (ev: MessageEvent) => {
      if (generation !== this.generation) return;
      this.alive();
      this.receive(ev.data);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      if (generation !== this.generation) return;
      this.handleClose(generation);
    };
  }

  /** On (re)open: claim the shown session again, send what waited, then the queued questions. */
  private flush(): void {
    const frames = [...this.outbox];
    this.outbox.length = 0;
    const claims = frames.filter((f) => f.type === 'open');
    if (this.claimed && !claims.some((f) => f.type === 'open' && f.sessionId === this.claimed)) {
      const waiting = [...this.bySession.values()].some((p) => p.queued && p.sessionId === this.claimed);
      // A queued `start` claims the session itself.
      if (!waiting) frames.unshift({ type: 'open', sessionId: this.claimed });
    }
    for (const frame of frames) this.rawSend(frame);
    for (const pending of this.bySession.values()) {
      if (pending.queued) {
        this.rawSend(pending.queued);
        pending.queued = null;
      }
    }
  }

  private handleClose(generation: number): void {
    if (generation !== this.generation || this.disposed) return;
    const socket = this.socket;
    this.socket = null;
    if (socket) detach(socket);
    this.stopHeartbeat();
    // Answers that were running on the server cannot be followed any more; queued ones wait for the next socket.
    for (const pending of [...this.bySession.values()]) {
      if (!pending.queued) {
        this.finish(pending);
        pending.handlers.onError?.({ code: 'disconnected', message: 'disconnected' }, pending.messageId);
      }
    }
    this.attempts += 1;
    if (this.attempts > this.opts.maxAttempts) {
      this.failAll({ code: 'disconnected', message: 'disconnected' });
      this.outbox.length = 0;
      this.setStatus('disconnected');
      return;
    }
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempts, this.opts.backoffMs, this.opts.maxBackoffMs);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.attempt('reconnecting');
    }, delay);
  }

  private clearReconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
  }

  private startHeartbeat(generation: number): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (generation !== this.generation) return;
      this.rawSend({ type: 'ping' });
      if (!this.pongTimer) {
        this.pongTimer = setTimeout(() => {
          this.pongTimer = null;
          // No frame at all since the ping: the connection is dead even if the browser has not noticed.
          const socket = this.socket;
          if (socket) socket.close(4000, 'heartbeat timeout');
          this.handleClose(generation);
        }, this.opts.pongTimeoutMs);
      }
    }, this.opts.heartbeatMs);
  }

  private alive(): void {
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.alive();
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let frame: ChatServerFrame;
    try {
      frame = JSON.parse(data) as ChatServerFrame;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'start': {
        const pending = this.bySession.get(frame.sessionId);
        if (!pending) return;
        pending.messageId = frame.messageId;
        this.byMessage.set(frame.messageId, pending);
        pending.handlers.onStart?.({
          messageId: frame.messageId,
          sessionId: frame.sessionId,
          userMessageId: frame.userMessageId,
          parentId: frame.parentId,
          title: frame.title,
          model: frame.model,
        });
        if (pending.stopRequested) this.rawSend({ type: 'stop', messageId: frame.messageId });
        return;
      }
      case 'delta':
        this.byMessage.get(frame.messageId)?.handlers.onDelta?.(frame.text, frame.messageId);
        return;
      case 'queue':
        this.byMessage.get(frame.messageId)?.handlers.onQueue?.(frame.position, frame.messageId);
        return;
      case 'done': {
        const pending = this.byMessage.get(frame.messageId);
        if (!pending) return;
        this.finish(pending);
        pending.handlers.onDone?.(
          {
            status: frame.status,
            sources: frame.sources,
            usage: frame.usage,
            ...(frame.content !== undefined ? { content: frame.content } : {}),
            ...(frame.figures ? { figures: frame.figures } : {}),
            ...(frame.toolCalls ? { toolCalls: frame.toolCalls } : {}),
            ...(frame.droppedTurns ? { droppedTurns: frame.droppedTurns } : {}),
            ...(frame.parts ? { parts: frame.parts } : {}),
          },
          frame.messageId,
        );
        return;
      }
      case 'error': {
        const pending = this.errorTarget(frame.messageId, frame.sessionId);
        if (!pending) return;
        this.finish(pending);
        pending.handlers.onError?.({ code: frame.code, message: frame.message }, pending.messageId);
        return;
      }
      case 'reset': {
        if (this.claimed === frame.sessionId) this.claimed = null;
        const pending = this.bySession.get(frame.sessionId);
        if (pending) {
          this.finish(pending);
          pending.handlers.onError?.({ code: 'reset', message: 'multiple-clients' }, pending.messageId);
        }
        for (const listener of [...this.resetListeners]) listener(frame.sessionId);
        return;
      }
      default:
        return;
    }
  }

  /** The answer an `error` frame concerns: by message, else by session, else the only one waiting to start. */
  private errorTarget(messageId?: string, sessionId?: string): Pending | undefined {
    if (messageId && this.byMessage.has(messageId)) return this.byMessage.get(messageId);
    if (sessionId && this.bySession.has(sessionId)) return this.bySession.get(sessionId);
    const unstarted = [...this.bySession.values()].filter((p) => p.messageId === null);
    return unstarted.length === 1 ? unstarted[0] : undefined;
  }

  private finish(pending: Pending): void {
    if (this.bySession.get(pending.sessionId) === pending) this.bySession.delete(pending.sessionId);
    if (pending.messageId) this.byMessage.delete(pending.messageId);
  }

  private failAll(error: AnswerError): void {
    for (const pending of [...this.bySession.values()]) {
      this.finish(pending);
      pending.handlers.onError?.(error, pending.messageId);
    }
  }
}

function detach(socket: SocketLike): void {
  socket.onopen = null;
  socket.onclose = null;
  socket.onerror = null;
  socket.onmessage = null;
}
