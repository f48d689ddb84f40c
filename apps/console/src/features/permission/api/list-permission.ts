import { queryOptions, useQuery } from '@tanstack/react-query';
import { permissionList, type SysPermissionTree } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

export const permissionListKey = ['permission', 'list'] as const;

/** `GET /sys/permission/list`: every menu, sub-menu and button as one tree, by sort number. */
export async function listPermission(signal?: AbortSignal): Promise<SysPermissionTree[]> {
  return unwrap(await call(permissionList, {}, { signal })) ?? [];
}

export const permissionListQueryOptions = () =>
  queryOptions({
    queryKey: permissionListKey,
    queryFn: ({ signal }) => listPermission(signal),
    staleTime: 0,
  });

export const usePermissionList = () => useQuery(permissionListQueryOptions());
