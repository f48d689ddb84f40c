import type { ClusterBus, TopicHandler } from '../cluster/cluster-bus';
import { LocalCacheInvalidation, SharedCacheInvalidation, VersionedCache, writtenTables } from './cache-invalidation';

describe('writtenTables', () => {
  it('names the table an INSERT, UPDATE, DELETE or REPLACE writes', () => {
    expect(writtenTables('INSERT INTO "sys_user"("id") VALUES (?)')).toEqual(['sys_user']);
    expect(writtenTables('INSERT OR REPLACE INTO sys_dict_item VALUES (?)')).toEqual(['sys_dict_item']);
    expect(writtenTables(' UPDATE "sys_user_token" SET "last_active_time" = ? WHERE x = ?')).toEqual([
      'sys_user_token',
    ]);
    expect(writtenTables('DELETE FROM `sys_role_permission` WHERE role_id = ?')).toEqual(['sys_role_permission']);
  });

  it('reads write nothing; anything it does not recognise writes everything', () => {
    expect(writtenTables('SELECT * FROM sys_user')).toEqual([]);
    expect(writtenTables('BEGIN TRANSACTION')).toEqual([]);
    expect(writtenTables('PRAGMA foreign_keys')).toEqual([]);
    expect(writtenTables('ALTER TABLE sys_user ADD COLUMN x')).toEqual(['*']);
    expect(writtenTables('WITH t AS (SELECT 1) DELETE FROM sys_user')).toEqual(['*']);
  });
});

describe('VersionedCache', () => {
  it('loads once until one of its tables is written, and ignores other tables', async () => {
    const invalidation = new LocalCacheInvalidation();
    const cache = new VersionedCache<number>(invalidation, ['sys_dict_item']);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('sex', load)).toBe(1);
    expect(await cache.get('sex', load)).toBe(1);
    invalidation.tablesWritten(['sys_user']);
    expect(await cache.get('sex', load)).toBe(1);
    invalidation.tablesWritten(['sys_dict_item']);
    expect(await cache.get('sex', load)).toBe(2);
    invalidation.tablesWritten(['*']);
    expect(await cache.get('sex', load)).toBe(3);
  });

  it('peeks at a current value only, and never loads', async () => {
    const invalidation = new LocalCacheInvalidation();
    const cache = new VersionedCache<number>(invalidation, ['sys_user']);
    expect(cache.peek('admin')).toBeUndefined();
    await cache.get('admin', () => Promise.resolve(7));
    expect(cache.peek('admin')).toBe(7);
    invalidation.tablesWritten(['sys_user']);
    expect(cache.peek('admin')).toBeUndefined();
    expect(await cache.get('admin', () => Promise.resolve(8))).toBe(8);
  });

  it('does not keep a value as current when its tables were written while it loaded', async () => {
    const invalidation = new LocalCacheInvalidation();
    const cache = new VersionedCache<string>(invalidation, ['sys_user']);
    expect(
      await cache.get('admin', () => {
        invalidation.tablesWritten(['sys_user']);
        return Promise.resolve('before the write');
      }),
    ).toBe('before the write');
    expect(await cache.get('admin', () => Promise.resolve('after'))).toBe('after');
  });
});

/** Instances on one bus, as Redis pub/sub joins them: every message reaches every instance, the sender's included. */
function busOf(instances: Map<string, TopicHandler<unknown>[]>, instanceId: string): ClusterBus {
  instances.set(instanceId, []);
  return {
    instanceId,
    publish: (_topic, data) => {
      for (const handlers of instances.values()) for (const handler of handlers) handler(data, instanceId);
      return Promise.resolve();
    },
    subscribe: (_topic, handler) => {
      instances.get(instanceId)!.push(handler as TopicHandler<unknown>);
      return () => undefined;
    },
  };
}

describe('SharedCacheInvalidation', () => {
  it("moves another instance's versions of the tables one instance wrote, and only those, once per write", async () => {
    const instances = new Map<string, TopicHandler<unknown>[]>();
    const a = new SharedCacheInvalidation(busOf(instances, 'a'));
    const b = new SharedCacheInvalidation(busOf(instances, 'b'));
    const onB = new VersionedCache<number>(b, ['sys_dict_item']);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await onB.get('sex', load)).toBe(1);
    a.tablesWritten(['sys_user']);
    expect(await onB.get('sex', load)).toBe(1);
    const before = a.version(['sys_dict_item']);
    a.tablesWritten(['sys_dict_item']);
    expect(await onB.get('sex', load)).toBe(2);
    // Its own message does not move the writer's version a second time.
    expect(a.version(['sys_dict_item'])).toBe(
      new LocalCacheInvalidation().version(['sys_dict_item']).replace(/0$/, '1'),
    );
    expect(a.version(['sys_dict_item'])).not.toBe(before);
  });
});
