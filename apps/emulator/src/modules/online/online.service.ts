import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { SysUserOnline } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { sessionKey, TokenService } from '../../core/auth/token.service';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { type IPage, toPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { UserEntity } from '../identity';
import { LogService } from '../log';
import { SocketServer } from '../websocket';
import { describeUserAgent } from './user-agent';

const SESSION_KEY = /^[0-9a-f]{64}$/;

/**
 * SysUserOnlineController over the session table: who is signed in, and force logout. Rows carry the session
 * key (`sessionKey`, the token's SHA-256) in `token`, never a usable token.
 */
@Injectable()
export class OnlineService {
  constructor(
    @Inject(TokenService) private readonly tokens: TokenService,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @Inject(LogService) private readonly logs: LogService,
    @Inject(SocketServer) private readonly sockets: SocketServer,
  ) {}

  /** `GET /sys/online/list`: live sessions, newest first, optionally of one username, paged in memory. */
  async list(query: { username?: string; pageNo?: number; pageSize?: number }): Promise<IPage<SysUserOnline>> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    const sessions = (await this.tokens.activeSessions()).filter(
      (s) => !query.username || s.username === query.username,
    );
    const slice = sessions.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    const users = await this.users.findBy({ id: In([...new Set(slice.map((s) => s.userId))]) });
    const byId = new Map(users.map((u) => [u.id, u]));
    const records = slice.map((s): SysUserOnline => {
      const u = byId.get(s.userId);
      return {
        id: s.userId,
        token: s.tokenHash,
        username: s.username,
        realname: u?.realname ?? null,
        avatar: u?.avatar ?? null,
        sex: u?.sex ?? null,
        phone: u?.phone ?? null,
        loginTime: formatDateTime(s.createTime),
        lastActiveTime: formatDateTime(s.lastActiveTime),
        ip: s.ip,
        userAgent: s.userAgent,
        ...describeUserAgent(s.userAgent),
      };
    });
    return toPage(records, sessions.length, pageNo, pageSize);
  }

  /**
   * `POST /sys/online/forceLogout {token}`: `token` is a session key from the list (or a token). The session
   * ends at once, its notification sockets close, and the login log records it. One's own session is refused.
   */
  async forceLogout(token: string, caller: Principal, callerToken: string | undefined): Promise<void> {
    const key = SESSION_KEY.test(token) ? token : sessionKey(token);
    if (callerToken && key === sessionKey(callerToken)) throw new JeecgError('不能强制退出自己的登录');
    const session = await this.tokens.findSession(key);
    if (!session) throw new JeecgError('Token无效!');
    const user = await this.users.findOneBy({ id: session.userId });
    await this.tokens.revokeKey(key);
    this.sockets.closeSession(key);
    await this.logs.writeLoginLog(
      `强制: ${user?.realname ?? session.username}强制退出成功！（操作人：${caller.username}）`,
      { id: session.userId, username: session.username },
      session.ip ?? undefined,
    );
  }
}
