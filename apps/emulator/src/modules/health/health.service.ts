import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Health } from '@cropwatch/contract';

export type HealthComponent = Health['components'][string];
/** Answers one part's state; a throw or a timeout counts as DOWN. */
export type HealthIndicator = () => Promise<HealthComponent>;

/** A part that does not answer within this time is DOWN (a load balancer checks every few seconds). */
const CHECK_TIMEOUT_MS = 2_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Readiness of this instance (`/actuator/health`): the database always; other parts register an indicator
 * (the Redis connection registers `redis` when `REDIS_URL` is set).
 */
@Injectable()
export class HealthService {
  private readonly indicators = new Map<string, HealthIndicator>();

  constructor(@InjectDataSource() db: DataSource) {
    const database = db.options.type === 'postgres' ? 'PostgreSQL' : 'SQLite';
    this.register('db', async () => {
      await db.query('SELECT 1');
      return { status: 'UP', details: { database } };
    });
  }

  /** Adds (or replaces) a part of the readiness answer. */
  register(name: string, indicator: HealthIndicator): void {
    this.indicators.set(name, indicator);
  }

  async check(): Promise<Health> {
    const entries = await Promise.all(
      [...this.indicators].map(async ([name, indicator]): Promise<[string, HealthComponent]> => {
        try {
          return [name, await withTimeout(indicator(), CHECK_TIMEOUT_MS)];
        } catch (e) {
          return [name, { status: 'DOWN', details: { error: e instanceof Error ? e.message : String(e) } }];
        }
      }),
    );
    const components = Object.fromEntries(entries);
    return { status: entries.every(([, c]) => c.status === 'UP') ? 'UP' : 'DOWN', components };
  }
}
