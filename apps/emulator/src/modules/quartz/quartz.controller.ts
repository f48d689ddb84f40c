import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  quartzJobAdd,
  type QuartzJobAddValues,
  quartzJobClasses,
  quartzJobDelete,
  quartzJobDeleteBatch,
  quartzJobEdit,
  type QuartzJobEditValues,
  quartzJobExecute,
  quartzJobExportXls,
  quartzJobImportExcel,
  quartzJobList,
  quartzJobPause,
  quartzJobQueryById,
  quartzJobResume,
  quartzJobRunLog,
  type Result,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, error, ok, okMessage } from '../../core/result/result';
import { InvalidCronError } from './quartz.errors';
import { QUARTZ_JOB_COLUMNS, QuartzService } from './quartz.service';

/** Runs a scheduling change; an invalid cron answers err500 with the structured error as `result`. */
async function withCronDetail(change: () => Promise<Result<string>>) {
  try {
    return await change();
  } catch (e) {
    if (e instanceof InvalidCronError) return { ...error(e.message), result: e.detail };
    throw e;
  }
}

@Controller()
export class QuartzController {
  constructor(
    @Inject(QuartzService) private readonly quartz: QuartzService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(quartzJobList)
  async list(@Query() query: ListQuery) {
    return ok(await this.quartz.list(query));
  }

  @ContractRoute(quartzJobAdd)
  add(@CurrentUser() user: Principal, @Body() body: QuartzJobAddValues) {
    return withCronDetail(async () => {
      await this.quartz.add(body, user);
      return okMessage('创建定时任务成功');
    });
  }

  @ContractRoute(quartzJobEdit, 'PUT')
  edit(@CurrentUser() user: Principal, @Body() body: QuartzJobEditValues) {
    return withCronDetail(async () => {
      await this.quartz.edit(body, user);
      return okMessage('更新定时任务成功!');
    });
  }

  @ContractRoute(quartzJobEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: QuartzJobEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(quartzJobDelete)
  async delete(@Query('id') id: string) {
    await this.quartz.delete(id);
    return okMessage('删除成功!');
  }

  @ContractRoute(quartzJobDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    await this.quartz.deleteBatch(ids);
    return okMessage('删除定时任务成功!');
  }

  @ContractRoute(quartzJobPause)
  async pause(@CurrentUser() user: Principal, @Query('id') id: string) {
    await this.quartz.pause(id, user);
    return okMessage('停止定时任务成功');
  }

  @ContractRoute(quartzJobResume)
  resume(@CurrentUser() user: Principal, @Query('id') id: string) {
    return withCronDetail(async () => {
      await this.quartz.resume(id, user);
      return okMessage('启动定时任务成功');
    });
  }

  @ContractRoute(quartzJobExecute)
  async execute(@Query('id') id: string) {
    await this.quartz.execute(id);
    return okMessage('执行成功!');
  }

  @ContractRoute(quartzJobQueryById)
  async queryById(@Query('id') id: string) {
    return bare(await this.quartz.queryById(id));
  }

  @ContractRoute(quartzJobRunLog)
  async runLog(@Query() query: ListQuery) {
    return ok(await this.quartz.runLog(query));
  }

  @ContractRoute(quartzJobClasses)
  jobClasses() {
    return ok(this.quartz.jobClasses());
  }

  @ContractRoute(quartzJobExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.quartz.exportRows(query), this.quartz.statusTexts()]);
    const body = await writeExportWorkbook({
      name: '定时任务列表',
      exporter: user.realname,
      columns: QUARTZ_JOB_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '定时任务列表', body);
  }

  /** Imported jobs are stored stopped and never scheduled until resumed (contract §11). */
  @ContractRoute(quartzJobImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.quartz.importSpec(user));
  }
}
