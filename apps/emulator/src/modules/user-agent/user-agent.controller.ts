import { Body, Controller, Inject, Query } from '@nestjs/common';
import { userAgentAdd, userAgentEdit, userAgentQueryByUserName, type UserAgentValues } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, error, success } from '../../core/result/result';
import { UserAgentService } from './user-agent.service';

/** `/sys/sysUserAgent/*` after SysUserAgentController of 3.4.0. */
@Controller()
export class UserAgentController {
  constructor(@Inject(UserAgentService) private readonly agents: UserAgentService) {}

  @ContractRoute(userAgentQueryByUserName)
  async queryByUserName(@Query() query: { userName: string }) {
    const agent = await this.agents.byUserName(query.userName);
    return agent ? bare(agent) : error('未找到对应实体');
  }

  @ContractRoute(userAgentAdd)
  async add(@Body() body: UserAgentValues, @CurrentUser() user: Principal) {
    await this.agents.add(body, user);
    return success('代理人设置成功！');
  }

  @ContractRoute(userAgentEdit)
  async edit(@Body() body: UserAgentValues & { id: string }, @CurrentUser() user: Principal) {
    await this.agents.edit(body, user);
    return success('代理人设置成功!');
  }

  @ContractRoute(userAgentEdit, 'POST')
  editByPost(@Body() body: UserAgentValues & { id: string }, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }
}
