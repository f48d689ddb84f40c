import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  accountApps,
  accountArticles,
  accountCenter,
  accountProjects,
  accountThirdAccounts,
  getAccountSetting,
  getUserData,
  type LayoutSettingsWire,
  type NotifyPreferences,
  oauth2Authorize,
  oauth2CheckRedirect,
  saveAccountSetting,
  type ThirdAccounts,
  type SelfEditBody,
  selfEdit,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { TokenService } from '../../core/auth/token.service';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, okWith } from '../../core/result/result';
import { AccountFactsService } from '../identity';
import { AccountService } from './account.service';
import { allowedRedirect, appReturnUrl } from './oauth2-redirect';

/** Third-party kinds of the binding page; the emulator has no third-party provider, so none can be bound. */
const THIRD_TYPES = ['wechat_enterprise', 'dingtalk', 'github'] as const;

/** The signed-in user's own account (issue #14): every handler acts on the caller only. */
@Controller()
export class AccountController {
  constructor(
    @Inject(AccountService) private readonly accounts: AccountService,
    @Inject(AccountFactsService) private readonly facts: AccountFactsService,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  @ContractRoute(getUserData)
  async getUserData(@CurrentUser() user: Principal) {
    return bare(await this.accounts.userData(user));
  }

  @ContractRoute(selfEdit)
  async selfEdit(@CurrentUser() user: Principal, @Body() body: SelfEditBody) {
    return okWith('更新个人信息成功', await this.accounts.edit(user, body));
  }

  @ContractRoute(getAccountSetting)
  async getSetting(@CurrentUser() user: Principal) {
    return bare(await this.facts.setting(user.id));
  }

  @ContractRoute(saveAccountSetting)
  async saveSetting(
    @CurrentUser() user: Principal,
    @Body() body: { layout?: LayoutSettingsWire; notify?: NotifyPreferences },
  ) {
    return okWith('保存成功', await this.facts.saveSetting(user.id, body));
  }

  @ContractRoute(accountCenter)
  async center(@CurrentUser() user: Principal) {
    return bare(await this.accounts.card(user));
  }

  @ContractRoute(accountApps)
  async apps(@CurrentUser() user: Principal) {
    return bare(await this.accounts.apps(user));
  }

  @ContractRoute(accountArticles)
  async articles(@CurrentUser() user: Principal) {
    return bare(await this.accounts.articles(user));
  }

  @ContractRoute(accountProjects)
  async projects(@CurrentUser() user: Principal) {
    return bare(await this.accounts.projects(user));
  }

  @ContractRoute(accountThirdAccounts)
  thirdAccounts() {
    return bare<ThirdAccounts>({
      enabled: false,
      list: THIRD_TYPES.map((thirdType) => ({ thirdType, bound: false, realname: null })),
    });
  }

  @ContractRoute(oauth2CheckRedirect)
  checkRedirect(@Query() query: { redirect: string }) {
    return bare({ origin: this.allowed(query.redirect) });
  }

  @ContractRoute(oauth2Authorize)
  async authorize(@CurrentUser() user: Principal, @Body() body: { redirect: string; state?: string }) {
    this.allowed(body.redirect);
    const token = await this.tokens.issue(user);
    return okWith('授权成功', { redirectUrl: appReturnUrl(body.redirect, token, body.state), token });
  }

  private allowed(redirect: string): string {
    const origin = allowedRedirect(redirect, this.config.oauth2RedirectAllowlist);
    if (!origin) throw new JeecgError('回调地址未登记，拒绝跳转');
    return origin;
  }
}
