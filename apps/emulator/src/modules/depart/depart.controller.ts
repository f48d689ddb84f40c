import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  departAdd,
  type DepartAddValues,
  departDelete,
  departDeleteBatch,
  departEdit,
  type DepartEditValues,
  departExportXls,
  departImportExcel,
  departQueryAllParentId,
  departQueryIdTree,
  departQueryMyDeptTreeList,
  departQueryTreeList,
  departQueryTreeSync,
  departSearchBy,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import { splitIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, ok, success } from '../../core/result/result';
import { DEPART_COLUMNS, DepartService } from './depart.service';

/** `/sys/sysDepart/*` after SysDepartController (contract §6.3). */
@Controller()
export class DepartController {
  constructor(
    @Inject(DepartService) private readonly departs: DepartService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(departExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.departs.exportRows(query), this.departs.exportDicts()]);
    const body = await writeExportWorkbook({
      name: '部门信息',
      exporter: user.realname,
      columns: DEPART_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '部门信息', body);
  }

  @ContractRoute(departImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.departs.importSpec(user));
  }

  @ContractRoute(departQueryTreeList)
  async queryTreeList(@Query() query: { ids?: string }) {
    return bare(await this.departs.queryTreeList(query.ids));
  }

  @ContractRoute(departQueryTreeSync)
  async queryDepartTreeSync(@Query() query: { pid?: string; ids?: string; primaryKey?: 'id' | 'orgCode' }) {
    return bare(await this.departs.queryDepartTreeSync(query.pid, query.ids, query.primaryKey));
  }

  @ContractRoute(departQueryIdTree)
  async queryIdTree() {
    return bare(await this.departs.queryIdTree());
  }

  @ContractRoute(departSearchBy)
  async searchBy(@CurrentUser() user: Principal, @Query() query: { keyWord: string; myDeptSearch?: string }) {
    return bare(await this.departs.searchBy(query.keyWord, query.myDeptSearch, user));
  }

  /** The user identity travels in `message` (quirk §14.10). */
  @ContractRoute(departQueryMyDeptTreeList)
  async queryMyDeptTreeList(@CurrentUser() user: Principal) {
    const { identity, tree } = await this.departs.queryMyDeptTreeList(user);
    return bare(tree, identity);
  }

  @ContractRoute(departQueryAllParentId)
  async queryAllParentId(@Query() query: { departId?: string; orgCode?: string }) {
    return ok(await this.departs.queryAllParentId(query.departId, query.orgCode));
  }

  @ContractRoute(departAdd)
  async add(@CurrentUser() user: Principal, @Body() body: DepartAddValues) {
    await this.departs.add(body, user);
    return success('添加成功！');
  }

  @ContractRoute(departEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: DepartEditValues) {
    await this.departs.edit(body, user);
    return success('修改成功!');
  }

  @ContractRoute(departEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: DepartEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(departDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.departs.delete([id]))) throw new JeecgError('未找到对应实体');
    return success('删除成功!');
  }

  @ContractRoute(departDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    const list = splitIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.departs.delete(list);
    return success('删除成功!');
  }
}
