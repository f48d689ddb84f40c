import { Controller, Inject, Param } from '@nestjs/common';
import { THIRD_APP_DISABLED, getEnabledType, syncThirdApp, workplaceTeams } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { error, ok } from '../../core/result/result';
import { DepartLookupService } from '../identity/depart-lookup.service';

/**
 * What the real JeecgBoot client asks of a 3.4 server beyond the system pages (issue #19): the third-party app
 * switches of `ThirdAppController` (both apps disabled, as on a plain install) and the teams of the demo module.
 */
@Controller()
export class ThirdAppController {
  constructor(
    @Inject(DepartLookupService) private readonly departs: DepartLookupService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(getEnabledType)
  enabledType() {
    return ok({ wechatEnterprise: false, dingtalk: false });
  }

  /** Any of the eight sync calls: the app is disabled. */
  @ContractRoute(syncThirdApp)
  sync(@Param() params: { app: keyof typeof THIRD_APP_DISABLED }) {
    return error(THIRD_APP_DISABLED[params.app]);
  }

  /** The demo module's teams: the caller's own departments, in the mock file's layout (no envelope). */
  @ContractRoute(workplaceTeams)
  async teams(@CurrentUser() user: Principal) {
    const departs = await this.departs.departsOfUser(user.id);
    return {
      message: '',
      result: departs.map((d) => ({ id: d.id, name: d.departName, avatar: '' })),
      status: 200 as const,
      timestamp: this.clock.now(),
    };
  }
}
