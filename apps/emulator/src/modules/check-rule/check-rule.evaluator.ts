import vm from 'node:vm';
import { type CheckRuleFailure, type CheckRuleItem, checkRuleItemSchema } from '@cropwatch/contract';
import { JeecgError } from '../../core/errors/jeecg.errors';

/** How long one pattern may run against one value: rules are admin-written regexes (ReDoS). */
const MATCH_TIMEOUT_MS = 100;

const context = vm.createContext({});
const testScript = new vm.Script('re.test(text)');

/** Java's `Pattern.compile`: a pattern that does not compile is refused when the rule is saved. */
export function compilePattern(pattern: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`);
  } catch {
    throw new JeecgError(`规则中的正则表达式不合法：${pattern.slice(0, 100)}`);
  }
}

/**
 * Java's `Pattern.matches(pattern, text)` (the whole text must match), run in a V8 context with a time
 * limit so a catastrophic pattern cannot stall the server.
 */
export function fullMatch(pattern: string, text: string): boolean {
  context.re = compilePattern(pattern);
  context.text = text;
  try {
    return testScript.runInContext(context, { timeout: MATCH_TIMEOUT_MS }) === true;
  } catch (e) {
    if ((e as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new JeecgError(`校验规则执行超时，请检查正则表达式：${pattern.slice(0, 100)}`);
    }
    throw e;
  } finally {
    context.re = undefined;
    context.text = undefined;
  }
}

/** Parses and checks `rule_json`: a non-empty JSON array of `{digits, pattern, message}` with valid patterns. */
export function parseRuleJson(ruleJson: string): CheckRuleItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(ruleJson);
  } catch {
    throw new JeecgError('规则内容须为 JSON 数组，如 [{"digits":"*","pattern":"^\\\\w+$","message":"…"}]');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new JeecgError('规则内容须为非空的 JSON 数组');
  return parsed.map((item, i) => {
    const r = checkRuleItemSchema.safeParse(
      item && typeof item === 'object' && typeof (item as { digits?: unknown }).digits === 'number'
        ? { ...(item as object), digits: String((item as { digits: number }).digits) }
        : item,
    );
    if (!r.success) throw new JeecgError(`第${i + 1}条规则不合法：${r.error.issues[0]?.message ?? '格式错误'}`);
    compilePattern(r.data.pattern);
    return r.data;
  });
}

/**
 * SysCheckRuleServiceImpl.checkValue (contract §8.3): the rules in order; `digits:"*"` tests the whole
 * value, a number N the next N characters of a running cursor that `*` rules do not move (past the end:
 * the empty string). The first failing rule is reported; a blank value passes, as in JeecgBoot.
 */
export function checkValue(
  rules: CheckRuleItem[],
  value: string,
  matches: (pattern: string, text: string) => boolean = fullMatch,
): CheckRuleFailure | null {
  if (value.trim() === '') return null;
  let beginIndex = 0;
  for (const rule of rules) {
    let checkValue: string;
    let range: { beginIndex: number; endIndex: number } | undefined;
    if (rule.digits === '*') {
      checkValue = value;
    } else {
      const n = Number(rule.digits);
      const endIndex = Math.min(beginIndex + n, value.length);
      checkValue = beginIndex > endIndex ? '' : value.slice(beginIndex, endIndex);
      range = { beginIndex, endIndex };
      beginIndex += n;
    }
    const passed = matches(rule.pattern, checkValue);
    if (!passed) {
      return { digits: rule.digits, pattern: rule.pattern, message: rule.message, ...range, checkValue, passed };
    }
  }
  return null;
}
