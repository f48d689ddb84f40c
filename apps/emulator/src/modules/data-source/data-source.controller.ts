import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  dataSourceAdd,
  type DataSourceAddValues,
  dataSourceDelete,
  dataSourceDeleteBatch,
  dataSourceEdit,
  type DataSourceEditValues,
  dataSourceList,
  dataSourceOptions,
  dataSourceQueryById,
  dataSourceTestConnection,
  type TestConnectionValues,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { ok, okMessage } from '../../core/result/result';
import { DataSourceService } from './data-source.service';

/** `/sys/dataSource/*` after SysDataSourceController (generated CRUD: ok200) and the form's test connection. */
@Controller()
export class DataSourceController {
  constructor(@Inject(DataSourceService) private readonly sources: DataSourceService) {}

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
}
