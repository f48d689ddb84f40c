import { queryOptions, useQuery } from '@tanstack/react-query';
import { departQueryTreeList, type DepartTreeNode } from '@cropwatch/contract';
import { call, unwrap } from '../../../lib/http';

/** Nodes of the whole department tree, at every depth. */
export function countTreeNodes(nodes: readonly { children?: readonly unknown[] | null }[]): number {
  return nodes.reduce(
    (sum, node) => sum + 1 + countTreeNodes((node.children ?? []) as { children?: readonly unknown[] | null }[]),
    0,
  );
}

export async function getDepartCount(signal?: AbortSignal): Promise<number> {
  const tree: DepartTreeNode[] = unwrap(await call(departQueryTreeList, {}, { signal }));
  return countTreeNodes(tree);
}

export const departCountQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'depart-count'], queryFn: ({ signal }) => getDepartCount(signal) });

export const useDepartCount = () => useQuery(departCountQueryOptions());
