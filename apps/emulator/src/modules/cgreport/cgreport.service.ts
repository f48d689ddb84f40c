import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import {
  type DictModel,
  REPORT_MESSAGES,
  type ReportColumn,
  type ReportColumns,
  type ReportData,
  type ReportDataQuery,
  type ReportParam,
  type ReportQueryItem,
} from '@cropwatch/contract';
import type { DictTexts } from '../../core/dict/dict-text';
import { JeecgError } from '../../core/errors/jeecg.errors';
import type { ExcelColumn } from '../../core/excel/excel-columns';
import { DATA_RULES, type DataRule } from '../../core/paging/data-rules';
import { DictService } from '../dict';
import type { ReportTarget, ReportTargets } from '../identity';
import { CgreportHeadEntity, CgreportItemEntity, CgreportParamEntity } from './entities/cgreport.entities';
import { governedTables, readGrantsOf, ruleCondition, shadowTables, type TableFilter } from './report-data-rules';
import { ReportExecutionError, ReportRunner, ReportTimeoutError } from './report-runner';
import { compileReportSql, quoteColumn, ReportSqlError } from './report-sql';

/** Rows of one `getData` page at most, whatever `pageSize` asks (the real client asks 99999 for "all"). */
export const REPORT_PAGE_LIMIT = 1000;
/** Field types whose columns sort (contract §8.5 names Integer/Long/Date; numbers and date-times sort too). */
const SORTABLE = new Set(['integer', 'long', 'double', 'date', 'datetime']);
const NUMERIC = new Set(['integer', 'long', 'double']);

type Query = ReportDataQuery & Record<string, unknown> & { [DATA_RULES]?: readonly DataRule[] };
type Bindings = Record<string, string | number | null>;

const typeOf = (item: CgreportItemEntity) => (item.fieldType ?? 'String').toLowerCase();
const firstText = (v: unknown): string | undefined => {
  const one: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof one === 'string' && one.trim() !== '' ? one.trim() : undefined;
};
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Online reports (contract §8.5): the report's SQL, searched, sorted and paged, run by `ReportRunner`. Also the
 * access guard's `REPORT_TARGETS` (issue #29): which report a request names and which ruled tables it reads; the
 * data rules the guard found then narrow the rows here.
 */
@Injectable()
export class CgreportService implements ReportTargets {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(CgreportHeadEntity) private readonly heads: Repository<CgreportHeadEntity>,
    @InjectRepository(CgreportItemEntity) private readonly itemRows: Repository<CgreportItemEntity>,
    @InjectRepository(CgreportParamEntity) private readonly paramRows: Repository<CgreportParamEntity>,
    @Inject(DictService) private readonly dicts: DictService,
    @Inject(ReportRunner) private readonly runner: ReportRunner,
  ) {}

  async headByCode(code: string): Promise<CgreportHeadEntity> {
    const head = await this.heads.findOneBy({ code });
    if (!head) throw new JeecgError(REPORT_MESSAGES.notFound);
    return head;
  }

  async headById(id: string): Promise<CgreportHeadEntity> {
    const head = await this.heads.findOneBy({ id });
    if (!head) throw new JeecgError(REPORT_MESSAGES.notFound);
    return head;
  }

  /** The report named by `code` (getRpColumns) or `id` (every other endpoint); null when none matches. */
  async targetOf(params: Readonly<Record<string, unknown>>): Promise<ReportTarget | null> {
    // The same key the handler will read: the contract's report key trims (a `%20`-padded id must name the same
    // report here as there, or the grant check would pass over it).
    const by =
      typeof params.code === 'string'
        ? { code: params.code.trim() }
        : typeof params.id === 'string'
          ? { id: params.id.trim() }
          : null;
    if (!by) return null;
    const head = await this.heads.findOne({ where: by, select: { code: true, cgrSql: true } });
    if (!head) return null;
    const tables = governedTables(head.cgrSql);
    return { code: head.code, tables, buttons: readGrantsOf(tables.keys()) };
  }

  private items(headId: string): Promise<CgreportItemEntity[]> {
    return this.itemRows.find({ where: { cgrheadId: headId }, order: { orderNum: 'ASC', id: 'ASC' } });
  }

  private shown = async (headId: string) => (await this.items(headId)).filter((i) => i.isShow === 1);

  /** `getRpColumns/{code}`. */
  async columns(code: string): Promise<ReportColumns> {
    const head = await this.headByCode(code);
    return this.columnsOf(head);
  }

  private async columnsOf(head: CgreportHeadEntity): Promise<ReportColumns> {
    const shown = await this.shown(head.id);
    const dictOptions: Record<string, DictModel[]> = {};
    for (const item of shown.filter((i) => i.dictCode))
      dictOptions[item.fieldName] = await this.dicts.getDictItems(item.dictCode as string);
    const columns = shown.map((i): ReportColumn => {
      const column: ReportColumn = { title: i.fieldTxt ?? i.fieldName, dataIndex: i.fieldName, align: 'center' };
      if (SORTABLE.has(typeOf(i)) || i.isOrder === 1) column.sorter = 'true';
      if (i.dictCode) column.customRender = i.fieldName;
      if (i.fieldWidth) column.width = i.fieldWidth;
      return column;
    });
    return { columns, dictOptions, cgRpConfigId: head.id, cgRpConfigName: head.name };
  }

  /** `getQueryInfo/{id}`: searchable items; `hidden` from the third on (the form folds them). */
  async queryInfo(id: string): Promise<ReportQueryItem[]> {
    const head = await this.headById(id);
    return (await this.items(head.id))
      .filter((i) => i.isSearch === 1)
      .map((i, n): ReportQueryItem => {
        const item: ReportQueryItem = {
          label: i.fieldTxt ?? i.fieldName,
          field: i.fieldName,
          view: i.dictCode ? 'list' : typeOf(i),
          mode: i.searchMode === 'group' ? 'group' : 'single',
        };
        if (i.dictCode) item.dictCode = i.dictCode;
        if (n >= 2) item.hidden = '1';
        return item;
      });
  }

  /** `getParamsInfo/{id}`. */
  async paramsInfo(id: string): Promise<ReportParam[]> {
    const head = await this.headById(id);
    const rows = await this.paramRows.find({ where: { cgrheadId: head.id }, order: { orderNum: 'ASC', id: 'ASC' } });
    return rows.map((p) => ({
      id: p.id,
      paramName: p.paramName,
      paramTxt: p.paramTxt,
      paramValue: p.paramValue,
      orderNum: p.orderNum,
    }));
  }

  /** `getData/{id}`: one page (at most `REPORT_PAGE_LIMIT` rows) and the total. */
  async data(id: string, query: Query): Promise<ReportData> {
    return this.dataOf(await this.headById(id), query, false);
  }

  /** `getColumnsAndData/{id}`. */
  async columnsAndData(id: string, query: Query): Promise<ReportColumns & { data: ReportData }> {
    const head = await this.headById(id);
    const [columns, data] = [await this.columnsOf(head), await this.dataOf(head, query, false)];
    return { ...columns, data };
  }

  /** What `exportXls/{id}` writes: the searched, sorted rows up to the runner's row limit, shown columns. */
  async exportSheet(id: string, query: Query) {
    const head = await this.headById(id);
    const shown = await this.shown(head.id);
    const { records } = await this.dataOf(head, query, true);
    const columns: ExcelColumn[] = shown.map((i) => ({
      key: i.fieldName,
      header: i.fieldTxt ?? i.fieldName,
      dict: i.dictCode ?? undefined,
    }));
    const texts: DictTexts = new Map();
    for (const item of shown.filter((i) => i.dictCode)) {
      const items = await this.dicts.getDictItems(item.dictCode as string);
      texts.set(item.dictCode as string, new Map(items.map((d) => [d.value, d.text])));
    }
    return { name: head.name, columns, records, dicts: texts };
  }

  /**
   * Wraps the checked report SQL as a subquery: search conditions and the sort on allowlisted item columns, every
   * value and `self_` parameter bound; the count and the page run on the read-only runner.
   */
  private async dataOf(head: CgreportHeadEntity, query: Query, all: boolean): Promise<ReportData> {
    let compiled;
    try {
      compiled = compileReportSql(head.cgrSql);
    } catch (e) {
      if (e instanceof ReportSqlError) throw new JeecgError(e.message);
      throw e;
    }
    const items = await this.items(head.id);
    const defaults = new Map(
      (await this.paramRows.findBy({ cgrheadId: head.id })).map((p) => [p.paramName, p.paramValue]),
    );
    const binds: Bindings = {};
    for (const name of compiled.params)
      binds[`p_${name}`] = firstText(query[`self_${name}`]) ?? defaults.get(name) ?? '';

    const where: string[] = [];
    const bind = (value: string, item: CgreportItemEntity) => {
      const key = `s${Object.keys(binds).length}`;
      binds[key] = NUMERIC.has(typeOf(item)) && Number.isFinite(Number(value)) ? Number(value) : value;
      return `@${key}`;
    };
    const bindText = (value: string) => {
      const key = `r${Object.keys(binds).length}`;
      binds[key] = value;
      return `@${key}`;
    };
    // Data rules (issue #29): the report's own, on its fields; its tables', on their rows, before the SQL sees them.
    const rules = query[DATA_RULES] ?? [];
    for (const rule of rules.filter((r) => r.table === undefined)) {
      // A field the report lacks is skipped, as lists skip a rule on a property their entity lacks.
      if (!items.some((i) => i.fieldName === rule.column)) continue;
      where.push(ruleCondition(quoteColumn(rule.column), rule, bindText));
    }
    let text: string;
    try {
      text = shadowTables(compiled.text, this.tableFilters(rules, bindText), this.schema());
    } catch (e) {
      if (e instanceof ReportSqlError) throw new JeecgError(e.message);
      throw e;
    }
    for (const item of items.filter((i) => i.isSearch === 1)) {
      const column = quoteColumn(item.fieldName);
      if (item.searchMode === 'group') {
        const begin = firstText(query[`${item.fieldName}_begin`]);
        const end = firstText(query[`${item.fieldName}_end`]);
        if (begin !== undefined) where.push(`${column} >= ${bind(begin, item)}`);
        if (end !== undefined) where.push(`${column} <= ${bind(end, item)}`);
        continue;
      }
      const value = firstText(query[item.fieldName]);
      if (value === undefined) continue;
      if (!item.dictCode && typeOf(item) === 'string')
        where.push(`${column} LIKE ${bind(`%${escapeLike(value)}%`, item)} ESCAPE '\\'`);
      else where.push(`${column} = ${bind(value, item)}`);
    }
    let orderBy = '';
    if (query.column) {
      if (!items.some((i) => i.fieldName === query.column)) throw new JeecgError(REPORT_MESSAGES.badColumn);
      orderBy = ` ORDER BY ${quoteColumn(query.column)} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
    }
    const from = `FROM (${text}\n) AS rp${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    const pageNo = query.pageNo ?? 1;
    const pageSize = Math.min(query.pageSize ?? 10, REPORT_PAGE_LIMIT);
    const page = all
      ? { sql: `SELECT * ${from}${orderBy}`, params: binds }
      : {
          sql: `SELECT * ${from}${orderBy} LIMIT @rp_limit OFFSET @rp_offset`,
          params: { ...binds, rp_limit: pageSize, rp_offset: (pageNo - 1) * pageSize },
        };
    try {
      const [count, records] = await this.runner.run([
        { sql: `SELECT COUNT(*) AS total ${from}`, params: binds },
        page,
      ]);
      return { total: Number(count[0]?.total ?? 0), records };
    } catch (e) {
      if (e instanceof ReportExecutionError) throw new JeecgError(`${REPORT_MESSAGES.sqlFailed}${e.message}`);
      if (e instanceof ReportTimeoutError)
        throw new JeecgError(`${REPORT_MESSAGES.timeout}（超过${Number(e.message) / 1000}秒）`);
      throw e;
    }
  }

  /** The table rules as conditions on each table's columns (entity property -> column; unknown properties skipped). */
  private tableFilters(rules: readonly DataRule[], bind: (value: string) => string): TableFilter[] {
    const byTable = new Map<string, string[]>();
    for (const rule of rules) {
      if (rule.table === undefined) continue;
      const conditions = byTable.get(rule.table) ?? [];
      byTable.set(rule.table, conditions);
      const meta = this.db.entityMetadatas.find((m) => m.tableName === rule.table);
      const column = meta?.findColumnWithPropertyName(rule.column)?.databaseName;
      if (!meta) conditions.push('1 = 0');
      else if (column) conditions.push(ruleCondition(quoteColumn(column), rule, bind));
    }
    return [...byTable].map(([table, conditions]) => ({ table, conditions }));
  }

  /** The schema the tables live in, for the filtered rows' own reference past the shadowing CTE. */
  private schema(): string {
    if (this.db.options.type !== 'postgres') return 'main';
    return (this.db.options as { schema?: string }).schema ?? 'public';
  }
}
