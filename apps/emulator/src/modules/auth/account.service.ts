import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  passwordStrength,
  type RegisterBody,
  type SysDepart,
  type SysUser,
  type UpdatePasswordBody,
} from '@cropwatch/contract';
import { hashPassword, verifyPassword } from '../../core/auth/password';
import type { Principal } from '../../core/auth/principal';
import { TokenService } from '../../core/auth/token.service';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import {
  AccountFactsService,
  DepartLookupService,
  RoleEntity,
  toDepartJson,
  toSysUserJson,
  UserEntity,
  UserRoleEntity,
  UserService,
} from '../identity';
import { LockoutService } from './lockout.service';
import { SmsService } from './sms.service';

/** The role self-registered users get (seed/roles.json `registerRole`). */
export const REGISTER_ROLE_CODE = 'viewer';

/** Passwords, registration and the login department (contract §2.6–2.8, §6.1). */
@Injectable()
export class AccountService {
  constructor(
    @Inject(UserService) private readonly users: UserService,
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SmsService) private readonly sms: SmsService,
    @Inject(LockoutService) private readonly lockout: LockoutService,
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
    @InjectRepository(UserRoleEntity) private readonly userRoles: Repository<UserRoleEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AccountFactsService) private readonly facts: AccountFactsService,
  ) {}

  /** `updatePassword`: only one's own password; every other session of the user ends. */
  async updatePassword(principal: Principal, body: UpdatePasswordBody, currentToken: string): Promise<void> {
    if (body.username !== principal.username) throw new JeecgError('只允许修改自己的密码！');
    const user = await this.users.findById(principal.id);
    if (!user) throw new JeecgError('用户不存在！');
    if (!(await verifyPassword(body.oldpassword, user.password))) throw new JeecgError('旧密码输入错误!');
    if (!body.password) throw new JeecgError('新密码不允许为空!');
    if (body.password !== body.confirmpassword) throw new JeecgError('两次输入密码不一致!');
    await this.setPassword(user, body.password, principal.username);
    await this.tokens.revokeUserSessions(user.id, currentToken);
  }

  /**
   * `POST /sys/user/phoneVerification`: whether `smscode` is the live reset code (mode 2) of `phone`, and then the
   * username of that phone's user; null for a wrong or expired code. The code stays live for `passwordChange`.
   */
  async phoneVerification(body: {
    phone: string;
    smscode: string;
  }): Promise<{ smscode: string; username: string } | null> {
    if ((await this.sms.check(body.phone, body.smscode, '2')) !== 'ok') return null;
    const user = await this.users.findByPhone(body.phone);
    if (!user || user.delFlag === 1) throw new JeecgError('未找到用户！');
    return { smscode: body.smscode, username: user.username };
  }

  /** `GET /sys/user/passwordChange`: the forgotten-password reset with an SMS code of mode 2. */
  async passwordChange(query: { username: string; password: string; smscode: string; phone: string }): Promise<void> {
    const check = await this.sms.check(query.phone, query.smscode, '2');
    if (check === 'missing') throw new JeecgError('短信验证码失效！');
    if (check === 'mismatch') throw new JeecgError('短信验证码不匹配！');
    const user = await this.users.findByUsername(query.username);
    if (!user || user.delFlag === 1 || user.phone !== query.phone) throw new JeecgError('未找到用户！');
    await this.sms.consume(query.phone);
    await this.setPassword(user, query.password, user.username);
    await this.tokens.revokeUserSessions(user.id);
    await this.lockout.clear(user.username);
  }

  /** `POST /sys/user/register` with an SMS code of mode 1; the new user gets the register role. */
  async register(body: RegisterBody): Promise<void> {
    if (await this.users.findByUsername(body.username)) throw new JeecgError('用户名已注册');
    if (await this.users.findByPhone(body.phone)) throw new JeecgError('该手机号已注册');
    if (body.email && (await this.users.findByEmail(body.email))) throw new JeecgError('邮箱已被注册');
    const check = await this.sms.check(body.phone, body.smscode, '1');
    if (check === 'missing') throw new JeecgError('手机验证码失效，请重新获取');
    if (check === 'mismatch') throw new JeecgError('手机验证码错误');
    const now = new Date(this.clock.now());
    const user = Object.assign(new UserEntity(), {
      id: newId(now.getTime()),
      username: body.username,
      realname: body.username,
      password: await hashPassword(body.password),
      email: body.email || null,
      phone: body.phone,
      status: 1,
      delFlag: 0,
      activitiSync: 1,
      userIdentity: 1,
      createTime: now,
    });
    await this.users.save(user);
    const role = await this.roles.findOneBy({ roleCode: REGISTER_ROLE_CODE });
    if (role) await this.userRoles.insert({ id: newId(now.getTime()), userId: user.id, roleId: role.id });
    await this.sms.consume(body.phone);
    await this.facts.recordPassword(user.id, passwordStrength(body.password));
  }

  /**
   * `PUT /sys/user/updateMobile`: binds or changes one's own phone with a mode-3 code sent to the new number;
   * the number must not belong to another user.
   */
  async updateMobile(principal: Principal, body: { phone: string; smscode: string }): Promise<void> {
    const user = await this.users.findById(principal.id);
    if (!user) throw new JeecgError('用户不存在！');
    if (user.phone === body.phone) throw new JeecgError('新手机号与当前手机号相同');
    const owner = await this.users.findByPhone(body.phone);
    if (owner && owner.id !== user.id) throw new JeecgError('该手机号已被其他用户绑定');
    const check = await this.sms.check(body.phone, body.smscode, '3');
    if (check === 'missing') throw new JeecgError('短信验证码失效！');
    if (check === 'mismatch') throw new JeecgError('短信验证码不匹配！');
    await this.sms.consume(body.phone);
    user.phone = body.phone;
    user.updateBy = principal.username;
    user.updateTime = new Date(this.clock.now());
    await this.users.save(user);
    await this.facts.recordPhone(user.id);
  }

  /** `getCurrentUserDeparts`: the user's departments and his login department code. */
  async currentUserDeparts(principal: Principal): Promise<{ list: SysDepart[]; orgCode: string | null }> {
    const departs = await this.departs.departsOfUser(principal.id);
    return { list: departs.map((d) => toDepartJson(d) as SysDepart), orgCode: principal.orgCode };
  }

  /**
   * `selectDepart`: switches the login department. Stricter than JeecgBoot (which lets anyone rewrite any
   * user's org code): only one's own, and only to a department one belongs to.
   */
  async selectDepart(principal: Principal, body: { orgCode: string; username?: string }): Promise<SysUser> {
    if (body.username && body.username !== principal.username) throw new JeecgError('只允许切换自己的部门！');
    const user = await this.users.findById(principal.id);
    if (!user) throw new JeecgError('用户不存在！');
    const departs = await this.departs.departsOfUser(user.id);
    if (!departs.some((d) => d.orgCode === body.orgCode)) throw new JeecgError('所选部门不存在或不属于当前用户！');
    user.orgCode = body.orgCode;
    user.updateBy = principal.username;
    user.updateTime = new Date(this.clock.now());
    await this.users.save(user);
    return toSysUserJson(user);
  }

  private async setPassword(user: UserEntity, password: string, by: string): Promise<void> {
    user.password = await hashPassword(password);
    user.updateBy = by;
    user.updateTime = new Date(this.clock.now());
    await this.users.save(user);
    await this.facts.recordPassword(user.id, passwordStrength(password));
  }
}
