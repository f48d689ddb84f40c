import { type CanActivate, type ExecutionContext, Inject, Injectable, Optional } from '@nestjs/common';
import {
  type Access,
  type Endpoint,
  NO_PERMISSION_MESSAGE,
  REPORT_MESSAGES,
  reportGrantMenus,
  requirementsOf,
  ResultCode,
} from '@cropwatch/contract';
import type { AuthenticatedRequest, Principal } from '../../core/auth/principal';
import { CLOCK, type Clock } from '../../core/clock/clock';
import { JeecgError } from '../../core/errors/jeecg.errors';
import { endpointOf } from '../../core/http/contract-endpoint';
import type { HttpRequest as Request } from '../../core/http/http';
import { type DataRule, type DataRuleRequest, resolveRuleValue } from '../../core/paging/data-rules';
import { formatDateTime, formatDay } from '../../core/result/date-format';
import { type Grants, PermissionService } from './permission.service';
import { REPORT_TARGETS, type ReportTargets } from './report-targets';

/** A request after the access guard: the caller's grants, computed once, for handlers that narrow by them. */
export interface GrantedRequest extends AuthenticatedRequest, DataRuleRequest {
  grants?: Grants;
}

/**
 * Pure: whether `grants` satisfy a `{ menu }` / `{ button }` requirement or a list of them (any one suffices).
 * `'report'` is decided per report by the guard (it needs the report), never here.
 */
export function isGranted(access: Access, grants: Grants): boolean {
  return requirementsOf(access).some((n) => ('menu' in n ? grants.menus.has(n.menu) : grants.buttons.has(n.button)));
}

/**
 * The one authorization check (issue #20): reads the `access` the contract declares for the route and lets the
 * call through only when the caller's roles grant it; otherwise code 510 with Shiro's wording. Runs right
 * after the token guard, so before the signature check, the validation guard and any handler work.
 * A contract route without a declaration is refused (fail closed).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(PermissionService) private readonly permissions: PermissionService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Optional() @Inject(REPORT_TARGETS) private readonly reports?: ReportTargets,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const endpoint = endpointOf(context.getHandler());
    if (!endpoint) return true;
    const { access } = endpoint;
    // Answered at once, without a promise, for the routes every signed-in user may call.
    if (access === 'public' || access === 'self') return true;
    const req = context.switchToHttp().getRequest<Request & Partial<GrantedRequest>>();
    if (access === 'report') return this.checkReport(req);
    return this.checkGrants(endpoint, access, req);
  }

  private async checkGrants(
    endpoint: Endpoint,
    access: Endpoint['access'],
    req: Request & Partial<GrantedRequest>,
  ): Promise<boolean> {
    if (access && req.principal) {
      req.grants ??= await this.permissions.grantsOf(req.principal.id);
      if (isGranted(access, req.grants)) {
        if (endpoint.method === 'GET') req.dataRules = await this.dataRules(access, req.grants, req.principal);
        return true;
      }
    }
    throw new JeecgError(NO_PERMISSION_MESSAGE, ResultCode.noAuth);
  }

  /**
   * One online report (issue #29): the caller needs the report's own grant (its menu, or a page embedding it as a
   * popup), not the report folder's. The rules in force are those his roles select on that grant (columns are the
   * report's fields) and, for each table the report reads that has a page, the rules he is held to on that page
   * (columns are properties of the table's entity): a report shows no row its table's own list would hide. A report
   * over personal rows (chat conversations) also needs the grant that reads everyone's (`TABLE_READ_GRANTS`).
   * Fails closed: a report the lookup does not find is answered 实体不存在 here, before the handler (whose key
   * parsing might find what the lookup did not), and without the report module nothing is granted.
   */
  private async checkReport(req: Request & Partial<GrantedRequest>): Promise<boolean> {
    if (!req.principal || !this.reports) throw new JeecgError(NO_PERMISSION_MESSAGE, ResultCode.noAuth);
    const target = await this.reports.targetOf((req.params ?? {}) as Record<string, unknown>);
    if (!target) throw new JeecgError(REPORT_MESSAGES.notFound);
    req.grants ??= await this.permissions.grantsOf(req.principal.id);
    const grants = req.grants;
    const held = reportGrantMenus(target.code).filter((menu) => grants.menus.has(menu));
    if (held.length === 0 || !target.buttons.every((b) => grants.buttons.has(b)))
      throw new JeecgError(NO_PERMISSION_MESSAGE, ResultCode.noAuth);
    const own = await this.dataRules(
      held.map((menu) => ({ menu })),
      grants,
      req.principal,
    );
    const ofTables = await Promise.all(
      [...target.tables].map(async ([table, page]) =>
        (await this.dataRules({ menu: page }, grants, req.principal!)).map((r) => ({ ...r, table })),
      ),
    );
    req.dataRules = [...own, ...ofTables.flat()];
    return true;
  }

  /** The data rules the caller's roles select on the granted pages a read names, variables replaced. */
  private dataRules(access: Access, grants: Grants, principal: Principal): Promise<DataRule[]> {
    return dataRulesOf(this.permissions, access, grants, principal, this.clock.now());
  }
}

/**
 * The data rules `grants` select on the pages `access` names, JeecgBoot's variables replaced for `principal`.
 * The access guard applies them to reads; the chat tools (issue #33) to what a model looks up for its user.
 */
export async function dataRulesOf(
  permissions: PermissionService,
  access: Access,
  grants: Grants,
  principal: Principal,
  nowMs: number,
): Promise<DataRule[]> {
  const ids = requirementsOf(access).flatMap((n) => ('menu' in n ? (grants.dataRuleIds.get(n.menu) ?? []) : []));
  if (ids.length === 0) return [];
  const now = new Date(nowMs);
  const variables = {
    sys_user_code: principal.username,
    sys_user_name: principal.realname,
    sys_org_code: principal.orgCode ?? '',
    sys_date: formatDay(now),
    sys_time: formatDateTime(now) ?? '',
  };
  return (await permissions.dataRules(ids)).map((r) => ({
    column: r.ruleColumn ?? '',
    conditions: r.ruleConditions,
    // An unknown variable leaves a value no row has, so the rule still narrows.
    value: resolveRuleValue(r.ruleValue, variables) ?? '\u0000',
  }));
}
