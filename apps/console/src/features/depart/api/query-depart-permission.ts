import { queryOptions } from '@tanstack/react-query';
import { departPermissionQuery } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const departPermissionKey = (departId: string) => ['depart', 'permission', departId] as const;

/** `GET /sys/permission/queryDepartPermission?departId=`: the permission ids granted to the department. */
export const departPermissionOptions = (departId: string) =>
  queryOptions({
    queryKey: departPermissionKey(departId),
    queryFn: async ({ signal }) => unwrap(await call(departPermissionQuery, { query: { departId } }, { signal })) ?? [],
  });
