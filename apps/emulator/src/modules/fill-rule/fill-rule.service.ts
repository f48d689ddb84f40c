import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not, type Repository } from 'typeorm';
import {
  checkFillRule,
  FillRuleClass,
  type FillRuleAddValues,
  type FillRuleEditValues,
  type FillRuleImportRow,
  fillRuleImportRowSchema,
  FillRuleMessages,
  type SysFillRule,
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
import { nextChildCode } from '../../core/tree/org-code';
import { CategoryEntity } from '../category';
import { FillRuleEntity } from './entities/fill-rule.entity';
import { formatOrderNumber, orderDateText } from './order-number';

export const toFillRuleJson = (r: FillRuleEntity): SysFillRule => ({
  id: r.id,
  ruleName: r.ruleName,
  ruleCode: r.ruleCode,
  ruleClass: r.ruleClass,
  ruleParams: r.ruleParams,
  createBy: r.createBy,
  createTime: formatDateTime(r.createTime),
  updateBy: r.updateBy,
  updateTime: formatDateTime(r.updateTime),
});

/** The sheet of `exportXls`/`importExcel`: SysFillRule's `@Excel` columns in their order (3.4.0). */
export const FILL_RULE_COLUMNS: ExcelColumn[] = [
  { key: 'ruleName', header: '规则名称' },
  { key: 'ruleCode', header: '规则Code' },
  { key: 'ruleClass', header: '规则实现类' },
  { key: 'ruleParams', header: '规则参数' },
  { key: 'updateBy', header: '修改人' },
  { key: 'updateTime', header: '修改时间', width: 20 },
  { key: 'createBy', header: '创建人' },
  { key: 'createTime', header: '创建时间', width: 20 },
];

export const FILL_RULE_LIST_FIELDS: ListFields = {
  id: 'string',
  ruleName: 'string',
  ruleCode: 'string',
  ruleClass: 'string',
  ruleParams: 'string',
  createBy: 'string',
  createTime: 'datetime',
  updateBy: 'string',
  updateTime: 'datetime',
};

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** `/sys/fillRule/*` after SysFillRuleController and FillRuleUtil, with built-in generators instead of Java classes. */
@Injectable()
export class FillRuleService {
  constructor(
    @InjectRepository(FillRuleEntity) private readonly rules: Repository<FillRuleEntity>,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(query: ListQuery): Promise<IPage<SysFillRule>> {
    const plan = planListQuery(FILL_RULE_LIST_FIELDS, query, 'r');
    return fetchPage(this.rules.createQueryBuilder('r'), plan, (rows) => rows.map(toFillRuleJson), 'id');
  }

  async queryById(id: string): Promise<SysFillRule> {
    const row = await this.rules.findOne({ where: { id } });
    if (!row) throw new JeecgError('未找到对应数据');
    return toFillRuleJson(row);
  }

  private check(ruleClass: string, ruleParams: string | null | undefined): Record<string, unknown> {
    const checked = checkFillRule(ruleClass, ruleParams);
    if (!checked.ok) throw new JeecgError(checked.message);
    return checked.params;
  }

  private async assertCodeFree(ruleCode: string, exceptId?: string): Promise<void> {
    if (await this.rules.exists({ where: { ruleCode, ...(exceptId ? { id: Not(exceptId) } : {}) } })) {
      throw new JeecgError(`${FillRuleMessages.codeTaken}：${ruleCode}`);
    }
  }

  /** `exportXls`: the list's filters (or the `selections`), by id. */
  exportRows(query: ListQuery): Promise<SysFillRule[]> {
    return exportRows(this.rules.createQueryBuilder('r'), FILL_RULE_LIST_FIELDS, query, toFillRuleJson);
  }

  /** `importExcel`: each row checked as `add` checks it (class, parameters, free code); all rows or none. */
  async importSpec(user: Principal): Promise<ImportSpec<FillRuleImportRow>> {
    const codes = new Set((await this.rules.find({ select: { ruleCode: true } })).map((r) => r.ruleCode));
    return {
      entity: 'sysFillRule',
      columns: FILL_RULE_COLUMNS,
      schema: fillRuleImportRowSchema,
      atomic: true,
      okMessage: genericImportOk,
      check: (row) => {
        const checked = checkFillRule(row.ruleClass, row.ruleParams);
        if (!checked.ok) return checked.message;
        if (codes.has(row.ruleCode)) return `${FillRuleMessages.codeTaken}：${row.ruleCode}`;
        codes.add(row.ruleCode);
        return null;
      },
      insert: async (em: EntityManager, rows) => {
        const now = this.clock.now();
        await bulkInsert(em, FillRuleEntity, rows, (r) => ({
          id: newId(this.clock.now()),
          ruleName: r.ruleName,
          ruleCode: r.ruleCode,
          ruleClass: r.ruleClass,
          ruleParams: r.ruleParams ?? null,
          createBy: user.username,
          createTime: new Date(now),
          updateBy: null,
          updateTime: null,
        }));
      },
    };
  }

  async add(body: FillRuleAddValues, user: Principal): Promise<void> {
    this.check(body.ruleClass, body.ruleParams);
    await this.assertCodeFree(body.ruleCode);
    const now = this.clock.now();
    await this.rules.insert({
      id: newId(now),
      ruleName: body.ruleName,
      ruleCode: body.ruleCode,
      ruleClass: body.ruleClass,
      ruleParams: body.ruleParams ?? null,
      createBy: user.username,
      createTime: new Date(now),
      updateBy: null,
      updateTime: null,
    });
  }

  async edit(body: FillRuleEditValues, user: Principal): Promise<void> {
    const row = await this.rules.findOne({ where: { id: body.id } });
    if (!row) throw new JeecgError('未找到对应实体');
    const ruleParams = body.ruleParams === undefined ? row.ruleParams : body.ruleParams;
    this.check(body.ruleClass, ruleParams);
    if (body.ruleCode !== row.ruleCode) await this.assertCodeFree(body.ruleCode, row.id);
    await this.rules.update(
      { id: row.id },
      {
        ruleName: body.ruleName,
        ruleCode: body.ruleCode,
        ruleClass: body.ruleClass,
        ruleParams,
        updateBy: user.username,
        updateTime: new Date(this.clock.now()),
      },
    );
  }

  async delete(ids: string[]): Promise<number> {
    return (await this.rules.delete({ id: In(ids) })).affected ?? 0;
  }

  /** FillRuleUtil.executeRule: the next value of the rule for this form's data. */
  async execute(ruleCode: string, formData: Record<string, unknown> = {}): Promise<string> {
    const rule = await this.rules.findOne({ where: { ruleCode } });
    if (!rule) throw new JeecgError(`${FillRuleMessages.unknownRule}：${ruleCode}`);
    const params = this.check(rule.ruleClass, rule.ruleParams);
    if (rule.ruleClass === FillRuleClass.orderNumber) {
      const { prefix, dateFormat, digits } = params as { prefix: string; dateFormat: 'yyyyMMdd'; digits: number };
      const dateText = orderDateText(this.clock.now(), dateFormat);
      return formatOrderNumber(prefix, dateText, await this.nextSequence(rule.ruleCode, dateText), digits);
    }
    return this.nextCategoryCode(text(formData.pid) ?? text(params.pid), text(params.pcode));
  }

  /**
   * One atomic upsert per number: the database hands out each value once, so parallel callers (and several
   * emulator processes on one file) never share a number.
   */
  private async nextSequence(ruleCode: string, period: string): Promise<number> {
    const [a, b] = this.db.driver.options.type === 'postgres' ? ['$1', '$2'] : ['?', '?'];
    const rows: { seq_value: number }[] = await this.db.query(
      `INSERT INTO sys_fill_rule_seq (rule_code, seq_period, seq_value) VALUES (${a}, ${b}, 1)
       ON CONFLICT (rule_code, seq_period) DO UPDATE SET seq_value = sys_fill_rule_seq.seq_value + 1
       RETURNING seq_value`,
      [ruleCode, period],
    );
    return Number(rows[0].seq_value);
  }

  /** CategoryCodeRule: the next free child code below the parent (`pid`, else `pcode`; none = a root code). */
  private async nextCategoryCode(pid: string | undefined, pcode: string | undefined): Promise<string> {
    let prefix = '';
    if (pid && pid !== '0') {
      const parent = await this.categories.findOne({ where: { id: pid } });
      if (!parent) throw new JeecgError(`父级分类不存在：${pid}`);
      prefix = parent.code;
    } else if (pcode) {
      if (!(await this.categories.exists({ where: { code: pcode } })))
        throw new JeecgError(`该编码【${pcode}】不存在，请核实!`);
      prefix = pcode;
    }
    const codes = await this.categories.find({ select: { code: true } });
    return nextChildCode(
      prefix,
      codes.map((c) => c.code),
      '分类编码',
    );
  }
}
