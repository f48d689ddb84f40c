import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import jwt from 'jsonwebtoken';
import type { Repository } from 'typeorm';
import { CACHE_INVALIDATION, type CacheInvalidation, VersionedCache } from '../cache/cache-invalidation';
import { CLOCK, type Clock } from '../clock/clock';
import { REDIS } from '../cluster/redis.token';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { TokenError } from '../errors/jeecg.errors';
import { PRINCIPAL_LOADER, type Principal, type PrincipalLoader } from './principal';
import { DatabaseSessionStore, RedisSessionStore, type SessionRecord, type SessionStore } from './session-store';
import { UserTokenEntity } from './user-token.entity';

export const TOKEN_SECRET = Symbol('TOKEN_SECRET');

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The key a session is stored under (the token's SHA-256): what the online-users page shows instead of the token. */
export const sessionKey = hashToken;

/**
 * How stale `lastActiveTime` may get before a request writes it again. The idle limit is two hours, so a
 * minute of granularity changes nothing for validity but spares a database write on nearly every request.
 */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/**
 * JWTs and their sessions, after JeecgBoot's JwtUtil + Redis rule (contract §1.4): the JWT carries
 * `{username, exp}` and lives one hour, but validity is decided by the session row, which dies after two
 * lifetimes without a request. Every authenticated request extends it; the client keeps its token.
 * Sessions live in `sys_user_token`, or with `REDIS_URL` in Redis (expiring keys), shared by every instance.
 */
@Injectable()
export class TokenService {
  constructor(
    @InjectRepository(UserTokenEntity) rows: Repository<UserTokenEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_SECRET) secret: string,
    @Inject(PRINCIPAL_LOADER) private readonly principals: PrincipalLoader,
    @Inject(CACHE_INVALIDATION) invalidation: CacheInvalidation,
    @Inject(REDIS) redis: Redis | null,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    // In the database, sessions are read again after any write to sys_user_token (sign-in, logout, touch,
    // revocation); in Redis every instance reads the one copy.
    this.sessions = redis
      ? new RedisSessionStore(redis, this.idleLimitMs)
      : new DatabaseSessionStore(rows, new VersionedCache(invalidation, ['sys_user_token']));
  }

  private readonly sessions: SessionStore;

  /**
   * The HS256 secret as a KeyObject, made once: given a string, jsonwebtoken 9 first tries to read it as a PEM
   * private and then public key (two thrown parse errors) on every sign and verify, the largest cost of an
   * authenticated request in the first-burst profile (issue 19 §4).
   */
  private readonly key: KeyObject;

  private get idleLimitMs(): number {
    return 2 * this.config.tokenTtlMs;
  }

  /** Signs a token and opens its session. Two sign-ins of one user within a second share a token, as in JeecgBoot. */
  async issue(user: { id: string; username: string }): Promise<string> {
    const now = this.clock.now();
    const exp = Math.floor((now + this.config.tokenTtlMs) / 1000);
    const token = jwt.sign({ username: user.username, exp }, this.key, { algorithm: 'HS256', noTimestamp: true });
    await this.sessions.save({
      tokenHash: hashToken(token),
      userId: user.id,
      username: user.username,
      createTime: new Date(now),
      lastActiveTime: new Date(now),
      ip: null,
      userAgent: null,
    });
    await this.sessions.purgeIdle(new Date(now - this.idleLimitMs));
    return token;
  }

  /**
   * Resolves the user of a token and extends its session; throws TokenError with ShiroRealm's messages
   * (in its order: decode, user, status, session).
   */
  async authenticate(token: string | undefined): Promise<Principal> {
    if (!token) throw new TokenError();
    const { username, hash } = this.verifiedToken(token);
    const principal = await this.principals.load(username);
    if (!principal) throw new TokenError('用户不存在!');
    if (principal.status !== 1) throw new TokenError('账号已被锁定,请联系管理员!');
    const session = await this.sessions.get(hash);
    const now = this.clock.now();
    if (!session || session.username !== username) throw new TokenError();
    if (now - session.lastActiveTime.getTime() > this.idleLimitMs) {
      await this.sessions.delete(session.tokenHash);
      throw new TokenError();
    }
    if (now - session.lastActiveTime.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.sessions.touch(session.tokenHash, new Date(now));
    }
    return principal;
  }

  /**
   * The principal of a token whose user and session are both in current read caches and need nothing done (the
   * user active, the session neither idle past the limit nor due a touch); undefined in every other case, which
   * `authenticate` then decides. A signed-in user's repeated calls pass the token guard without a promise this way
   * (issue #17); a logout, a freeze or a new session moves the caches' versions, so they are never answered here.
   */
  authenticatedFromCache(token: string | undefined): Principal | undefined {
    const known = token ? this.verified.get(token) : undefined;
    if (!known) return undefined;
    const principal = this.principals.cached?.(known.username);
    if (!principal || principal.status !== 1) return undefined;
    const session = this.sessions.cached?.(known.hash);
    if (!session || session.username !== known.username) return undefined;
    const idle = this.clock.now() - session.lastActiveTime.getTime();
    return idle <= this.idleLimitMs && idle < SESSION_TOUCH_INTERVAL_MS ? principal : undefined;
  }

  /** Notes where a fresh session signed in from (IP, User-Agent) for the online-users page. */
  async recordClient(token: string, ip: string | null, userAgent: string | null): Promise<void> {
    await this.sessions.recordClient(hashToken(token), ip, userAgent?.slice(0, 500) ?? null);
  }

  /** Live sessions (not idle past the limit), newest sign-in first (online users page, session metrics). */
  activeSessions(): Promise<SessionRecord[]> {
    return this.sessions.active(new Date(this.clock.now() - this.idleLimitMs));
  }

  /** The session stored under a key of `sessionKey` (null when there is none). */
  findSession(key: string): Promise<SessionRecord | null> {
    return this.sessions.get(key);
  }

  /** Ends the session stored under a key (force logout). False when there was none. */
  revokeKey(key: string): Promise<boolean> {
    return this.sessions.delete(key);
  }

  /** Ends one session (logout). False when there was none. */
  revoke(token: string): Promise<boolean> {
    return this.sessions.delete(hashToken(token));
  }

  /** Ends every session of a user except `keep` (password changes). */
  async revokeUserSessions(userId: string, keep?: string): Promise<void> {
    await this.sessions.deleteOfUser(userId, keep ? hashToken(keep) : undefined);
  }

  /**
   * The username claim of a correctly signed token; expiry is ignored because the session decides
   * (JeecgBoot re-signs expired JWTs server-side while the client keeps the original).
   */
  usernameOf(token: string): string {
    return this.verifiedToken(token).username;
  }

  /** The username of a correctly signed token and its session key, each computed once per token. */
  private verifiedToken(token: string): { username: string; hash: string } {
    const known = this.verified.get(token);
    if (known) return known;
    const entry = { username: this.verifyUsername(token), hash: hashToken(token) };
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(token, entry);
    return entry;
  }

  /**
   * Tokens whose signature was checked, with their username and session key (SHA-256): pure functions of the
   * token and the key (expiry is the session's business), so never stale; only correctly signed tokens are kept.
   */
  private readonly verified = new Map<string, { username: string; hash: string }>();

  private verifyUsername(token: string): string {
    if (!jwt.decode(token)) throw new TokenError('token非法无效!');
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, { algorithms: ['HS256'], ignoreExpiration: true });
    } catch {
      throw new TokenError();
    }
    const username: unknown = typeof payload === 'object' ? payload.username : undefined;
    if (typeof username !== 'string' || !username) throw new TokenError('token非法无效!');
    return username;
  }
}
