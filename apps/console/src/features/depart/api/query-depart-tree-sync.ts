import { queryOptions } from '@tanstack/react-query';
import { departQueryTreeSync, type DepartTreeNode } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Every cached level of the department tree: mutations invalidate this prefix. */
export const departTreeKey = ['depart', 'tree'] as const;

/** `GET /sys/sysDepart/queryDepartTreeSync?pid=`: one level (`''` = the roots), `isLeaf` from a child count. */
export async function queryDepartTreeSync(pid: string, signal?: AbortSignal): Promise<DepartTreeNode[]> {
  const res = await call(departQueryTreeSync, { query: pid ? { pid } : {} }, { signal });
  return unwrap(res) ?? [];
}

export const departTreeLevelOptions = (pid: string) =>
  queryOptions({
    queryKey: [...departTreeKey, pid],
    queryFn: ({ signal }) => queryDepartTreeSync(pid, signal),
  });
