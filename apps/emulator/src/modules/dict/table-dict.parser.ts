import { JeecgError } from '../../core/errors/jeecg.errors';

/**
 * Table dictionaries (`table,textColumn,codeColumn[,condition]`, contract §4.2) without JeecgBoot's SQL
 * splicing: only (table, column) pairs listed here can be read, the optional condition must be the tiny
 * form `column='value'` on a listed column, and its value is bound as a parameter.
 */
export interface TableDictSource {
  columns: readonly string[];
  /** A fixed filter of our own (never user input), e.g. to hide deleted rows. */
  where?: string;
}

export const TABLE_DICT_ALLOWLIST: Readonly<Record<string, TableDictSource>> = {
  sys_user: { columns: ['id', 'username', 'realname', 'work_no', 'org_code', 'sex', 'status'], where: 'del_flag = 0' },
  sys_depart: {
    columns: ['id', 'depart_name', 'org_code', 'parent_id', 'org_category', 'status'],
    where: "del_flag = '0'",
  },
  sys_role: { columns: ['id', 'role_name', 'role_code'] },
  sys_tenant: { columns: ['id', 'name', 'status'] },
  sys_dict: { columns: ['id', 'dict_name', 'dict_code'], where: 'del_flag = 0' },
  sys_category: { columns: ['id', 'pid', 'name', 'code', 'has_child'] },
  sys_position: { columns: ['id', 'code', 'name', 'post_rank'] },
};

/** JeecgBoot's fixed blacklist (sys_user.password, sys_user.salt) plus anything not allowlisted. */
export const SECURITY_MESSAGE = '系统设置了安全规则，敏感表和敏感字段禁止查询，联系管理员授权!';
export const FORMAT_MESSAGE = '字典Code格式不正确！';

export interface TableDictQuery {
  table: string;
  textColumn: string;
  codeColumn: string;
  condition?: { column: string; value: string };
  where?: string;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const CONDITION = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*'([^']*)'$/;

/** Parses and authorises a table dictionary code; throws JeecgError with the §4.3 messages. */
export function parseTableDict(dictCode: string): TableDictQuery {
  const parts = dictCode.split(',');
  if (parts.length < 3) throw new JeecgError(FORMAT_MESSAGE);
  const [table, textColumn, codeColumn] = parts.slice(0, 3).map((p) => p.trim());
  if (![table, textColumn, codeColumn].every((p) => IDENTIFIER.test(p))) throw new JeecgError(FORMAT_MESSAGE);
  const source = Object.hasOwn(TABLE_DICT_ALLOWLIST, table) ? TABLE_DICT_ALLOWLIST[table] : undefined;
  const allowed = (column: string) => source?.columns.includes(column) ?? false;
  if (!allowed(textColumn) || !allowed(codeColumn)) throw new JeecgError(SECURITY_MESSAGE);
  const query: TableDictQuery = { table, textColumn, codeColumn, where: source?.where };
  const conditionText = parts.slice(3).join(',').trim();
  if (conditionText) {
    const m = CONDITION.exec(conditionText);
    if (!m) throw new JeecgError(FORMAT_MESSAGE);
    if (!allowed(m[1])) throw new JeecgError(SECURITY_MESSAGE);
    query.condition = { column: m[1], value: m[2] };
  }
  return query;
}

/** Where a `loadTreeData` tree is read from (contract §4.3): every name allowlisted for the table. */
export interface TreeDictSource {
  table: string;
  textColumn: string;
  codeColumn: string;
  pidColumn: string;
  hasChildColumn?: string;
  where?: string;
}

/**
 * Authorises the identifiers of a `loadTreeData` call: table, text, code and pid columns (and the optional
 * has-child column) must be plain names of an allowlisted table; anything else answers like a table dictionary.
 */
export function parseTreeSource(p: {
  tableName: string;
  text: string;
  code: string;
  pidField: string;
  hasChildField?: string;
}): TreeDictSource {
  const names = [p.tableName, p.text, p.code, p.pidField].map((n) => n.trim());
  const hasChild = p.hasChildField?.trim() || undefined;
  if (![...names, ...(hasChild ? [hasChild] : [])].every((n) => IDENTIFIER.test(n)))
    throw new JeecgError(FORMAT_MESSAGE);
  const [table, textColumn, codeColumn, pidColumn] = names;
  const source = Object.hasOwn(TABLE_DICT_ALLOWLIST, table) ? TABLE_DICT_ALLOWLIST[table] : undefined;
  const allowed = (column: string) => source?.columns.includes(column) ?? false;
  if (![textColumn, codeColumn, pidColumn, ...(hasChild ? [hasChild] : [])].every(allowed)) {
    throw new JeecgError(SECURITY_MESSAGE);
  }
  return { table, textColumn, codeColumn, pidColumn, hasChildColumn: hasChild, where: source?.where };
}

export const CONDITION_FORMAT_MESSAGE = '操作失败，condition 须为 JSON 对象，如 {"code":"A01"}';

/**
 * The `condition` of `loadTreeData`: a JSON object whose keys are allowlisted columns of the table and whose
 * values (strings or numbers) are bound, never spliced.
 */
export function parseTreeCondition(table: string, condition: string): { column: string; value: string }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw new JeecgError(CONDITION_FORMAT_MESSAGE);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new JeecgError(CONDITION_FORMAT_MESSAGE);
  const source = Object.hasOwn(TABLE_DICT_ALLOWLIST, table) ? TABLE_DICT_ALLOWLIST[table] : undefined;
  return Object.entries(parsed as Record<string, unknown>).map(([column, value]) => {
    if (!IDENTIFIER.test(column)) throw new JeecgError(FORMAT_MESSAGE);
    if (!source?.columns.includes(column)) throw new JeecgError(SECURITY_MESSAGE);
    if (typeof value !== 'string' && typeof value !== 'number') throw new JeecgError(CONDITION_FORMAT_MESSAGE);
    return { column, value: String(value) };
  });
}
