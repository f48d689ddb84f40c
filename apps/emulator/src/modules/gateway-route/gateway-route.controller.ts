import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  gatewayRouteClearRedis,
  gatewayRouteDelete,
  gatewayRouteList,
  gatewayRouteUpdateAll,
  type GatewayRouteValues,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { ok, okMessage } from '../../core/result/result';
import { GatewayRouteService } from './gateway-route.service';

/** `/sys/gatewayRoute/*` after SysGatewayRouteController of JeecgBoot 3.4 (ok200 answers). */
@Controller()
export class GatewayRouteController {
  constructor(@Inject(GatewayRouteService) private readonly routes: GatewayRouteService) {}

  @ContractRoute(gatewayRouteList)
  async list(@Query() query: { name?: string; routerId?: string }) {
    return ok(await this.routes.list(query));
  }

  @ContractRoute(gatewayRouteUpdateAll)
  async updateAll(@CurrentUser() user: Principal, @Body() body: { router: GatewayRouteValues }) {
    // SysGatewayRouteServiceImpl#updateAll: `json.getJSONObject("router")`.
    await this.routes.save(body.router, user);
    return okMessage('操作成功！');
  }

  @ContractRoute(gatewayRouteDelete)
  async delete(@Query('id') id: string) {
    await this.routes.delete(id);
    return okMessage('删除路由成功');
  }

  @ContractRoute(gatewayRouteClearRedis)
  async clearRedis() {
    const count = await this.routes.refresh();
    return okMessage(`刷新路由成功，共 ${count} 条`);
  }
}
