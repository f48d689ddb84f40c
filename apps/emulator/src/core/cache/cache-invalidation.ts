import type { ClusterBus } from '../cluster/cluster-bus';

/**
 * Read caches of the emulator (issue #17 §4) and how they learn about writes. A cached value records the version
 * of the tables it was read from; any write to one of those tables changes the version, so the next read loads
 * again. Writes are noticed in one place, every SQL statement TypeORM runs (`afterQuery`, see cache.module.ts) plus
 * the raw driver fast path of `bulkInsert`, so no service has to remember to invalidate.
 *
 * Several instances (issue #16, `REDIS_URL`): `SharedCacheInvalidation` also announces each write on the cluster bus,
 * and every other instance moves the same tables' versions, so a dictionary edited on A is read again on B.
 */
export interface CacheInvalidation {
  /** A value that changes whenever any of `tables` is written (or the schema changes). */
  version(tables: readonly string[]): string;
  /** Reports writes to `tables`; `'*'` stands for every table (schema changes). */
  tablesWritten(tables: readonly string[]): void;
}

export const CACHE_INVALIDATION = Symbol('CACHE_INVALIDATION');

/** One process's table versions: a counter per table and one for schema changes. */
export class LocalCacheInvalidation implements CacheInvalidation {
  private readonly generations = new Map<string, number>();
  private schema = 0;

  version(tables: readonly string[]): string {
    let version = String(this.schema);
    for (const table of tables) version += `.${this.generations.get(table) ?? 0}`;
    return version;
  }

  tablesWritten(tables: readonly string[]): void {
    for (const table of tables) {
      if (table === '*') this.schema++;
      else this.generations.set(table, (this.generations.get(table) ?? 0) + 1);
    }
  }
}

const TABLES_WRITTEN = 'cache.tables-written';

/**
 * Table versions kept by each instance and moved by the writes of all: local writes move them at once and are
 * published on the cluster bus; writes published by other instances move them on arrival. Without Redis the bus is
 * this process, and the instance ignores its own messages.
 */
export class SharedCacheInvalidation extends LocalCacheInvalidation {
  constructor(private readonly bus: ClusterBus) {
    super();
    bus.subscribe<string[]>(TABLES_WRITTEN, (tables, from) => {
      if (from !== bus.instanceId) super.tablesWritten(tables);
    });
  }

  override tablesWritten(tables: readonly string[]): void {
    super.tablesWritten(tables);
    void this.bus.publish(TABLES_WRITTEN, [...tables]);
  }
}

const WRITE =
  /^\s*(?:INSERT(?:\s+OR\s+\w+)?\s+INTO|REPLACE\s+INTO|UPDATE(?:\s+OR\s+\w+)?|DELETE\s+FROM)\s+["`[]?(\w+)/i;
const READ_ONLY = /^\s*(?:SELECT|PRAGMA\s+\w+\s*(?:;|$)|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|EXPLAIN)\b/i;

/**
 * The tables an SQL statement writes: the target of INSERT/REPLACE/UPDATE/DELETE; `'*'` for anything else that
 * is not plainly a read (DDL, CTEs, pragmas that set), so an unrecognised statement empties every cache rather
 * than leaving one stale.
 */
export function writtenTables(sql: string): string[] {
  const write = WRITE.exec(sql);
  if (write) return [write[1].toLowerCase()];
  return READ_ONLY.test(sql) ? [] : ['*'];
}

/**
 * Values keyed by string, each valid while the version of its tables is the one read before it was loaded (a write
 * during the load makes it stale at once). Bounded: past `maxEntries` it starts over.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { version: string; value: V }>();

  constructor(
    private readonly invalidation: CacheInvalidation,
    private readonly tables: readonly string[],
    private readonly maxEntries = 1000,
  ) {}

  /** The value cached for `key` while it is still current, else undefined; never loads. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.version === this.invalidation.version(this.tables) ? entry.value : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const version = this.invalidation.version(this.tables);
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { version, value });
    return value;
  }
}
