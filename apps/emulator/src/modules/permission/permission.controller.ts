import { Controller, Inject } from '@nestjs/common';
import { getUserPermissionByToken } from '@cropwatch/contract';
import { CurrentUser } from '../../core/auth/current-user.decorator';
import type { Principal } from '../../core/auth/principal';
import { ContractRoute } from '../../core/http/contract-route.decorator';
import { bare } from '../../core/result/result';
import { PermissionService } from './permission.service';

@Controller()
export class PermissionController {
  constructor(@Inject(PermissionService) private readonly permissions: PermissionService) {}

  @ContractRoute(getUserPermissionByToken)
  async getUserPermissionByToken(@CurrentUser() user: Principal) {
    return bare(await this.permissions.getUserPermission(user.id));
  }
}
