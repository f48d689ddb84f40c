import { Controller, Inject } from '@nestjs/common';
import { loginfo, visitInfo } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, okWith } from '../../core/result/result';
import { LogService } from './log.service';

@Controller()
export class LogController {
  constructor(@Inject(LogService) private readonly logs: LogService) {}

  /** The message really is 登录成功 (LoginController#loginfo). */
  @ContractRoute(loginfo)
  async loginfo() {
    return okWith('登录成功', await this.logs.loginInfo());
  }

  @ContractRoute(visitInfo)
  async visitInfo() {
    return bare(await this.logs.visitInfo());
  }
}
