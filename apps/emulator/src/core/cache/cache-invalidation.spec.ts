import { LocalCacheInvalidation, VersionedCache, writtenTables } from './cache-invalidation';

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
