import { Body, Controller, Inject, Query } from '@nestjs/common';
import type { z } from 'zod';
import {
  analysisItemAdd,
  type AnalysisItemAddValues,
  analysisItemDelete,
  analysisItemDeleteBatch,
  analysisItemEdit,
  type AnalysisItemEditValues,
  analysisItemGenerate,
  type AnalysisItemGenerateBody,
  analysisItemList,
  analysisItemQueryById,
  analysisItemSaveText,
  type AnalysisItemSaveTextBody,
  analysisItemVersions,
  analysisMainAdd,
  type AnalysisMainAddValues,
  analysisMainCancel,
  analysisMainDelete,
  analysisMainDeleteBatch,
  analysisMainEdit,
  type AnalysisMainEditValues,
  analysisMainGenerate,
  analysisMainGenerateBodySchema,
  analysisMainList,
  analysisMainProgress,
  analysisMainQueryById,
} from '@cropwatch/contract';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import type { Principal } from '../../../core/auth/principal';
import { ContractRoute } from '../../../core/http/contract-route.decorator';
import type { ListQuery } from '../../../core/paging/data-rules';
import { ok, okMessage, okWith } from '../../../core/result/result';
import { AnalysisGenerationService } from './analysis-generation.service';
import { AnalysisItemService } from './analysis-item.service';
import { AnalysisMainService } from './analysis-main.service';

/**
 * Analyses (`/analysis/analyzeMain/*`): read by everyone, added and edited with `analysis:analyze:add`,
 * deleted with `analysis:analyze:delete`, generated and cancelled with `analysis:notification:generate`.
 */
@Controller()
export class AnalysisMainController {
  constructor(
    @Inject(AnalysisMainService) private readonly rows: AnalysisMainService,
    @Inject(AnalysisGenerationService) private readonly generation: AnalysisGenerationService,
  ) {}

  @ContractRoute(analysisMainList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisMainQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisMainProgress)
  async progress(@Query('id') id: string) {
    return ok(await this.generation.progress(id));
  }

  @ContractRoute(analysisMainAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisMainAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisMainEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisMainEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisMainEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisMainEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisMainDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisMainDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(analysisMainGenerate)
  async generate(@CurrentUser() user: Principal, @Body() body: z.output<typeof analysisMainGenerateBodySchema>) {
    const queued = await this.generation.generateAnalysis(body, user);
    return okWith(`已加入生成队列：${queued.queued}项`, queued);
  }

  @ContractRoute(analysisMainCancel)
  async cancel(@CurrentUser() user: Principal, @Body() body: { id: string }) {
    const result = await this.generation.cancel(body.id, user);
    return okWith(`已取消：${result.cancelled}项`, result);
  }
}

/** Analysis items (`/analysis/analyzeItem/*`): same permissions as their analyses. */
@Controller()
export class AnalysisItemController {
  constructor(
    @Inject(AnalysisItemService) private readonly rows: AnalysisItemService,
    @Inject(AnalysisGenerationService) private readonly generation: AnalysisGenerationService,
  ) {}

  @ContractRoute(analysisItemList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisItemQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisItemVersions)
  async versions(@Query('id') id: string) {
    return ok(await this.rows.versions(id));
  }

  @ContractRoute(analysisItemAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisItemAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisItemEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisItemEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisItemEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisItemEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisItemDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisItemDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(analysisItemGenerate)
  async generate(@CurrentUser() user: Principal, @Body() body: AnalysisItemGenerateBody) {
    const queued = await this.generation.generateItems(body.ids, user);
    return okWith(`已加入生成队列：${queued.queued}项`, queued);
  }

  @ContractRoute(analysisItemSaveText)
  async saveText(@CurrentUser() user: Principal, @Body() body: AnalysisItemSaveTextBody) {
    return okWith('保存成功！', await this.rows.saveText(body.id, body.text, user));
  }
}
