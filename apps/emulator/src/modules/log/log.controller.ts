import { Controller, Inject, Query } from '@nestjs/common';
import { LOG_CLEAR_ALL, logDelete, logDeleteBatch, loginfo, logList, visitInfo } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, error, okWith, success } from '../../core/result/result';
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

  /** `GET /sys/log/list` (SysLogController#queryPageList): bare Result with the IPage. */
  @ContractRoute(logList)
  async list(@Query() query: ListQuery) {
    return bare(await this.logs.list(query));
  }

  @ContractRoute(logDelete)
  async delete(@Query() query: { id: string }) {
    return (await this.logs.delete(query.id)) ? success('删除成功!') : error('未找到对应实体');
  }

  /** `ids=allclear` wipes the table and answers 清除成功! (the real controller overwrites it with 删除成功!). */
  @ContractRoute(logDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }) {
    if (query.ids.length === 1 && query.ids[0] === LOG_CLEAR_ALL) {
      await this.logs.clear();
      return success('清除成功!');
    }
    await this.logs.deleteMany(query.ids);
    return success('删除成功!');
  }
}
