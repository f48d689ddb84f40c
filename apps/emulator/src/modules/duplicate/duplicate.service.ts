import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { SECURITY_MESSAGE } from '../dict';

/**
 * The (table, column) pairs the console's unique checks may count (contract §8.3, §13): JeecgBoot splices
 * any table and column into its COUNT query; here only these pairs — and only when this build maps the
 * table — are read, and the value is bound.
 */
export const DUPLICATE_CHECK_ALLOWLIST: Readonly<Record<string, readonly string[]>> = {
  sys_user: ['username', 'work_no', 'phone', 'email'],
  sys_role: ['role_code'],
  sys_depart: ['org_code'],
  sys_depart_role: ['role_code'],
  sys_dict: ['dict_code'],
  sys_position: ['code'],
  sys_category: ['code'],
  sys_check_rule: ['rule_code'],
  sys_fill_rule: ['rule_code'],
  sys_tenant: ['id', 'name'],
  sys_data_source: ['code'],
  sys_gateway_route: ['router_id'],
  sys_quartz_job: ['job_class_name'],
};

export const EMPTY_VALUE_MESSAGE = '数据为空,不作处理！';
export const FREE_MESSAGE = '该值可用！';
export const TAKEN_MESSAGE = '该值不可用，系统中已存在！';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface DuplicateCheckQuery {
  tableName: string;
  fieldName: string;
  fieldVal?: string;
  dataId?: string;
}

/** What the check concluded; the controller turns it into JeecgBoot's answers. */
export type DuplicateOutcome = 'empty' | 'free' | 'taken';

/** `/sys/duplicate/check` after DuplicateCheckController, in its order: names, empty value, allowlist, count. */
@Injectable()
export class DuplicateService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async check(q: DuplicateCheckQuery): Promise<DuplicateOutcome> {
    const table = q.tableName.trim();
    const column = q.fieldName.trim();
    for (const name of [table, column]) {
      // SqlInjectionUtil.filterContent runs first in JeecgBoot; here anything but a plain name stops.
      if (!IDENTIFIER.test(name))
        throw new JeecgError(`操作失败，请注意，值可能存在SQL注入风险!--->${name.slice(0, 50)}`);
    }
    if (!q.fieldVal) return 'empty';
    const allowed =
      Object.hasOwn(DUPLICATE_CHECK_ALLOWLIST, table) && DUPLICATE_CHECK_ALLOWLIST[table].includes(column);
    const meta = allowed ? this.db.entityMetadatas.find((m) => m.tableName === table) : undefined;
    const mapped = meta?.columns.find((c) => c.databaseName === column);
    const idColumn = meta?.primaryColumns[0]?.databaseName;
    if (!meta || !mapped || !idColumn) throw new JeecgError(SECURITY_MESSAGE);
    const esc = (name: string) => this.db.driver.escape(name);
    const qb = this.db
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from(meta.tableName, 't')
      .where(`${esc(column)} = :fieldVal`, { fieldVal: q.fieldVal });
    if (q.dataId?.trim()) qb.andWhere(`${esc(idColumn)} <> :dataId`, { dataId: q.dataId.trim() });
    const row = await qb.getRawOne<{ n: number | string }>();
    return Number(row?.n ?? 0) > 0 ? 'taken' : 'free';
  }
}
