/**
 * Table state in refine's vocabulary (filters `{field, operator, value}` with and/or groups, sorters,
 * pagination) and the one adapter that turns it into JeecgBoot list parameters (contract §5.2–§5.4).
 */

export type FilterOperator =
  'eq' | 'ne' | 'lt' | 'gt' | 'lte' | 'gte' | 'in' | 'contains' | 'startswith' | 'endswith' | 'between';

export type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface LogicalFilter {
  field: string;
  operator: FilterOperator;
  value: FilterValue;
}

/** An and/or group. The group keyed `superQuery` is the advanced query; other groups are not sent. */
export interface ConditionalFilter {
  key?: string;
  operator: 'and' | 'or';
  value: LogicalFilter[];
  /** Advanced query only: `type`/`dbType` of its fields, so the group carries what `superQueryParams` needs. */
  fieldTypes?: FieldTypes;
}

export type CrudFilter = LogicalFilter | ConditionalFilter;

export interface CrudSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface Pagination {
  current: number;
  pageSize: number;
}

export interface TableState {
  filters: CrudFilter[];
  sorters: CrudSort[];
  pagination: Pagination;
}

export const SUPER_QUERY_KEY = 'superQuery';

/** Spec §9: page 1, size 10, options 10/20/30; default sort createTime descending. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30] as const;
export const DEFAULT_SORTERS: readonly CrudSort[] = [{ field: 'createTime', order: 'desc' }];

/** The advanced-query rules of contract §5.4 and the refine operators they mean. */
export type SuperQueryRule = 'eq' | 'like' | 'right_like' | 'left_like' | 'in' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export const SUPER_QUERY_RULES: readonly SuperQueryRule[] = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
];

const RULE_OF: Partial<Record<FilterOperator, SuperQueryRule>> = {
  eq: 'eq',
  ne: 'ne',
  contains: 'like',
  startswith: 'right_like',
  endswith: 'left_like',
  in: 'in',
  gt: 'gt',
  gte: 'ge',
  lt: 'lt',
  lte: 'le',
};

const OPERATOR_OF: Record<SuperQueryRule, FilterOperator> = {
  eq: 'eq',
  ne: 'ne',
  like: 'contains',
  right_like: 'startswith',
  left_like: 'endswith',
  in: 'in',
  gt: 'gt',
  ge: 'gte',
  lt: 'lt',
  le: 'lte',
};

export const ruleOf = (operator: FilterOperator): SuperQueryRule => RULE_OF[operator] ?? 'eq';
export const operatorOf = (rule: SuperQueryRule): FilterOperator => OPERATOR_OF[rule];

/** One item of `superQueryParams` (contract §5.4). */
export interface SuperQueryItem {
  field: string;
  rule: SuperQueryRule;
  val: string;
  type?: string;
  dbType?: string;
}

/** What the adapter needs to know about advanced-query fields: `type` (date, datetime…) and `dbType`. */
export type FieldTypes = Record<string, { type?: string; dbType?: string }>;

export const isConditional = (filter: CrudFilter): filter is ConditionalFilter =>
  filter.operator === 'and' || filter.operator === 'or';

/** Spec §5: empty, null or blank values are dropped. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

const joined = (value: FilterValue): string =>
  Array.isArray(value) ? value.filter((v) => !isEmptyValue(v)).join(',') : String(value);

/**
 * A plain search filter as JeecgBoot's `convert2Rule` reads it (contract §5.3): `eq` sends the raw value (so
 * users may still type `*abc*`), the like forms add `*`, `ne` a leading `!`, `in` uses `_MultiString`, ranges
 * `_begin`/`_end` (typed columns). `gt`/`lt` use the symbolic forms, which only string columns understand.
 */
function plainParams(filter: LogicalFilter): [string, string][] {
  const { field, operator, value } = filter;
  if (isEmptyValue(value)) return [];
  if (operator === 'between') {
    const [begin, end]: readonly FilterValue[] = Array.isArray(value)
      ? (value as readonly (string | number)[])
      : [value];
    return [
      ...(isEmptyValue(begin) ? [] : [[`${field}_begin`, joined(begin)] as [string, string]]),
      ...(isEmptyValue(end) ? [] : [[`${field}_end`, joined(end)] as [string, string]]),
    ];
  }
  const v = joined(value);
  switch (operator) {
    case 'contains':
      return [[field, `*${v}*`]];
    case 'startswith':
      return [[field, `${v}*`]];
    case 'endswith':
      return [[field, `*${v}`]];
    case 'ne':
      return [[field, `!${v}`]];
    case 'in':
      return [[`${field}_MultiString`, v]];
    case 'gte':
      return [[`${field}_begin`, v]];
    case 'lte':
      return [[`${field}_end`, v]];
    case 'gt':
      return [[field, `> ${v}`]];
    case 'lt':
      return [[field, `< ${v}`]];
    default:
      return [[field, v]];
  }
}

/** The advanced-query group as `superQueryParams` items; items with an empty field or value are dropped. */
export function superQueryItems(group: ConditionalFilter, fieldTypes: FieldTypes = {}): SuperQueryItem[] {
  return group.value
    .filter((f) => f.field && !isEmptyValue(f.value))
    .map((f) => {
      const meta = fieldTypes[f.field] ?? {};
      return {
        field: f.field,
        rule: ruleOf(f.operator),
        val: joined(f.value),
        ...(meta.type ? { type: meta.type } : {}),
        ...(meta.dbType ? { dbType: meta.dbType } : {}),
      };
    });
}

export interface AdapterOptions {
  /** Visible columns; `field` is sent as `id,<columns…>` (contract §5.2: ignored by standard lists). */
  fields?: readonly string[];
  fieldTypes?: FieldTypes;
}

export type JeecgQuery = Record<string, string | number>;

/**
 * The single adapter: table state → JeecgBoot list parameters. Sorters sharing the first sorter's order
 * become a comma list of columns (the server applies one order to every column). The advanced query is
 * JSON, passed through `encodeURI` as the Vue2 client does before axios encodes it again (contract §5.4).
 */
export function toJeecgQuery(state: TableState, options: AdapterOptions = {}): JeecgQuery {
  const query: JeecgQuery = {};
  const [first] = state.sorters;
  if (first) {
    query.column = state.sorters
      .filter((s) => s.order === first.order)
      .map((s) => s.field)
      .join(',');
    query.order = first.order;
  }
  if (options.fields?.length) {
    query.field = ['id', ...options.fields.filter((f) => f && f !== 'id')].join(',');
  }
  query.pageNo = state.pagination.current;
  query.pageSize = state.pagination.pageSize;
  for (const filter of state.filters) {
    if (isConditional(filter)) {
      if (filter.key !== SUPER_QUERY_KEY) continue;
      const items = superQueryItems(filter, { ...options.fieldTypes, ...filter.fieldTypes });
      if (items.length === 0) continue;
      query.superQueryParams = encodeURI(JSON.stringify(items));
      query.superQueryMatchType = filter.operator;
    } else {
      for (const [key, value] of plainParams(filter)) query[key] = value;
    }
  }
  return dropEmpty(query);
}

/** Spec §5: parameters whose value is empty, null or blank are not sent. */
export function dropEmpty<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => !isEmptyValue(v))) as T;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Location (refine's `syncWithLocation` keys: current, pageSize, sorters, filters)                           */
/* ---------------------------------------------------------------------------------------------------------- */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isSorter = (v: unknown): v is CrudSort =>
  isRecord(v) && typeof v.field === 'string' && (v.order === 'asc' || v.order === 'desc');
const isLogical = (v: unknown): v is LogicalFilter =>
  isRecord(v) &&
  typeof v.field === 'string' &&
  typeof v.operator === 'string' &&
  v.operator !== 'and' &&
  v.operator !== 'or';
const isFilter = (v: unknown): v is CrudFilter =>
  isLogical(v) ||
  (isRecord(v) && (v.operator === 'and' || v.operator === 'or') && Array.isArray(v.value) && v.value.every(isLogical));

/** Reads what a URL says about the table; anything missing or malformed falls back to `defaults`. */
export function stateFromSearch(search: URLSearchParams, defaults: TableState): TableState {
  const current = Number(search.get('current'));
  const pageSize = Number(search.get('pageSize'));
  const sorters = parseJson(search.get('sorters'));
  const filters = parseJson(search.get('filters'));
  return {
    pagination: {
      current: Number.isInteger(current) && current >= 1 ? current : defaults.pagination.current,
      pageSize:
        Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 1000 ? pageSize : defaults.pagination.pageSize,
    },
    sorters: Array.isArray(sorters) && sorters.every(isSorter) ? sorters : defaults.sorters,
    filters: Array.isArray(filters) && filters.every(isFilter) ? filters : defaults.filters,
  };
}

/** Writes the table state into `search`, keeping unrelated parameters. */
export function stateToSearch(state: TableState, search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('current', String(state.pagination.current));
  next.set('pageSize', String(state.pagination.pageSize));
  next.set('sorters', JSON.stringify(state.sorters));
  if (state.filters.length) next.set('filters', JSON.stringify(state.filters));
  else next.delete('filters');
  return next;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Search forms                                                                                               */
/* ---------------------------------------------------------------------------------------------------------- */

interface Formattable {
  format(template: string): string;
}
const isFormattable = (v: unknown): v is Formattable => isRecord(v) && typeof v.format === 'function';

/**
 * Search-form values → filters. `operators` names the operator per field (default `eq`); dates (dayjs) are
 * formatted with `dateFormat`, a two-element array under `between` becomes `_begin`/`_end`.
 */
export function filtersFromValues(
  values: Record<string, unknown>,
  operators: Partial<Record<string, FilterOperator>> = {},
  dateFormat = 'YYYY-MM-DD',
): LogicalFilter[] {
  const plain = (v: unknown): string | number | undefined => {
    if (isFormattable(v)) return v.format(dateFormat);
    if (typeof v === 'string' || typeof v === 'number') return v;
    if (typeof v === 'boolean') return String(v);
    return undefined;
  };
  return Object.entries(values).flatMap(([field, raw]): LogicalFilter[] => {
    const operator = operators[field] ?? (Array.isArray(raw) ? 'in' : 'eq');
    const value: FilterValue = Array.isArray(raw) ? (raw as unknown[]).map(plain).map((v) => v ?? '') : plain(raw);
    return isEmptyValue(value) ? [] : [{ field, operator, value }];
  });
}
