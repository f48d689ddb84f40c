import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import WebSocket from 'ws';
import { HEARTCHECK_FRAME, noticeFrameSchema } from '@cropwatch/contract';
import { NotificationService } from '../src/modules/websocket/notification.service';
import { SocketServer } from '../src/modules/websocket/socket.server';
import { signIn } from './support/contract';
import { createTestApp, type TestApp } from './support/test-app';
import { openSocket, settle, type SocketClient } from './support/ws-client';

const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae';
const ANALYST_ID = 'a75d45a015c44384a04449ee80dc3503';

/** The raw answer to an upgrade request: status line and body (the socket is closed by the server). */
function rawUpgrade(
  t: TestApp,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: '' });
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('WebSockets /websocket/{userId}, /vxeSocket/{userId}/{pageId}', () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let open: SocketClient[] = [];
  const connect = async (path: string, token?: string) => {
    const s = await openSocket(t.app, path, token);
    open.push(s);
    return s;
  };
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    admin = await signIn(t, 'admin');
    analyst = await signIn(t, 'analyst');
  });
  afterEach(async () => {
    await Promise.all(open.map((s) => s.close()));
    open = [];
  });
  afterAll(() => t.close());

  describe('authentication on the upgrade', () => {
    it('accepts the token as sub-protocol and echoes it back', async () => {
      const s = await connect(`/websocket/${ADMIN_ID}`, admin);
      expect(s.ws.protocol).toBe(admin);
      expect(t.app.get(SocketServer).connectionCount('websocket', ADMIN_ID)).toBe(1);
    });

    it('refuses a missing, forged, expired-session or other user’s token with HTTP 401 and no socket', async () => {
      const forged = jwt.sign({ username: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }, 'not-the-secret');
      const cases: [string, string | undefined][] = [
        [`/websocket/${ADMIN_ID}`, undefined],
        [`/websocket/${ADMIN_ID}`, 'not.a.jwt'],
        [`/websocket/${ADMIN_ID}`, forged],
        [`/websocket/${ADMIN_ID}`, analyst],
        [`/websocket/${ANALYST_ID}`, admin],
        [`/vxeSocket/${ADMIN_ID}/page-1`, analyst],
        [`/vxeSocket/${ANALYST_ID}/page-1`, undefined],
      ];
      for (const [path, token] of cases) {
        await expect(openSocket(t.app, path, token)).rejects.toThrow('Unexpected server response: 401');
      }
      const raw = await rawUpgrade(t, `/jeecg-boot/websocket/${ANALYST_ID}`, { 'Sec-WebSocket-Protocol': admin });
      expect(raw).toEqual({ status: 401, body: '只能连接当前登录用户自己的通知通道' });
      expect(t.app.get(SocketServer).connectionCount('websocket')).toBe(0);
    });

    it('refuses the token of a signed-out session', async () => {
      const token = await signIn(t, 'viewer');
      await t.http.post('/jeecg-boot/sys/logout').set('X-Access-Token', token);
      await expect(openSocket(t.app, '/websocket/3d464b4ea0d2491aab8a7bde74c57e95', token)).rejects.toThrow(
        'Unexpected server response: 401',
      );
    });

    it('answers 404 to upgrades of other paths, without the context path or with extra segments', async () => {
      for (const path of [
        '/jeecg-boot/websocket',
        `/websocket/${ADMIN_ID}`,
        `/jeecg-boot/websocket/${ADMIN_ID}/x`,
        '/jeecg-boot/other',
      ]) {
        expect((await rawUpgrade(t, path, { 'Sec-WebSocket-Protocol': admin })).status).toBe(404);
      }
    });
  });

  describe('notification socket', () => {
    it('answers a heartbeat to the sender only (JeecgBoot 3.4 broadcast it)', async () => {
      const sender = await connect(`/websocket/${ADMIN_ID}`, admin);
      const sameUserOtherTab = await connect(`/websocket/${ADMIN_ID}`, admin);
      const otherUser = await connect(`/websocket/${ANALYST_ID}`, analyst);
      sender.ws.send('ping');
      expect(await sender.next()).toEqual(HEARTCHECK_FRAME);
      sender.ws.send('heartcheck');
      await sender.next((f) => sender.frames.length >= 2 && f !== undefined);
      await settle();
      expect(sender.frames).toEqual([HEARTCHECK_FRAME, HEARTCHECK_FRAME]);
      expect(sameUserOtherTab.frames).toEqual([]);
      expect(otherUser.frames).toEqual([]);
    });

    it('delivers targeted pushes to every tab of the user and broadcasts to all', async () => {
      const tab1 = await connect(`/websocket/${ADMIN_ID}`, admin);
      const tab2 = await connect(`/websocket/${ADMIN_ID}`, admin);
      const other = await connect(`/websocket/${ANALYST_ID}`, analyst);
      const notifications = t.app.get(NotificationService);
      await notifications.sendToUsers([ADMIN_ID], { cmd: 'user', msgId: '1', msgTxt: '给管理员' });
      for (const tab of [tab1, tab2]) expect(noticeFrameSchema.parse(await tab.next())).toMatchObject({ cmd: 'user' });
      await notifications.broadcast({ cmd: 'topic', msgId: '2', msgTxt: '全体' });
      expect(await other.next()).toEqual({ cmd: 'topic', msgId: '2', msgTxt: '全体' });
      expect(other.frames).toHaveLength(1);
      await tab1.close();
      await settle(50);
      expect(t.app.get(SocketServer).connectionCount('websocket', ADMIN_ID)).toBe(1);
    });
  });

  describe('vxe socket', () => {
    it('answers heart_beat to the sender and re-broadcasts update_vxe_table to every vxe socket', async () => {
      const a = await connect(`/vxeSocket/${ADMIN_ID}/page-a`, admin);
      const b = await connect(`/vxeSocket/${ANALYST_ID}/page-b`, analyst);
      const notice = await connect(`/websocket/${ANALYST_ID}`, analyst);
      a.ws.send(JSON.stringify({ type: 'heart_beat', data: '' }));
      expect(await a.next()).toEqual({ type: 'heart_beat', data: true });
      const update = {
        type: 'update_vxe_table',
        data: { socketKey: 'vxe-default', args: [{ id: '1', name: 'x' }, 'case-a'] },
      };
      a.ws.send(JSON.stringify(update));
      expect(await b.next()).toEqual(update);
      expect(await a.next((f) => (f as { type?: string }).type === 'update_vxe_table')).toEqual(update);
      a.ws.send('not json');
      a.ws.send(JSON.stringify({ type: 'unknown' }));
      await settle();
      expect(b.frames).toHaveLength(1);
      expect(notice.frames).toEqual([]);
    });
  });

  it('closes every socket when the application closes', async () => {
    const app = await createTestApp();
    await app.app.listen(0);
    const token = await signIn(app, 'admin');
    const s = await openSocket(app.app, `/websocket/${ADMIN_ID}`, token);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    await app.close();
    expect(await closed).toBeGreaterThan(0);
    expect(s.ws.readyState).toBe(WebSocket.CLOSED);
  });
});
