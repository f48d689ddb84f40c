import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CLUSTER_BUS, type ClusterBus } from './cluster-bus';
import { REDIS } from './redis.token';

/** How long an instance counts as alive after its last heartbeat (renewed every third of it). */
export const PRESENCE_MS = 15_000;
const presenceKey = (instanceId: string) => `cropwatch:instance:${instanceId}`;
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Which instances of a deployment are alive (`REDIS_URL`): each keeps `cropwatch:instance:<id>` holding the id of
 * its current life (a fresh UUID per start), renewed every 5 s, 15 s to live. Work an instance owns is recorded
 * with its `owner` (`<instance id>|<life>`); the owner is gone when its key lapsed (killed) or holds another life
 * (the same `INSTANCE_ID` restarted), so a restarted instance never mistakes its previous life's work for its own.
 * Without Redis there is one instance and nothing to ask.
 */
@Injectable()
export class InstancePresence implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Cluster');
  private readonly life = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @Inject(CLUSTER_BUS) private readonly bus: ClusterBus,
  ) {}

  /** This instance's current life, as recorded on the work it owns. */
  get owner(): string {
    return `${this.bus.instanceId}|${this.life}`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    await this.beat();
    this.timer = setInterval(() => void this.beat(), PRESENCE_MS / 3);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.redis?.eval(RELEASE_SCRIPT, 1, presenceKey(this.bus.instanceId), this.life).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    try {
      await this.redis?.set(presenceKey(this.bus.instanceId), this.life, 'PX', PRESENCE_MS);
    } catch (e) {
      this.logger.warn(`presence not renewed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  /** For each owner (`<instance id>|<life>`), whether that life of that instance is still running. */
  async alive(owners: readonly string[]): Promise<boolean[]> {
    if (owners.length === 0) return [];
    if (!this.redis) return owners.map((o) => o === this.owner);
    const parsed = owners.map((o) => {
      const at = o.lastIndexOf('|');
      return at < 0 ? null : { instanceId: o.slice(0, at), life: o.slice(at + 1) };
    });
    const current = await this.redis.mget(parsed.map((p) => presenceKey(p?.instanceId ?? '')));
    return parsed.map((p, i) => p !== null && current[i] === p.life);
  }
}
