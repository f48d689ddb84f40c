import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  type CheckRuleAddValues,
  type CheckRuleEditValues,
  type CheckRuleFailure,
  type CheckRuleImportRow,
  checkRuleImportRowSchema,
  type SysCheckRule,
} from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { bulkInsert } from '../../core/excel/bulk-insert';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import { genericImportOk, type ImportSpec } from '../../core/excel/excel-import.service';
import { exportRows } from '../../core/excel/export-rows';
import type { ListQuery } from '../../core/paging/data-rules';
import { fetchPage, type ListFields, planListQuery } from '../../core/paging/list-query';
import type { IPage } from '../../core/paging/page';
import { formatDateTime } from '../../core/result/date-format';
import { checkValue, parseRuleJson } from './check-rule.evaluator';
import { CheckRuleEntity } from './entities/check-rule.entity';

export const toCheckRuleJson = (r: CheckRuleEntity): SysCheckRule => ({
  id: r.id,
  ruleName: r.ruleName,
  ruleCode: r.ruleCode,
  ruleJson: r.ruleJson,
  ruleDescription: r.ruleDescription,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

/** The sheet of `exportXls`/`importExcel`: SysCheckRule's `@Excel` columns in their order (3.4.0). */
export const CHECK_RULE_COLUMNS: ExcelColumn[] = [
  { key: 'ruleName', header: '规则名称' },
  { key: 'ruleCode', header: '规则Code' },
  { key: 'ruleJson', header: '规则JSON' },
  { key: 'ruleDescription', header: '规则描述' },
  { key: 'updateBy', header: '更新人' },
  { key: 'updateTime', header: '更新时间', width: 20 },
  { key: 'createBy', header: '创建人' },
  { key: 'createTime', header: '创建时间', width: 20 },
];

/** Properties `GET /sys/checkRule/list` filters and sorts by. */
export const CHECK_RULE_LIST_FIELDS: ListFields = {
  id: 'string',
  ruleName: 'string',
  ruleCode: 'string',
  ruleJson: 'string',
  ruleDescription: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

/** `/sys/checkRule/*` after SysCheckRuleController and SysCheckRuleServiceImpl (contract §8.3). */
@Injectable()
export class CheckRuleService {
  constructor(
    @InjectRepository(CheckRuleEntity) private readonly rules: Repository<CheckRuleEntity>,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** `checkByCode`: null when the value passes, else the failing rule. */
  async check(ruleCode: string, value: string): Promise<CheckRuleFailure | null> {
    const rule = await this.rules.findOne({ where: { ruleCode } });
    if (!rule) throw new JeecgError('该编码不存在');
    return checkValue(parseRuleJson(rule.ruleJson), decodeValue(value));
  }

  list(query: ListQuery): Promise<IPage<SysCheckRule>> {
    const plan = planListQuery(CHECK_RULE_LIST_FIELDS, query, 'r');
    return fetchPage(this.rules.createQueryBuilder('r'), plan, (rows) => rows.map(toCheckRuleJson), 'id');
  }

  async queryById(id: string): Promise<SysCheckRule> {
    const row = await this.rules.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应数据');
    return toCheckRuleJson(row);
  }

  private async assertCodeFree(ruleCode: string, exceptId?: string): Promise<void> {
    if (await this.rules.exists({ where: { ruleCode, ...(exceptId ? { id: Not(exceptId) } : {}) } })) {
      throw new JeecgError(`操作失败，规则编码已存在：${ruleCode}`);
    }
  }

  async add(body: CheckRuleAddValues, user: Principal): Promise<void> {
    parseRuleJson(body.ruleJson);
    await this.assertCodeFree(body.ruleCode);
    const now = this.clock.now();
    await this.rules.insert({
      id: newId(now),
      ruleName: body.ruleName,
      ruleCode: body.ruleCode,
      ruleJson: body.ruleJson,
      ruleDescription: body.ruleDescription ?? null,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  async edit(body: CheckRuleEditValues, user: Principal): Promise<void> {
    const row = await this.rules.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    if (body.ruleJson) parseRuleJson(body.ruleJson);
    if (body.ruleCode && body.ruleCode !== row.ruleCode) await this.assertCodeFree(body.ruleCode, row.id);
    await this.rules.update(
      { id: row.id },
      {
        ruleName: body.ruleName ?? row.ruleName,
        ruleCode: body.ruleCode ?? row.ruleCode,
        ruleJson: body.ruleJson ?? row.ruleJson,
        ruleDescription: body.ruleDescription ?? row.ruleDescription,
        updateBy: user.username,
        updateTime: new Date(this.clock.now()),
      },
    );
  }

  /** `exportXls`: the list's filters (or the `selections`), every matching rule, by id. */
  exportRows(query: ListQuery): Promise<SysCheckRule[]> {
    return exportRows(this.rules.createQueryBuilder('r'), CHECK_RULE_LIST_FIELDS, query, toCheckRuleJson);
  }

  /** `importExcel`: each row checked as `add` checks it (rule JSON, free code); all rows or none. */
  async importSpec(user: Principal): Promise<ImportSpec<CheckRuleImportRow>> {
    const codes = new Set((await this.rules.find({ select: { ruleCode: true } })).map((r) => r.ruleCode));
    return {
      entity: 'sysCheckRule',
      columns: CHECK_RULE_COLUMNS,
      schema: checkRuleImportRowSchema,
      atomic: true,
      okMessage: genericImportOk,
      check: (row) => {
        try {
          parseRuleJson(row.ruleJson);
        } catch (e) {
          if (e instanceof JeecgError) return e.message;
          throw e;
        }
        if (codes.has(row.ruleCode)) return `操作失败，规则编码已存在：${row.ruleCode}`;
        codes.add(row.ruleCode);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = this.clock.now();
        await bulkInsert(em, CheckRuleEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          ruleName: r.ruleName,
          ruleCode: r.ruleCode,
          ruleJson: r.ruleJson,
          ruleDescription: r.ruleDescription ?? null,
          createBy: user.username,
          createTime: new Date(now),
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }

  async delete(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return (await this.rules.delete({ id: In(ids) })).affected ?? 0;
  }
}

/** The controller decodes `value` once more with URLDecoder; a stray `%` keeps the text as it came. */
export function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}
