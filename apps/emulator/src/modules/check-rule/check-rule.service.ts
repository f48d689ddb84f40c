import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Not, type Repository } from 'typeorm';
import type { CheckRuleAddValues, CheckRuleEditValues, CheckRuleFailure, SysCheckRule } from '@cropwatch/contract';
import type { Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { newId } from '../../core/database/id';
import { JeecgError } from '../../core/errors/jeecg.errors';
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
