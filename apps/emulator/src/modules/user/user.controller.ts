import { Controller, Inject, Query } from '@nestjs/common';
import { userList } from '@cropwatch/contract';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare, ok } from '../../core/result/result';
import { UserService } from './user.service';

@Controller()
export class UserController {
  constructor(@Inject(UserService) private readonly users: UserService) {}

  /** ok0 with the page; `Result.OK()` (code 200, null result) when `departId` has no users. */
  @ContractRoute(userList)
  async list(@Query() query: Record<string, unknown>) {
    const page = await this.users.list(query);
    return page ? bare(page) : ok(null);
  }
}
