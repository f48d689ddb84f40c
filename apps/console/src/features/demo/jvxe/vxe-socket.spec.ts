import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, HEARTBEAT_TIMEOUT_MS, RECONNECT_MS, VxeSocket, type VxeSocketLike } from './vxe-socket';

class FakeSocket implements VxeSocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((ev: Event) => unknown) | null = null;
  onclose: ((ev: CloseEvent) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  onmessage: ((ev: MessageEvent) => unknown) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const onRow = vi.fn();
  const client = new VxeSocket({
    apiBaseUrl: '/jeecg-boot',
    pageUrl: 'https://cropwatch.example/jeecg/JVxeDemo',
    userId: 'u-1',
    token: 'tok',
    pageId: 'page-1',
    caseId: 'case-me',
    onRow,
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s;
    },
  });
  client.connect();
  return { client, sockets, onRow };
}

describe('VxeSocket (contract §10.3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('joins /vxeSocket/{userId}/{pageId} with the token as the sub-protocol', () => {
    const { sockets } = setup();
    expect(sockets[0].url).toBe('wss://cropwatch.example/jeecg-boot/vxeSocket/u-1/page-1');
    expect(sockets[0].protocols).toEqual(['tok']);
  });

  it('beats every 10 s and reconnects 5 s after 6 s without an answer', () => {
    const { sockets } = setup();
    sockets[0].open();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(JSON.parse(sockets[0].sent[0])).toEqual({ type: 'heart_beat', data: '' });
    sockets[0].receive({ type: 'heart_beat', data: true });
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0].closed).toBe(false);

    vi.advanceTimersByTime(HEARTBEAT_MS - HEARTBEAT_TIMEOUT_MS); // second beat, never answered
    vi.advanceTimersByTime(HEARTBEAT_TIMEOUT_MS);
    expect(sockets[0].closed).toBe(true);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(RECONNECT_MS);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 5 s after a drop, not after dispose', () => {
    const { client, sockets } = setup();
    sockets[0].open();
    sockets[0].onclose?.(new CloseEvent('close'));
    vi.advanceTimersByTime(RECONNECT_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    client.dispose();
    vi.advanceTimersByTime(RECONNECT_MS * 3);
    expect(sockets).toHaveLength(2);
  });

  it('broadcasts saved rows with its caseId and applies others’ rows of the same socketKey only', () => {
    const { client, sockets, onRow } = setup();
    sockets[0].open();
    client.sendRow({ id: 'r1', name: 'x' });
    expect(JSON.parse(sockets[0].sent[0])).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'r1', name: 'x' }, 'case-me'] },
    });
    sockets[0].receive({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'r1' }, 'case-me'] },
    });
    sockets[0].receive({ type: 'update_vxe_table', data: { socketKey: 'other', args: [{ id: 'r1' }, 'case-x'] } });
    sockets[0].receive({ type: 'update_vxe_table', data: { socketKey: 'vxe-default', args: ['junk', 'case-x'] } });
    expect(onRow).not.toHaveBeenCalled();
    sockets[0].receive({
      type: 'update_vxe_table',
      data: { socketKey: 'vxe-default', args: [{ id: 'r1', name: 'y' }, 'case-x'] },
    });
    expect(onRow).toHaveBeenCalledWith({ id: 'r1', name: 'y' });
  });
});
