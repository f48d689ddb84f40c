import { Body, Controller, Inject, Param } from '@nestjs/common';
import {
  THIRD_APP_DISABLED,
  THIRD_APP_MESSAGE_TEST,
  getEnabledType,
  syncThirdApp,
  thirdAppRecallMessageTest,
  thirdAppSendMessageTest,
  workplaceTeams,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { error, ok } from '../../core/result/result';
import { DepartLookupService } from '../identity';

const messageTestAnswer = (app: string | null | undefined): string =>
  app === 'WECHAT_ENTERPRISE' || app === 'DINGTALK' ? THIRD_APP_MESSAGE_TEST[app] : THIRD_APP_MESSAGE_TEST.unknown;

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

  /** ThirdAppController's message tests: the app is disabled (or unknown); nothing is sent or recalled. */
  @ContractRoute(thirdAppSendMessageTest)
  sendMessageTest(@Body() body: { app?: string | null }) {
    return error(messageTestAnswer(body.app));
  }

  @ContractRoute(thirdAppRecallMessageTest)
  recallMessageTest(@Body() body: { app?: string | null }) {
    return error(messageTestAnswer(body.app));
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
