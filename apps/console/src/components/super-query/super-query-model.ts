import type { DictModel } from '@cropwatch/contract';
import { localCache } from '../../lib/storage';
import {
  isEmptyValue,
  operatorOf,
  ruleOf,
  SUPER_QUERY_KEY,
  type ConditionalFilter,
  type FieldTypes,
  type SuperQueryRule,
} from '../list-page/list-query';

/** Value editors of the builder (spec §3 condition `type`). */
export type QueryFieldType = 'string' | 'text' | 'number' | 'int' | 'date' | 'datetime' | 'time' | 'list' | 'popup';

/** A field the advanced query may use (spec §3: field, type, dbType, options, dictCode, popup…). */
export interface QueryField {
  field: string;
  title: string;
  type: QueryFieldType;
  dbType?: string;
  /** Dictionary by code (`list` type), or fixed options. */
  dictCode?: string;
  options?: DictModel[];
  /** `popup` type: a business-record picker over a list URL. */
  popup?: { listUrl: string; valueKey: string; textKey: string; columns: { title: string; dataIndex: string }[] };
  /** Date formats (default YYYY-MM-DD / YYYY-MM-DD HH:mm:ss). */
  formatStr?: string;
}

export type QueryValue = string | string[] | undefined;

export interface QueryCondition {
  key: string;
  field?: string;
  rule: SuperQueryRule;
  val?: QueryValue;
}

export type MatchType = 'and' | 'or';

/** A saved query (spec §3): title, matchType, records. */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: { field: string; rule: SuperQueryRule; val: QueryValue }[];
}

let keySeq = 0;
export const newCondition = (): QueryCondition => ({ key: `c${Date.now()}-${keySeq++}`, rule: 'eq' });

/** Vue2 `isNullArray`: no condition, or a single one lacking field, rule or value. */
export function isEmptyQuery(conditions: readonly QueryCondition[]): boolean {
  if (conditions.length === 0) return true;
  if (conditions.length === 1) {
    const [c] = conditions;
    return !c.field || !c.rule || isEmptyValue(c.val);
  }
  return false;
}

/** Field change clears the value (a value of another field's type makes no sense). */
export const withField = (c: QueryCondition, field: string): QueryCondition => ({ ...c, field, val: undefined });

/** Leaving `in` keeps only the first of a multiple value. */
export function withRule(c: QueryCondition, rule: SuperQueryRule): QueryCondition {
  const val = c.rule === 'in' && rule !== 'in' && Array.isArray(c.val) ? c.val[0] : c.val;
  return { ...c, rule, val };
}

/** The conditions that will be sent: field, rule and value all present. */
export const completeConditions = (conditions: readonly QueryCondition[]) =>
  conditions.filter((c) => c.field && c.rule && !isEmptyValue(c.val));

/** Builder conditions → the advanced-query group of the table state (refine vocabulary). */
export function toFilterGroup(
  conditions: readonly QueryCondition[],
  matchType: MatchType,
  fields: readonly QueryField[] = [],
): ConditionalFilter {
  const value = completeConditions(conditions).map((c) => ({
    field: c.field ?? '',
    operator: operatorOf(c.rule),
    value: c.val,
  }));
  const used = fields.filter((f) => value.some((v) => v.field === f.field));
  return {
    key: SUPER_QUERY_KEY,
    operator: matchType,
    value,
    ...(used.length ? { fieldTypes: fieldTypesOf(used) } : {}),
  };
}

/** The advanced-query group → builder conditions (reopening the builder shows what is active). */
export function fromFilterGroup(group: ConditionalFilter | null): QueryCondition[] {
  return (group?.value ?? []).map((f) => ({
    ...newCondition(),
    field: f.field,
    rule: ruleOf(f.operator),
    val: Array.isArray(f.value) ? f.value.map(String) : f.value == null ? undefined : String(f.value as string),
  }));
}

export const fieldTypesOf = (fields: readonly QueryField[]): FieldTypes =>
  Object.fromEntries(fields.map((f) => [f.field, { type: f.type, dbType: f.dbType }]));

/** Spec §9: saved queries live under a key prefix plus the route path or a save code. */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';
export const savedQueryKey = (saveCodeOrPath: string): string => `${SAVED_QUERY_PREFIX}${saveCodeOrPath}`;

export const savedQueries = {
  load(key: string): SavedQuery[] {
    const list = localCache.get<SavedQuery[]>(key, []);
    return Array.isArray(list) ? list : [];
  },
  /** Replaces a query of the same title or appends. */
  save(key: string, query: SavedQuery): SavedQuery[] {
    const list = savedQueries.load(key).filter((q) => q.title !== query.title);
    const next = [...list, query];
    localCache.set(key, next, null);
    return next;
  },
  remove(key: string, title: string): SavedQuery[] {
    const next = savedQueries.load(key).filter((q) => q.title !== title);
    localCache.set(key, next, null);
    return next;
  },
};
