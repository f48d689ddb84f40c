import { SocketRegistry, type SocketLike } from './socket-registry';

class FakeSocket implements SocketLike {
  readonly sent: string[] = [];
  constructor(public readyState = 1) {}
  send(data: string): void {
    this.sent.push(data);
  }
}

describe('SocketRegistry', () => {
  it('keeps every socket of a user, so all his tabs get targeted messages', () => {
    const registry = new SocketRegistry<FakeSocket>();
    const [tab1, tab2, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    registry.add('websocket', 'u1', tab1);
    registry.add('websocket', 'u1', tab2);
    registry.add('websocket', 'u2', other);
    expect(registry.deliver({ channel: 'websocket', userIds: ['u1', 'u1', 'nobody'], message: 'm' })).toBe(2);
    expect([tab1.sent, tab2.sent, other.sent]).toEqual([['m'], ['m'], []]);
    expect(registry.count('websocket')).toBe(3);
    expect(registry.count('websocket', 'u1')).toBe(2);
  });

  it('broadcasts to every open socket of the channel only', () => {
    const registry = new SocketRegistry<FakeSocket>();
    const [a, closing, vxe] = [new FakeSocket(), new FakeSocket(2), new FakeSocket()];
    registry.add('websocket', 'u1', a);
    registry.add('websocket', 'u2', closing);
    registry.add('vxeSocket', 'u1', vxe);
    expect(registry.deliver({ channel: 'websocket', userIds: null, message: 'all' })).toBe(1);
    expect([a.sent, closing.sent, vxe.sent]).toEqual([['all'], [], []]);
  });

  it('forgets removed sockets and empty users', () => {
    const registry = new SocketRegistry<FakeSocket>();
    const s = new FakeSocket();
    registry.add('websocket', 'u1', s);
    registry.remove('websocket', 'u1', s);
    registry.remove('websocket', 'u1', s);
    registry.remove('vxeSocket', 'nobody', s);
    expect(registry.count('websocket')).toBe(0);
    expect(registry.all()).toEqual([]);
    expect(registry.deliver({ channel: 'vxeSocket', userIds: null, message: 'x' })).toBe(0);
  });
});
