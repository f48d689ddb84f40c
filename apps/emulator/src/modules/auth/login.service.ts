import { Inject, Injectable } from '@nestjs/common';
import type { LoginResult, SysDepart, SysTenant } from '@cropwatch/contract';
import { verifyPassword } from '../../core/auth/password';
import { TokenService } from '../../core/auth/token.service';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError, TokenError } from '../../core/errors/jeecg.errors';
import { DictService } from '../dict';
import { DepartLookupService, toDepartJson, toSysUserJson, type UserEntity, UserService } from '../identity';
import { LogService } from '../log';
import { tenantIdsOf, TenantService, toTenantJson } from '../tenant';
import { CaptchaService } from './captcha.service';
import { LockoutService } from './lockout.service';
import { SmsService } from './sms.service';
import { checkUserIsEffective } from './user-validity.check';

/** What a phone login answers when the SMS code is wrong: JeecgBoot's left-over success envelope. */
export const WRONG_SMS_CODE = Symbol('WRONG_SMS_CODE');

/** The CAS-style failure of `validateLogin` (CasClientController relays the CAS server's text). */
const casFailure = (ticket: string) => new JeecgError(`INVALID_TICKET: 未能够识别出目标 '${ticket.slice(0, 100)}'票根`);

type CasResult = Omit<LoginResult, 'sysAllDictItems' | 'tenantList'>;

/** Sign-in, sign-out and the login result of LoginController (contract §2.2–2.5). */
@Injectable()
export class LoginService {
  constructor(
    @Inject(UserService) private readonly users: UserService,
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(TenantService) private readonly tenants: TenantService,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(LogService) private readonly logs: LogService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(CaptchaService) private readonly captchas: CaptchaService,
    @Inject(LockoutService) private readonly lockout: LockoutService,
    @Inject(SmsService) private readonly sms: SmsService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  /** `POST /sys/login`, steps in the server's order: lockout, captcha, user, password, tenants. */
  async login(
    body: { username: string; password: string; captcha?: string; checkKey?: string },
    ip: string | undefined,
  ): Promise<LoginResult> {
    await this.lockout.assertNotLocked(body.username);
    await this.captchas.verify(body.captcha, body.checkKey);
    const user = await this.users.findByUsername(body.username);
    checkUserIsEffective(user);
    if (!(await verifyPassword(body.password, user.password))) {
      await this.lockout.recordFailure(body.username);
      throw new JeecgError('用户名或密码错误');
    }
    await this.lockout.clear(body.username);
    return this.signIn(user, ip);
  }

  /** `POST /sys/phoneLogin`; a wrong code is not an error in JeecgBoot 3.4 (quirk §14.6). */
  async phoneLogin(
    body: { mobile: string; captcha: string },
    ip: string | undefined,
  ): Promise<LoginResult | typeof WRONG_SMS_CODE> {
    const user = await this.users.findByPhone(body.mobile);
    checkUserIsEffective(user);
    if ((await this.sms.check(body.mobile, body.captcha, '0')) !== 'ok') return WRONG_SMS_CODE;
    await this.sms.consume(body.mobile);
    return this.signIn(user, ip);
  }

  /** `/sys/logout`: ends the session of the header token and logs it. */
  async logout(token: string | undefined, ip: string | undefined): Promise<void> {
    if (!token) throw new JeecgError('退出登录失败！');
    let username: string;
    try {
      username = this.tokens.usernameOf(token);
    } catch (e) {
      if (e instanceof TokenError) throw new JeecgError('Token无效!');
      throw e;
    }
    const user = await this.users.findByUsername(username);
    if (!user) throw new JeecgError('Token无效!');
    await this.tokens.revoke(token);
    await this.logs.writeLoginLog(`用户名: ${user.realname},退出成功！`, user, ip);
  }

  /**
   * `GET /sys/cas/client/validateLogin`. There is no CAS server: with `CAS_EMULATE=on` a ticket
   * `ST-<username>-<anything>` stands for a ticket the CAS server issued to that user; otherwise, and for
   * any other ticket, validation fails like an unknown ticket (docs/decisions.md).
   */
  async casLogin(ticket: string, ip: string | undefined): Promise<CasResult> {
    const match = /^ST-([A-Za-z0-9_]{1,100})-.+$/.exec(ticket);
    if (!this.config.casEmulate || !match) throw casFailure(ticket);
    const user = await this.users.findByUsername(match[1]);
    if (!user) throw casFailure(ticket);
    checkUserIsEffective(user);
    const { token, userInfo, departs, multi_depart } = await this.signIn(user, ip, {
      dictionaries: false,
      tenants: false,
    });
    return { token, userInfo, departs, multi_depart };
  }

  /**
   * The login result (LoginController#userInfo): tenants first (all frozen -> refused), then token,
   * departments (one -> it becomes the login department; several -> the first if none is set),
   * dictionaries and the login log.
   */
  private async signIn(
    user: UserEntity,
    ip: string | undefined,
    include = { dictionaries: true, tenants: true },
  ): Promise<LoginResult> {
    let tenantList: SysTenant[] | undefined;
    if (include.tenants && tenantIdsOf(user.relTenantIds).length > 0) {
      const active = await this.tenants.activeTenants(user.relTenantIds);
      if (active.length === 0) throw new JeecgError('与该用户关联的租户均已被冻结，无法登录！');
      tenantList = active.map(toTenantJson);
    }
    const departs = await this.departs.departsOfUser(user.id);
    const multiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2;
    if ((multiDepart === 1 && user.orgCode !== departs[0].orgCode) || (multiDepart === 2 && !user.orgCode)) {
      user.orgCode = departs[0].orgCode;
      await this.users.save(user);
    }
    const token = await this.tokens.issue(user);
    const result: LoginResult = {
      token,
      ...(tenantList ? { tenantList } : {}),
      userInfo: toSysUserJson(user),
      departs: departs.map((d) => toDepartJson(d) as SysDepart),
      multi_depart: multiDepart,
      ...(include.dictionaries ? { sysAllDictItems: await this.dicts.queryAllDictItems() } : {}),
    };
    await this.logs.writeLoginLog(`用户名: ${user.username},登录成功！`, user, ip);
    return result;
  }
}
