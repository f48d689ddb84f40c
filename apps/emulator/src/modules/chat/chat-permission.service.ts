import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { PermissionEntity } from '../permission/entities/permission.entity';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';

/** The button codes the chat module checks (seeded by `seed/chat.json`). */
export const CHAT_PERMS = {
  recordList: 'chat:record:list',
  /** Seeded by menus.json under the chat record menu. */
  recordExport: 'chat:record:export',
  appEdit: 'chat:app:edit',
  abbreviationEdit: 'chat:abbreviation:edit',
} as const;

/**
 * `@RequiresPermissions` for the chat endpoints: the user must hold the enabled button through one of his
 * roles, else 510 with Shiro's wording (contract §1.2).
 */
@Injectable()
export class ChatPermissionService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async has(userId: string, perms: string): Promise<boolean> {
    const count = await this.db
      .getRepository(PermissionEntity)
      .createQueryBuilder('p')
      .innerJoin(RolePermissionEntity, 'rp', 'rp.permissionId = p.id')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('p.perms = :perms', { perms })
      .andWhere('p.menuType = 2')
      .andWhere('p.delFlag = 0')
      .andWhere("p.status = '1'")
      .getCount();
    return count > 0;
  }

  async require(userId: string, perms: string): Promise<void> {
    if (!(await this.has(userId, perms))) throw new JeecgError('没有权限，请联系管理员授权', 510);
  }
}
