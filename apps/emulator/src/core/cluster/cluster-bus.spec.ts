import { CacheInvalidationService } from './cache-invalidation';
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

describe('CacheInvalidationService', () => {
  it('drops the named keys, or the whole cache, of every registered cache of that name', async () => {
    const service = new CacheInvalidationService(new InProcessClusterBus('a'));
    const dict = new Map([
      ['sex', 1],
      ['status', 2],
    ]);
    const principals = new Map([['admin', 1]]);
    service.register('dict', (keys) => (keys ? keys.forEach((k) => dict.delete(k)) : dict.clear()));
    const off = service.register('principal', (keys) =>
      keys ? keys.forEach((k) => principals.delete(k)) : principals.clear(),
    );
    await service.invalidate('dict', ['sex']);
    expect([...dict.keys()]).toEqual(['status']);
    expect(principals.size).toBe(1);
    off();
    await service.invalidate('principal');
    expect(principals.size).toBe(1);
    await service.invalidate('dict');
    expect(dict.size).toBe(0);
  });
});
