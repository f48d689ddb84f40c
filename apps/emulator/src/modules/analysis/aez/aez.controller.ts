import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  analysisCropReference,
  analysisPartitionAdd,
  type AnalysisPartitionAddValues,
  analysisPartitionDelete,
  analysisPartitionEdit,
  type AnalysisPartitionEditValues,
  analysisPartitionList,
  analysisZoneAdd,
  type AnalysisZoneAddValues,
  analysisZoneDelete,
  analysisZoneDeleteBatch,
  analysisZoneEdit,
  type AnalysisZoneEditValues,
  analysisZoneList,
  analysisZoneQueryById,
} from '@cropwatch/contract';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import type { Principal } from '../../../core/auth/principal';
import { ContractRoute } from '../../../core/http/contract-route.decorator';
import type { ListQuery } from '../../../core/paging/data-rules';
import { ok, okMessage, okWith } from '../../../core/result/result';
import { CropDataService } from '../../crop-data';
import { AnalysisPartitionService } from './analysis-partition.service';
import { AnalysisZoneService } from './analysis-zone.service';
import { cropReference } from './crop-reference';

/** Zone partitions: listed by everyone, changed with `analysis:aezs:edit`. */
@Controller()
export class AnalysisPartitionController {
  constructor(@Inject(AnalysisPartitionService) private readonly rows: AnalysisPartitionService) {}

  @ContractRoute(analysisPartitionList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisPartitionAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisPartitionAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisPartitionEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisPartitionEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisPartitionEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisPartitionEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisPartitionDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }
}

/** Zones (`/analysis/aezs/*`) and the crop reference for pickers: listed by everyone, changed with `analysis:aezs:edit`. */
@Controller()
export class AnalysisZoneController {
  constructor(
    @Inject(AnalysisZoneService) private readonly rows: AnalysisZoneService,
    @Inject(CropDataService) private readonly cropData: CropDataService,
  ) {}

  @ContractRoute(analysisZoneList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisZoneQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisCropReference)
  cropReference() {
    return ok(cropReference(this.cropData));
  }

  @ContractRoute(analysisZoneAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisZoneAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisZoneEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisZoneEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisZoneEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisZoneEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisZoneDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisZoneDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}
