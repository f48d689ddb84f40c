import { AsyncLocalStorage } from 'node:async_hooks';
import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';

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

const current = new AsyncLocalStorage<readonly DataRule[]>();

/** Runs `fn` (and everything it starts) with `rules` in force. */
export const runWithDataRules = <T>(rules: readonly DataRule[], fn: () => T): T => current.run(rules, fn);

/** The data rules of the request being handled (none outside a request or without rules). */
export const currentDataRules = (): readonly DataRule[] => current.getStore() ?? [];

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

/**
 * Runs the handler inside the request's data rules. Nest binds the handler's async context when `handle()` is
 * called, so calling it inside `run` is enough.
 */
@Injectable()
export class DataRuleInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rules = context.switchToHttp().getRequest<DataRuleRequest>().dataRules;
    return rules?.length ? runWithDataRules(rules, () => next.handle()) : next.handle();
  }
}
