import { CHAT_RECORD_AUDIT_ALL } from '@cropwatch/contract';
import type { DataRule } from '../../core/paging/data-rules';
import { escapeLike } from '../../core/paging/list-query';
import { quoteColumn, ReportSqlError, type Token, tokenize } from './report-sql';

/**
 * The page whose data rules hold the rows of each table (issue #29): a report that reads the table gets the rules
 * its caller is held to on that page, as the page's own list does. Tables without a list page of their own are
 * absent (their rows are reached through a page of another table, or not at all).
 */
export const TABLE_RULE_PAGES: Readonly<Record<string, string>> = {
  sys_user: '/isystem/user',
  sys_depart: '/isystem/depart',
  sys_role: '/isystem/roleUserList',
  sys_permission: '/isystem/permission',
  sys_dict: '/isystem/dict',
  sys_dict_item: '/isystem/dict',
  sys_position: '/isystem/position',
  sys_announcement: '/isystem/annountCement',
  sys_check_rule: '/isystem/checkRule',
  sys_tenant: '/isys/tenant',
  sys_category: '/isys/category',
  sys_quartz_job: '/isystem/QuartzJobList',
  sys_data_source: '/isystem/dataSource',
  sys_log: '/isystem/log',
  crop_task: '/crop/task',
  chat_session: '/chat/record',
  chat_message: '/chat/record',
  jeecg_order_main: '/jeecg/JeecgOrderMainList',
  demo_product: '/jeecg/JeecgOrderMainList',
};

/**
 * Tables whose rows are personal: a report reading them would show every user's, so it also needs the grant that
 * reads everyone's (issue #29: conversations are read by others only with the audit grant).
 */
export const TABLE_READ_GRANTS: Readonly<Record<string, string>> = {
  chat_session: CHAT_RECORD_AUDIT_ALL,
  chat_message: CHAT_RECORD_AUDIT_ALL,
};

/** The buttons a report over `tables` needs besides its own grant. */
export const readGrantsOf = (tables: Iterable<string>): string[] => [
  ...new Set([...tables].filter((t) => Object.hasOwn(TABLE_READ_GRANTS, t)).map((t) => TABLE_READ_GRANTS[t])),
];

const unquote = (text: string) => (/^["`[]/.test(text) ? text.slice(1, -1) : text).toLowerCase();

/** The tables with a rule page that a report SQL names anywhere outside literals and comments (a superset is safe). */
export function governedTables(sql: string): Map<string, string> {
  const found = new Map<string, string>();
  let tokens;
  try {
    tokens = tokenize(sql);
  } catch {
    return found; // the report runs nowhere: compiling it fails with its own message
  }
  for (const name of tokens.flatMap(namesOf))
    if (Object.hasOwn(TABLE_RULE_PAGES, name)) found.set(name, TABLE_RULE_PAGES[name]);
  return found;
}

/**
 * The names a token may spell. The tokenizer reads a dot and what follows it (`main.sys_user` is `main` and
 * `.sys_user`) as one number-like token, so a token starting with a dot and a letter is a qualified name.
 */
const qualifiedNames = (t: Token): string[] =>
  t.kind === 'number' && /^\.[A-Za-z_]/.test(t.text) ? t.text.slice(1).split('.').filter(Boolean).map(unquote) : [];

const namesOf = (t: Token): string[] =>
  t.kind === 'word' || t.kind === 'ident' ? [unquote(t.text)] : qualifiedNames(t);

type Bind = (value: string) => string;

/** One data rule on a (quoted) column as SQL with bound values; an operator it cannot apply matches no row. */
export function ruleCondition(column: string, rule: DataRule, bind: Bind): string {
  switch (rule.conditions.toUpperCase()) {
    case '=':
      return `${column} = ${bind(rule.value)}`;
    case '!=':
      return `${column} <> ${bind(rule.value)}`;
    case '>':
    case '<':
    case '>=':
    case '<=':
      return `${column} ${rule.conditions} ${bind(rule.value)}`;
    case 'LIKE':
      return `${column} LIKE ${bind(`%${escapeLike(rule.value)}%`)} ESCAPE '\\'`;
    case 'LEFT_LIKE':
      return `${column} LIKE ${bind(`%${escapeLike(rule.value)}`)} ESCAPE '\\'`;
    case 'RIGHT_LIKE':
      return `${column} LIKE ${bind(`${escapeLike(rule.value)}%`)} ESCAPE '\\'`;
    case 'IN': {
      const values = rule.value.split(',').filter((v) => v !== '');
      return values.length ? `${column} IN (${values.map(bind).join(', ')})` : '1 = 0';
    }
    default:
      return '1 = 0';
  }
}

/** One table whose rows the report may read only through the rules: its SQL conditions, bound. */
export interface TableFilter {
  table: string;
  conditions: string[];
}

/**
 * The report SQL with each ruled table replaced by its filtered rows: a leading CTE of the same name
 * (`WITH "sys_user" AS (SELECT * FROM main."sys_user" WHERE …)`) shadows the table for every unqualified reference,
 * whatever alias or join the SQL uses. A schema-qualified reference would read past the CTE, so it is refused.
 */
export function shadowTables(text: string, filters: TableFilter[], schema: string): string {
  if (filters.length === 0) return text;
  const tokens = tokenize(text);
  const names = new Set(filters.map((f) => f.table));
  tokens.forEach((t, k) => {
    const qualified =
      qualifiedNames(t).find((n) => names.has(n)) ??
      ((t.kind === 'word' || t.kind === 'ident') &&
      names.has(unquote(t.text)) &&
      /^\.+$/.test(tokens[k - 1]?.text ?? '')
        ? unquote(t.text)
        : undefined);
    if (qualified) throw new ReportSqlError(`报表SQL不能用库名限定受数据规则约束的表：${qualified}`);
  });
  const ctes = filters
    .map(
      (f) =>
        `${quoteColumn(f.table)} AS (SELECT * FROM ${quoteColumn(schema)}.${quoteColumn(f.table)}` +
        `${f.conditions.length ? ` WHERE ${f.conditions.join(' AND ')}` : ''})`,
    )
    .join(', ');
  const first = tokens[0];
  if (first && first.text.toUpperCase() === 'WITH') {
    const second = tokens[1];
    const after = second && second.text.toUpperCase() === 'RECURSIVE' ? second.end : first.end;
    return `${text.slice(0, after)} ${ctes},${text.slice(after)}`;
  }
  return `WITH ${ctes}\n${text}`;
}
