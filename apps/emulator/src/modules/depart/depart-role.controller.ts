import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  departPermissionQuery,
  departDataRuleSave,
  type DepartDataRuleSaveBody,
  departPermissionSave,
  deptRoleDataRuleSave,
  type DeptRoleDataRuleSaveBody,
  departRoleAdd,
  type DepartRoleAddValues,
  departRoleByUser,
  departRoleDelete,
  departRoleDeleteBatch,
  departRoleEdit,
  type DepartRoleEditValues,
  departRoleList,
  departRoleListOfDepart,
  departRoleUserAdd,
  deptRolePermissionQuery,
  deptRolePermissionSave,
  deptRoleTreeList,
  type DeptRoleUserAddBody,
  type SaveDepartPermissionBody,
  type SaveDeptRolePermissionBody,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, ok, okMessage, success } from '../../core/result/result';
import { DepartPermissionService } from './depart-permission.service';
import { DepartRoleService } from './depart-role.service';

/**
 * Department permissions (`/sys/permission/queryDepartPermission|saveDepartPermission`), department-role
 * permissions (`/sys/sysDepartPermission/*`) and department roles (`/sys/sysDepartRole/*`), contract §6.3–6.5.
 */
@Controller()
export class DepartRoleController {
  constructor(
    @Inject(DepartPermissionService) private readonly permissions: DepartPermissionService,
    @Inject(DepartRoleService) private readonly roles: DepartRoleService,
  ) {}

  @ContractRoute(departPermissionQuery)
  async queryDepartPermission(@Query('departId') departId: string) {
    return bare(await this.permissions.departPermissionIds(departId));
  }

  @ContractRoute(departPermissionSave)
  async saveDepartPermission(@Body() body: SaveDepartPermissionBody) {
    await this.permissions.saveDepartPermission(body.departId, body.permissionIds, body.lastpermissionIds);
    return success('保存成功！');
  }

  @ContractRoute(departDataRuleSave)
  async saveDepartDataRule(@Body() body: DepartDataRuleSaveBody) {
    await this.permissions.saveDepartDataRules(body.departId, body.permissionId, body.dataRuleIds);
    return okMessage('保存成功!');
  }

  @ContractRoute(deptRoleDataRuleSave)
  async saveDeptRoleDataRule(@Body() body: DeptRoleDataRuleSaveBody) {
    await this.permissions.saveDeptRoleDataRules(body.roleId, body.permissionId, body.dataRuleIds);
    return okMessage('保存成功!');
  }

  @ContractRoute(deptRoleTreeList)
  async queryTreeListForDeptRole(@Query('departId') departId: string) {
    return bare(await this.permissions.treeForDepartRole(departId));
  }

  @ContractRoute(deptRolePermissionQuery)
  async queryDeptRolePermission(@Query('roleId') roleId: string) {
    return bare(await this.permissions.deptRolePermissionIds(roleId));
  }

  @ContractRoute(deptRolePermissionSave)
  async saveDeptRolePermission(@Body() body: SaveDeptRolePermissionBody) {
    await this.permissions.saveDeptRolePermission(body.roleId, body.permissionIds, body.lastpermissionIds);
    return success('保存成功！');
  }

  @ContractRoute(departRoleList)
  async list(@Query() query: ListQuery) {
    return ok(await this.roles.list(query));
  }

  @ContractRoute(departRoleAdd)
  async add(@CurrentUser() user: Principal, @Body() body: DepartRoleAddValues) {
    await this.roles.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(departRoleEdit, 'PUT')
  async edit(@CurrentUser() user: Principal, @Body() body: DepartRoleEditValues) {
    await this.roles.edit(body, user);
    return okMessage('编辑成功!');
  }

  @ContractRoute(departRoleEdit, 'POST')
  editByPost(@CurrentUser() user: Principal, @Body() body: DepartRoleEditValues) {
    return this.edit(user, body);
  }

  @ContractRoute(departRoleDelete)
  async delete(@Query('id') id: string) {
    if (!(await this.roles.delete([id]))) throw new JeecgError('未找到对应实体');
    return okMessage('删除成功!');
  }

  @ContractRoute(departRoleDeleteBatch)
  async deleteBatch(@Query('ids') ids: string) {
    const list = ids
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) throw new JeecgError('参数不识别！');
    await this.roles.delete(list);
    return okMessage('批量删除成功!');
  }

  @ContractRoute(departRoleListOfDepart)
  async getDeptRoleList(@Query('departId') departId: string) {
    return ok(await this.roles.rolesOfDepart(departId));
  }

  @ContractRoute(departRoleByUser)
  async getDeptRoleByUserId(@Query() query: { userId: string; departId: string }) {
    return ok(await this.roles.userLinks(query.userId, query.departId));
  }

  @ContractRoute(departRoleUserAdd)
  async deptRoleUserAdd(@Body() body: DeptRoleUserAddBody) {
    await this.roles.setUserRoles(body.userId, body.newRoleId, body.oldRoleId);
    return okMessage('添加成功!');
  }
}
