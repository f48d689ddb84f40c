import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type Repository } from 'typeorm';
import type {
  DataRule,
  DataRuleAddValues as DataRuleAdd,
  DataRuleEditValues as DataRuleEdit,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import {
  MenuTreeService,
  PermissionDataRuleEntity,
  PermissionEntity,
  RolePermissionEntity,
  toDataRuleJson,
} from '../identity';

/** The properties `queryPermissionRule` filters on (equality, as its QueryWrapper does). */
const RULE_FILTERS = ['id', 'permissionId', 'ruleName', 'ruleColumn', 'ruleConditions', 'ruleValue', 'status'] as const;

/** Data rules per menu (SysPermissionDataRuleImpl, contract §6.4); the role's selection is role's (`RoleDataRuleService`). */
@Injectable()
export class PermissionDataRuleService {
  constructor(
    @InjectRepository(PermissionDataRuleEntity) private readonly rules: Repository<PermissionDataRuleEntity>,
    @InjectRepository(PermissionEntity) private readonly permissions: Repository<PermissionEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MenuTreeService) private readonly menuTree: MenuTreeService,
  ) {}

  byPermission(permissionId: string): Promise<DataRule[]> {
    return this.menuTree.rulesOf(permissionId);
  }

  async query(filters: Record<string, unknown>): Promise<DataRule[]> {
    const where: Record<string, string> = {};
    for (const key of RULE_FILTERS) {
      const v = filters[key];
      if (typeof v === 'string' && v !== '') where[key] = v;
    }
    const rows = await this.rules.find({ where, order: { createTime: 'ASC', id: 'ASC' } });
    return rows.map(toDataRuleJson);
  }

  async add(v: DataRuleAdd, user: Principal): Promise<void> {
    const menu = await this.permissions.findOne({ where: { id: v.permissionId, delFlag: 0 } });
    if (!menu) throw new JeecgError('未找到对应菜单');
    const now = new Date(this.clock.now());
    await this.db.transaction(async (em) => {
      await em.getRepository(PermissionDataRuleEntity).insert({
        id: newId(this.clock.now()),
        permissionId: v.permissionId,
        ruleName: v.ruleName,
        ruleColumn: v.ruleColumn ?? null,
        ruleConditions: v.ruleConditions,
        ruleValue: v.ruleValue,
        status: v.status ?? '1',
        createBy: user.username,
        createTime: now,
        updateBy: null,
        updateTime: null,
      });
      await em.getRepository(PermissionEntity).update({ id: menu.id }, { ruleFlag: 1 });
    });
  }

  async edit(v: DataRuleEdit, user: Principal): Promise<void> {
    const rule = await this.rules.findOne({ where: { id: v.id } });
    if (!rule) throw new JeecgError('未找到对应实体');
    if (rule.permissionId !== v.permissionId) throw new JeecgError('数据规则不能移到其他菜单');
    Object.assign(rule, {
      ruleName: v.ruleName,
      ruleColumn: v.ruleColumn === undefined ? rule.ruleColumn : v.ruleColumn,
      ruleConditions: v.ruleConditions,
      ruleValue: v.ruleValue,
      status: v.status ?? rule.status,
      updateBy: user.username,
      updateTime: new Date(this.clock.now()),
    });
    await this.rules.save(rule);
  }

  /** Deletes a rule, drops it from the roles' selections and clears the menu's flag when none is left. */
  async delete(id: string): Promise<void> {
    const rule = await this.rules.findOne({ where: { id } });
    if (!rule) throw new JeecgError('未找到对应实体');
    await this.db.transaction(async (em) => {
      await em.getRepository(PermissionDataRuleEntity).delete({ id });
      const grants = await em.getRepository(RolePermissionEntity).find({ where: { permissionId: rule.permissionId } });
      for (const g of grants) {
        const ids = (g.dataRuleIds ?? '').split(',').filter((x) => x && x !== id);
        const next = ids.length ? ids.join(',') : null;
        if (next !== g.dataRuleIds)
          await em.getRepository(RolePermissionEntity).update({ id: g.id }, { dataRuleIds: next });
      }
      const left = await em
        .getRepository(PermissionDataRuleEntity)
        .count({ where: { permissionId: rule.permissionId } });
      if (left === 0) await em.getRepository(PermissionEntity).update({ id: rule.permissionId }, { ruleFlag: 0 });
    });
  }
}
