import { queryOptions } from '@tanstack/react-query';
import { deptRolePermissionQuery } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const deptRolePermissionKey = (roleId: string) => ['depart', 'role-permission', roleId] as const;

/** `GET /sys/sysDepartPermission/queryDeptRolePermission?roleId=`: the department role's permission ids. */
export const deptRolePermissionOptions = (roleId: string) =>
  queryOptions({
    queryKey: deptRolePermissionKey(roleId),
    queryFn: async ({ signal }) => unwrap(await call(deptRolePermissionQuery, { query: { roleId } }, { signal })) ?? [],
  });
