import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DataRule, PermissionTreeModel } from '@cropwatch/contract';
import { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import { PermissionEntity } from './entities/permission.entity';
import { buildTree, toDataRuleJson, toPermissionTreeModel, toRoleTreeModel } from './permission-tree';

/** The menu tree and a menu's data rules, read by the permission page and the role page's grant dialogs. */
@Injectable()
export class MenuTreeService {
  constructor(
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @InjectRepository(PermissionDataRuleEntity) private readonly rules: Repository<PermissionDataRuleEntity>,
  ) {}

  /** `queryTreeList` of the permission page (title/label variant) or of the role page (slotTitle variant). */
  async authorisationTree(variant: 'permission' | 'role'): Promise<{ treeList: PermissionTreeModel[]; ids: string[] }> {
    const rows = await this.permissions.find({ where: { delFlag: 0 }, order: { sortNo: 'ASC', id: 'ASC' } });
    return {
      treeList: buildTree(rows, variant === 'role' ? toRoleTreeModel : toPermissionTreeModel),
      ids: rows.map((r) => r.id),
    };
  }

  /** A menu's data rules, oldest first. */
  async rulesOf(permissionId: string): Promise<DataRule[]> {
    const rows = await this.rules.find({ where: { permissionId }, order: { createTime: 'ASC', id: 'ASC' } });
    return rows.map(toDataRuleJson);
  }
}
