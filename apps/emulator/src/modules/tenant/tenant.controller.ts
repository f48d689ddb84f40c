import { Body, Controller, Headers, Inject, Query, Res } from '@nestjs/common';
import {
  tenantAdd,
  type TenantAddValues,
  tenantDelete,
  tenantDeleteBatch,
  tenantEdit,
  type TenantEditValues,
  tenantExportXls,
  tenantImportExcel,
  tenantGetCurrentUserTenant,
  tenantList,
  tenantQueryById,
  tenantQueryList,
  tenantUserList,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, ok, okMessage, success } from '../../core/result/result';
import { TENANT_COLUMNS, TenantService } from './tenant.service';

/** `/sys/tenant/*` after SysTenantController (contract §6.6). */
@Controller()
export class TenantController {
  constructor(
    @Inject(TenantService) private readonly tenants: TenantService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(tenantExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.tenants.listForExport(query), this.tenants.exportDicts()]);
    const body = await writeExportWorkbook({
      name: '租户信息',
      exporter: user.realname,
      columns: TENANT_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '租户信息', body);
  }

  @ContractRoute(tenantImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.tenants.importSpec(user));
  }

  @ContractRoute(tenantList)
  async list(@Query() query: ListQuery) {
    return bare(await this.tenants.list(query));
  }

  @ContractRoute(tenantAdd)
  async add(@CurrentUser() user: Principal, @Body() body: TenantAddValues) {
    await this.tenants.add(body, user);
    return success('添加成功！');
  }

  @ContractRoute(tenantEdit, 'PUT')
  async edit(@Body() body: TenantEditValues) {
    await this.tenants.edit(body);
    return success('修改成功!');
  }

  @ContractRoute(tenantEdit, 'POST')
  editByPost(@Body() body: TenantEditValues) {
    return this.edit(body);
  }

  @ContractRoute(tenantDelete, 'DELETE')
  async delete(@Query('id') id: string) {
    await this.tenants.delete(id);
    return okMessage('删除成功');
  }

  @ContractRoute(tenantDelete, 'POST')
  deleteByPost(@Query('id') id: string) {
    return this.delete(id);
  }

  @ContractRoute(tenantDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    return success(await this.tenants.deleteBatch(ids));
  }

  @ContractRoute(tenantQueryById)
  async queryById(@Query('id') id: string) {
    return bare(await this.tenants.queryById(id));
  }

  @ContractRoute(tenantQueryList)
  async queryList(@Query('ids') ids?: string) {
    return bare(await this.tenants.queryList(ids));
  }

  @ContractRoute(tenantGetCurrentUserTenant)
  async getCurrentUserTenant(
    @CurrentUser() user: Principal,
    @Headers('x-tenant-id') tenantHeader?: string,
    @Headers('tenant-id') legacyTenantHeader?: string,
  ) {
    return bare(await this.tenants.currentUserTenant(user, tenantHeader || legacyTenantHeader));
  }

  @ContractRoute(tenantUserList)
  async userList(@Query() query: ListQuery & { userTenantId?: string; tenantId?: string }) {
    return ok(await this.tenants.userList(query.userTenantId || query.tenantId || '', query));
  }
}
