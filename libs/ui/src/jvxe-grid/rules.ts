import type { CellValue, JVxeColumn, JVxeRow, JVxeRule } from './types';

/** Pattern presets of spec §5 (JeecgBoot's JVxeTable `fooPatterns`). */
export const PATTERN_PRESETS: Readonly<Record<string, RegExp>> = {
  'n6-16': /^\d{6,16}$/,
  '*6-16': /^.{6,16}$/,
  's6-18': /^[a-zA-Z]{6,18}$/,
  url: /^((ht|f)tps?):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: /^([\w]+\.*)([\w]+)@[\w]+\.\w{3}(\.\w{2}|)$/,
  m: /^1[3-9]\d{9}$/,
  p: /^\d{6}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
  '*': /^.+$/,
  money: /^(([1-9][0-9]*)|([0]\.\d{0,2}|[1-9][0-9]*\.\d{0,2}))$/,
};

export type RuleKind = 'required' | 'unique' | 'pattern' | 'handler';
/** Default message of a failing rule for a column title (the grid passes its i18n texts). */
export type DefaultMessage = (kind: RuleKind, title: string) => string;

export const isEmptyValue = (value: CellValue): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function toPattern(pattern: string | RegExp): RegExp {
  if (pattern instanceof RegExp) return pattern;
  return PATTERN_PRESETS[pattern] ?? new RegExp(pattern);
}

const fill = (message: string, title: string) => message.replace(/\$\{title\}/g, title);

export interface ValidateContext {
  row: JVxeRow;
  column: JVxeColumn;
  /** How many rows hold this value in the column (the cell itself included); needed by unique rules. */
  occurrences?: () => number;
  defaultMessage: DefaultMessage;
}

/**
 * Runs a cell's rules in the spec's order (required, unique, pattern, handler) and answers the first failure's
 * message, or null. Empty values skip the pattern and unique checks; handlers may be async.
 */
export async function validateValue(
  value: CellValue,
  rules: readonly JVxeRule[] | undefined,
  ctx: ValidateContext,
): Promise<string | null> {
  if (!rules?.length) return null;
  const title = ctx.column.title;
  const failure = (rule: JVxeRule, kind: RuleKind) => fill(rule.message ?? ctx.defaultMessage(kind, title), title);
  const empty = isEmptyValue(value);
  const ordered = [
    ...rules.filter((r) => r.required),
    ...rules.filter((r) => !r.required && (r.unique || r.only)),
    ...rules.filter((r) => !r.required && !r.unique && !r.only && r.pattern !== undefined),
    ...rules.filter((r) => !r.required && !r.unique && !r.only && r.pattern === undefined && r.handler),
  ];
  for (const rule of ordered) {
    if (rule.required) {
      if (empty) return failure(rule, 'required');
    } else if (rule.unique || rule.only) {
      if (!empty && (ctx.occurrences?.() ?? 1) > 1) return failure(rule, 'unique');
    } else if (rule.pattern !== undefined) {
      if (!empty && !toPattern(rule.pattern).test(String(value))) return failure(rule, 'pattern');
    } else if (rule.handler) {
      const result = await rule.handler({ value, row: ctx.row, column: ctx.column });
      if (typeof result === 'string') return fill(result, title);
      if (result === false) return failure(rule, 'handler');
    }
  }
  return null;
}
