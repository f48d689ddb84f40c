import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import type { UserPermission } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { PermissionEntity } from './entities/permission.entity';
import { buildUserPermission } from './menu.builder';

/** The menus (route urls) and button codes a user's roles grant. */
export interface Grants {
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

@Injectable()
export class PermissionService {
  constructor(
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
  ) {}

  /**
   * The rows a user holds through his roles, plus the online-report rows every user gets
   * (`url = '/online'`, or hidden `/online…:code` rows; contract §3.1), ordered by sort_no.
   */
  async rowsOfUser(userId: string): Promise<PermissionEntity[]> {
    const qb = this.permissions.createQueryBuilder('p');
    const granted = qb
      .subQuery()
      .select('rp.permissionId')
      .from(RolePermissionEntity, 'rp')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId')
      .getQuery();
    return qb
      .where('p.delFlag = 0')
      .andWhere(
        new Brackets((w) =>
          w
            .where(`p.id IN ${granted}`)
            .orWhere('p.url = :online', { online: '/online' })
            .orWhere('p.url LIKE :onlinePrefix AND p.url LIKE :codeSuffix AND p.hidden = 1', {
              onlinePrefix: '/online%',
              codeSuffix: '%:code',
            }),
        ),
      )
      .setParameter('userId', userId)
      .orderBy('p.sortNo', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .getMany();
  }

  /**
   * What the user's roles grant, in one query: the route urls of his menus and the `perms` codes of his
   * enabled buttons (a comma list in `perms` names several codes). The access guard computes it once per
   * request (issue #20).
   */
  async grantsOf(userId: string): Promise<Grants> {
    const rows = await this.permissions
      .createQueryBuilder('p')
      .select(['p.url', 'p.perms', 'p.menuType', 'p.status'])
      .innerJoin(RolePermissionEntity, 'rp', 'rp.permissionId = p.id')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('p.delFlag = 0')
      .getMany();
    const menus = new Set<string>();
    const buttons = new Set<string>();
    for (const r of rows) {
      if (r.menuType !== 2) {
        if (r.url) menus.add(r.url);
      } else if (r.status === '1') {
        for (const code of (r.perms ?? '').split(',')) if (code.trim()) buttons.add(code.trim());
      }
    }
    return { menus, buttons };
  }

  async getUserPermission(userId: string): Promise<UserPermission> {
    const [rows, buttons, home] = await Promise.all([
      this.rowsOfUser(userId),
      this.permissions.find({ where: { menuType: 2, delFlag: 0 }, order: { sortNo: 'ASC', id: 'ASC' } }),
      this.permissions.findOne({ where: { name: '首页', delFlag: 0 }, order: { sortNo: 'ASC' } }),
    ]);
    return buildUserPermission(rows, buttons, home, this.config.safeMode);
  }
}
