import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionQueryPermissionRule, type DataRule } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export interface RuleFilter {
  ruleName?: string;
  ruleValue?: string;
}

export const permissionRuleKey = (permissionId: string) => ['permission', 'rules', permissionId] as const;

/** `GET /sys/permission/queryPermissionRule`: a menu's data rules, optionally those equal to a name or value. */
export async function queryPermissionRule(
  permissionId: string,
  filter: RuleFilter = {},
  signal?: AbortSignal,
): Promise<DataRule[]> {
  const query = {
    permissionId,
    ...(filter.ruleName?.trim() ? { ruleName: filter.ruleName.trim() } : {}),
    ...(filter.ruleValue?.trim() ? { ruleValue: filter.ruleValue.trim() } : {}),
  };
  return unwrap(await call(permissionQueryPermissionRule, { query }, { signal })) ?? [];
}

export const permissionRuleQueryOptions = (permissionId: string, filter: RuleFilter) =>
  queryOptions({
    queryKey: [...permissionRuleKey(permissionId), filter],
    queryFn: ({ signal }) => queryPermissionRule(permissionId, filter, signal),
  });

export const usePermissionRules = (permissionId: string | undefined, filter: RuleFilter) =>
  useQuery({ ...permissionRuleQueryOptions(permissionId ?? '', filter), enabled: Boolean(permissionId) });
