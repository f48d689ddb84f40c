import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  analysisChapterAdd,
  type AnalysisChapterAddValues,
  analysisChapterDelete,
  analysisChapterDeleteBatch,
  analysisChapterEdit,
  type AnalysisChapterEditValues,
  analysisChapterList,
  analysisChapterQueryById,
  analysisCountryIrrigationAdd,
  type AnalysisCountryIrrigationAddValues,
  analysisCountryIrrigationCountries,
  analysisCountryIrrigationDelete,
  analysisCountryIrrigationDeleteBatch,
  analysisCountryIrrigationEdit,
  type AnalysisCountryIrrigationEditValues,
  analysisCountryIrrigationList,
  analysisCountryIrrigationQueryById,
  analysisCueWordAdd,
  type AnalysisCueWordAddValues,
  analysisCueWordDelete,
  analysisCueWordDeleteBatch,
  analysisCueWordEdit,
  type AnalysisCueWordEditValues,
  analysisCueWordList,
  analysisCueWordPreview,
  type AnalysisCueWordPreviewValues,
  analysisCueWordQueryById,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage, okWith } from '../../core/result/result';
import { AnalysisChapterService } from './analysis-chapter.service';
import { AnalysisCueWordService } from './analysis-cue-word.service';
import { AnalysisIrrigationService } from './analysis-irrigation.service';

/** Bulletin chapters: read by everyone, changed with `analysis:chapter:edit`. */
@Controller()
export class AnalysisChapterController {
  constructor(@Inject(AnalysisChapterService) private readonly rows: AnalysisChapterService) {}

  @ContractRoute(analysisChapterList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisChapterQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisChapterAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisChapterAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisChapterEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisChapterEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisChapterEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisChapterEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisChapterDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisChapterDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}

/** Cue words: read and previewed by everyone, changed with `analysis:cueWord:edit`. */
@Controller()
export class AnalysisCueWordController {
  constructor(@Inject(AnalysisCueWordService) private readonly rows: AnalysisCueWordService) {}

  @ContractRoute(analysisCueWordList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisCueWordQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisCueWordPreview)
  preview(@Body() body: AnalysisCueWordPreviewValues) {
    return ok(this.rows.preview(body));
  }

  @ContractRoute(analysisCueWordAdd)
  async add(@CurrentUser() user: Principal, @Body() body: AnalysisCueWordAddValues) {
    return okWith('添加成功！', await this.rows.add(body, user));
  }

  @ContractRoute(analysisCueWordEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: AnalysisCueWordEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body, user));
  }

  @ContractRoute(analysisCueWordEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: AnalysisCueWordEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(analysisCueWordDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisCueWordDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}

/** Country irrigation: read by everyone, changed with `analysis:irrigation:edit`. */
@Controller()
export class AnalysisIrrigationController {
  constructor(@Inject(AnalysisIrrigationService) private readonly rows: AnalysisIrrigationService) {}

  @ContractRoute(analysisCountryIrrigationList)
  async list(@Query() query: ListQuery) {
    return ok(await this.rows.list(query));
  }

  @ContractRoute(analysisCountryIrrigationCountries)
  async countries() {
    return ok(await this.rows.countryOptions());
  }

  @ContractRoute(analysisCountryIrrigationQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.rows.queryById(id));
  }

  @ContractRoute(analysisCountryIrrigationAdd)
  async add(@Body() body: AnalysisCountryIrrigationAddValues) {
    return okWith('添加成功！', await this.rows.add(body));
  }

  @ContractRoute(analysisCountryIrrigationEdit, 'PUT')
  async edit(@Body() body: AnalysisCountryIrrigationEditValues) {
    return okWith('编辑成功!', await this.rows.edit(body));
  }

  @ContractRoute(analysisCountryIrrigationEdit, 'POST')
  editByPost(@Body() body: AnalysisCountryIrrigationEditValues) {
    return this.edit(body);
  }

  @ContractRoute(analysisCountryIrrigationDelete)
  async delete(@Query('id') id: string) {
    await this.rows.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(analysisCountryIrrigationDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.rows.deleteBatch(ids);
    return okMessage('批量删除成功!');
  }
}
