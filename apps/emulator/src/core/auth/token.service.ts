import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import jwt from 'jsonwebtoken';
import { LessThan, MoreThanOrEqual, Not, type Repository } from 'typeorm';
import { CACHE_INVALIDATION, type CacheInvalidation, VersionedCache } from '../cache/cache-invalidation';
import { CLOCK, type Clock } from '../clock/clock';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../config/emulator.config';
import { TokenError } from '../errors/jeecg.errors';
import { PRINCIPAL_LOADER, type Principal, type PrincipalLoader } from './principal';
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
 */
@Injectable()
export class TokenService {
  constructor(
    @InjectRepository(UserTokenEntity) private readonly sessions: Repository<UserTokenEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(TOKEN_SECRET) secret: string,
    @Inject(PRINCIPAL_LOADER) private readonly principals: PrincipalLoader,
    @Inject(CACHE_INVALIDATION) invalidation: CacheInvalidation,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    this.sessionCache = new VersionedCache(invalidation, ['sys_user_token']);
  }

  /** Sessions by token hash, read again after any write to sys_user_token (sign-in, logout, touch, revocation). */
  private readonly sessionCache: VersionedCache<UserTokenEntity | null>;

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
    // One statement (INSERT … ON CONFLICT): concurrent sign-ins of one user in the same second make the same
    // token, and save()'s select-then-insert let all but the first fail on the primary key.
    await this.sessions.upsert(
      {
        tokenHash: hashToken(token),
        userId: user.id,
        username: user.username,
        createTime: new Date(now),
        lastActiveTime: new Date(now),
      },
      { conflictPaths: ['tokenHash'], skipUpdateIfNoValuesChanged: false },
    );
    await this.sessions.delete({ lastActiveTime: LessThan(new Date(now - this.idleLimitMs)) });
    return token;
  }

  /**
   * Resolves the user of a token and extends its session; throws TokenError with ShiroRealm's messages
   * (in its order: decode, user, status, session).
   */
  async authenticate(token: string | undefined): Promise<Principal> {
    if (!token) throw new TokenError();
    const username = this.usernameOf(token);
    const principal = await this.principals.load(username);
    if (!principal) throw new TokenError('用户不存在!');
    if (principal.status !== 1) throw new TokenError('账号已被锁定,请联系管理员!');
    const tokenHash = hashToken(token);
    const session = await this.sessionCache.get(tokenHash, () => this.sessions.findOneBy({ tokenHash }));
    const now = this.clock.now();
    if (!session || session.username !== username) throw new TokenError();
    if (now - session.lastActiveTime.getTime() > this.idleLimitMs) {
      await this.sessions.delete({ tokenHash: session.tokenHash });
      throw new TokenError();
    }
    if (now - session.lastActiveTime.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
      await this.sessions.update({ tokenHash: session.tokenHash }, { lastActiveTime: new Date(now) });
    }
    return principal;
  }

  /** Notes where a fresh session signed in from (IP, User-Agent) for the online-users page. */
  async recordClient(token: string, ip: string | null, userAgent: string | null): Promise<void> {
    await this.sessions.update({ tokenHash: hashToken(token) }, { ip, userAgent: userAgent?.slice(0, 500) ?? null });
  }

  /** Live sessions (not idle past the limit), newest sign-in first (online users page, session metrics). */
  activeSessions(): Promise<UserTokenEntity[]> {
    const since = new Date(this.clock.now() - this.idleLimitMs);
    return this.sessions.find({ where: { lastActiveTime: MoreThanOrEqual(since) }, order: { createTime: 'DESC' } });
  }

  /** The session stored under a key of `sessionKey` (null when there is none). */
  findSession(key: string): Promise<UserTokenEntity | null> {
    return this.sessions.findOneBy({ tokenHash: key });
  }

  /** Ends the session stored under a key (force logout). False when there was none. */
  async revokeKey(key: string): Promise<boolean> {
    const result = await this.sessions.delete({ tokenHash: key });
    return (result.affected ?? 0) > 0;
  }

  /** Ends one session (logout). False when there was none. */
  async revoke(token: string): Promise<boolean> {
    const result = await this.sessions.delete({ tokenHash: hashToken(token) });
    return (result.affected ?? 0) > 0;
  }

  /** Ends every session of a user except `keep` (password changes). */
  async revokeUserSessions(userId: string, keep?: string): Promise<void> {
    if (keep) await this.sessions.delete({ userId, tokenHash: Not(hashToken(keep)) });
    else await this.sessions.delete({ userId });
  }

  /**
   * The username claim of a correctly signed token; expiry is ignored because the session decides
   * (JeecgBoot re-signs expired JWTs server-side while the client keeps the original).
   */
  usernameOf(token: string): string {
    const known = this.verified.get(token);
    if (known) return known;
    const username = this.verifyUsername(token);
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(token, username);
    return username;
  }

  /**
   * Tokens whose signature was checked, with their username: a pure function of the token and the key (expiry is
   * the session's business), so it is never stale; only correctly signed tokens are kept.
   */
  private readonly verified = new Map<string, string>();

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
