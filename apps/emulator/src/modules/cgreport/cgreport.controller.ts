import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import {
  reportExportXls,
  reportGetColumnsAndData,
  reportGetData,
  reportGetParamsInfo,
  reportGetQueryInfo,
  reportGetRpColumns,
  type ReportDataQuery,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import { ok } from '../../core/result/result';
import { CgreportService } from './cgreport.service';

type DataQuery = ReportDataQuery & Record<string, unknown>;

/** `/online/cgreport/api/*` after OnlCgreportAPIController (contract §8.5). */
@Controller()
export class CgreportController {
  constructor(@Inject(CgreportService) private readonly reports: CgreportService) {}

  @ContractRoute(reportGetRpColumns)
  async getRpColumns(@Param('code') code: string) {
    return ok(await this.reports.columns(code));
  }

  @ContractRoute(reportGetQueryInfo)
  async getQueryInfo(@Param('id') id: string) {
    return ok(await this.reports.queryInfo(id));
  }

  @ContractRoute(reportGetData)
  async getData(@Param('id') id: string, @Query() query: DataQuery) {
    return ok(await this.reports.data(id, query));
  }

  @ContractRoute(reportGetColumnsAndData)
  async getColumnsAndData(@Param('id') id: string, @Query() query: DataQuery) {
    return ok(await this.reports.columnsAndData(id, query));
  }

  @ContractRoute(reportGetParamsInfo)
  async getParamsInfo(@Param('id') id: string) {
    return ok(await this.reports.paramsInfo(id));
  }

  @ContractRoute(reportExportXls)
  async exportXls(
    @Param('id') id: string,
    @Query() query: DataQuery,
    @CurrentUser() user: Principal,
    @Res() res: Response,
  ) {
    const sheet = await this.reports.exportSheet(id, query);
    sendExcel(res, sheet.name, await writeExportWorkbook({ ...sheet, exporter: user.realname }));
  }
}
