import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DataRule } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { distinctIds } from '../../core/http/id-list';
import { MenuTreeService, PermissionDataRuleEntity, RolePermissionEntity } from '../identity';

/** A role's selection of a granted menu's data rules (`sys_role_permission.data_rule_ids`, contract §6.2 `datarule`). */
@Injectable()
export class RoleDataRuleService {
  constructor(
    @InjectRepository(PermissionDataRuleEntity) private readonly rules: Repository<PermissionDataRuleEntity>,
    @InjectRepository(RolePermissionEntity) private readonly rolePermissions: Repository<RolePermissionEntity>,
    @Inject(MenuTreeService) private readonly menuTree: MenuTreeService,
  ) {}

  /** `GET /sys/role/datarule/{permissionId}/{roleId}`: the menu's rules and those the role has selected. */
  async roleRules(permissionId: string, roleId: string): Promise<{ datarule: DataRule[]; drChecked: string | null }> {
    const datarule = await this.menuTree.rulesOf(permissionId);
    if (datarule.length === 0) throw new JeecgError('未找到权限配置信息');
    const grant = await this.rolePermissions.findOne({ where: { roleId, permissionId } });
    return { datarule, drChecked: grant?.dataRuleIds ?? null };
  }

  /** `POST /sys/role/datarule`: only once the role holds the menu, and only rules of that menu. */
  async saveRoleRules(permissionId: string, roleId: string, dataRuleIds: string | null | undefined): Promise<void> {
    const grant = await this.rolePermissions.findOne({ where: { roleId, permissionId } });
    if (!grant) throw new JeecgError('请先保存角色菜单权限!');
    const wanted = distinctIds(dataRuleIds);
    if (wanted.length) {
      const known = new Set((await this.rules.find({ where: { permissionId } })).map((r) => r.id));
      const unknown = wanted.find((id) => !known.has(id));
      if (unknown) throw new JeecgError('数据规则不属于该菜单');
    }
    await this.rolePermissions.update({ id: grant.id }, { dataRuleIds: wanted.length ? wanted.join(',') : null });
  }
}
