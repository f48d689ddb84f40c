import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  positionAdd,
  type PositionAddValues,
  positionDelete,
  positionDeleteBatch,
  positionEdit,
  type PositionEditValues,
  positionExportXls,
  positionImportExcel,
  positionList,
  positionQueryByCode,
  positionQueryById,
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
import { POSITION_COLUMNS, PositionService, toSysPositionJson } from './position.service';

/**
 * `/sys/position/*` (SysPositionController, contract §6.6): generated CRUD, so ok200 answers. No button
 * codes are seeded for positions, so writes need only a signed-in user (docs/decisions.md).
 */
@Controller()
export class PositionController {
  constructor(
    @Inject(PositionService) private readonly positions: PositionService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(positionList)
  async list(@Query() query: ListQuery) {
    return ok(await this.positions.list(query));
  }

  @ContractRoute(positionAdd)
  async add(@Body() body: PositionAddValues, @CurrentUser() user: Principal) {
    await this.positions.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(positionEdit)
  async edit(@Body() body: PositionEditValues, @CurrentUser() user: Principal) {
    await this.positions.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(positionEdit, 'POST')
  editByPost(@Body() body: PositionEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(positionDelete)
  async delete(@Query() query: { id: string }) {
    return (await this.positions.delete([query.id])) ? okMessage('删除成功!') : error('未找到对应数据');
  }

  @ContractRoute(positionDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }) {
    await this.positions.delete(query.ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(positionQueryById)
  async queryById(@Query() query: { id: string }) {
    const p = await this.positions.findById(query.id);
    return p ? ok(toSysPositionJson(p)) : error('未找到对应数据');
  }

  @ContractRoute(positionQueryByCode)
  async queryByCode(@Query() query: { code: string }) {
    const p = await this.positions.findByCode(query.code);
    return p ? bare(toSysPositionJson(p)) : error('未找到对应实体');
  }

  @ContractRoute(positionExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.positions.exportRows(query), this.positions.rankTexts()]);
    const body = await writeExportWorkbook({
      name: '职务表',
      exporter: user.realname,
      columns: POSITION_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '职务表', body);
  }

  @ContractRoute(positionImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.positions.importSpec(user));
  }
}
