import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  dataSourceAdd,
  type DataSourceAddValues,
  dataSourceDelete,
  dataSourceDeleteBatch,
  dataSourceEdit,
  type DataSourceEditValues,
  dataSourceExportXls,
  dataSourceImportExcel,
  dataSourceList,
  dataSourceOptions,
  dataSourceQueryById,
  dataSourceTestConnection,
  type TestConnectionValues,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage } from '../../core/result/result';
import { DATA_SOURCE_COLUMNS, DataSourceService } from './data-source.service';

/** `/sys/dataSource/*` after SysDataSourceController (generated CRUD: ok200) and the form's test connection. */
@Controller()
export class DataSourceController {
  constructor(
    @Inject(DataSourceService) private readonly sources: DataSourceService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(dataSourceList)
  async list(@Query() query: ListQuery) {
    return ok(await this.sources.list(query));
  }

  @ContractRoute(dataSourceOptions)
  async options() {
    return ok(await this.sources.options());
  }

  @ContractRoute(dataSourceQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.sources.queryById(id));
  }

  @ContractRoute(dataSourceAdd)
  async add(@CurrentUser() user: Principal, @Body() body: DataSourceAddValues) {
    await this.sources.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(dataSourceEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: DataSourceEditValues) {
    await this.sources.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(dataSourceEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: DataSourceEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(dataSourceDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.sources.delete([id]))) throw new JeecgError('未找到对应实体');
    return okMessage('删除成功!');
  }

  @ContractRoute(dataSourceDeleteBatch)
  async deleteBatch(@Query('ids') ids: string[]) {
    await this.sources.delete(ids);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(dataSourceTestConnection)
  async testConnection(@Body() body: TestConnectionValues) {
    return okMessage(await this.sources.testConnection(body));
  }

  @ContractRoute(dataSourceExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.sources.exportRows(query), this.sources.typeTexts()]);
    const body = await writeExportWorkbook({
      name: '多数据源管理',
      exporter: user.realname,
      columns: DATA_SOURCE_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '多数据源管理', body);
  }

  @ContractRoute(dataSourceImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.sources.importSpec(user));
  }
}
