/**
 * Data rules (`sys_permission_data_rule`, contract §6.4) in force for the current request: the row filters of the
 * page a list belongs to that the caller's roles are held to, their `#{…}` variables already replaced. The access
 * guard finds them (issue #20), the validation guard hands them on with the query (`ListQuery`), and `planListQuery`
 * adds them to every list planned from that query.
 */
export interface DataRule {
  column: string;
  /** `=`, `!=`, `>`, `<`, `>=`, `<=`, `LIKE`, `LEFT_LIKE`, `RIGHT_LIKE`, `IN`; anything else matches no row. */
  conditions: string;
  value: string;
  /**
   * Set for a rule held on the rows of one table wherever they are read (issue #29: an online report over a table
   * gets the rules of the table's page); `column` is then a property of that table's entity. Lists ignore these.
   */
  table?: string;
}

/** A request after the access guard: the data rules it found. */
export interface DataRuleRequest {
  dataRules?: readonly DataRule[];
}

/**
 * Where a list request's query carries the data rules of its request. An enumerable symbol: spreads and rest
 * patterns (`{ ...query, pageSize }`, `const { id, ...rest } = query`) keep it, while `Object.entries`, `for…in`
 * and JSON never see it.
 */
export const DATA_RULES: unique symbol = Symbol('dataRules');

/**
 * A list endpoint's query as the handler receives it: its parameters and the data rules in force for the request.
 * `planListQuery` takes only this, so a query built from nothing cannot drop the rules without the compiler noticing;
 * the validation guard attaches the rules to every request's query (issue #17: passed along explicitly rather than
 * through an AsyncLocalStorage, whose promise hooks cost a quarter of a cached read's time on Node 20).
 */
export type ListQuery<Q extends object = Record<string, unknown>> = Q & { readonly [DATA_RULES]: readonly DataRule[] };

/** `query` carrying `rules`, for the validation guard, and for tests and callers outside a request (no rules). */
export function withDataRules<Q extends object>(query: Q, rules: readonly DataRule[]): ListQuery<Q> {
  return Object.assign(query, { [DATA_RULES]: rules });
}

/** The values of JeecgBoot's rule variables (`#{sys_user_code}`, `#{sys_org_code}`, …) for one caller. */
export type RuleVariables = Record<string, string>;

/** Replaces the `#{name}` variables of a rule value; an unknown variable leaves the value unmatched. */
export function resolveRuleValue(value: string, variables: RuleVariables): string | null {
  let unknown = false;
  const resolved = value.replace(/#\{(\w+)\}/g, (_, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name];
    unknown = true;
    return '';
  });
  return unknown ? null : resolved;
}
