import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleQueryTreeList } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';
import { toAuthTree, type AuthTreeNode } from '../lib/permission-tree';

/** `GET /sys/role/queryTreeList`: every menu and button as the authorisation tree. */
export async function queryTreeList(signal?: AbortSignal): Promise<AuthTreeNode[]> {
  const result = unwrap(await call(roleQueryTreeList, {}, { signal }));
  return toAuthTree(result?.treeList ?? []);
}

export const roleTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['role', 'permission-tree'],
    queryFn: ({ signal }) => queryTreeList(signal),
  });

export const useRoleTree = (enabled: boolean) => useQuery({ ...roleTreeQueryOptions(), enabled });
