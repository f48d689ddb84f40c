import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Data rules (`sys_permission_data_rule`, contract §6.4) in force for the current request: the row filters of the
 * page a list belongs to that the caller's roles are held to, their `#{…}` variables already replaced. The access
 * guard finds them (issue #20); `planListQuery` adds them to every list of the request, so each list endpoint
 * applies them without knowing about them.
 */
export interface DataRule {
  column: string;
  /** `=`, `!=`, `>`, `<`, `>=`, `<=`, `LIKE`, `LEFT_LIKE`, `RIGHT_LIKE`, `IN`; anything else matches no row. */
  conditions: string;
  value: string;
}

/** A request after the access guard: the data rules it found. */
export interface DataRuleRequest {
  dataRules?: readonly DataRule[];
}

/**
 * The request being handled, as its async context: the access guard puts the data rules on the request, and code
 * that plans a list reads them from here without being handed the request. Entered once per request by
 * `dataRuleScope` (app.factory), so no interceptor is needed (issue #17: a route without interceptors skips
 * Nest's rxjs chain).
 */
const current = new AsyncLocalStorage<DataRuleRequest>();

/** A Fastify `preHandler` hook: the rest of the request (guards, handler and everything they start) runs in its scope. */
export const dataRuleScope = (req: DataRuleRequest, _res: unknown, next: () => void): void => current.run(req, next);

/** Runs `fn` (and everything it starts) with `rules` in force. */
export const runWithDataRules = <T>(rules: readonly DataRule[], fn: () => T): T =>
  current.run({ dataRules: rules }, fn);

/** The data rules of the request being handled (none outside a request or without rules). */
export const currentDataRules = (): readonly DataRule[] => current.getStore()?.dataRules ?? [];

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
