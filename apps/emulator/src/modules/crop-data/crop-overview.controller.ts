import { Controller, Inject, Query } from '@nestjs/common';
import { cropOverview } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { ok } from '../../core/result/result';
import { CropOverviewService } from './crop-overview.service';

/** `GET /crop/overview` (issue #18): the home page's crop situation for one period. */
@Controller()
export class CropOverviewController {
  constructor(@Inject(CropOverviewService) private readonly overview: CropOverviewService) {}

  @ContractRoute(cropOverview)
  async get(@Query() query: { period?: string }) {
    return ok(await this.overview.overview(query.period));
  }
}
