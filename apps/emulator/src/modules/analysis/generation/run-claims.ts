import type { Redis } from 'ioredis';

const claimKey = (id: string) => `cropwatch:analysis:run:${id}`;
/** Sorted set of the runs holding a cluster slot: member = claim token, score = when it lapses (Redis time, ms). */
export const SLOTS_KEY = 'cropwatch:analysis:slots';

const NOW = `local t = redis.call('time') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: claim, slots. ARGV: token, life ms, cluster limit. */
const ACQUIRE = `
if redis.call('exists', KEYS[1]) == 1 then return 'taken' end
${NOW}
redis.call('zremrangebyscore', KEYS[2], '-inf', now)
if redis.call('zcard', KEYS[2]) >= tonumber(ARGV[3]) then return 'full' end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('zadd', KEYS[2], now + tonumber(ARGV[2]), ARGV[1])
return 'ok'`;

/** KEYS: claim, slots. ARGV: token, life ms. 0 when the claim is no longer this run's. */
const RENEW = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then redis.call('zrem', KEYS[2], ARGV[1]) return 0 end
${NOW}
redis.call('pexpire', KEYS[1], ARGV[2])
redis.call('zadd', KEYS[2], now + tonumber(ARGV[2]), ARGV[1])
return 1`;

/** KEYS: claim, slots. ARGV: token. */
const RELEASE = `
redis.call('zrem', KEYS[2], ARGV[1])
if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/** `ok`: this run holds the item and a slot; `taken`: another run holds the item; `full`: no slot free. */
export type Acquired = 'ok' | 'taken' | 'full';

/**
 * The analysis runs of a cluster (`REDIS_URL`), in Redis: one claim per item (one instance generates it) and at
 * most `limit` claims holding a slot at once across all instances (bounded concurrency per cluster). Claim and
 * slot are taken together in one script, live `lifeMs` unless renewed, and lapse together when the instance
 * holding them dies, so another instance takes the item and the slot over. Times are Redis' own clock, so
 * instances on machines with skewed clocks agree.
 */
export class RunClaims {
  constructor(
    private readonly redis: Redis,
    private readonly lifeMs: number,
    private readonly limit: number,
  ) {}

  async acquire(itemId: string, token: string): Promise<Acquired> {
    const r = await this.redis.eval(ACQUIRE, 2, claimKey(itemId), SLOTS_KEY, token, this.lifeMs, this.limit);
    return r as Acquired;
  }

  /** False when the claim lapsed and may be another run's now: the caller stops generating. */
  async renew(itemId: string, token: string): Promise<boolean> {
    return (await this.redis.eval(RENEW, 2, claimKey(itemId), SLOTS_KEY, token, this.lifeMs)) === 1;
  }

  async release(itemId: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE, 2, claimKey(itemId), SLOTS_KEY, token);
  }
}
