import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { type WebSocket, WebSocketServer } from 'ws';
import { type ChatServerFrame, chatClientFrameSchema } from '@cropwatch/contract';
import { newId } from '../../../core/database/id';
import { refuseUpgrade, SocketServer } from '../../websocket';
import { ChatFrameError } from '../chat.errors';
import { type ChatConnection, ChatStreamService } from './chat-stream.service';
import { CHAT_SOCKET_PATH, ChatTicketService } from './chat-ticket.service';

/** Largest client frame (a question is at most 4000 characters plus a few image paths). */
const MAX_FRAME_BYTES = 64 * 1024;

/** The ticket from `?token=` or, like JeecgBoot's sockets, from the sub-protocol. */
function ticketOf(req: IncomingMessage): string | undefined {
  const query = new URL(req.url ?? '/', 'http://emulator.invalid').searchParams.get('token');
  if (query) return query;
  const protocol = req.headers['sec-websocket-protocol'];
  return protocol?.split(',')[0]?.trim() || undefined;
}

/**
 * The chat socket at `/jeecg-boot/chat/socket`, served through the websocket module's upgrade router (the
 * one `upgrade` listener of the HTTP server, which answers 404 for paths nobody registered). The upgrade
 * needs a fresh ticket of `/sys/getGptSocketToken`; frames are JSON (`libs/contract/src/chat/socket.ts`).
 */
@Injectable()
export class ChatSocketServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ChatSocket');
  private readonly sockets = new Set<WebSocket>();
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false,
  });

  constructor(
    @Inject(SocketServer) private readonly socketServer: SocketServer,
    @Inject(ChatTicketService) private readonly tickets: ChatTicketService,
    @Inject(ChatStreamService) private readonly engine: ChatStreamService,
  ) {}

  onApplicationBootstrap(): void {
    this.socketServer.upgradeRouter.register({
      pattern: CHAT_SOCKET_PATH,
      handle: (req, socket, head) => this.accept(req, socket, head),
    });
  }

  onModuleDestroy(): void {
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
  }

  /** Open chat sockets (tests). */
  get connectionCount(): number {
    return this.sockets.size;
  }

  private async accept(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const holder = await this.tickets.consume(ticketOf(req));
    if (!holder) {
      refuseUpgrade(socket, 401, '聊天连接凭证无效或已过期，请重新获取');
      return;
    }
    if (socket.destroyed) return;
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.sockets.add(ws);
      const conn: ChatConnection = {
        id: newId(),
        userId: holder.userId,
        username: holder.username,
        send: (frame: ChatServerFrame) => {
          if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
        },
      };
      ws.on('error', () => ws.terminate());
      ws.on('close', () => {
        this.sockets.delete(ws);
        this.engine.release(conn);
      });
      ws.on('message', (data, isBinary) => {
        void this.onFrame(conn, isBinary ? null : Buffer.from(data as Buffer).toString('utf8'));
      });
    });
  }

  private async onFrame(conn: ChatConnection, text: string | null): Promise<void> {
    let raw: unknown;
    try {
      raw = text === null ? undefined : JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const parsed = chatClientFrameSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      conn.send({
        type: 'error',
        code: 'bad-request',
        message: `消息格式不正确：${where}${issue?.message ?? '不是 JSON'}`,
      });
      return;
    }
    const frame = parsed.data;
    try {
      switch (frame.type) {
        case 'ping':
          conn.send({ type: 'pong' });
          return;
        case 'open':
          await this.engine.open(conn, frame.sessionId);
          return;
        case 'stop':
          this.engine.stop(conn, frame.messageId);
          return;
        case 'start':
          await this.engine.start(conn, frame);
          return;
      }
    } catch (e) {
      const sessionId = 'sessionId' in frame ? frame.sessionId : undefined;
      if (e instanceof ChatFrameError) {
        conn.send({ type: 'error', code: e.code, message: e.message, ...(sessionId ? { sessionId } : {}) });
      } else {
        this.logger.error(`frame ${frame.type} failed`, e instanceof Error ? e.stack : String(e));
        conn.send({ type: 'error', code: 'internal', message: '服务器内部错误', ...(sessionId ? { sessionId } : {}) });
      }
    }
  }
}
