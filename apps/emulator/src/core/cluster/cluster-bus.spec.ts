import { InProcessClusterBus } from './cluster-bus';

describe('InProcessClusterBus', () => {
  it('delivers a topic to its handlers only, with the publishing instance, and survives a failing handler', async () => {
    const errors: unknown[] = [];
    const bus = new InProcessClusterBus('a', (e) => errors.push(e));
    const got: [unknown, string][] = [];
    bus.subscribe('t', () => {
      throw new Error('boom');
    });
    const off = bus.subscribe('t', (data, from) => got.push([data, from]));
    bus.subscribe('other', () => got.push(['wrong topic', '']));
    await bus.publish('t', { n: 1 });
    off();
    await bus.publish('t', { n: 2 });
    expect(got).toEqual([[{ n: 1 }, 'a']]);
    expect(errors).toHaveLength(2);
  });
});
