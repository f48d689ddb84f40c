import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AuthenticatedRequest } from '../../core/auth/principal';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { PermissionService } from './permission.service';

const REQUIRED_BUTTON = 'cropwatch:required-button';

/** Shiro's `@RequiresPermissions` denial (contract §1.2), B1 wording. */
export const NO_PERMISSION_MESSAGE = '没有权限，请联系管理员授权';

/**
 * Lets a write through only for users whose roles grant the enabled button `code` (the seeded codes of
 * the admin pages, e.g. `user:add`; mapping in docs/decisions.md). B1 has no such check on these
 * endpoints; it keeps the read-only `viewer` role read-only, answering code 510 like a Shiro denial.
 */
export const RequiresButton = (code: string) =>
  applyDecorators(SetMetadata(REQUIRED_BUTTON, code), UseGuards(ButtonPermissionGuard));

@Injectable()
export class ButtonPermissionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(PermissionService) private readonly permissions: PermissionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const code = this.reflector.get<string | undefined>(REQUIRED_BUTTON, context.getHandler());
    if (!code) return true;
    const { principal } = context.switchToHttp().getRequest<Partial<AuthenticatedRequest>>();
    if (!principal || !(await this.permissions.hasButton(principal.id, code)))
      throw new JeecgError(NO_PERMISSION_MESSAGE, 510);
    return true;
  }
}
