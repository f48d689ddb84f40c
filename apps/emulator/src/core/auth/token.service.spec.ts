import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { LocalCacheInvalidation } from '../cache/cache-invalidation';
import { WriteSubscriber } from '../cache/cache.module';
import { ManualClock } from '../clock/clock';
import { loadConfig } from '../config/emulator.config';
import { TokenError } from '../errors/jeecg.errors';
import type { Principal } from './principal';
import { SESSION_TOUCH_INTERVAL_MS, TokenService } from './token.service';
import { UserTokenEntity } from './user-token.entity';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const HOUR = 3_600_000;

describe('TokenService', () => {
  let db: DataSource;
  let clock: ManualClock;
  let users: Map<string, Principal>;
  let tokens: TokenService;
  const admin: Principal = {
    id: 'u1',
    username: 'admin',
    realname: '管理员',
    status: 1,
    orgCode: 'A01',
    relTenantIds: '',
  };

  beforeEach(async () => {
    db = new DataSource({
      type: 'better-sqlite3',
      database: ':memory:',
      entities: [UserTokenEntity],
      synchronize: true,
    });
    await db.initialize();
    // The session cache as the app wires it (core/cache): every statement reports what it wrote.
    const invalidation = new LocalCacheInvalidation();
    db.subscribers.push(new WriteSubscriber(invalidation));
    clock = new ManualClock(Date.UTC(2024, 4, 1));
    users = new Map([[admin.username, { ...admin }]]);
    const config = { ...loadConfig({}), tokenTtlMs: HOUR };
    tokens = new TokenService(
      db.getRepository(UserTokenEntity),
      config,
      clock,
      SECRET,
      {
        load: (u) => Promise.resolve(users.get(u) ?? null),
        // As if every user were in a current cache (the user service's answers it while sys_user is unwritten).
        cached: (u) => users.get(u) ?? null,
      },
      invalidation,
      null,
    );
  });
  afterEach(() => db.destroy());

  const rejects = async (token: string | undefined, message = 'Token失效，请重新登录!') => {
    const error = await tokens.authenticate(token).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenError);
    expect((error as TokenError).message).toBe(message);
  };

  it('issues an HS256 JWT carrying only username and an exp one hour ahead', async () => {
    const token = await tokens.issue(admin);
    const decoded = jwt.verify(token, SECRET, { algorithms: ['HS256'], ignoreExpiration: true, complete: true });
    expect(decoded.header.alg).toBe('HS256');
    expect(decoded.payload).toEqual({ username: 'admin', exp: (clock.now() + HOUR) / 1000 });
  });

  it('stores only a hash of the token', async () => {
    const token = await tokens.issue(admin);
    const rows = await db.getRepository(UserTokenEntity).find();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps accepting a token past its JWT expiry while the session is used (sliding)', async () => {
    const token = await tokens.issue(admin);
    for (let i = 0; i < 5; i++) {
      clock.advance(1.5 * HOUR);
      await expect(tokens.authenticate(token)).resolves.toMatchObject({ username: 'admin' });
    }
  });

  it('writes the session back at most once a minute, so bursts of requests stay read-only', async () => {
    const token = await tokens.issue(admin);
    const repo = db.getRepository(UserTokenEntity);
    const lastActive = async () => (await repo.findOneByOrFail({})).lastActiveTime.getTime();
    const issuedAt = await lastActive();
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await tokens.authenticate(token);
    expect(await lastActive()).toBe(issuedAt);
    clock.advance(1);
    await tokens.authenticate(token);
    expect(await lastActive()).toBe(clock.now());
  });

  it('ends a session idle for more than two lifetimes', async () => {
    const token = await tokens.issue(admin);
    clock.advance(2 * HOUR + 1000);
    await rejects(token);
    clock.set(clock.now() - 2 * HOUR);
    await rejects(token);
  });

  it('answers from the caches alone only while nothing is left to check or write', async () => {
    const token = await tokens.issue(admin);
    expect(tokens.authenticatedFromCache(token)).toBeUndefined(); // signature not checked yet
    await tokens.authenticate(token);
    expect(tokens.authenticatedFromCache(token)).toMatchObject({ username: 'admin' });
    clock.advance(SESSION_TOUCH_INTERVAL_MS); // a write-back is due: only authenticate does it
    expect(tokens.authenticatedFromCache(token)).toBeUndefined();
    await tokens.authenticate(token); // writes the session back, which makes the cached session stale
    expect(tokens.authenticatedFromCache(token)).toBeUndefined();
    await tokens.authenticate(token);
    expect(tokens.authenticatedFromCache(token)).toMatchObject({ username: 'admin' });
    users.set('admin', { ...admin, status: 2 });
    expect(tokens.authenticatedFromCache(token)).toBeUndefined();
    users.set('admin', { ...admin });
    await tokens.revoke(token);
    expect(tokens.authenticatedFromCache(token)).toBeUndefined();
    expect(tokens.authenticatedFromCache(undefined)).toBeUndefined();
  });

  it('rejects revoked, missing, forged and malformed tokens', async () => {
    const token = await tokens.issue(admin);
    await tokens.revoke(token);
    await rejects(token);
    await rejects(undefined);
    await rejects(jwt.sign({ username: 'admin', exp: 9_999_999_999 }, 'another-secret'));
    await rejects('not-a-jwt', 'token非法无效!');
  });

  it('rejects a valid session of a frozen or vanished user', async () => {
    const token = await tokens.issue(admin);
    users.set('admin', { ...admin, status: 2 });
    await rejects(token, '账号已被锁定,请联系管理员!');
    users.clear();
    await rejects(token, '用户不存在!');
  });

  it('revokes every other session of a user', async () => {
    const first = await tokens.issue(admin);
    clock.advance(1000);
    const second = await tokens.issue(admin);
    await tokens.revokeUserSessions(admin.id, second);
    await rejects(first);
    await expect(tokens.authenticate(second)).resolves.toBeTruthy();
  });
});
