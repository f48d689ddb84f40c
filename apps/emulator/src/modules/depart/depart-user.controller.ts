import { Body, Controller, Inject, Query } from '@nestjs/common';
import {
  addressBookList,
  deleteUserInDepart,
  deleteUserInDepartBatch,
  departUserList,
  editSysDepartWithUser,
  type EditSysDepartWithUserBody,
  userDepartList,
} from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import type { ListQuery } from '../../core/paging/data-rules';
import { bare, ok, success } from '../../core/result/result';
import { DepartUserService } from './depart-user.service';

/**
 * The department members' endpoints that JeecgBoot keeps in SysUserController (contract §6.1) and the
 * address book; full paths, next to the rest of the department module.
 */
@Controller()
export class DepartUserController {
  constructor(@Inject(DepartUserService) private readonly members: DepartUserService) {}

  @ContractRoute(departUserList)
  async departUserList(@CurrentUser() user: Principal, @Query() query: ListQuery) {
    return bare(await this.members.departUserList(query, user));
  }

  /** A bare Result with only `message` set: code 0. */
  @ContractRoute(editSysDepartWithUser)
  async editSysDepartWithUser(@CurrentUser() user: Principal, @Body() body: EditSysDepartWithUserBody) {
    await this.members.addUsers(body.depId, body.userIdList);
    return bare(null, '添加成功!');
  }

  @ContractRoute(deleteUserInDepart)
  async deleteUserInDepart(@CurrentUser() user: Principal, @Query() query: { depId: string; userId: string }) {
    await this.members.removeUsers(query.depId, [query.userId]);
    return success('删除成功!');
  }

  @ContractRoute(deleteUserInDepartBatch)
  async deleteUserInDepartBatch(@CurrentUser() user: Principal, @Query() query: { depId: string; userIds: string }) {
    const ids = query.userIds
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length === 0) throw new JeecgError('参数不识别！');
    await this.members.removeUsers(query.depId, ids);
    return success('删除成功!');
  }

  @ContractRoute(userDepartList)
  async userDepartList(@Query('userId') userId: string) {
    return bare(await this.members.userDepartList(userId), '查找成功');
  }

  @ContractRoute(addressBookList)
  async addressList(
    @Query() query: { pageNo?: number; pageSize?: number; orgCode?: string; realname?: string; workNo?: string },
  ) {
    return ok(await this.members.addressBook(query));
  }
}
