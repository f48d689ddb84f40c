import type { NoticeFrame } from '@cropwatch/contract';
import {
  HEARTBEAT_MS,
  HEARTBEAT_TEXT,
  MAX_ERRORS,
  NoticeSocket,
  noticeSocketUrl,
  parseNoticeFrame,
  RECONNECT_DELAY_MS,
  SESSION_REVOKED_CODE,
  type SocketLike,
} from './notice-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  readonly sent: string[] = [];
  closed = false;

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  // Server side of the fake.
  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  push(data: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** A refused handshake or a dropped connection: `error` then `close`, as browsers fire them. */
  fail(): void {
    this.readyState = 3;
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const notices: NoticeFrame[] = [];
  let opens = 0;
  const socket = new NoticeSocket({
    apiBaseUrl: '/jeecg-boot',
    pageUrl: 'https://cropwatch.example/dashboard/analysis',
    userId: 'u-1',
    token: 'jwt-token',
    onNotice: (f) => notices.push(f),
    onOpen: () => (opens += 1),
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
  });
  return { socket, sockets, notices, opens: () => opens, last: () => sockets[sockets.length - 1] };
}

describe('noticeSocketUrl', () => {
  it('turns a relative base into a same-host ws(s) URL', () => {
    expect(noticeSocketUrl('/jeecg-boot', 'https://cropwatch.example/x', 'u 1')).toBe(
      'wss://cropwatch.example/jeecg-boot/websocket/u%201',
    );
    expect(noticeSocketUrl('/jeecg-boot/', 'http://127.0.0.1:3000/', 'u1')).toBe(
      'ws://127.0.0.1:3000/jeecg-boot/websocket/u1',
    );
  });

  it('keeps the host of an absolute base (http -> ws, https -> wss)', () => {
    expect(noticeSocketUrl('http://api.example:8080/jeecg-boot', 'https://ui.example/', 'u1')).toBe(
      'ws://api.example:8080/jeecg-boot/websocket/u1',
    );
    expect(noticeSocketUrl('https://api.example', 'http://ui.example/', 'u1')).toBe('wss://api.example/websocket/u1');
  });
});

describe('parseNoticeFrame', () => {
  it('reads the contract frames and ignores anything else', () => {
    expect(parseNoticeFrame('{"cmd":"user","msgId":"1","msgTxt":"标题"}')).toEqual({
      cmd: 'user',
      msgId: '1',
      msgTxt: '标题',
    });
    expect(parseNoticeFrame('ping')).toBeNull();
    expect(parseNoticeFrame('{"cmd":"other"}')).toBeNull();
    expect(parseNoticeFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('NoticeSocket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects to /websocket/{userId} with the token as the sub-protocol', () => {
    const { socket, last } = setup();
    socket.connect();
    expect(last().url).toBe('wss://cropwatch.example/jeecg-boot/websocket/u-1');
    expect(last().protocols).toEqual(['jwt-token']);
    socket.dispose();
  });

  it('passes topic and user pushes on and ignores heart-check answers and garbage', () => {
    const { socket, last, notices, opens } = setup();
    socket.connect();
    last().accept();
    expect(opens()).toBe(1);
    last().push({ cmd: 'user', msgId: 'a1', msgTxt: '紧急通知' });
    last().push({ cmd: 'topic' });
    last().push({ cmd: 'heartcheck', msgTxt: '心跳响应' });
    last().push('not json');
    expect(notices).toEqual([{ cmd: 'user', msgId: 'a1', msgTxt: '紧急通知' }, { cmd: 'topic' }]);
    socket.dispose();
  });

  it('sends the heartbeat text while open', () => {
    const { socket, last } = setup();
    socket.connect();
    last().accept();
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(last().sent).toEqual([HEARTBEAT_TEXT, HEARTBEAT_TEXT]);
    socket.dispose();
  });

  it('reconnects 20 s after a drop and catches up on reopening', () => {
    const { socket, sockets, last, opens } = setup();
    socket.connect();
    last().accept();
    last().fail();
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(opens()).toBe(2);
    expect(socket.errorCount).toBe(0);
    socket.dispose();
  });

  it('gives up after more than 5 failures in a row', () => {
    const { socket, sockets, last } = setup();
    socket.connect();
    for (let i = 0; i <= MAX_ERRORS; i++) {
      last().fail();
      vi.advanceTimersByTime(RECONNECT_DELAY_MS);
    }
    expect(socket.errorCount).toBe(MAX_ERRORS + 1);
    expect(socket.stopped).toBe(true);
    expect(sockets).toHaveLength(MAX_ERRORS + 1);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 10);
    expect(sockets).toHaveLength(MAX_ERRORS + 1);
  });

  it('closes quietly on dispose and never reconnects', () => {
    const { socket, sockets, last } = setup();
    socket.connect();
    last().accept();
    socket.dispose();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(sockets).toHaveLength(1);
    socket.connect();
    expect(sockets).toHaveLength(1);
  });
});

describe('NoticeSocket session revocation', () => {
  it('stops reconnecting and reports a close with code 4001 (force logout)', () => {
    vi.useFakeTimers();
    const sockets: FakeSocket[] = [];
    let revoked = 0;
    const socket = new NoticeSocket({
      apiBaseUrl: '/jeecg-boot',
      pageUrl: 'https://cropwatch.example/',
      userId: 'u-1',
      token: 'jwt-token',
      onNotice: () => undefined,
      onRevoked: () => (revoked += 1),
      createSocket: (url, protocols) => {
        const s = new FakeSocket(url, protocols);
        sockets.push(s);
        return s;
      },
    });
    socket.connect();
    sockets[0].accept();
    sockets[0].onclose?.(new CloseEvent('close', { code: SESSION_REVOKED_CODE }));
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 2);
    expect(revoked).toBe(1);
    expect(sockets).toHaveLength(1);
    expect(socket.stopped).toBe(true);
    vi.useRealTimers();
  });
});
