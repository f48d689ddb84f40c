import { Controller, Inject, Query } from '@nestjs/common';
import { dataLogList, dataLogQueryCompareList, dataLogQueryDataVerList } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare } from '../../core/result/result';
import { DataLogService } from './data-log.service';

/** `/sys/dataLog/*` (SysDataLogController): bare Results, as the hand-written controller sets them. */
@Controller()
export class DataLogController {
  constructor(@Inject(DataLogService) private readonly dataLogs: DataLogService) {}

  @ContractRoute(dataLogList)
  async list(@Query() query: ListQuery) {
    return bare(await this.dataLogs.list(query));
  }

  @ContractRoute(dataLogQueryCompareList)
  async queryCompareList(@Query() query: { dataId1: string; dataId2: string }) {
    return bare(await this.dataLogs.compare(query.dataId1, query.dataId2));
  }

  @ContractRoute(dataLogQueryDataVerList)
  async queryDataVerList(@Query() query: { dataTable: string; dataId: string }) {
    return bare(await this.dataLogs.versions(query.dataTable, query.dataId));
  }
}
