import { Body, Controller, Inject, Query } from '@nestjs/common';
import { onlineForceLogout, onlineList } from '@cropwatch/contract';
import { AccessToken, CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, okMessage } from '../../core/result/result';
import { OnlineService } from './online.service';

/** `/sys/online/*` (SysUserOnlineController): the online users page. */
@Controller()
export class OnlineController {
  constructor(@Inject(OnlineService) private readonly online: OnlineService) {}

  @ContractRoute(onlineList)
  async list(@Query() query: { username?: string; pageNo?: number; pageSize?: number }) {
    return bare(await this.online.list(query));
  }

  @ContractRoute(onlineForceLogout)
  async forceLogout(
    @Body() body: { token: string },
    @CurrentUser() user: Principal,
    @AccessToken() token: string | undefined,
  ) {
    await this.online.forceLogout(body.token, user, token);
    return okMessage('退出登录成功！');
  }
}
