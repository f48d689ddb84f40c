import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { HEARTCHECK_FRAME } from '@cropwatch/contract';
import { sessionKey, TokenService } from '../../core/auth/token.service';
import { CONTEXT_PATH } from '../../core/http/context-path';
import { NOTIFICATION_BUS, type NotificationBus, type SocketChannel } from './notification-bus';
import { SocketRegistry } from './socket-registry';
import { refuseUpgrade, UpgradeRouter } from './upgrade-router';

/** Liveness: a socket that misses one ping round (no pong) is terminated at the next. */
const PING_INTERVAL_MS = 30_000;
/** Client frames are heartbeats or small JSON objects; anything bigger closes the socket (1009). */
const MAX_FRAME_BYTES = 64 * 1024;

const HEARTCHECK = JSON.stringify(HEARTCHECK_FRAME);
const VXE_HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: true });

interface TrackedSocket extends WebSocket {
  isAlive?: boolean;
  /** `sessionKey` of the token the socket was opened with (force logout closes it). */
  sessionKey?: string;
}

/** The token a browser sends as `new WebSocket(url, [token])`: the first offered sub-protocol. */
export function protocolToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first || undefined;
}

/**
 * JeecgBoot's `/websocket/{userId}` and `/vxeSocket/{userId}/{pageId}` (contract §10) on plain `ws`.
 *
 * The upgrade is authenticated like an HTTP request (token from `Sec-WebSocket-Protocol`, echoed back as the
 * selected protocol) and, stricter than JeecgBoot, `{userId}` must be the token user's id: a missing, invalid or
 * other user's token gets HTTP 401 and no socket. Pushes arrive through the `NotificationBus` and reach every
 * socket of the addressed users on this node.
 */
@Injectable()
export class SocketServer implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('WebSocket');
  private readonly registry = new SocketRegistry<TrackedSocket>();
  private readonly router = new UpgradeRouter();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    // The token was checked before the handshake; selecting it is what browsers require to proceed (§C.7).
    handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false,
  });
  private unsubscribe: (() => void) | undefined;
  private pingTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(NOTIFICATION_BUS) private readonly bus: NotificationBus,
  ) {}

  onApplicationBootstrap(): void {
    this.router.register({
      pattern: `${CONTEXT_PATH}/websocket/:userId`,
      handle: (req, socket, head, { userId }) => this.accept('websocket', req, socket, head, userId),
    });
    this.router.register({
      pattern: `${CONTEXT_PATH}/vxeSocket/:userId/:pageId`,
      handle: (req, socket, head, { userId }) => this.accept('vxeSocket', req, socket, head, userId),
    });
    this.router.attach(this.adapterHost.httpAdapter.getHttpServer() as Server);
    this.unsubscribe = this.bus.subscribe((m) => this.registry.deliver(m));
    this.pingTimer = setInterval(() => this.pingAll(), PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  /** Closes every socket first: the HTTP server cannot finish closing while upgraded connections are open. */
  onModuleDestroy(): void {
    this.router.detach();
    clearInterval(this.pingTimer);
    this.unsubscribe?.();
    for (const ws of this.registry.all()) ws.terminate();
  }

  onApplicationShutdown(): void {
    this.wss.close();
  }

  /** Closes this node's sockets opened with the session `key` (force logout, issue #12); returns how many. */
  closeSession(key: string): number {
    let closed = 0;
    for (const ws of this.registry.all()) {
      if (ws.sessionKey !== key) continue;
      ws.close(4001, 'Token失效，请重新登录!');
      closed++;
    }
    return closed;
  }

  /** Other modules can serve their own socket paths through the same upgrade listener. */
  get upgradeRouter(): UpgradeRouter {
    return this.router;
  }

  /** Open sockets (for tests and the benchmark). */
  connectionCount(channel: SocketChannel = 'websocket', userId?: string): number {
    return this.registry.count(channel, userId);
  }

  private async accept(
    channel: SocketChannel,
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    userId: string,
  ): Promise<void> {
    const token = protocolToken(req.headers['sec-websocket-protocol']);
    if (!token) return refuseUpgrade(socket, 401, 'Token失效，请重新登录!');
    let principalId: string;
    try {
      principalId = (await this.tokens.authenticate(token)).id;
    } catch (e) {
      return refuseUpgrade(socket, 401, e instanceof Error ? e.message : 'Token失效，请重新登录!');
    }
    if (principalId !== userId) return refuseUpgrade(socket, 401, '只能连接当前登录用户自己的通知通道');
    if (socket.destroyed) return;
    this.wss.handleUpgrade(req, socket, head, (ws: TrackedSocket) => {
      ws.isAlive = true;
      ws.sessionKey = sessionKey(token);
      ws.on('pong', () => (ws.isAlive = true));
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.registry.remove(channel, userId, ws));
      ws.on('message', (data, isBinary) => {
        if (channel === 'websocket') this.onNoticeFrame(ws, isBinary);
        else this.onVxeFrame(ws, data, isBinary);
      });
      this.registry.add(channel, userId, ws);
    });
  }

  /** Any text frame is a heartbeat; the answer goes to that socket only (JeecgBoot 3.4 broadcast it, quirk §14.18). */
  private onNoticeFrame(ws: WebSocket, isBinary: boolean): void {
    if (!isBinary && ws.readyState === WebSocket.OPEN) ws.send(HEARTCHECK);
  }

  /** `heart_beat` is answered to the sender; `update_vxe_table` is re-broadcast to every vxe socket (§10.3). */
  private onVxeFrame(ws: WebSocket, data: RawData, isBinary: boolean): void {
    if (isBinary) return;
    const text = rawText(data);
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    const type = (frame as { type?: unknown } | null)?.type;
    if (type === 'heart_beat') {
      if (ws.readyState === WebSocket.OPEN) ws.send(VXE_HEARTBEAT);
    } else if (type === 'update_vxe_table') {
      void this.bus.publish({ channel: 'vxeSocket', userIds: null, message: text });
    } else {
      this.logger.debug(`vxeSocket: unrecognised type ${String(type).slice(0, 50)}`);
    }
  }

  private pingAll(): void {
    for (const ws of this.registry.all()) {
      if (ws.isAlive === false) {
        ws.terminate();
        continue;
      }
      ws.isAlive = false;
      ws.ping();
    }
  }
}

function rawText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
