import { Inject, Injectable } from '@nestjs/common';
import { CLUSTER_BUS, type ClusterBus } from './cluster-bus';

/** What an invalidation names: a cache, and the keys to drop (none: the whole cache). */
export interface CacheInvalidation {
  cache: string;
  keys?: string[];
}

const TOPIC = 'cache.invalidate';

/**
 * The one channel for in-memory caches (dictionaries, principals, permissions): a cache registers how it drops
 * entries, writers announce what they changed, and every instance (this one included) drops it. With
 * `REDIS_URL` the announcement travels over Redis pub/sub, otherwise it stays in this process.
 *
 * A cache plugs in with two lines:
 *   invalidation.register('dict', (keys) => keys ? keys.forEach((k) => map.delete(k)) : map.clear());
 *   await invalidation.invalidate('dict', [dictCode]);   // after the write committed
 */
@Injectable()
export class CacheInvalidationService {
  private readonly caches = new Map<string, Set<(keys: string[] | undefined) => void>>();

  constructor(@Inject(CLUSTER_BUS) private readonly bus: ClusterBus) {
    this.bus.subscribe<CacheInvalidation>(TOPIC, ({ cache, keys }) => {
      for (const drop of this.caches.get(cache) ?? []) drop(keys);
    });
  }

  /** Registers a cache's drop function; returns the function that unregisters it. */
  register(cache: string, drop: (keys: string[] | undefined) => void): () => void {
    const set = this.caches.get(cache) ?? new Set();
    this.caches.set(cache, set);
    set.add(drop);
    return () => set.delete(drop);
  }

  /** Drops `keys` (or everything) of `cache` on every instance. */
  invalidate(cache: string, keys?: string[]): Promise<void> {
    return this.bus.publish<CacheInvalidation>(TOPIC, keys ? { cache, keys } : { cache });
  }
}
