import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { JeecgError } from '../errors/jeecg.errors';
import { parseDateTime } from '../result/date-format';
import { DATA_RULES, type DataRule, type ListQuery } from './data-rules';
import { type IPage, toPage } from './page';

/**
 * JeecgBoot's QueryGenerator (contract §5.2–5.4) over TypeORM: paging, sorting against a per-entity
 * property allowlist, the plain-parameter value rules, `_begin/_end`, `_MultiString` and the advanced
 * query. Only allowlisted property names ever reach SQL (TypeORM maps them to columns); every value is a
 * bound parameter.
 */

/** How a property's request values are converted: string (value rules apply), number, date-time, date. */
export type FieldType = 'string' | 'number' | 'datetime' | 'date';

/** The filterable and sortable properties of one list: entity property name -> type. */
export type ListFields = Record<string, FieldType>;

export type Operator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le' | 'like' | 'left_like' | 'right_like' | 'in' | 'like_or';

export interface ValueRule {
  op: Operator;
  value: string | string[];
}

export interface Condition {
  sql: string;
  params: Record<string, unknown>;
}

export interface ListPlan {
  conditions: Condition[];
  orderBy: { property: string; direction: 'ASC' | 'DESC' }[];
  pageNo: number;
  /** Rows fetched per page: the requested size, at most `MAX_PAGE_ROWS` (services may raise it for a full read). */
  pageSize: number;
  /** The size the client asked for, echoed as the page's `size` (and its `pages`) when it was above the cap. */
  requestedPageSize?: number;
}

/**
 * The most rows one list request reads. JeecgBoot takes any `pageSize` (the real client asks 99999 to load a whole
 * small table, e.g. positions for the address book); the emulator accepts it too but never reads more than this
 * many rows for one request, so the work stays bounded whatever is asked (decisions.md, issue #19).
 */
export const MAX_PAGE_ROWS = 10_000;

/** Parameters that are never filters, whatever the entity (QueryGenerator's useless fields and paging). */
const RESERVED = new Set([
  'pageNo',
  'pageSize',
  'column',
  'order',
  'field',
  'superQueryParams',
  'superQueryMatchType',
  'selections',
  '_t',
  'class',
  'ids',
  'page',
  'rows',
  'sort',
  'token',
]);

const SYMBOLIC: Record<string, Operator> = { '>=': 'ge', '<=': 'le', '!=': 'ne', '>': 'gt', '<': 'lt', '=': 'eq' };
const WORDS: Record<string, Operator> = { gt: 'gt', ge: 'ge', lt: 'lt', le: 'le', eq: 'eq', ne: 'ne', in: 'in' };

/**
 * QueryGenerator.convert2Rule + replaceValue for a plain string parameter; null for a blank value.
 * Quirk kept: symbolic operators keep the blank after them (`>= abc` compares with " abc"), word
 * operators are trimmed (`ge abc` compares with "abc").
 */
export function parseValueRule(raw: string): ValueRule | null {
  const val = raw.trim();
  if (!val) return null;
  if (val.length > 1 && val.startsWith(',') && val.endsWith(',')) {
    const parts = val.split(',').filter(Boolean);
    return parts.length ? { op: 'like_or', value: parts } : null;
  }
  if (val.length >= 3 && val[2] === ' ') {
    const head = val.slice(0, 2);
    if (SYMBOLIC[head]) return { op: SYMBOLIC[head], value: val.slice(2) };
    if (WORDS[head]) {
      const operand = val.slice(3).trim();
      return WORDS[head] === 'in' ? { op: 'in', value: operand.split(',') } : { op: WORDS[head], value: operand };
    }
  }
  if (val.length >= 2 && val[1] === ' ' && SYMBOLIC[val[0]]) return { op: SYMBOLIC[val[0]], value: val.slice(1) };
  if (val === '*') return { op: 'eq', value: '*' };
  if (val.length > 1 && val.startsWith('*') && val.endsWith('*')) return { op: 'like', value: val.slice(1, -1) };
  if (val.startsWith('*')) return { op: 'left_like', value: val.slice(1) };
  if (val.endsWith('*')) return { op: 'right_like', value: val.slice(0, -1) };
  if (val.includes(',')) return { op: 'in', value: val.split(',') };
  if (val.startsWith('!')) return { op: 'ne', value: val.slice(1) };
  if (val.indexOf('++') > 0) return { op: 'eq', value: val.replace(/\+\+/g, ',') };
  return { op: 'eq', value: val };
}

/** Conditions joined in one parenthesised group. */
const group = (parts: Condition[], joiner: string): Condition => ({
  sql: `(${parts.map((c) => c.sql).join(joiner)})`,
  params: parts.reduce<Record<string, unknown>>((all, c) => ({ ...all, ...c.params }), {}),
});

/** A value matched literally inside `LIKE … ESCAPE '\\'`. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Builds SQL fragments with generated parameter names; property names come from the allowlist only. */
class ConditionBuilder {
  private counter = 0;
  constructor(private readonly alias: string) {}

  build(property: string, op: Operator, value: unknown): Condition | null {
    const column = `${this.alias}.${property}`;
    const name = () => `lq${this.counter++}`;
    switch (op) {
      case 'in': {
        const list = value as unknown[];
        if (list.length === 0) return null;
        const p = name();
        return { sql: `${column} IN (:...${p})`, params: { [p]: list } };
      }
      case 'like':
      case 'left_like':
      case 'right_like': {
        const p = name();
        const text = escapeLike(String(value));
        const pattern = op === 'like' ? `%${text}%` : op === 'left_like' ? `%${text}` : `${text}%`;
        return { sql: `${column} LIKE :${p} ESCAPE '\\'`, params: { [p]: pattern } };
      }
      case 'like_or': {
        const parts = (value as string[]).map((v) => {
          const p = name();
          return { sql: `${column} LIKE :${p} ESCAPE '\\'`, params: { [p]: `%${escapeLike(v)}%` } };
        });
        return group(parts, ' OR ');
      }
      default: {
        const p = name();
        const sqlOp = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' }[op];
        return { sql: `${column} ${sqlOp} :${p}`, params: { [p]: value } };
      }
    }
  }
}

/** Converts one request value to the property type; undefined when it does not parse. */
function convert(type: FieldType, raw: string, bound?: 'begin' | 'end'): unknown {
  const text = raw.trim();
  switch (type) {
    case 'number': {
      if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
      return Number(text);
    }
    case 'datetime': {
      const withTime = text.length === 10 && bound ? `${text} ${bound === 'begin' ? '00:00:00' : '23:59:59'}` : text;
      return parseDateTime(withTime);
    }
    case 'date':
      return parseDateTime(text) && text.length === 10 ? text : undefined;
    default:
      return raw;
  }
}

const first = (v: unknown): string | undefined => {
  const x: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof x === 'string' ? x : typeof x === 'number' ? String(x) : undefined;
};

/** Binding error of a typed property, worded like JeecgBoot's global handler. */
const bindingError = (property: string, value: string) =>
  new JeecgError(`操作失败，参数 ${property} 的值"${value.slice(0, 50)}"类型不匹配`);

function plainCondition(b: ConditionBuilder, property: string, type: FieldType, raw: string): Condition | null {
  if (type === 'string') {
    const rule = parseValueRule(raw);
    return rule ? b.build(property, rule.op, rule.value) : null;
  }
  // Typed properties are bound onto the entity first, so only a plain value of the right type works.
  if (!raw.trim()) return null;
  const value = convert(type, raw);
  if (value === undefined) throw bindingError(property, raw);
  return b.build(property, 'eq', value);
}

const SUPER_RULES: Record<string, Operator> = {
  eq: 'eq',
  '=': 'eq',
  like: 'like',
  right_like: 'right_like',
  left_like: 'left_like',
  in: 'in',
  ne: 'ne',
  '!=': 'ne',
  gt: 'gt',
  '>': 'gt',
  ge: 'ge',
  '>=': 'ge',
  lt: 'lt',
  '<': 'lt',
  le: 'le',
  '<=': 'le',
};

interface SuperCondition {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
}

/** The advanced query (contract §5.4): a URL-encoded JSON array, grouped with AND or OR. */
function superQueryCondition(
  b: ConditionBuilder,
  fields: ListFields,
  raw: string,
  matchType: string | undefined,
): Condition | null {
  let items: unknown;
  try {
    items = JSON.parse(decodeURIComponent(raw));
  } catch {
    throw new JeecgError('高级查询参数格式不正确');
  }
  if (!Array.isArray(items)) throw new JeecgError('高级查询参数格式不正确');
  const parts: Condition[] = [];
  for (const item of items as SuperCondition[]) {
    if (!item || typeof item !== 'object') continue;
    const field = typeof item.field === 'string' ? item.field : '';
    const ruleName = typeof item.rule === 'string' ? item.rule : '';
    const val = typeof item.val === 'string' || typeof item.val === 'number' ? String(item.val) : '';
    if (!field || !ruleName || !val) continue;
    const type = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!type) throw new JeecgError(`高级查询的字段不存在：${field.slice(0, 50)}`);
    const op = SUPER_RULES[ruleName.toLowerCase()];
    if (!op) throw new JeecgError(`高级查询的规则不支持：${ruleName.slice(0, 20)}`);
    const bound = op === 'ge' || op === 'gt' ? 'begin' : op === 'le' || op === 'lt' ? 'end' : undefined;
    const convertOne = (v: string) => {
      const converted = convert(type, v, bound);
      if (converted === undefined) throw bindingError(field, v);
      return converted;
    };
    const value = op === 'in' ? val.split(',').map(convertOne) : convertOne(val);
    const condition = b.build(field, op, value);
    if (condition) parts.push(condition);
  }
  if (parts.length === 0) return null;
  const joiner = matchType?.toLowerCase() === 'or' ? ' OR ' : ' AND ';
  return group(parts, joiner);
}

function orderBy(fields: ListFields, column: string | undefined, order: string | undefined): ListPlan['orderBy'] {
  if (!column || !order) return [];
  const direction = order.toLowerCase().includes('asc') ? 'ASC' : 'DESC';
  return column.split(',').map((c) => {
    const property = c.trim().replace(/_dictText$/, '');
    if (!Object.hasOwn(fields, property))
      throw new JeecgError(`请注意，将要排序的列字段不存在：${c.trim().slice(0, 100)}`);
    return { property, direction };
  });
}

const RULE_OPERATORS: Record<string, Operator> = {
  '=': 'eq',
  '!=': 'ne',
  '>': 'gt',
  '<': 'lt',
  '>=': 'ge',
  '<=': 'le',
  LIKE: 'like',
  LEFT_LIKE: 'left_like',
  RIGHT_LIKE: 'right_like',
  IN: 'in',
};

/** Matches no row: a rule the emulator cannot apply must not widen the list. */
const NO_ROW: Condition = { sql: '1 = 0', params: {} };

/**
 * One data rule as a condition. A column the list does not have is skipped, as QueryGenerator skips rules on
 * properties the entity lacks; an unsupported operator (`USE_SQL_RULES`: raw SQL is never run) or a value
 * that does not convert matches no row.
 */
function dataRuleCondition(b: ConditionBuilder, fields: ListFields, rule: DataRule): Condition | null {
  if (rule.table !== undefined || !Object.hasOwn(fields, rule.column)) return null;
  const op = RULE_OPERATORS[rule.conditions.toUpperCase()];
  if (!op) return NO_ROW;
  const type = fields[rule.column];
  const values = (op === 'in' ? rule.value.split(',') : [rule.value]).map((v) => convert(type, v));
  if (values.some((v) => v === undefined)) return NO_ROW;
  return b.build(rule.column, op, op === 'in' ? values : values[0]) ?? NO_ROW;
}

/**
 * Turns request parameters into conditions, sort order and paging; throws JeecgError for bad input. The data
 * rules the query carries (`ListQuery`) are added as further conditions.
 */
export function planListQuery(fields: ListFields, query: ListQuery, alias: string): ListPlan {
  const b = new ConditionBuilder(alias);
  const conditions: Condition[] = [];
  for (const [key, rawValue] of Object.entries(query)) {
    if (RESERVED.has(key)) continue;
    const raw = first(rawValue);
    if (raw === undefined) continue;
    const suffix = /^(.+?)(_begin|_end|_MultiString)$/.exec(key);
    const property = suffix ? suffix[1] : key;
    if (!Object.hasOwn(fields, property)) continue;
    const type = fields[property];
    let condition: Condition | null = null;
    if (!suffix) {
      condition = plainCondition(b, property, type, raw);
    } else if (suffix[2] === '_MultiString') {
      const values = raw
        .split(',')
        .map((v) => convert(type, v))
        .filter((v) => v !== undefined && v !== '');
      condition = b.build(property, 'in', values);
    } else if (raw.trim()) {
      // Unparsable range values are skipped, as QueryGenerator logs and skips them.
      const bound = suffix[2] === '_begin' ? 'begin' : 'end';
      const value = convert(type, raw, bound);
      if (value !== undefined) condition = b.build(property, bound === 'begin' ? 'ge' : 'le', value);
    }
    if (condition) conditions.push(condition);
  }
  const superQuery = first(query.superQueryParams);
  if (superQuery) {
    const condition = superQueryCondition(b, fields, superQuery, first(query.superQueryMatchType));
    if (condition) conditions.push(condition);
  }
  for (const rule of query[DATA_RULES]) {
    const condition = dataRuleCondition(b, fields, rule);
    if (condition) conditions.push(condition);
  }
  const pageNo = Number(first(query.pageNo) ?? 1);
  const asked = Number(first(query.pageSize) ?? 10);
  const pageSize = Number.isInteger(asked) && asked > 0 ? asked : 10;
  return {
    conditions,
    orderBy: orderBy(fields, first(query.column), first(query.order)),
    pageNo: Number.isInteger(pageNo) && pageNo > 0 ? pageNo : 1,
    pageSize: Math.min(pageSize, MAX_PAGE_ROWS),
    ...(pageSize > MAX_PAGE_ROWS ? { requestedPageSize: pageSize } : {}),
  };
}

/** Adds the plan's conditions and sort order to a query builder whose main alias the plan was made for. */
export function applyListPlan<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  plan: ListPlan,
): SelectQueryBuilder<T> {
  for (const c of plan.conditions) qb.andWhere(c.sql, c.params);
  for (const o of plan.orderBy) qb.addOrderBy(`${qb.alias}.${o.property}`, o.direction);
  return qb;
}

/**
 * Runs the list query: applies the plan, counts, fetches one page and maps the entities to JSON.
 * `tieBreaker` (a property) is sorted last so pages stay stable when the requested order has ties.
 */
export async function fetchPage<T extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<T>,
  plan: ListPlan,
  toJson: (rows: T[]) => R[] | Promise<R[]>,
  tieBreaker?: string,
): Promise<IPage<R>> {
  applyListPlan(qb, plan);
  // TypeORM keys ORDER BY entries by expression, so re-adding a requested column would override its direction.
  if (tieBreaker && !plan.orderBy.some((o) => o.property === tieBreaker)) {
    qb.addOrderBy(`${qb.alias}.${tieBreaker}`, 'ASC');
  }
  // Pages are counted in the size the client asked for; at most `pageSize` rows of that page are read.
  const size = Math.max(plan.requestedPageSize ?? 0, plan.pageSize);
  const [rows, total] = await qb
    .skip((plan.pageNo - 1) * size)
    .take(plan.pageSize)
    .getManyAndCount();
  return toPage(await toJson(rows), total, plan.pageNo, size);
}
