import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import type {
  PermissionAddValues,
  PermissionAsyncNode,
  PermissionEditValues,
  SysPermissionTree,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import {
  buildTree,
  normaliseComponent,
  normaliseUrl,
  PermissionDataRuleEntity,
  PermissionEntity,
  RolePermissionEntity,
  toPermissionNode,
} from '../identity';

const TOP_MENU = 0;
const BUTTON = 2;
const PERMS_PATTERN = /^[A-Za-z0-9_:\-.,]+$/;
/** Tables of other modules that reference sys_permission ids (department grants). */
const DEPART_GRANT_TABLES = ['sys_depart_permission', 'sys_depart_role_permission'];

const flag = (v: boolean | undefined, fallback: number) => (v === undefined ? fallback : v ? 1 : 0);

/** Menu and button administration (SysPermissionController, contract §6.4). */
@Injectable()
export class PermissionAdminService {
  constructor(
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @InjectRepository(RolePermissionEntity) private readonly rolePermissions: Repository<RolePermissionEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private rows(where: { parentId?: string; menuType?: number } = {}): Promise<PermissionEntity[]> {
    return this.permissions.find({ where: { ...where, delFlag: 0 }, order: { sortNo: 'ASC', id: 'ASC' } });
  }

  /** `queryListAsync`: the not-deleted children of `pid` (top level, no parent, without it) as TreeModel nodes. */
  async asyncChildren(pid: string | undefined): Promise<PermissionAsyncNode[]> {
    const qb = this.permissions.createQueryBuilder('p').where('p.delFlag = 0');
    if (pid) qb.andWhere('p.parentId = :pid', { pid });
    else qb.andWhere("(p.parentId IS NULL OR p.parentId = '')");
    const rows = await qb.orderBy('p.sortNo', 'ASC').addOrderBy('p.id', 'ASC').getMany();
    return rows.map((p) => ({
      key: p.id,
      title: p.name,
      icon: p.icon,
      parentId: p.parentId,
      isLeaf: p.isLeaf === 1,
      slotTitle: null,
      ruleFlag: null,
      scopedSlots: null,
      children: null,
      label: null,
      value: null,
    }));
  }

  /** `list`: every row, buttons included, as one tree. */
  async tree(): Promise<SysPermissionTree[]> {
    return buildTree(await this.rows(), toPermissionNode);
  }

  /** `getSystemMenuList`: the top-level rows, children to be loaded lazily. */
  async topLevel(): Promise<SysPermissionTree[]> {
    return (await this.rows({ menuType: TOP_MENU })).map((r) => toPermissionNode(r));
  }

  async children(parentId: string): Promise<SysPermissionTree[]> {
    return (await this.rows({ parentId })).map((r) => toPermissionNode(r));
  }

  /** `getSystemSubmenuBatch`: children per parent; parents without children are left out. */
  async childrenOf(parentIds: string[]): Promise<Record<string, SysPermissionTree[]>> {
    const rows = await this.permissions.find({
      where: { parentId: In(parentIds), delFlag: 0 },
      order: { sortNo: 'ASC', id: 'ASC' },
    });
    const out: Record<string, SysPermissionTree[]> = {};
    for (const r of rows) (out[r.parentId!] ??= []).push(toPermissionNode(r));
    return out;
  }

  findById(id: string): Promise<PermissionEntity | null> {
    return this.permissions.findOne({ where: { id, delFlag: 0 } });
  }

  async add(values: PermissionAddValues, user: Principal): Promise<void> {
    const row = this.permissions.create({
      id: newId(this.clock.now()),
      createBy: user.username,
      createTime: new Date(this.clock.now()),
      updateBy: null,
      updateTime: null,
      delFlag: 0,
      ruleFlag: 0,
      isLeaf: 1,
    });
    await this.db.transaction(async (em) => {
      await this.apply(em, row, values, true);
      await em.getRepository(PermissionEntity).insert(row);
      if (row.parentId) await this.setLeaf(em, row.parentId, 0);
    });
  }

  async edit(values: PermissionEditValues, user: Principal): Promise<void> {
    const row = await this.findById(values.id);
    if (!row) throw new JeecgError('未找到对应实体');
    const oldParent = row.parentId;
    await this.db.transaction(async (em) => {
      await this.apply(em, row, values, false);
      row.updateBy = user.username;
      row.updateTime = new Date(this.clock.now());
      await em.getRepository(PermissionEntity).save(row);
      if (row.parentId) await this.setLeaf(em, row.parentId, 0);
      if (oldParent && oldParent !== row.parentId) await this.refreshLeaf(em, oldParent);
    });
  }

  /** Copies the form onto the row with SysPermissionController's normalisation and our consistency checks. */
  private async apply(
    em: EntityManager,
    row: PermissionEntity,
    v: PermissionAddValues,
    creating: boolean,
  ): Promise<void> {
    const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
    row.menuType = v.menuType;
    row.name = v.name;
    row.parentId = v.menuType === TOP_MENU ? null : keep(v.parentId, creating ? null : row.parentId);
    if (row.menuType !== TOP_MENU) await this.checkParent(em, row);
    row.url = normaliseUrl(keep(v.url, creating ? null : row.url)) ?? null;
    row.component = normaliseComponent(keep(v.component, creating ? null : row.component)) ?? null;
    if (row.menuType === TOP_MENU && !row.component) row.component = 'layouts/RouteView';
    if (row.menuType !== BUTTON && !row.url) throw new JeecgError('菜单路径不能为空');
    row.componentName = keep(v.componentName, creating ? null : row.componentName);
    row.redirect = keep(v.redirect, creating ? null : row.redirect);
    row.perms = keep(v.perms, creating ? null : row.perms);
    if (row.perms && !PERMS_PATTERN.test(row.perms))
      throw new JeecgError('授权标识只能包含字母、数字、冒号、下划线、中划线、点和逗号');
    // auth/allAuth entries carry the type as "1" (show/hide) or "2" (disable); buttons default to "1".
    const permsType = keep(v.permsType, creating ? undefined : row.permsType);
    row.permsType = row.menuType === BUTTON ? (permsType === '2' ? '2' : '1') : (permsType ?? '0');
    if (row.menuType === BUTTON && row.perms) await this.checkPermsFree(em, row);
    row.sortNo = keep(v.sortNo, creating ? 0 : row.sortNo);
    row.icon = keep(v.icon, creating ? null : row.icon);
    row.description = keep(v.description, creating ? null : row.description);
    row.status = keep(v.status ?? undefined, creating ? '1' : row.status);
    row.alwaysShow = flag(v.alwaysShow, creating ? 0 : row.alwaysShow);
    row.isRoute = flag(v.route, creating ? 1 : row.isRoute);
    row.keepAlive = flag(v.keepAlive, creating ? 0 : row.keepAlive);
    row.hidden = flag(v.hidden, creating ? 0 : row.hidden);
    row.hideTab = flag(v.hideTab, creating ? 0 : row.hideTab);
    row.internalOrExternal = flag(v.internalOrExternal, creating ? 0 : row.internalOrExternal);
  }

  private async checkParent(em: EntityManager, row: PermissionEntity): Promise<void> {
    if (!row.parentId) throw new JeecgError('请选择上级菜单');
    const repo = em.getRepository(PermissionEntity);
    const parent = await repo.findOne({ where: { id: row.parentId, delFlag: 0 } });
    if (!parent) throw new JeecgError('上级菜单不存在');
    if (parent.menuType === BUTTON) throw new JeecgError('按钮权限不能作为上级菜单');
    // Walking up from the new parent must never reach the row itself (no cycles).
    let cursor: PermissionEntity | null = parent;
    for (let depth = 0; cursor && depth < 50; depth++) {
      if (cursor.id === row.id) throw new JeecgError('上级菜单不能是自己或自己的下级');
      cursor = cursor.parentId ? await repo.findOne({ where: { id: cursor.parentId } }) : null;
    }
  }

  private async checkPermsFree(em: EntityManager, row: PermissionEntity): Promise<void> {
    const taken = await em
      .getRepository(PermissionEntity)
      .createQueryBuilder('p')
      .where('p.perms = :perms', { perms: row.perms })
      .andWhere('p.delFlag = 0')
      .andWhere('p.menuType = :button', { button: BUTTON })
      .andWhere('p.id <> :id', { id: row.id })
      .getCount();
    if (taken > 0) throw new JeecgError('授权标识已存在');
  }

  private setLeaf(em: EntityManager, id: string, isLeaf: number) {
    return em.getRepository(PermissionEntity).update({ id }, { isLeaf });
  }

  private async refreshLeaf(em: EntityManager, id: string): Promise<void> {
    const children = await em.getRepository(PermissionEntity).count({ where: { parentId: id, delFlag: 0 } });
    await this.setLeaf(em, id, children > 0 ? 0 : 1);
  }

  /**
   * Deletes the rows with all their descendants, their data rules and every grant (roles, departments,
   * department roles), then fixes the parents' leaf flags. Unknown ids are skipped.
   */
  async delete(ids: string[]): Promise<number> {
    const roots = await this.permissions.find({ where: { id: In(ids), delFlag: 0 } });
    if (roots.length === 0) return 0;
    const all = new Set(roots.map((r) => r.id));
    let frontier = [...all];
    while (frontier.length) {
      const kids = await this.permissions.find({ select: { id: true }, where: { parentId: In(frontier) } });
      frontier = kids.map((k) => k.id).filter((id) => !all.has(id));
      frontier.forEach((id) => all.add(id));
    }
    const doomed = [...all];
    const parents = new Set(roots.map((r) => r.parentId).filter((p): p is string => !!p && !all.has(p)));
    await this.db.transaction(async (em) => {
      for (let i = 0; i < doomed.length; i += 500) {
        const chunk = doomed.slice(i, i + 500);
        await em.getRepository(PermissionEntity).delete({ id: In(chunk) });
        await em.getRepository(PermissionDataRuleEntity).delete({ permissionId: In(chunk) });
        await em.getRepository(RolePermissionEntity).delete({ permissionId: In(chunk) });
        for (const table of DEPART_GRANT_TABLES) {
          if (!this.db.entityMetadatas.some((m) => m.tableName === table)) continue;
          await em.createQueryBuilder().delete().from(table).where('permission_id IN (:...chunk)', { chunk }).execute();
        }
      }
      for (const p of parents) await this.refreshLeaf(em, p);
    });
    return roots.length;
  }

  /** `queryRolePermission`: the permission ids granted to a role. */
  async rolePermissionIds(roleId: string): Promise<string[]> {
    const rows = await this.rolePermissions.find({ where: { roleId }, order: { id: 'ASC' } });
    return rows.map((r) => r.permissionId);
  }

  /**
   * `saveRolePermission` with SysRolePermissionServiceImpl's diff semantics: ids in `permissionIds` but not in
   * `lastpermissionIds` are granted, ids in `lastpermissionIds` but not in `permissionIds` revoked. Ids of
   * rows that do not exist are ignored; an existing grant is never duplicated.
   */
  async saveRolePermission(roleId: string, permissionIds: string[], lastIds: string[], ip: string | null) {
    const now = new Set(permissionIds);
    const before = new Set(lastIds);
    const grant = [...now].filter((id) => !before.has(id));
    const revoke = [...before].filter((id) => !now.has(id));
    await this.db.transaction(async (em) => {
      const repo = em.getRepository(RolePermissionEntity);
      for (let i = 0; i < revoke.length; i += 500)
        await repo.delete({ roleId, permissionId: In(revoke.slice(i, i + 500)) });
      if (grant.length === 0) return;
      const existing = new Set<string>();
      const valid = new Set<string>();
      for (let i = 0; i < grant.length; i += 500) {
        const chunk = grant.slice(i, i + 500);
        const rows = await em.getRepository(PermissionEntity).find({
          select: { id: true },
          where: { id: In(chunk), delFlag: 0 },
        });
        rows.forEach((r) => valid.add(r.id));
        const links = await repo.find({ where: { roleId, permissionId: In(chunk) } });
        links.forEach((l) => existing.add(l.permissionId));
      }
      const rows = grant
        .filter((id) => valid.has(id) && !existing.has(id))
        .map((permissionId) => ({
          id: newId(this.clock.now()),
          roleId,
          permissionId,
          dataRuleIds: null,
          operateDate: new Date(this.clock.now()),
          operateIp: ip,
        }));
      for (let i = 0; i < rows.length; i += 200)
        await em
          .createQueryBuilder()
          .insert()
          .into(RolePermissionEntity)
          .values(rows.slice(i, i + 200))
          .updateEntity(false)
          .execute();
    });
  }
}
