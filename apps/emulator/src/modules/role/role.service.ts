import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type Repository } from 'typeorm';
import {
  type RoleAddValues,
  type RoleEditValues,
  type RoleImportRow,
  roleImportRowSchema,
  type SysRole,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import type { ImportSpec } from '../../core/excel/excel-import.service';
import type { ListQuery } from '../../core/paging/data-rules';
import { applyListPlan, fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { RoleEntity, RolePermissionEntity, UserRoleEntity } from '../identity';

export const ROLE_LIST_FIELDS: ListFields = {
  id: 'string',
  roleName: 'string',
  roleCode: 'string',
  description: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** The roles sheet (SysRole's `@Excel` columns). */
export const ROLE_COLUMNS: ExcelColumn[] = [
  { key: 'roleName', header: '角色名称', width: 20 },
  { key: 'roleCode', header: '角色编码', width: 20 },
  { key: 'description', header: '描述', width: 30 },
  { key: 'createTime', header: '创建时间', width: 20 },
];

export const toSysRoleJson = (r: RoleEntity): SysRole => ({
  id: r.id,
  roleName: r.roleName,
  roleCode: r.roleCode,
  description: r.description,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

/** Roles (SysRoleController, contract §6.2). */
@Injectable()
export class RoleService {
  constructor(
    @InjectRepository(RoleEntity) private readonly roles: Repository<RoleEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<SysRole>> {
    const plan = planListQuery(ROLE_LIST_FIELDS, query, 'r');
    return fetchPage(this.roles.createQueryBuilder('r'), plan, (rows) => rows.map(toSysRoleJson), 'id');
  }

  /** The rows `exportXls` writes: the list's filters and sort without paging, or the `selections`. */
  async exportRows(query: ListQuery): Promise<SysRole[]> {
    const plan = planListQuery(ROLE_LIST_FIELDS, query, 'r');
    const qb = applyListPlan(this.roles.createQueryBuilder('r'), plan).addOrderBy('r.id', 'ASC');
    const selections = typeof query.selections === 'string' ? query.selections.split(',').filter(Boolean) : [];
    if (selections.length) qb.andWhere('r.id IN (:...selections)', { selections });
    return (await qb.getMany()).map(toSysRoleJson);
  }

  async all(): Promise<SysRole[]> {
    return (await this.roles.find({ order: { createTime: 'ASC', id: 'ASC' } })).map(toSysRoleJson);
  }

  findById(id: string): Promise<RoleEntity | null> {
    return this.roles.findOne({ where: { id } });
  }

  /** Whether `roleCode` is free, ignoring the role `exceptId` (the one being edited). */
  async codeIsFree(roleCode: string, exceptId?: string): Promise<boolean> {
    const taken = await this.roles.findOne({ where: { roleCode } });
    return !taken || taken.id === exceptId;
  }

  async add(v: RoleAddValues, user: Principal): Promise<void> {
    if (!(await this.codeIsFree(v.roleCode))) throw new JeecgError('操作失败，角色编码已存在');
    await this.roles.insert({
      id: newId(this.clock.now()),
      roleName: v.roleName,
      roleCode: v.roleCode,
      description: v.description ?? null,
      createBy: user.username,
      createTime: new Date(this.clock.now()),
      updateBy: null,
      updateTime: null,
    });
  }

  async edit(v: RoleEditValues, user: Principal): Promise<void> {
    const role = await this.findById(v.id);
    if (!role) throw new JeecgError('未找到对应实体');
    if (!(await this.codeIsFree(v.roleCode, role.id))) throw new JeecgError('操作失败，角色编码已存在');
    role.roleName = v.roleName;
    role.roleCode = v.roleCode;
    if (v.description !== undefined) role.description = v.description;
    role.updateBy = user.username;
    role.updateTime = new Date(this.clock.now());
    await this.roles.save(role);
  }

  /** Deletes roles with their user links and permission grants; answers how many existed. */
  async delete(ids: string[]): Promise<number> {
    const found = await this.roles.find({ select: { id: true }, where: { id: In(ids) } });
    if (!found.length) return 0;
    const roleIds = found.map((r) => r.id);
    await this.db.transaction(async (em) => {
      await em.getRepository(UserRoleEntity).delete({ roleId: In(roleIds) });
      await em.getRepository(RolePermissionEntity).delete({ roleId: In(roleIds) });
      await em.getRepository(RoleEntity).delete({ id: In(roleIds) });
    });
    return found.length;
  }

  /** The roles sheet import: codes must be new (in the database and earlier in the file). */
  async importSpec(user: Principal): Promise<ImportSpec<RoleImportRow>> {
    const codes = new Set((await this.roles.find({ select: { roleCode: true } })).map((r) => r.roleCode));
    return {
      entity: 'role',
      columns: ROLE_COLUMNS,
      schema: roleImportRowSchema,
      check: (row) => {
        if (codes.has(row.roleCode)) return `角色编码已存在：${row.roleCode}`;
        codes.add(row.roleCode);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = new Date(this.clock.now());
        await bulkInsert(em, RoleEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          roleName: r.roleName,
          roleCode: r.roleCode,
          description: r.description ?? null,
          createBy: user.username,
          createTime: now,
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }
}
