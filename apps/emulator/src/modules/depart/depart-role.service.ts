import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, In, Not, type Repository } from 'typeorm';
import type { DepartRoleAddValues, DepartRoleEditValues, SysDepartRole } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import {
  DepartEntity,
  DepartRoleEntity,
  DepartRolePermissionEntity,
  DepartRoleUserEntity,
  UserEntity,
} from '../identity';

export const toDepartRoleJson = (r: DepartRoleEntity): SysDepartRole => ({
  id: r.id,
  departId: r.departId,
  roleName: r.roleName,
  roleCode: r.roleCode,
  description: r.description,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

/** Properties `GET /sys/sysDepartRole/list` filters and sorts by. */
export const DEPART_ROLE_LIST_FIELDS: ListFields = {
  id: 'string',
  departId: 'string',
  roleName: 'string',
  roleCode: 'string',
  description: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const splitList = (s: string | null | undefined) => [
  ...new Set(
    (s ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  ),
];

/** `/sys/sysDepartRole/*` after SysDepartRoleController: roles that live inside one department. */
@Injectable()
export class DepartRoleService {
  constructor(
    @InjectRepository(DepartRoleEntity) private readonly roles: Repository<DepartRoleEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<SysDepartRole>> {
    const { deptId, ...rest } = query;
    const plan = planListQuery(DEPART_ROLE_LIST_FIELDS, rest, 'r');
    const qb = this.roles.createQueryBuilder('r');
    if (typeof deptId === 'string' && deptId.trim()) qb.where('r.departId = :deptId', { deptId: deptId.trim() });
    return fetchPage(qb, plan, (rows) => rows.map(toDepartRoleJson), 'id');
  }

  private async assertCodeFree(departId: string, roleCode: string, exceptId?: string): Promise<void> {
    const taken = await this.roles.exists({
      where: { departId, roleCode, ...(exceptId ? { id: Not(exceptId) } : {}) },
    });
    if (taken) throw new JeecgError(`操作失败，部门角色编码已存在：${roleCode}`);
  }

  async add(body: DepartRoleAddValues, user: Principal): Promise<void> {
    if (!(await this.db.getRepository(DepartEntity).exists({ where: { id: body.departId, delFlag: '0' } }))) {
      throw new JeecgError('操作失败，部门不存在');
    }
    await this.assertCodeFree(body.departId, body.roleCode);
    const now = this.clock.now();
    await this.roles.insert({
      id: newId(now),
      departId: body.departId,
      roleName: body.roleName,
      roleCode: body.roleCode,
      description: body.description ?? null,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  /** Name, code and description; a role stays in its department. */
  async edit(body: DepartRoleEditValues, user: Principal): Promise<void> {
    const row = await this.roles.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    if (body.roleCode && body.roleCode !== row.roleCode) await this.assertCodeFree(row.departId, body.roleCode, row.id);
    await this.roles.update(
      { id: row.id },
      {
        roleName: body.roleName ?? row.roleName,
        roleCode: body.roleCode ?? row.roleCode,
        description: body.description ?? row.description,
        updateBy: user.username,
        updateTime: new Date(this.clock.now()),
      },
    );
  }

  /** Deletes roles with their permissions and user links. */
  async delete(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction(async (em) => {
      const found = await em.find(DepartRoleEntity, { where: { id: In(ids) } });
      const roleIds = found.map((r) => r.id);
      if (roleIds.length === 0) return 0;
      await em.delete(DepartRolePermissionEntity, { roleId: In(roleIds) });
      await em.delete(DepartRoleUserEntity, { droleId: In(roleIds) });
      await em.delete(DepartRoleEntity, { id: In(roleIds) });
      return roleIds.length;
    });
  }

  async rolesOfDepart(departId: string): Promise<SysDepartRole[]> {
    const rows = await this.roles.find({ where: { departId }, order: { createTime: 'ASC', id: 'ASC' } });
    return rows.map(toDepartRoleJson);
  }

  /** The user's links to the department's roles. */
  async userLinks(userId: string, departId: string): Promise<{ id: string; userId: string; droleId: string }[]> {
    const roleIds = (await this.roles.find({ select: { id: true }, where: { departId } })).map((r) => r.id);
    if (roleIds.length === 0) return [];
    const links = await this.db
      .getRepository(DepartRoleUserEntity)
      .find({ where: { userId, droleId: In(roleIds) }, order: { id: 'ASC' } });
    return links.map((l) => ({ id: l.id, userId: l.userId, droleId: l.droleId }));
  }

  /** `deptRoleUserAdd`: adds the roles in `newRoleId` the user lacks, removes those only in `oldRoleId`. */
  async setUserRoles(userId: string, newRoleId?: string | null, oldRoleId?: string | null): Promise<void> {
    const next = splitList(newRoleId);
    const old = splitList(oldRoleId);
    const add = next.filter((id) => !old.includes(id));
    const remove = old.filter((id) => !next.includes(id));
    await this.db.transaction(async (em) => {
      if (!(await em.exists(UserEntity, { where: { id: userId, delFlag: 0 } }))) {
        throw new JeecgError('操作失败，用户不存在');
      }
      if (add.length) {
        const found = new Set((await em.find(DepartRoleEntity, { where: { id: In(add) } })).map((r) => r.id));
        const missing = add.find((id) => !found.has(id));
        if (missing) throw new JeecgError(`操作失败，部门角色不存在：${missing.slice(0, 40)}`);
      }
      const held = new Set((await em.find(DepartRoleUserEntity, { where: { userId } })).map((l) => l.droleId));
      for (const droleId of add.filter((id) => !held.has(id))) {
        await em.insert(DepartRoleUserEntity, { id: newId(this.clock.now()), userId, droleId });
      }
      if (remove.length) await em.delete(DepartRoleUserEntity, { userId, droleId: In(remove) });
    });
  }
}
