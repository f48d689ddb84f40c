import { Body, Controller, Inject, Ip, Param, Query, Req } from '@nestjs/common';
import {
  getCurrentUserDeparts,
  getEncryptedString,
  login,
  type LoginBody,
  logout,
  passwordChange,
  phoneLogin,
  phoneVerification,
  type PhoneVerificationBody,
  randomImage,
  register,
  type RegisterBody,
  selectDepart,
  sms,
  updateMobile,
  updatePassword,
  type UpdatePasswordBody,
  validateLogin,
} from '@cropwatch/contract';
import { AccessToken, CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { readAccessToken } from '../../core/auth/token.guard';
import { TokenService } from '../../core/auth/token.service';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { headerOf, type HttpRequest as Request } from '../../core/http/http';
import { bare, okMessage, okWith, success } from '../../core/result/result';
import { clientIp } from '../log';
import { AccountService } from './account.service';
import { CaptchaService } from './captcha.service';
import { LoginService, WRONG_SMS_CODE } from './login.service';
import { type SmsMode, SmsService } from './sms.service';

/**
 * The AES key and iv of `getEncryptedString`: JeecgBoot 3.4.0's published defaults (EncryptedString), which every
 * stock server answers. The Vue2 client only caches them; the emulator decrypts nothing with them.
 */
const ENCRYPTED_STRING = { key: '1234567890adbcde', iv: '1234567890hjlkew' } as const;

/** LoginController and the account endpoints of SysUserController (contract §2). */
@Controller()
export class AuthController {
  constructor(
    @Inject(LoginService) private readonly logins: LoginService,
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(CaptchaService) private readonly captchas: CaptchaService,
    @Inject(SmsService) private readonly smsCodes: SmsService,
    @Inject(TokenService) private readonly tokens: TokenService,
  ) {}

  /** Notes the new session's IP and User-Agent (online users page) and hands the login result on. */
  private async withClient<T extends { token: string }>(result: T, req: Request, ip: string): Promise<T> {
    await this.tokens.recordClient(result.token, clientIp(ip), headerOf(req, 'user-agent') ?? null);
    return result;
  }

  @ContractRoute(randomImage)
  async randomImage(@Param('key') key: string) {
    return bare(await this.captchas.issue(key));
  }

  @ContractRoute(getEncryptedString)
  encryptedString() {
    return bare({ ...ENCRYPTED_STRING });
  }

  @ContractRoute(login)
  async login(
    @Body() body: LoginBody & { username: string; password: string; checkKey?: string },
    @Ip() ip: string,
    @Req() req: Request,
  ) {
    return okWith('登录成功', await this.withClient(await this.logins.login(body, ip), req, ip));
  }

  @ContractRoute(sms)
  async sms(@Body() body: { mobile: string; smsmode: SmsMode }, @Ip() ip: string) {
    await this.smsCodes.send(body.mobile, body.smsmode, ip);
    return bare(null);
  }

  @ContractRoute(phoneLogin)
  async phoneLogin(@Body() body: { mobile: string; captcha: string }, @Ip() ip: string, @Req() req: Request) {
    const result = await this.logins.phoneLogin(body, ip);
    // JeecgBoot 3.4 answers a wrong code with success:true, code 0 (quirk §14.6).
    return result === WRONG_SMS_CODE
      ? bare(null, '手机验证码错误')
      : okWith('登录成功', await this.withClient(result, req, ip));
  }

  @ContractRoute(logout)
  async logout(@Req() req: Request, @Ip() ip: string) {
    await this.logins.logout(readAccessToken(req), ip);
    return okMessage('退出登录成功！');
  }

  @ContractRoute(validateLogin)
  async validateLogin(@Query() query: { ticket: string }, @Ip() ip: string, @Req() req: Request) {
    return okWith('登录成功', await this.withClient(await this.logins.casLogin(query.ticket, ip), req, ip));
  }

  @ContractRoute(getCurrentUserDeparts)
  async getCurrentUserDeparts(@CurrentUser() user: Principal) {
    return bare(await this.accounts.currentUserDeparts(user));
  }

  @ContractRoute(selectDepart, 'PUT')
  async selectDepart(@CurrentUser() user: Principal, @Body() body: { orgCode: string; username?: string }) {
    return bare({ userInfo: await this.accounts.selectDepart(user, body) });
  }

  /** The spec's console posts `selectDepart`; JeecgBoot maps PUT, so both are served. */
  @ContractRoute(selectDepart, 'POST')
  selectDepartByPost(@CurrentUser() user: Principal, @Body() body: { orgCode: string; username?: string }) {
    return this.selectDepart(user, body);
  }

  @ContractRoute(updatePassword, 'PUT')
  async updatePassword(@CurrentUser() user: Principal, @AccessToken() token: string, @Body() body: UpdatePasswordBody) {
    await this.accounts.updatePassword(user, body, token);
    return okMessage('密码重置成功!');
  }

  @ContractRoute(updatePassword, 'POST')
  updatePasswordByPost(@CurrentUser() user: Principal, @AccessToken() token: string, @Body() body: UpdatePasswordBody) {
    return this.updatePassword(user, token, body);
  }

  @ContractRoute(updateMobile)
  async updateMobile(@CurrentUser() user: Principal, @Body() body: { phone: string; smscode: string }) {
    await this.accounts.updateMobile(user, body);
    return okMessage('手机号设置成功!');
  }

  @ContractRoute(register)
  async register(@Body() body: RegisterBody) {
    await this.accounts.register(body);
    return success('注册成功');
  }

  @ContractRoute(phoneVerification)
  async phoneVerification(@Body() body: PhoneVerificationBody) {
    const verified = await this.accounts.phoneVerification(body);
    return verified ? bare(verified) : { ...bare(null, '手机验证码错误'), success: false };
  }

  @ContractRoute(passwordChange)
  async passwordChange(@Query() query: { username: string; password: string; smscode: string; phone: string }) {
    await this.accounts.passwordChange(query);
    return bare(null, '密码重置完成！');
  }
}
