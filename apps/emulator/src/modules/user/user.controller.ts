import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Query, Res } from '@nestjs/common';
import {
  userGenerateUserId,
  userQueryByIds,
  addSysUserRole,
  deleteUserRole,
  deleteUserRoleBatch,
  getMultiUser,
  queryUserComponentData,
  type SysUser,
  userAdd,
  type UserAddValues,
  userChangePassword,
  userCheckOnlyUser,
  userDelete,
  userDeleteBatch,
  userEdit,
  type UserEditValues,
  userExportXls,
  userFrozenBatch,
  userImportExcel,
  userList,
  userQueryById,
  userQueryUserByDepId,
  userQueryUserRole,
  userDeleteRecycleBin,
  userPutRecycleBin,
  userRecycleBin,
  userRoleList,
} from '@cropwatch/contract';
import { AccessToken, CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { sendExcel, writeExportWorkbook } from '../../core/excel/excel-export';
import { ExcelImportService } from '../../core/excel/excel-import.service';
import { ExcelUpload, type UploadedExcel, UploadedExcels } from '../../core/excel/excel-upload';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { HttpReply as Response } from '../../core/http/http';
import { splitIds } from '../../core/http/id-list';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, error, ok, okMessage } from '../../core/result/result';
import { PermissionService, toPickerUser, toSysUserJson, USER_PAGE, UserService } from '../identity';
import { USER_COLUMNS, UserAdminService } from './user-admin.service';

/** The properties `checkOnlyUser` may be asked about: the unique ones (and the id being edited). */
const CHECK_ONLY_FIELDS = ['id', 'username', 'phone', 'email', 'workNo'] as const;

/** `/sys/user/*` (SysUserController, contract §6.1). */
@Controller()
export class UserController {
  constructor(
    @Inject(UserService) private readonly users: UserService,
    @Inject(UserAdminService) private readonly admin: UserAdminService,
    @Inject(ExcelImportService) private readonly importer: ExcelImportService,
    @Inject(PermissionService) private readonly permissions: PermissionService,
  ) {}

  /** Picker rows as the caller may see them: contact details only with the user page granted. */
  private async forPicker(caller: Principal, users: SysUser[]): Promise<SysUser[]> {
    return (await this.permissions.grantsOf(caller.id)).menus.has(USER_PAGE) ? users : users.map(toPickerUser);
  }

  /** ok0 with the page; `Result.OK()` (code 200, null result) when `departId` has no users. */
  /** SysUserController#generateUserId: a random UUID without dashes, as ok0. */
  @ContractRoute(userGenerateUserId)
  generateUserId() {
    return bare(randomUUID().replace(/-/g, ''));
  }

  @ContractRoute(userList)
  async list(@Query() query: ListQuery) {
    const page = await this.users.list(query);
    return page ? bare(page) : ok(null);
  }

  @ContractRoute(userAdd)
  async add(@Body() body: UserAddValues, @CurrentUser() user: Principal) {
    await this.admin.add(body, user);
    return okMessage('添加成功！');
  }

  @ContractRoute(userEdit)
  async edit(@Body() body: UserEditValues, @CurrentUser() user: Principal) {
    await this.admin.edit(body, user);
    return okMessage('修改成功!');
  }

  @ContractRoute(userEdit, 'POST')
  editByPost(@Body() body: UserEditValues, @CurrentUser() user: Principal) {
    return this.edit(body, user);
  }

  @ContractRoute(userDelete)
  async delete(@Query() query: { id: string }, @CurrentUser() user: Principal) {
    return (await this.admin.delete([query.id], user)) ? okMessage('删除用户成功') : error('未找到对应实体');
  }

  @ContractRoute(userDeleteBatch)
  async deleteBatch(@Query() query: { ids: string[] }, @CurrentUser() user: Principal) {
    await this.admin.delete(query.ids, user);
    return okMessage('批量删除用户成功');
  }

  /** `userRoleList`: ok0 page (the role page's user list). */
  @ContractRoute(userRoleList)
  async roleUsers(@Query() query: ListQuery) {
    return bare(await this.admin.usersOfRole(query));
  }

  @ContractRoute(addSysUserRole)
  async addRoleUsers(@Body() body: { roleId: string; userIdList: string[] }) {
    await this.admin.addUsersToRole(body.roleId, body.userIdList);
    return okMessage('添加成功!');
  }

  @ContractRoute(deleteUserRole)
  async deleteRoleUser(@Query() query: { roleId: string; userId: string }) {
    await this.admin.removeUsersFromRole(query.roleId, [query.userId]);
    return okMessage('删除成功!');
  }

  @ContractRoute(deleteUserRoleBatch)
  async deleteRoleUsers(@Query() query: { roleId: string; userIds: string[] }) {
    await this.admin.removeUsersFromRole(query.roleId, query.userIds);
    return okMessage('删除成功!');
  }

  /** `Result.ok(list)`: ok200, no paging. */
  @ContractRoute(userRecycleBin)
  async recycleBin() {
    return ok(await this.admin.recycleBin());
  }

  @ContractRoute(userPutRecycleBin)
  async putRecycleBin(@Body() body: { userIds?: string | null }, @CurrentUser() user: Principal) {
    await this.admin.restore(splitIds(body.userIds), user);
    return okMessage('还原成功');
  }

  @ContractRoute(userDeleteRecycleBin)
  async deleteRecycleBin(@Query() query: { userIds: string }) {
    await this.admin.purge(splitIds(query.userIds));
    return okMessage('删除成功');
  }

  /** Always `操作成功!` (quirk §14.7). */
  @ContractRoute(userFrozenBatch)
  async frozenBatch(@Body() body: { ids: string[]; status: 1 | 2 }, @CurrentUser() user: Principal) {
    await this.admin.setStatus(body.ids, body.status, user);
    return okMessage('操作成功!');
  }

  @ContractRoute(userQueryByIds)
  async queryByIds(@Query() query: { userIds: string }) {
    const ids = [
      ...new Set(
        query.userIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    return bare((await this.users.findByIds(ids)).map((u) => toSysUserJson(u)));
  }

  @ContractRoute(userQueryById)
  async queryById(@Query() query: { id: string }) {
    const u = await this.users.findById(query.id);
    return u ? bare(toSysUserJson(u)) : error('未找到对应实体');
  }

  /** No roles is an error (quirk §14.8). */
  @ContractRoute(userQueryUserRole)
  async queryUserRole(@Query() query: { userid: string }) {
    const ids = await this.admin.roleIds(query.userid);
    return ids.length ? bare(ids) : error('未找到用户相关角色信息');
  }

  /** Free: ok0 `true`; taken: `success:false`, code 0, `用户账号已存在` (the bare Result keeps `result:true`). */
  @ContractRoute(userCheckOnlyUser)
  async checkOnlyUser(@Query() query: Record<string, unknown>) {
    const values: Record<string, string> = {};
    for (const f of CHECK_ONLY_FIELDS) if (typeof query[f] === 'string' && query[f]) values[f] = query[f];
    if (Object.keys(values).length === 0) return error('请提供要校验的账号、手机号、邮箱或工号');
    return (await this.admin.exists(values)) ? { ...bare(true, '用户账号已存在'), success: false } : bare(true);
  }

  @ContractRoute(userQueryUserByDepId)
  async queryUserByDepId(@Query() query: { id: string; realname?: string }) {
    return bare(await this.admin.byDepartment(query.id, query.realname || undefined));
  }

  @ContractRoute(queryUserComponentData)
  async queryUserComponentData(@Query() query: ListQuery, @CurrentUser() user: Principal) {
    const page = await this.admin.componentData(query);
    return ok({ ...page, records: await this.forPicker(user, page.records) });
  }

  /** A raw JSON array, no envelope (contract §14). */
  @ContractRoute(getMultiUser)
  async multi(@Query() query: ListQuery, @CurrentUser() user: Principal) {
    return this.forPicker(user, await this.admin.multi(query));
  }

  @ContractRoute(userChangePassword)
  async changePassword(@Body() body: { username: string; password: string }, @AccessToken() token: string | undefined) {
    await this.admin.changePassword(body.username, body.password, { token });
    return okMessage('密码修改成功!');
  }

  @ContractRoute(userExportXls)
  async exportXls(@Query() query: ListQuery, @CurrentUser() user: Principal, @Res() res: Response) {
    const [records, dicts] = await Promise.all([this.admin.exportRows(query), this.admin.sheetDicts()]);
    const body = await writeExportWorkbook({
      name: '用户列表',
      exporter: user.realname,
      columns: USER_COLUMNS,
      records,
      dicts,
    });
    sendExcel(res, '用户列表', body);
  }

  @ContractRoute(userImportExcel)
  @ExcelUpload()
  async importExcel(@UploadedExcels() files: UploadedExcel[], @CurrentUser() user: Principal) {
    return this.importer.importFiles(files, await this.admin.importSpec(user));
  }
}
