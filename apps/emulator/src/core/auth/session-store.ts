import type { Redis } from 'ioredis';
import { LessThan, MoreThanOrEqual, Not, type Repository } from 'typeorm';
import type { VersionedCache } from '../cache/cache-invalidation';
import type { UserTokenEntity } from './user-token.entity';

/** A signed-in session (the `sys_user_token` row, or its Redis value). */
export type SessionRecord = Pick<
  UserTokenEntity,
  'tokenHash' | 'userId' | 'username' | 'createTime' | 'lastActiveTime' | 'ip' | 'userAgent'
>;

/** Where sessions live: the database alone, Redis when several instances share one (`REDIS_URL`). */
export interface SessionStore {
  /** Creates or replaces a session. */
  save(session: SessionRecord): Promise<void>;
  get(tokenHash: string): Promise<SessionRecord | null>;
  /** What `get` would answer, when it is in a current read cache; undefined otherwise (Redis: always). */
  cached?(tokenHash: string): SessionRecord | null | undefined;
  touch(tokenHash: string, at: Date): Promise<void>;
  recordClient(tokenHash: string, ip: string | null, userAgent: string | null): Promise<void>;
  /** False when there was none. */
  delete(tokenHash: string): Promise<boolean>;
  deleteOfUser(userId: string, keepTokenHash?: string): Promise<void>;
  /** Sessions active since `since`, newest sign-in first. */
  active(since: Date): Promise<SessionRecord[]>;
  /** Removes sessions idle since before `before` (Redis expires them by itself). */
  purgeIdle(before: Date): Promise<void>;
}

export class DatabaseSessionStore implements SessionStore {
  constructor(
    private readonly rows: Repository<UserTokenEntity>,
    /** Sessions by token hash, valid until the next write to sys_user_token (issue #17's read caches). */
    private readonly cache?: VersionedCache<SessionRecord | null>,
  ) {}

  async save(session: SessionRecord): Promise<void> {
    // One statement (INSERT … ON CONFLICT): concurrent sign-ins of one user in the same second make the same
    // token, and save()'s select-then-insert let all but the first fail on the primary key.
    await this.rows.upsert(session, { conflictPaths: ['tokenHash'], skipUpdateIfNoValuesChanged: false });
  }

  get(tokenHash: string): Promise<SessionRecord | null> {
    const load = () => this.rows.findOneBy({ tokenHash });
    return this.cache ? this.cache.get(tokenHash, load) : load();
  }

  cached(tokenHash: string): SessionRecord | null | undefined {
    return this.cache?.peek(tokenHash);
  }

  async touch(tokenHash: string, at: Date): Promise<void> {
    await this.rows.update({ tokenHash }, { lastActiveTime: at });
  }

  async recordClient(tokenHash: string, ip: string | null, userAgent: string | null): Promise<void> {
    await this.rows.update({ tokenHash }, { ip, userAgent });
  }

  async delete(tokenHash: string): Promise<boolean> {
    return ((await this.rows.delete({ tokenHash })).affected ?? 0) > 0;
  }

  async deleteOfUser(userId: string, keepTokenHash?: string): Promise<void> {
    await this.rows.delete(keepTokenHash ? { userId, tokenHash: Not(keepTokenHash) } : { userId });
  }

  active(since: Date): Promise<SessionRecord[]> {
    return this.rows.find({ where: { lastActiveTime: MoreThanOrEqual(since) }, order: { createTime: 'DESC' } });
  }

  async purgeIdle(before: Date): Promise<void> {
    await this.rows.delete({ lastActiveTime: LessThan(before) });
  }
}

const sessionKey = (tokenHash: string) => `cropwatch:session:${tokenHash}`;
const userKey = (userId: string) => `cropwatch:sessions:user:${userId}`;
const ALL_KEY = 'cropwatch:sessions';

type StoredSession = Omit<SessionRecord, 'createTime' | 'lastActiveTime'> & {
  createTime: number;
  lastActiveTime: number;
};

const toStored = (s: SessionRecord): StoredSession => ({
  ...s,
  createTime: s.createTime.getTime(),
  lastActiveTime: s.lastActiveTime.getTime(),
});
const fromStored = (text: string | null): SessionRecord | null => {
  if (!text) return null;
  const s = JSON.parse(text) as StoredSession;
  return { ...s, createTime: new Date(s.createTime), lastActiveTime: new Date(s.lastActiveTime) };
};

/**
 * Sessions as JeecgBoot keeps them, in Redis: one key per token hash that expires after the idle limit (every
 * touch renews it), plus a set per user and one of all sessions for force logout and the online-users page. Every
 * instance sees a logout at once.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly idleLimitMs: number,
  ) {}

  async save(session: SessionRecord): Promise<void> {
    await this.redis
      .multi()
      .set(sessionKey(session.tokenHash), JSON.stringify(toStored(session)), 'PX', this.idleLimitMs)
      .sadd(userKey(session.userId), session.tokenHash)
      .sadd(ALL_KEY, session.tokenHash)
      .exec();
  }

  async get(tokenHash: string): Promise<SessionRecord | null> {
    return fromStored(await this.redis.get(sessionKey(tokenHash)));
  }

  private async rewrite(tokenHash: string, change: Partial<SessionRecord>, renew: boolean): Promise<void> {
    const session = await this.get(tokenHash);
    if (!session) return;
    const text = JSON.stringify(toStored({ ...session, ...change }));
    // XX: a session deleted meanwhile (logout elsewhere) is not brought back.
    if (renew) await this.redis.set(sessionKey(tokenHash), text, 'PX', this.idleLimitMs, 'XX');
    else await this.redis.set(sessionKey(tokenHash), text, 'KEEPTTL', 'XX');
  }

  touch(tokenHash: string, at: Date): Promise<void> {
    return this.rewrite(tokenHash, { lastActiveTime: at }, true);
  }

  recordClient(tokenHash: string, ip: string | null, userAgent: string | null): Promise<void> {
    return this.rewrite(tokenHash, { ip, userAgent }, false);
  }

  async delete(tokenHash: string): Promise<boolean> {
    const session = await this.get(tokenHash);
    const removed = await this.redis.del(sessionKey(tokenHash));
    const cleanup = this.redis.multi().srem(ALL_KEY, tokenHash);
    if (session) cleanup.srem(userKey(session.userId), tokenHash);
    await cleanup.exec();
    return removed > 0;
  }

  async deleteOfUser(userId: string, keepTokenHash?: string): Promise<void> {
    const hashes = (await this.redis.smembers(userKey(userId))).filter((h) => h !== keepTokenHash);
    if (hashes.length === 0) return;
    await this.redis
      .multi()
      .del(...hashes.map(sessionKey))
      .srem(userKey(userId), ...hashes)
      .srem(ALL_KEY, ...hashes)
      .exec();
  }

  async active(since: Date): Promise<SessionRecord[]> {
    const hashes = await this.redis.smembers(ALL_KEY);
    if (hashes.length === 0) return [];
    const values = await this.redis.mget(...hashes.map(sessionKey));
    const expired = hashes.filter((_, i) => values[i] === null);
    if (expired.length) await this.redis.srem(ALL_KEY, ...expired);
    return values
      .map(fromStored)
      .filter((s): s is SessionRecord => s !== null && s.lastActiveTime.getTime() >= since.getTime())
      .sort((a, b) => b.createTime.getTime() - a.createTime.getTime());
  }

  purgeIdle(): Promise<void> {
    return Promise.resolve();
  }
}
