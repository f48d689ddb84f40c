import { Body, Controller, Inject, Query, Req } from '@nestjs/common';
import {
  type DataRuleAddValues,
  type DataRuleEditValues,
  getUserPermissionByToken,
  permissionAdd,
  type PermissionAddValues,
  permissionAddPermissionRule,
  permissionDelete,
  permissionDeleteBatch,
  permissionDeletePermissionRule,
  permissionEdit,
  type PermissionEditValues,
  permissionEditPermissionRule,
  permissionGetPermRuleListByPermId,
  permissionGetSystemMenuList,
  permissionGetSystemSubmenu,
  permissionGetSystemSubmenuBatch,
  permissionList,
  permissionQueryListAsync,
  permissionQueryPermissionRule,
  permissionQueryRolePermission,
  permissionQueryTreeList,
  permissionSaveRolePermission,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpRequest as Request } from '../../core/http/http';
import { bare, error, ok, okMessage } from '../../core/result/result';
import { MenuTreeService, PermissionService } from '../identity';
import { PermissionAdminService } from './permission-admin.service';
import { PermissionDataRuleService } from './permission-data-rule.service';

const ids = (text: string | null | undefined) =>
  (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `/sys/permission/*` (SysPermissionController, contract §3, §6.4). */
@Controller()
export class PermissionController {
  constructor(
    @Inject(PermissionService) private readonly permissions: PermissionService,
    @Inject(PermissionAdminService) private readonly admin: PermissionAdminService,
    @Inject(PermissionDataRuleService) private readonly rules: PermissionDataRuleService,
    @Inject(MenuTreeService) private readonly menuTree: MenuTreeService,
  ) {}

  @ContractRoute(getUserPermissionByToken)
  async getUserPermissionByToken(@CurrentUser() user: Principal) {
    return bare(await this.permissions.getUserPermission(user.id));
  }

  @ContractRoute(permissionList)
  async list() {
    return bare(await this.admin.tree());
  }

  @ContractRoute(permissionQueryListAsync)
  async queryListAsync(@Query() query: { pid?: string }) {
    const nodes = await this.admin.asyncChildren(query.pid);
    return nodes.length ? bare(nodes) : error('未找到角色信息');
  }

  @ContractRoute(permissionGetSystemMenuList)
  async getSystemMenuList() {
    return bare(await this.admin.topLevel());
  }

  @ContractRoute(permissionGetSystemSubmenu)
  async getSystemSubmenu(@Query() query: { parentId: string }) {
    return bare(await this.admin.children(query.parentId));
  }

  @ContractRoute(permissionGetSystemSubmenuBatch)
  async getSystemSubmenuBatch(@Query() query: { parentIds: string[] }) {
    return ok(await this.admin.childrenOf(query.parentIds));
  }

  @ContractRoute(permissionAdd)
  async add(@Body() body: PermissionAddValues, @CurrentUser() user: Principal) {
    await this.admin.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(permissionEdit)
  async edit(@Body() body: PermissionEditValues, @CurrentUser() user: Principal) {
    await this.admin.edit(body, user);
    return okMessage('修改成功！');
  }

  @ContractRoute(permissionEdit, 'POST')
  editByPost(@Body() body: PermissionEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(permissionDelete)
  async delete(@Query() query: { id: string }) {
    const deleted = await this.admin.delete([query.id]);
    return deleted ? okMessage('删除成功!') : error('未找到对应实体');
  }

  /** Always `删除成功!`, even when nothing matched (quirk §14.7). */
  @ContractRoute(permissionDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }) {
    await this.admin.delete(query.ids);
    return okMessage('删除成功!');
  }

  @ContractRoute(permissionQueryTreeList)
  async queryTreeList() {
    return bare(await this.menuTree.authorisationTree('permission'));
  }

  @ContractRoute(permissionQueryRolePermission)
  async queryRolePermission(@Query() query: { roleId: string }) {
    return bare(await this.admin.rolePermissionIds(query.roleId));
  }

  @ContractRoute(permissionSaveRolePermission)
  async saveRolePermission(
    @Body() body: { roleId: string; permissionIds?: string | null; lastpermissionIds?: string | null },
    @Req() req: Request,
  ) {
    await this.admin.saveRolePermission(
      body.roleId,
      ids(body.permissionIds),
      ids(body.lastpermissionIds),
      req.ip ?? null,
    );
    return okMessage('保存成功！');
  }

  @ContractRoute(permissionGetPermRuleListByPermId)
  async getPermRuleListByPermId(@Query() query: { permissionId: string }) {
    return bare(await this.rules.byPermission(query.permissionId));
  }

  @ContractRoute(permissionQueryPermissionRule)
  async queryPermissionRule(@Query() query: Record<string, unknown>) {
    return bare(await this.rules.query(query));
  }

  @ContractRoute(permissionAddPermissionRule)
  async addPermissionRule(@Body() body: DataRuleAddValues, @CurrentUser() user: Principal) {
    await this.rules.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(permissionEditPermissionRule)
  async editPermissionRule(@Body() body: DataRuleEditValues, @CurrentUser() user: Principal) {
    await this.rules.edit(body, user);
    return okMessage('更新成功！');
  }

  @ContractRoute(permissionEditPermissionRule, 'POST')
  editPermissionRuleByPost(@Body() body: DataRuleEditValues, @CurrentUser() user: Principal) {
    return this.editPermissionRule(body, user);
  }

  @ContractRoute(permissionDeletePermissionRule)
  async deletePermissionRule(@Query() query: { id: string }) {
    await this.rules.delete(query.id);
    return okMessage('删除成功！');
  }
}
