import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import {
  dictAdd,
  type DictAddValues,
  dictBack,
  dictDelete,
  dictDeleteBatch,
  dictDeleteList,
  dictDeletePhysic,
  dictEdit,
  type DictEditValues,
  dictExportXls,
  dictImportExcel,
  dictItemAdd,
  type DictItemAddValues,
  dictItemCheck,
  dictItemDelete,
  dictItemDeleteBatch,
  dictItemEdit,
  type DictItemEditValues,
  dictItemList,
  dictList,
  dictTreeList,
  getDictItems,
  getDictText,
  loadDict,
  loadDictItem,
  loadDictOrderByValue,
  loadTreeData,
  queryAllDictItems,
  refleshCache,
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
import { bare, error, ok, okMessage, success } from '../../core/result/result';
import { DICT_COLUMNS, DictAdminService } from './dict-admin.service';
import { DictService, type TreeDataQuery } from './dict.service';

/** `/sys/dict/*` and `/sys/dictItem/*` after SysDictController and SysDictItemController (contract §4.3). */
@Controller()
export class DictController {
  constructor(
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(DictAdminService) private readonly admin: DictAdminService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(dictExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const records = await this.admin.listForExport(query);
    const body = await writeExportWorkbook({
      name: '数据字典',
      exporter: user.realname,
      columns: DICT_COLUMNS,
      records,
      dicts: new Map(),
    });
    sendExcel(res, '数据字典', body);
  }

  @ContractRoute(dictImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.admin.importSpec(user));
  }

  @ContractRoute(getDictItems)
  async getDictItems(@Param('dictCode') dictCode: string) {
    return bare(await this.dicts.getDictItemsJson(dictCode));
  }

  @ContractRoute(queryAllDictItems)
  async queryAllDictItems() {
    return ok(await this.dicts.queryAllDictItems());
  }

  /**
   * JeecgBoot evicts its Redis dictionary caches here. The emulator keeps no dictionary cache (every call
   * reads the tables), so there is nothing to clear; clients re-read `queryAllDictItems` afterwards.
   */
  @ContractRoute(refleshCache)
  refleshCache() {
    return bare(null);
  }

  @ContractRoute(loadDict)
  async loadDict(@Param('dictCode') dictCode: string, @Query() query: { keyword?: string; pageSize?: number }) {
    return bare(await this.dicts.loadDict(dictCode, query.keyword, query.pageSize));
  }

  @ContractRoute(loadDictOrderByValue)
  async loadDictOrderByValue(
    @Param('dictCode') dictCode: string,
    @Query() query: { keyword: string; pageSize?: number },
  ) {
    return bare(await this.dicts.loadDictOrderByValue(dictCode, query.keyword, query.pageSize));
  }

  @ContractRoute(loadDictItem)
  async loadDictItem(@Param('dictCode') dictCode: string, @Query() query: { key: string; delNotExist?: string }) {
    return bare(await this.dicts.loadDictItem(dictCode, query.key, query.delNotExist !== 'false'));
  }

  @ContractRoute(loadTreeData)
  async loadTreeData(@Query() query: TreeDataQuery) {
    return bare(await this.dicts.loadTreeData(query));
  }

  @ContractRoute(getDictText)
  async getDictText(@Param('dictCode') dictCode: string, @Param('key') key: string) {
    return bare(await this.dicts.getDictText(dictCode, key));
  }

  @ContractRoute(dictList)
  async list(@Query() query: ListQuery) {
    return bare(await this.admin.list(query));
  }

  @ContractRoute(dictTreeList)
  async treeList(@Query() query: { dictName?: string }) {
    return bare(await this.admin.treeList(query.dictName));
  }

  @ContractRoute(dictAdd)
  async add(@CurrentUser() user: Principal, @Body() body: DictAddValues) {
    await this.admin.add(body, user);
    return success('保存成功！');
  }

  @ContractRoute(dictEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: DictEditValues) {
    await this.admin.edit(body, user);
    return success('编辑成功!');
  }

  @ContractRoute(dictEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: DictEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(dictDelete)
  async delete(@CurrentUser() user: Principal, @Query('id') id: string) {
    return (await this.admin.delete([id], user)) ? success('删除成功!') : error('删除失败!');
  }

  @ContractRoute(dictDeleteBatch)
  async deleteBatch(@CurrentUser() user: Principal, @Query('ids') ids: string) {
    const list = splitIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.admin.delete(list, user);
    return success('删除成功!');
  }

  @ContractRoute(dictDeleteList)
  async deleteList() {
    return bare(await this.admin.recycleBin());
  }

  @ContractRoute(dictDeletePhysic)
  async deletePhysic(@Param('id') id: string) {
    return (await this.admin.deletePhysic(id)) ? okMessage('删除成功!') : error('删除失败!');
  }

  @ContractRoute(dictBack)
  async back(@CurrentUser() user: Principal, @Param('id') id: string) {
    await this.admin.back(id, user);
    return okMessage('操作成功!');
  }

  @ContractRoute(dictItemList)
  async itemList(@Query() query: ListQuery) {
    return bare(await this.admin.itemList(query));
  }

  @ContractRoute(dictItemAdd)
  async addItem(@CurrentUser() user: Principal, @Body() body: DictItemAddValues) {
    await this.admin.addItem(body, user);
    return success('保存成功！');
  }

  @ContractRoute(dictItemEdit, 'PUT')
  async editItem(@CurrentUser() user: Principal, @Body() body: DictItemEditValues) {
    await this.admin.editItem(body, user);
    return success('编辑成功!');
  }

  @ContractRoute(dictItemEdit, 'POST')
  editItemByPost(@CurrentUser() user: Principal, @Body() body: DictItemEditValues) {
    return this.editItem(user, body);
  }

  @ContractRoute(dictItemDelete)
  async deleteItem(@Query('id') id: string) {
    if (!(await this.admin.deleteItems([id]))) throw new JeecgError('未找到对应实体');
    return success('删除成功!');
  }

  @ContractRoute(dictItemDeleteBatch)
  async deleteItemBatch(@Query('ids') ids: string) {
    const list = splitIds(ids);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.admin.deleteItems(list);
    return success('删除成功!');
  }

  @ContractRoute(dictItemCheck)
  async dictItemCheck(@Query() query: { dictId: string; itemValue: string; id?: string }) {
    return (await this.admin.itemValueTaken(query.dictId, query.itemValue, query.id || undefined))
      ? error('该值不可用，系统中已存在！')
      : okMessage('该值可用！');
  }
}
