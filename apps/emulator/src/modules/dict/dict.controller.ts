import { Controller, Inject, Param } from '@nestjs/common';
import { getDictItems, queryAllDictItems, refleshCache } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, ok } from '../../core/result/result';
import { DictService } from './dict.service';

@Controller()
export class DictController {
  constructor(@Inject(DictService) private readonly dicts: DictService) {}

  @ContractRoute(getDictItems)
  async getDictItems(@Param('dictCode') dictCode: string) {
    return bare(await this.dicts.getDictItems(dictCode));
  }

  @ContractRoute(queryAllDictItems)
  async queryAllDictItems() {
    return ok(await this.dicts.queryAllDictItems());
  }

  /** Nothing is cached server-side here; the endpoint exists because clients call it before re-reading. */
  @ContractRoute(refleshCache)
  refleshCache() {
    return bare(null);
  }
}
