import type { Redis } from 'ioredis';
import type { InstancePresence } from '../../../core/cluster/instance-presence';

/** Redis hash: answer id -> owner (`<instance id>|<life>`) of every answer being streamed in the deployment. */
export const STREAMING_KEY = 'cropwatch:chat:streaming';

/**
 * Which instance streams which answer (`REDIS_URL`), so that an instance marks failed only the answers whose
 * instance is gone, never those another live instance is still streaming. An answer is recorded before its row is
 * written and forgotten after its final status is stored, so every `streaming` row has its owner recorded.
 */
export class StreamingAnswers {
  constructor(
    private readonly redis: Redis,
    private readonly presence: InstancePresence,
  ) {}

  track(answerId: string): Promise<unknown> {
    return this.redis.hset(STREAMING_KEY, answerId, this.presence.owner);
  }

  untrack(answerIds: readonly string[]): Promise<unknown> {
    return answerIds.length ? this.redis.hdel(STREAMING_KEY, ...answerIds) : Promise.resolve();
  }

  /** Of these `streaming` answers, those no live instance streams (owner gone, or none recorded). */
  async orphans(answerIds: readonly string[]): Promise<string[]> {
    if (answerIds.length === 0) return [];
    const owners = await this.redis.hmget(STREAMING_KEY, ...answerIds);
    const alive = await this.presence.alive(owners.map((o) => o ?? ''));
    return answerIds.filter((_, i) => !owners[i] || !alive[i]);
  }

  /** Recorded answers whose owner is gone (a killed instance's), for the periodic sweep. */
  async recordedOrphans(): Promise<string[]> {
    const recorded = await this.redis.hgetall(STREAMING_KEY);
    const ids = Object.keys(recorded);
    const alive = await this.presence.alive(ids.map((id) => recorded[id]));
    return ids.filter((_, i) => !alive[i]);
  }
}
