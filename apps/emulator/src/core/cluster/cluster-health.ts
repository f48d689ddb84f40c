import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from './redis.token';

/** One dependency's state, as a readiness answer lists it. */
export interface DependencyHealth {
  status: 'UP' | 'DOWN';
  details: Record<string, string | number>;
}

/** How long a readiness probe waits for Redis before calling it down. */
export const REDIS_PROBE_TIMEOUT_MS = 1000;

/**
 * The Redis part of an instance's readiness (issue #16): the health endpoint asks it, and a load balancer takes an
 * instance whose Redis does not answer out of rotation. Null without `REDIS_URL` (nothing to check).
 */
@Injectable()
export class ClusterHealth {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  get configured(): boolean {
    return this.redis !== null;
  }

  async redisHealth(): Promise<DependencyHealth | null> {
    if (!this.redis) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const started = Date.now();
      const pong = await Promise.race([
        this.redis.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer within 1 s')), REDIS_PROBE_TIMEOUT_MS);
        }),
      ]);
      return { status: pong === 'PONG' ? 'UP' : 'DOWN', details: { latencyMs: Date.now() - started } };
    } catch (e) {
      return { status: 'DOWN', details: { error: e instanceof Error ? e.message : String(e) } };
    } finally {
      clearTimeout(timer);
    }
  }
}
