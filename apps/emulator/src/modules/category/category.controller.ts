import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  categoryAdd,
  type CategoryAddValues,
  categoryCheckCode,
  categoryChildList,
  categoryDelete,
  categoryDeleteBatch,
  categoryEdit,
  type CategoryEditValues,
  categoryExportXls,
  categoryImportExcel,
  categoryGetChildListBatch,
  categoryLoadAllData,
  categoryLoadDictItem,
  categoryLoadOne,
  categoryLoadTreeChildren,
  categoryLoadTreeData,
  categoryLoadTreeRoot,
  categoryQueryById,
  categoryRootList,
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
import { bare, ok, okMessage } from '../../core/result/result';
import { CATEGORY_COLUMNS, CategoryService } from './category.service';

/** `/sys/category/*` after SysCategoryController (contract §8.4). */
@Controller()
export class CategoryController {
  constructor(
    @Inject(CategoryService) private readonly categories: CategoryService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(categoryExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const records = await this.categories.exportRows(query);
    const body = await writeExportWorkbook({
      name: '分类字典',
      exporter: user.realname,
      columns: CATEGORY_COLUMNS,
      records,
      dicts: new Map(),
    });
    sendExcel(res, '分类字典', body);
  }

  @ContractRoute(categoryImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.categories.importSpec(user));
  }

  @ContractRoute(categoryRootList)
  async rootList(@Query() query: ListQuery) {
    return bare(await this.categories.rootList(query));
  }

  @ContractRoute(categoryChildList)
  async childList(@Query() query: ListQuery) {
    return bare(await this.categories.childList(query));
  }

  @ContractRoute(categoryGetChildListBatch)
  async getChildListBatch(@Query('parentIds') parentIds: string) {
    return ok(await this.categories.childListBatch(parentIds));
  }

  @ContractRoute(categoryCheckCode)
  async checkCode(@Query() query: { pid?: string; code?: string }) {
    await this.categories.checkCode(query.pid, query.code);
    return ok(null);
  }

  @ContractRoute(categoryLoadOne)
  async loadOne(@Query() query: { field: string; val: string }) {
    return bare(await this.categories.loadOne(query.field, query.val));
  }

  @ContractRoute(categoryLoadAllData)
  async loadAllData(@Query('code') code?: string) {
    return bare(await this.categories.loadAllData(code));
  }

  @ContractRoute(categoryLoadTreeRoot)
  async loadTreeRoot(@Query() query: { async: 'true' | 'false'; pcode: string }) {
    return bare(await this.categories.loadTreeRoot(query.async === 'true', query.pcode));
  }

  @ContractRoute(categoryLoadTreeChildren)
  async loadTreeChildren(@Query('pid') pid: string) {
    return bare(await this.categories.loadTreeChildren(pid));
  }

  @ContractRoute(categoryLoadTreeData)
  async loadTreeData(@Query() query: { pid?: string; pcode?: string; condition?: string }) {
    return bare(await this.categories.loadTreeData(query.pid, query.pcode, query.condition));
  }

  @ContractRoute(categoryLoadDictItem)
  async loadDictItem(@Query() query: { ids: string; delNotExist?: string }) {
    return bare(await this.categories.loadDictItem(query.ids, query.delNotExist !== 'false'));
  }

  @ContractRoute(categoryQueryById)
  async queryById(@Query('id') id: string) {
    return ok(await this.categories.queryById(id));
  }

  @ContractRoute(categoryAdd)
  async add(@CurrentUser() user: Principal, @Body() body: CategoryAddValues) {
    await this.categories.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(categoryEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: CategoryEditValues) {
    await this.categories.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(categoryEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: CategoryEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(categoryDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.categories.delete([id]))) throw new JeecgError('未找到对应实体');
    return okMessage('删除成功!');
  }

  @ContractRoute(categoryDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    const list = splitIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.categories.delete(list);
    return okMessage('批量删除成功!');
  }
}
