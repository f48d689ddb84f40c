import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository } from 'typeorm';
import type { UserPermission } from '@cropwatch/contract';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { RolePermissionEntity } from '../role/entities/role-permission.entity';
import { UserRoleEntity } from '../user/entities/user-role.entity';
import { PermissionEntity } from './entities/permission.entity';
import { buildUserPermission } from './menu.builder';

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

  /** Whether the user's roles grant the enabled, non-deleted button whose `perms` (a comma list) holds `code`. */
  async hasButton(userId: string, code: string): Promise<boolean> {
    const rows = await this.permissions
      .createQueryBuilder('p')
      .select(['p.perms'])
      .innerJoin(RolePermissionEntity, 'rp', 'rp.permissionId = p.id')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('p.menuType = 2')
      .andWhere('p.delFlag = 0')
      .andWhere("p.status = '1'")
      .getMany();
    return rows.some((r) => (r.perms ?? '').split(',').some((p) => p.trim() === code));
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
