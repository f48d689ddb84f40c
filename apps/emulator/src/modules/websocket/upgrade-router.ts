import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { Logger } from '@nestjs/common';

/** Path parameters of a matched upgrade request. */
export type UpgradeParams = Record<string, string>;

export interface UpgradeRoute {
  /** Express-style pattern below the server root, e.g. `/jeecg-boot/websocket/:userId`. */
  pattern: string;
  handle(req: IncomingMessage, socket: Duplex, head: Buffer, params: UpgradeParams): Promise<void>;
}

/**
 * Matches a pathname against a pattern of literal and `:name` segments; null when it does not match or a
 * parameter is not valid percent-encoding or empty.
 */
export function matchPath(pattern: string, pathname: string): UpgradeParams | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: UpgradeParams = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      let value: string;
      try {
        value = decodeURIComponent(got[i]);
      } catch {
        return null;
      }
      if (!value) return null;
      params[want[i].slice(1)] = value;
    } else if (want[i] !== got[i]) {
      return null;
    }
  }
  return params;
}

/** Answers an upgrade request with a plain HTTP error and closes the connection (no WebSocket is opened). */
export function refuseUpgrade(socket: Duplex, status: number, text = STATUS_CODES[status] ?? ''): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = Buffer.from(text, 'utf8');
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\nContent-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${body.length}\r\n\r\n${text}`,
  );
}

/**
 * The one `upgrade` listener on the HTTP server. @nestjs/platform-ws compares paths exactly and destroys anything
 * else, which cannot serve `/websocket/{userId}` (libraries notes §C.6); this router matches parameterised paths.
 * Modules add their socket endpoints with `register`; an upgrade for any other path is answered 404.
 */
export class UpgradeRouter {
  private readonly logger = new Logger('WebSocket');
  private readonly routes: UpgradeRoute[] = [];
  private server: Server | undefined;

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // A reset during authentication must not become an unhandled 'error' event.
    socket.on('error', () => socket.destroy());
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://emulator.invalid').pathname;
    } catch {
      refuseUpgrade(socket, 400);
      return;
    }
    for (const route of this.routes) {
      const params = matchPath(route.pattern, pathname);
      if (!params) continue;
      route.handle(req, socket, head, params).catch((e: unknown) => {
        this.logger.error(`upgrade ${pathname} failed: ${e instanceof Error ? e.message : String(e)}`);
        refuseUpgrade(socket, 500);
      });
      return;
    }
    refuseUpgrade(socket, 404);
  };

  register(route: UpgradeRoute): void {
    this.routes.push(route);
  }

  attach(server: Server): void {
    if (this.server) return;
    this.server = server;
    server.on('upgrade', this.onUpgrade);
  }

  detach(): void {
    this.server?.off('upgrade', this.onUpgrade);
    this.server = undefined;
  }
}
