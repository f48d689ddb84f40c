import type { ChatClientFrame, ChatServerFrame, GptSocketToken } from '@cropwatch/contract';
import {
  backoffDelay,
  ChatSocket,
  chatSocketUrl,
  type AnswerHandlers,
  type ChatSocketStatus,
  type SocketLike,
} from './chat-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  readonly sent: ChatClientFrame[] = [];
  closed = false;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as ChatClientFrame);
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

  push(frame: ChatServerFrame): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
}

const ticket = (n: number): GptSocketToken => ({
  token: `ticket-${n}`,
  expiresIn: 60,
  socketPath: '/jeecg-boot/chat/socket',
});

function setup(overrides: { fetchTicket?: () => Promise<GptSocketToken> } = {}) {
  const sockets: FakeSocket[] = [];
  let tickets = 0;
  const statuses: ChatSocketStatus[] = [];
  const chat = new ChatSocket({
    fetchTicket: overrides.fetchTicket ?? (() => Promise.resolve(ticket(++tickets))),
    apiBaseUrl: () => '/jeecg-boot',
    pageUrl: () => 'https://cropwatch.example/chat/assistant',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    heartbeatMs: 1000,
    pongTimeoutMs: 500,
    backoffMs: 100,
    maxBackoffMs: 400,
    maxAttempts: 3,
  });
  chat.onStatus((s) => statuses.push(s));
  const last = () => sockets[sockets.length - 1];
  return { chat, sockets, statuses, last };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function recorder() {
  const events: string[] = [];
  const handlers: AnswerHandlers = {
    onStart: (s) => events.push(`start:${s.messageId}`),
    onDelta: (t) => events.push(`delta:${t}`),
    onDone: (d, id) => events.push(`done:${id}:${d.status}:${d.sources.length}`),
    onError: (e, id) => events.push(`error:${e.code}:${id ?? '-'}`),
  };
  return { events, handlers };
}

const start = (sessionId: string, messageId: string): ChatServerFrame => ({
  type: 'start',
  messageId,
  sessionId,
  userMessageId: `q-${messageId}`,
  parentId: null,
  title: 'T',
  model: 'offline',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chatSocketUrl', () => {
  it('uses the page origin for a relative apiBaseUrl, with ws: or wss:', () => {
    expect(chatSocketUrl('/jeecg-boot', 'https://a.example/x', ticket(1))).toBe(
      'wss://a.example/jeecg-boot/chat/socket?token=ticket-1',
    );
    expect(chatSocketUrl('/jeecg-boot', 'http://127.0.0.1:8080/chat', ticket(1))).toBe(
      'ws://127.0.0.1:8080/jeecg-boot/chat/socket?token=ticket-1',
    );
  });

  it('uses the origin of an absolute apiBaseUrl', () => {
    expect(chatSocketUrl('https://api.example/jeecg-boot', 'http://console.example/', ticket(2))).toBe(
      'wss://api.example/jeecg-boot/chat/socket?token=ticket-2',
    );
  });

  it('falls back to <apiBaseUrl>/chat/socket without a socketPath', () => {
    expect(chatSocketUrl('/api/jb/', 'http://h/', { token: 'a b', expiresIn: 1, socketPath: '' })).toBe(
      'ws://h/api/jb/chat/socket?token=a%20b',
    );
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 1000, 8000))).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('ChatSocket', () => {
  it('connects with a fresh ticket and reports connecting then open', async () => {
    const { chat, sockets, statuses, last } = setup();
    chat.connect();
    await flush();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('wss://cropwatch.example/jeecg-boot/chat/socket?token=ticket-1');
    last().accept();
    expect(statuses).toEqual(['connecting', 'open']);
    chat.dispose();
  });

  it('queues a question until the socket is open, then routes start/delta/done to it', async () => {
    const { chat, last } = setup();
    const { events, handlers } = recorder();
    const handle = chat.ask({ sessionId: 's1', content: '印度恒河平原7-10月降水如何？', lang: 'zh-CN' }, handlers);
    await flush();
    expect(chat.isBusy('s1')).toBe(true);
    last().accept();
    expect(last().sent).toEqual([
      { type: 'start', sessionId: 's1', content: '印度恒河平原7-10月降水如何？', lang: 'zh-CN' },
    ]);
    last().push(start('s1', 'm1'));
    expect(handle.messageId).toBe('m1');
    last().push({ type: 'delta', messageId: 'm1', text: '降水' });
    last().push({ type: 'delta', messageId: 'other', text: 'ignored' });
    last().push({ type: 'delta', messageId: 'm1', text: '偏多' });
    last().push({
      type: 'done',
      messageId: 'm1',
      status: 'done',
      sources: [{ id: 'table:2025-JUL_OCT:IND', title: 'x', source: 'y' }],
      usage: { promptTokens: 1, completionTokens: 2 },
    });
    expect(events).toEqual(['start:m1', 'delta:降水', 'delta:偏多', 'done:m1:done:1']);
    expect(chat.isBusy('s1')).toBe(false);
    chat.dispose();
  });

  it('routes two sessions by message id', async () => {
    const { chat, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    const a = recorder();
    const b = recorder();
    chat.ask({ sessionId: 's1', content: 'a' }, a.handlers);
    chat.ask({ sessionId: 's2', content: 'b' }, b.handlers);
    last().push(start('s2', 'm2'));
    last().push(start('s1', 'm1'));
    last().push({ type: 'delta', messageId: 'm1', text: 'A' });
    last().push({ type: 'delta', messageId: 'm2', text: 'B' });
    expect(a.events).toEqual(['start:m1', 'delta:A']);
    expect(b.events).toEqual(['start:m2', 'delta:B']);
    chat.dispose();
  });

  it('tells an answer waiting for a busy local model its place in the queue (issue #33)', async () => {
    const { chat, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    const a = recorder();
    const places: string[] = [];
    chat.ask({ sessionId: 's1', content: 'a' }, { ...a.handlers, onQueue: (p, id) => places.push(`${id}:${p}`) });
    last().push(start('s1', 'm1'));
    last().push({ type: 'queue', messageId: 'm1', position: 2 });
    last().push({ type: 'queue', messageId: 'other', position: 1 });
    last().push({ type: 'queue', messageId: 'm1', position: 1 });
    last().push({ type: 'delta', messageId: 'm1', text: 'A' });
    expect(places).toEqual(['m1:2', 'm1:1']);
    expect(a.events).toEqual(['start:m1', 'delta:A']);
    chat.dispose();
  });

  it('sends stop with the message id, also when stop was pressed before start arrived', async () => {
    const { chat, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    const { events, handlers } = recorder();
    const handle = chat.ask({ sessionId: 's1', content: 'long' }, handlers);
    handle.stop();
    last().push(start('s1', 'm1'));
    expect(last().sent.at(-1)).toEqual({ type: 'stop', messageId: 'm1' });
    last().push({
      type: 'done',
      messageId: 'm1',
      status: 'stopped',
      sources: [],
      usage: { promptTokens: 0, completionTokens: 0 },
    });
    expect(events).toEqual(['start:m1', 'done:m1:stopped:0']);
    chat.dispose();
  });

  it('routes an error frame by message, then by session', async () => {
    const { chat, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    const a = recorder();
    chat.ask({ sessionId: 's1', content: '', images: ['chat/a.png'] }, a.handlers);
    last().push({ type: 'error', sessionId: 's1', code: 'image-question-required', message: '请输入图片问题' });
    expect(a.events).toEqual(['error:image-question-required:-']);
    const b = recorder();
    chat.ask({ sessionId: 's1', content: 'q' }, b.handlers);
    last().push(start('s1', 'm9'));
    last().push({ type: 'error', messageId: 'm9', code: 'provider-error', message: 'boom' });
    expect(b.events).toEqual(['start:m9', 'error:provider-error:m9']);
    chat.dispose();
  });

  it('answers ping/pong and reconnects when the heartbeat gets no answer', async () => {
    const { chat, sockets, statuses, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    await vi.advanceTimersByTimeAsync(1000);
    expect(last().sent).toContainEqual({ type: 'ping' });
    last().push({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(1000);
    // Second ping unanswered: after the pong timeout the socket is given up and a new one is opened.
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets[0].closed).toBe(true);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(2);
    expect(sockets[1].url).toContain('ticket-2');
    chat.dispose();
  });

  it('reconnects with backoff, claims the shown session again, and gives up after the last attempt', async () => {
    const { chat, sockets, statuses, last } = setup();
    chat.open('s1');
    await flush();
    last().accept();
    expect(last().sent).toEqual([{ type: 'open', sessionId: 's1' }]);
    last().drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(99);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().accept();
    expect(last().sent).toEqual([{ type: 'open', sessionId: 's1' }]);
    // Three failed attempts in a row (100, 200, 400 ms), then no more.
    last().drop();
    await vi.advanceTimersByTimeAsync(100);
    last().drop();
    await vi.advanceTimersByTimeAsync(200);
    last().drop();
    await vi.advanceTimersByTimeAsync(400);
    last().drop();
    expect(statuses.at(-1)).toBe('disconnected');
    const count = sockets.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(count);
    chat.retry();
    await flush();
    expect(sockets).toHaveLength(count + 1);
    expect(statuses.at(-1)).toBe('connecting');
    chat.dispose();
  });

  it('ends a running answer as disconnected when the socket drops, keeping its message id', async () => {
    const { chat, last } = setup();
    chat.connect();
    await flush();
    last().accept();
    const { events, handlers } = recorder();
    chat.ask({ sessionId: 's1', content: 'q' }, handlers);
    last().push(start('s1', 'm1'));
    last().drop();
    expect(events).toEqual(['start:m1', 'error:disconnected:m1']);
    expect(chat.isBusy('s1')).toBe(false);
    chat.dispose();
  });

  it('counts a failed ticket fetch as a failed attempt', async () => {
    let calls = 0;
    const { chat, statuses, sockets } = setup({
      fetchTicket: () => (++calls === 1 ? Promise.reject(new Error('401')) : Promise.resolve(ticket(calls))),
    });
    chat.connect();
    await flush();
    expect(statuses).toEqual(['connecting', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets).toHaveLength(1);
    chat.dispose();
  });

  it('reports a reset by another client and ends the running answer of that session', async () => {
    const { chat, last } = setup();
    const resets: string[] = [];
    chat.onReset((id) => resets.push(id));
    chat.open('s1');
    await flush();
    last().accept();
    const { events, handlers } = recorder();
    chat.ask({ sessionId: 's1', content: 'q' }, handlers);
    last().push(start('s1', 'm1'));
    last().push({ type: 'reset', reason: 'multiple-clients', sessionId: 's1' });
    expect(resets).toEqual(['s1']);
    expect(events).toEqual(['start:m1', 'error:reset:m1']);
    // The reset session is not claimed again after a reconnect.
    last().drop();
    await vi.advanceTimersByTimeAsync(100);
    last().accept();
    expect(last().sent).toEqual([]);
    chat.dispose();
  });

  it('ignores frames that are not JSON and stops everything on dispose', async () => {
    const { chat, last, statuses } = setup();
    const { events, handlers } = recorder();
    chat.ask({ sessionId: 's1', content: 'q' }, handlers);
    await flush();
    last().accept();
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    chat.dispose();
    expect(events).toEqual(['error:disconnected:-']);
    expect(last().closed).toBe(true);
    expect(statuses.at(-1)).toBe('disconnected');
  });
});
