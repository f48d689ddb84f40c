import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleDataRuleGet, type DataRule } from '@cropwatch/contract';
import { call } from '../../../lib/http';

export interface RoleDataRules {
  rules: DataRule[];
  /** Ids of the rules the role already applies. */
  checked: string[];
}

/**
 * `GET /sys/role/datarule/{permissionId}/{roleId}`. A menu without rules answers `success:false`
 * (`未找到权限配置信息`), which is simply an empty list here.
 */
export async function getRoleDataRule(
  permissionId: string,
  roleId: string,
  signal?: AbortSignal,
): Promise<RoleDataRules> {
  const res = await call(roleDataRuleGet, { params: { permissionId, roleId } }, { signal });
  if (!res.success || !res.result) return { rules: [], checked: [] };
  const checked = (res.result.drChecked ?? '').split(',').filter(Boolean);
  return { rules: res.result.datarule, checked };
}

export const roleDataRuleKey = (permissionId: string, roleId: string) =>
  ['role', 'data-rule', permissionId, roleId] as const;

export const roleDataRuleQueryOptions = (permissionId: string, roleId: string) =>
  queryOptions({
    queryKey: roleDataRuleKey(permissionId, roleId),
    queryFn: ({ signal }) => getRoleDataRule(permissionId, roleId, signal),
    staleTime: 0,
  });

export const useRoleDataRule = (permissionId: string | undefined, roleId: string) =>
  useQuery({ ...roleDataRuleQueryOptions(permissionId ?? '', roleId), enabled: Boolean(permissionId) });
