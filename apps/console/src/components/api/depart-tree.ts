import { queryOptions } from '@tanstack/react-query';
import { departQueryTreeList, departSearchBy, type DepartTreeNode } from '@cropwatch/contract';
import { call, ResultError, unwrap } from '../../lib/http';

/** `GET /sys/sysDepart/queryTreeList`: the whole department tree (contract §6.3). */
export const departTreeQueryOptions = () =>
  queryOptions({
    queryKey: ['sys', 'depart', 'tree'],
    queryFn: ({ signal }) => call(departQueryTreeList, {}, { signal }).then(unwrap),
  });

/** `GET /sys/sysDepart/searchBy`: flat matches by name; no match is `success:false` with a message (quirk). */
export async function searchDeparts(keyWord: string): Promise<DepartTreeNode[]> {
  const res = await call(departSearchBy, { query: { keyWord } });
  if (!res.success) throw new ResultError(res.message, res.code);
  return res.result ?? [];
}

/** Every node of a tree, depth first. */
export function flattenDeparts(nodes: readonly DepartTreeNode[]): DepartTreeNode[] {
  return nodes.flatMap((n) => [n, ...flattenDeparts(n.children ?? [])]);
}
