import { type BusMessage, InProcessNotificationBus } from './notification-bus';

describe('InProcessNotificationBus', () => {
  const message: BusMessage = { channel: 'websocket', userIds: ['u1'], message: '{"cmd":"user"}' };

  it('hands every published message to every subscriber until it unsubscribes', async () => {
    const bus = new InProcessNotificationBus();
    const a: BusMessage[] = [];
    const b: BusMessage[] = [];
    const stopA = bus.subscribe((m) => a.push(m));
    bus.subscribe((m) => b.push(m));
    await bus.publish(message);
    stopA();
    await bus.publish(message);
    expect([a.length, b.length]).toEqual([1, 2]);
  });

  it('keeps delivering when one listener throws, and reports the error', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessNotificationBus((e) => errors.push(e));
    const got: BusMessage[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe((m) => got.push(m));
    await expect(bus.publish(message)).resolves.toBeUndefined();
    expect(got).toEqual([message]);
    expect(errors).toHaveLength(1);
  });
});
