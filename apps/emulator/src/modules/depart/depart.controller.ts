import { Controller, Inject, Query } from '@nestjs/common';
import { departQueryTreeList } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare } from '../../core/result/result';
import { DepartService } from './depart.service';

@Controller()
export class DepartController {
  constructor(@Inject(DepartService) private readonly departs: DepartService) {}

  @ContractRoute(departQueryTreeList)
  async queryTreeList(@Query() query: { ids?: string }) {
    return bare(await this.departs.queryTreeList(query.ids));
  }
}
