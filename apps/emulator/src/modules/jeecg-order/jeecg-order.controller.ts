import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  jeecgOrderAdd,
  jeecgOrderCustomerList,
  jeecgOrderDelete,
  jeecgOrderDeleteBatch,
  jeecgOrderEdit,
  jeecgOrderExportXls,
  jeecgOrderImportExcel,
  jeecgOrderLineList,
  jeecgOrderList,
  jeecgOrderPaymentList,
  jeecgOrderQueryById,
  jeecgOrderTicketList,
  type OrderAddValues,
  type OrderEditValues,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import type { ListQuery } from '../../core/paging/data-rules';
import { error, ok, okMessage } from '../../core/result/result';
import { ORDER_COLUMNS, JeecgOrderService, toOrderJson } from './jeecg-order.service';

/** `/test/jeecgOrderMain/*` (JeecgOrderMainController): JeecgBoot's one-to-many demo, ok200 answers. */
@Controller()
export class JeecgOrderController {
  constructor(
    @Inject(JeecgOrderService) private readonly orders: JeecgOrderService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(jeecgOrderExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const body = await writeExportWorkbook({
      name: '订单信息',
      exporter: user.realname,
      columns: ORDER_COLUMNS,
      records: this.orders.exportRows(query),
      dicts: await this.orders.sheetDicts(),
    });
    sendExcel(res, '订单信息', body);
  }

  @ContractRoute(jeecgOrderImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.orders.importSpec(user));
  }

  @ContractRoute(jeecgOrderList)
  async list(@Query() query: ListQuery) {
    return ok(await this.orders.list(query));
  }

  @ContractRoute(jeecgOrderAdd)
  async add(@Body() body: OrderAddValues, @CurrentUser() user: Principal) {
    await this.orders.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(jeecgOrderEdit)
  async edit(@Body() body: OrderEditValues, @CurrentUser() user: Principal) {
    await this.orders.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(jeecgOrderEdit, 'POST')
  editByPost(@Body() body: OrderEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(jeecgOrderDelete)
  async delete(@Query() query: { id: string }) {
    return (await this.orders.delete([query.id])) ? okMessage('删除成功!') : error('未找到对应数据');
  }

  @ContractRoute(jeecgOrderDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }) {
    await this.orders.delete(query.ids);
    return okMessage('批量删除成功！');
  }

  @ContractRoute(jeecgOrderQueryById)
  async queryById(@Query() query: { id: string }) {
    const o = await this.orders.findById(query.id);
    return o ? ok(toOrderJson(o)) : error('未找到对应数据');
  }

  @ContractRoute(jeecgOrderCustomerList)
  async customers(@Query() query: { id: string }) {
    return ok(await this.orders.customersOf(query.id));
  }

  @ContractRoute(jeecgOrderTicketList)
  async tickets(@Query() query: { id: string }) {
    return ok(await this.orders.ticketsOf(query.id));
  }

  @ContractRoute(jeecgOrderLineList)
  async productLines(@Query() query: { id: string }) {
    return ok(await this.orders.linesOf(query.id));
  }

  @ContractRoute(jeecgOrderPaymentList)
  async payments(@Query() query: { id: string }) {
    return ok(await this.orders.paymentsOf(query.id));
  }
}
