import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import WebSocket from 'ws';

/** A real `ws` client that records the frames it receives. */
export interface SocketClient {
  ws: WebSocket;
  /** Frames received so far, parsed as JSON when they are. */
  frames: unknown[];
  /** Resolves with the first frame (already received or arriving) that `match` accepts; rejects after `ms`. */
  next(match?: (frame: unknown) => boolean, ms?: number): Promise<unknown>;
  close(): Promise<void>;
}

/** The base `ws://127.0.0.1:<port>` of an app that listens (`await app.listen(0)` first). */
export const wsBase = (app: INestApplication) =>
  `ws://127.0.0.1:${((app.getHttpServer() as Server).address() as AddressInfo).port}`;

/**
 * Opens `/jeecg-boot<path>` with the token as sub-protocol (as `new WebSocket(url, [token])` does in a browser).
 * Resolves once open; rejects with the HTTP status of a refused upgrade (`Unexpected server response: 401`).
 */
export function openSocket(app: INestApplication, path: string, token?: string): Promise<SocketClient> {
  const ws = new WebSocket(`${wsBase(app)}/jeecg-boot${path}`, token === undefined ? [] : [token]);
  const frames: unknown[] = [];
  const waiters: { match: (f: unknown) => boolean; resolve: (f: unknown) => void }[] = [];
  ws.on('message', (data) => {
    const text = Buffer.isBuffer(data) ? data.toString('utf8') : '';
    let frame: unknown = text;
    try {
      frame = JSON.parse(text);
    } catch {
      // plain text frame
    }
    frames.push(frame);
    for (const w of [...waiters]) {
      if (!w.match(frame)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const client: SocketClient = {
    ws,
    frames,
    next: (match = () => true, ms = 2000) => {
      const seen = frames.find(match);
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching frame within ${ms} ms`)), ms);
        waiters.push({
          match,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Lets in-flight frames arrive (loopback) before asserting that none came. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
