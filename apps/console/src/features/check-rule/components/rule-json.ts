import type { CheckRuleItem, SysCheckRule } from '@cropwatch/contract';

/**
 * One row of the rule editor. `scope: 'all'` tests the whole value (`digits: "*"`); `scope: 'next'` tests the
 * next `count` characters (a running cursor, contract §8.3). Rows run in order; the first failure wins.
 */
export interface RuleRow {
  scope: 'all' | 'next';
  count?: number | null;
  pattern: string;
  message: string;
}

export interface CheckRuleFormValues {
  ruleName: string;
  ruleCode: string;
  ruleDescription?: string | null;
  rules: RuleRow[];
}

/** `rule_json` is varchar(1024) (contract §6.6). */
export const RULE_JSON_MAX = 1024;

export const emptyRuleRow = (): RuleRow => ({ scope: 'all', count: null, pattern: '', message: '' });

/**
 * A form row may be partly filled: antd's form holds `undefined` in fields not typed into yet, and while it resets
 * after a save (the editor's JSON preview renders then too).
 */
export function toRuleItem(row: Partial<RuleRow>): CheckRuleItem {
  return {
    digits: (row.scope ?? 'all') === 'all' ? '*' : String(row.count ?? 1),
    pattern: (row.pattern ?? '').trim(),
    message: (row.message ?? '').trim(),
  };
}

export function fromRuleItem(item: CheckRuleItem): RuleRow {
  return item.digits === '*'
    ? { scope: 'all', count: null, pattern: item.pattern, message: item.message }
    : { scope: 'next', count: Number(item.digits), pattern: item.pattern, message: item.message };
}

export const toRuleJson = (rows: readonly (Partial<RuleRow> | undefined)[]): string =>
  JSON.stringify(rows.filter((row) => row !== undefined).map(toRuleItem));

const isRuleItem = (v: unknown): v is CheckRuleItem => {
  if (typeof v !== 'object' || v === null) return false;
  const { digits, pattern, message } = v as Record<string, unknown>;
  return (
    typeof digits === 'string' &&
    (digits === '*' || /^[1-9]\d{0,2}$/.test(digits)) &&
    typeof pattern === 'string' &&
    typeof message === 'string'
  );
};

/** The editor rows of a stored `ruleJson`; `null` when it is not an array of rules (the editor then starts empty). */
export function parseRuleJson(json: string): RuleRow[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  return Array.isArray(parsed) && parsed.every(isRuleItem) ? parsed.map(fromRuleItem) : null;
}

/** Whether a pattern compiles. JavaScript and Java agree on the syntax rules are written in. */
export function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export const checkRuleFormValues = (record?: SysCheckRule | null): CheckRuleFormValues => ({
  ruleName: record?.ruleName ?? '',
  ruleCode: record?.ruleCode ?? '',
  ruleDescription: record?.ruleDescription ?? '',
  rules: (record && parseRuleJson(record.ruleJson)) ?? [emptyRuleRow()],
});

export function toCheckRuleBody(values: CheckRuleFormValues) {
  return {
    ruleName: values.ruleName.trim(),
    ruleCode: values.ruleCode.trim(),
    ruleDescription: values.ruleDescription?.trim() ?? '',
    ruleJson: toRuleJson(values.rules),
  };
}
