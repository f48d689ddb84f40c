import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionQueryRolePermission } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** `GET /sys/permission/queryRolePermission`: the permission ids granted to a role. */
export async function queryRolePermission(roleId: string, signal?: AbortSignal): Promise<string[]> {
  return unwrap(await call(permissionQueryRolePermission, { query: { roleId } }, { signal })) ?? [];
}

export const rolePermissionKey = (roleId: string) => ['role', 'permissions', roleId] as const;

export const rolePermissionQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: rolePermissionKey(roleId),
    queryFn: ({ signal }) => queryRolePermission(roleId, signal),
    // The drawer edits against this set; it must be the server's current one each time it opens.
    staleTime: 0,
  });

export const useRolePermission = (roleId: string | undefined) =>
  useQuery({ ...rolePermissionQueryOptions(roleId ?? ''), enabled: Boolean(roleId) });
