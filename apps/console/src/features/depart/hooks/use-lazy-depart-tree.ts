import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { DepartTreeNode } from '@cropwatch/contract';
import { departTreeLevelOptions } from '../api/query-depart-tree-sync';
import { buildDepartTree, findDepart, ROOT_PID, type DepartLevels, type DepartTreeItem } from '../lib/depart-tree';

export interface LazyDepartTree {
  items: DepartTreeItem[];
  levels: DepartLevels;
  /** Parents whose level has been asked for (antd Tree's `loadedKeys`). */
  loadedKeys: string[];
  loading: boolean;
  error: unknown;
  /** Loads one level once (antd Tree `loadData`); later reloads come from invalidation. */
  loadLevel: (pid: string) => Promise<void>;
  find: (id: string) => DepartTreeNode | undefined;
}

const combineLevels = (results: UseQueryResult<DepartTreeNode[]>[]) => ({
  data: results.map((r) => r.data),
  loading: results[0]?.isLoading ?? false,
  error: results[0]?.error ?? null,
});

/**
 * The department tree one level at a time (`queryDepartTreeSync?pid=`): every level asked for stays a
 * TanStack query, so invalidating `departTreeKey` after a change refreshes exactly what is on screen.
 */
export function useLazyDepartTree(): LazyDepartTree {
  const queryClient = useQueryClient();
  const [pids, setPids] = useState<string[]>([ROOT_PID]);
  const level = useQueries({
    queries: pids.map((pid) => departTreeLevelOptions(pid)),
    // Structurally shared, so `data` keeps its identity until a level really changes.
    combine: combineLevels,
  });

  const levels = useMemo(() => {
    const map = new Map<string, readonly DepartTreeNode[]>();
    pids.forEach((pid, i) => {
      const data = level.data[i];
      if (data) map.set(pid, data);
    });
    return map;
  }, [pids, level.data]);
  const items = useMemo(() => buildDepartTree(levels), [levels]);

  const loadLevel = useCallback(
    async (pid: string) => {
      await queryClient.fetchQuery(departTreeLevelOptions(pid));
      setPids((list) => (list.includes(pid) ? list : [...list, pid]));
    },
    [queryClient],
  );
  const find = useCallback((id: string) => findDepart(levels, id), [levels]);

  return {
    items,
    levels,
    loadedKeys: pids.filter((pid) => pid !== ROOT_PID),
    loading: level.loading,
    error: level.error,
    loadLevel,
    find,
  };
}
