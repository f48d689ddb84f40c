import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { RoleTreeModel } from '@cropwatch/contract';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import {
  DepartEntity,
  DepartPermissionEntity,
  DepartRoleEntity,
  DepartRolePermissionEntity,
  PermissionEntity,
} from '../identity';

const splitList = (s: string | null | undefined) => [
  ...new Set(
    (s ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  ),
];

/** What a diff-semantics save adds and removes (contract §6.4): the client sends the previous set too. */
export function grantDiff(permissionIds: string | null | undefined, lastpermissionIds: string | null | undefined) {
  const next = splitList(permissionIds);
  const last = splitList(lastpermissionIds);
  return { add: next.filter((id) => !last.includes(id)), remove: last.filter((id) => !next.includes(id)) };
}

/**
 * The authorisation tree of the role screens (TreeModel's slotTitle variant, quirk §14.12) over the given
 * permission rows: a row whose parent is not among them becomes a root.
 */
export function buildRoleTree(rows: PermissionEntity[]): RoleTreeModel[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, PermissionEntity[]>();
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) ? r.parentId : '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const node = (p: PermissionEntity): RoleTreeModel => {
    const kids = byParent.get(p.id) ?? [];
    const isLeaf = p.isLeaf === 1 && kids.length === 0;
    return {
      key: p.id,
      value: p.id,
      title: null,
      slotTitle: p.name,
      label: null,
      parentId: p.parentId,
      icon: p.icon,
      isLeaf,
      ruleFlag: p.ruleFlag,
      scopedSlots: { title: 'hasDatarule' },
      children: isLeaf ? null : kids.map(node),
    };
  };
  return (byParent.get('') ?? []).map(node);
}

/**
 * Department permissions (`/sys/permission/queryDepartPermission|saveDepartPermission`, contract §6.4) and
 * department-role permissions (`/sys/sysDepartPermission/*`, §6.5), both saved with diff semantics. A
 * department role can only be granted what its department holds; taking a permission from a department
 * takes it from the department's roles too (SysDepartPermissionServiceImpl).
 */
@Injectable()
export class DepartPermissionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async departPermissionIds(departId: string): Promise<string[]> {
    const rows = await this.db
      .getRepository(DepartPermissionEntity)
      .find({ where: { departId }, order: { id: 'ASC' } });
    return rows.map((r) => r.permissionId);
  }

  async saveDepartPermission(departId: string, permissionIds?: string | null, last?: string | null): Promise<void> {
    const { add, remove } = grantDiff(permissionIds, last);
    await this.db.transaction(async (em) => {
      if (!(await em.exists(DepartEntity, { where: { id: departId, delFlag: '0' } }))) {
        throw new JeecgError('操作失败，部门不存在');
      }
      await this.assertPermissionsExist(em, add);
      const held = new Set((await em.find(DepartPermissionEntity, { where: { departId } })).map((r) => r.permissionId));
      for (const permissionId of add.filter((id) => !held.has(id))) {
        await em.insert(DepartPermissionEntity, {
          id: newId(this.clock.now()),
          departId,
          permissionId,
          dataRuleIds: null,
        });
      }
      if (remove.length) {
        await em.delete(DepartPermissionEntity, { departId, permissionId: In(remove) });
        await em.delete(DepartRolePermissionEntity, { departId, permissionId: In(remove) });
      }
    });
  }

  /** `queryTreeListForDeptRole`: the tree of what the department holds, and all its ids. */
  async treeForDepartRole(departId: string): Promise<{ treeList: RoleTreeModel[]; ids: string[] }> {
    const granted = await this.departPermissionIds(departId);
    if (granted.length === 0) return { treeList: [], ids: [] };
    const rows = await this.db.getRepository(PermissionEntity).find({
      where: { id: In(granted), delFlag: 0 },
      order: { sortNo: 'ASC', id: 'ASC' },
    });
    return { treeList: buildRoleTree(rows), ids: rows.map((r) => r.id) };
  }

  async deptRolePermissionIds(roleId: string): Promise<string[]> {
    const rows = await this.db
      .getRepository(DepartRolePermissionEntity)
      .find({ where: { roleId }, order: { id: 'ASC' } });
    return rows.map((r) => r.permissionId);
  }

  async saveDeptRolePermission(roleId: string, permissionIds?: string | null, last?: string | null): Promise<void> {
    const { add, remove } = grantDiff(permissionIds, last);
    await this.db.transaction(async (em) => {
      const role = await em.findOne(DepartRoleEntity, { where: { id: roleId } });
      if (!role) throw new JeecgError('授权失败！');
      const departHolds = new Set(
        (await em.find(DepartPermissionEntity, { where: { departId: role.departId } })).map((r) => r.permissionId),
      );
      const outside = add.find((id) => !departHolds.has(id));
      if (outside) throw new JeecgError(`授权失败！部门未被授予该权限：${outside.slice(0, 40)}`);
      const held = new Set(
        (await em.find(DepartRolePermissionEntity, { where: { roleId } })).map((r) => r.permissionId),
      );
      const now = this.clock.now();
      for (const permissionId of add.filter((id) => !held.has(id))) {
        await em.insert(DepartRolePermissionEntity, {
          id: newId(now),
          departId: role.departId,
          roleId,
          permissionId,
          dataRuleIds: null,
          operateDate: new Date(now),
          operateIp: null,
        });
      }
      if (remove.length) await em.delete(DepartRolePermissionEntity, { roleId, permissionId: In(remove) });
    });
  }

  private async assertPermissionsExist(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = new Set(
      (await em.find(PermissionEntity, { select: { id: true }, where: { id: In(ids), delFlag: 0 } })).map((p) => p.id),
    );
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw new JeecgError(`操作失败，权限不存在：${missing.slice(0, 40)}`);
  }

  /** `sysDepartPermission/datarule`: the data rules of a menu the department holds (`''` clears). */
  async saveDepartDataRules(departId: string, permissionId: string, dataRuleIds: string | null | undefined) {
    const row = await this.db.getRepository(DepartPermissionEntity).findOne({ where: { departId, permissionId } });
    if (!row) throw new JeecgError('请先保存部门菜单权限!');
    await this.db.getRepository(DepartPermissionEntity).update({ id: row.id }, { dataRuleIds: dataRuleIds ?? null });
  }

  /** `sysDepartRole/datarule`: the data rules of a menu the department role holds (`''` clears). */
  async saveDeptRoleDataRules(roleId: string, permissionId: string, dataRuleIds: string | null | undefined) {
    const repo = this.db.getRepository(DepartRolePermissionEntity);
    const row = await repo.findOne({ where: { roleId, permissionId } });
    if (!row) throw new JeecgError('请先保存角色菜单权限!');
    await repo.update({ id: row.id }, { dataRuleIds: dataRuleIds ?? null });
  }
}
