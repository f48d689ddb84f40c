import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, type Repository } from 'typeorm';
import type { UserPermission } from '@cropwatch/contract';
import { CACHE_INVALIDATION, type CacheInvalidation, VersionedCache } from '../../core/cache/cache-invalidation';
import { EMULATOR_CONFIG, type EmulatorConfig } from '../../core/config/emulator.config';
import { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import { PermissionEntity } from './entities/permission.entity';
import { RolePermissionEntity } from './entities/role-permission.entity';
import { UserRoleEntity } from './entities/user-role.entity';
import { buildUserPermission } from './menu.builder';

/** The menus (route urls) and button codes a user's roles grant. */
export interface Grants {
  menus: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
  /** Menu url -> ids of the data rules the user's roles select on it (`sys_role_permission.data_rule_ids`). */
  dataRuleIds: ReadonlyMap<string, readonly string[]>;
}

/** What a user's menus and buttons are read from. */
const GRANT_TABLES = ['sys_permission', 'sys_role_permission', 'sys_user_role', 'sys_role'];

@Injectable()
export class PermissionService {
  constructor(
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @InjectRepository(PermissionDataRuleEntity) private readonly rules: Repository<PermissionDataRuleEntity>,
    @Inject(EMULATOR_CONFIG) private readonly config: EmulatorConfig,
    @Inject(CACHE_INVALIDATION) invalidation: CacheInvalidation,
  ) {
    this.grantCache = new VersionedCache(invalidation, GRANT_TABLES);
    this.menuCache = new VersionedCache(invalidation, [...GRANT_TABLES, 'sys_permission_data_rule']);
  }

  /** Per user, read again after any write to the tables a grant is made of (a role losing a permission…). */
  private readonly grantCache: VersionedCache<Grants>;
  private readonly menuCache: VersionedCache<UserPermission>;

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
   * What the user's roles grant, in one query: the route urls of his menus (with the data rules his roles select
   * on each) and the `perms` codes of his enabled buttons (a comma list in `perms` names several codes). The
   * access guard computes it once per request (issue #20).
   */
  grantsOf(userId: string): Promise<Grants> {
    return this.grantCache.get(userId, () => this.readGrants(userId));
  }

  private async readGrants(userId: string): Promise<Grants> {
    const rows = await this.permissions
      .createQueryBuilder('p')
      .select(['p.url AS url', 'p.perms AS perms', 'p.menuType AS "menuType"', 'p.status AS status'])
      .addSelect('rp.dataRuleIds', 'dataRuleIds')
      .innerJoin(RolePermissionEntity, 'rp', 'rp.permissionId = p.id')
      .innerJoin(UserRoleEntity, 'ur', 'ur.roleId = rp.roleId')
      .where('ur.userId = :userId', { userId })
      .andWhere('p.delFlag = 0')
      .getRawMany<{
        url: string | null;
        perms: string | null;
        menuType: number;
        status: string | null;
        dataRuleIds: string | null;
      }>();
    const menus = new Set<string>();
    const buttons = new Set<string>();
    const dataRuleIds = new Map<string, string[]>();
    const codes = (list: string | null) =>
      (list ?? '')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
    for (const r of rows) {
      if (Number(r.menuType) !== 2) {
        if (!r.url) continue;
        menus.add(r.url);
        const ids = codes(r.dataRuleIds);
        if (ids.length) dataRuleIds.set(r.url, [...(dataRuleIds.get(r.url) ?? []), ...ids]);
      } else if (r.status === '1') {
        for (const code of codes(r.perms)) buttons.add(code);
      }
    }
    return { menus, buttons, dataRuleIds };
  }

  /** The enabled data rules with these ids (contract §6.4). */
  dataRules(ids: readonly string[]): Promise<PermissionDataRuleEntity[]> {
    return ids.length ? this.rules.find({ where: { id: In([...ids]), status: '1' } }) : Promise.resolve([]);
  }

  getUserPermission(userId: string): Promise<UserPermission> {
    return this.menuCache.get(userId, () => this.readUserPermission(userId));
  }

  private async readUserPermission(userId: string): Promise<UserPermission> {
    const [rows, buttons, home] = await Promise.all([
      this.rowsOfUser(userId),
      this.permissions.find({ where: { menuType: 2, delFlag: 0 }, order: { sortNo: 'ASC', id: 'ASC' } }),
      this.permissions.findOne({ where: { name: '首页', delFlag: 0 }, order: { sortNo: 'ASC' } }),
    ]);
    return buildUserPermission(rows, buttons, home, this.config.safeMode);
  }
}
