import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import {
  roleAdd,
  type RoleAddValues,
  roleCheckRoleCode,
  roleDataRuleGet,
  roleDataRuleSave,
  roleDelete,
  roleDeleteBatch,
  roleEdit,
  type RoleEditValues,
  roleExportXls,
  roleImportExcel,
  roleList,
  roleQueryAll,
  roleQueryById,
  roleQueryTreeList,
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
import { MenuTreeService } from '../identity';
import { RoleDataRuleService } from './role-data-rule.service';
import { ROLE_COLUMNS, RoleService, toSysRoleJson } from './role.service';

/** `/sys/role/*` (SysRoleController, contract §6.2). */
@Controller()
export class RoleController {
  constructor(
    @Inject(RoleService) private readonly roles: RoleService,
    @Inject(MenuTreeService) private readonly menuTree: MenuTreeService,
    @Inject(RoleDataRuleService) private readonly rules: RoleDataRuleService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
  ) {}

  @ContractRoute(roleList)
  async list(@Query() query: ListQuery) {
    return bare(await this.roles.list(query));
  }

  @ContractRoute(roleAdd)
  async add(@Body() body: RoleAddValues, @CurrentUser() user: Principal) {
    await this.roles.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(roleEdit)
  async edit(@Body() body: RoleEditValues, @CurrentUser() user: Principal) {
    await this.roles.edit(body, user);
    return okMessage('修改成功!');
  }

  @ContractRoute(roleEdit, 'POST')
  editByPost(@Body() body: RoleEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(roleDelete)
  async delete(@Query() query: { id: string }) {
    return (await this.roles.delete([query.id])) ? okMessage('删除角色成功') : error('未找到对应实体');
  }

  @ContractRoute(roleDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }) {
    await this.roles.delete(query.ids);
    return okMessage('删除角色成功!');
  }

  @ContractRoute(roleQueryById)
  async queryById(@Query() query: { id: string }) {
    const role = await this.roles.findById(query.id);
    return role ? bare(toSysRoleJson(role)) : error('未找到对应实体');
  }

  /** All roles; an empty table is an error (quirk §14.8). */
  @ContractRoute(roleQueryAll)
  async queryall() {
    const all = await this.roles.all();
    return all.length ? bare(all) : error('未找到角色信息');
  }

  @ContractRoute(roleCheckRoleCode)
  async checkRoleCode(@Query() query: { id?: string; roleCode: string }) {
    return (await this.roles.codeIsFree(query.roleCode, query.id || undefined))
      ? bare(true)
      : { ...error('角色编码已存在'), code: 0 };
  }

  @ContractRoute(roleQueryTreeList)
  async queryTreeList() {
    return bare(await this.menuTree.authorisationTree('role'));
  }

  @ContractRoute(roleDataRuleGet)
  async getDataRules(@Param() params: { permissionId: string; roleId: string }) {
    return ok(await this.rules.roleRules(params.permissionId, params.roleId));
  }

  @ContractRoute(roleDataRuleSave)
  async saveDataRules(@Body() body: { permissionId: string; roleId: string; dataRuleIds?: string | null }) {
    await this.rules.saveRoleRules(body.permissionId, body.roleId, body.dataRuleIds);
    return okMessage('保存成功!');
  }

  @ContractRoute(roleExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const records = await this.roles.exportRows(query);
    const body = await writeExportWorkbook({
      name: '角色列表',
      exporter: user.realname,
      columns: ROLE_COLUMNS,
      records,
      dicts: new Map(),
    });
    sendExcel(res, '角色列表', body);
  }

  @ContractRoute(roleImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.roles.importSpec(user));
  }
}
