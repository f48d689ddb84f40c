import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { SysCategory } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { childListQueryOptions } from '../api/get-child-list';
import { buildTreeRows, type CategoryRow } from './tree-rows';

export interface CategoryTree {
  rows: CategoryRow[];
  expandedRowKeys: string[];
  onExpand: (expanded: boolean, row: CategoryRow) => void;
  /** Opens a node (after adding a child under it). */
  open: (id: string) => void;
}

/**
 * Lazy children for the tree table: a level is fetched the first time its parent opens and stays loaded (its
 * query lives under the list key, so list refreshes reload it). A failed level reports the server message and
 * closes its parent, so opening it again retries.
 */
export function useCategoryTree(roots: readonly SysCategory[]): CategoryTree {
  const [loadedPids, setLoadedPids] = useState<string[]>([]);
  const [expandedRowKeys, setExpandedRowKeys] = useState<string[]>([]);

  const results = useQueries({ queries: loadedPids.map((pid) => childListQueryOptions(pid)) });

  const levels = new Map<string, SysCategory[]>();
  results.forEach((result, i) => {
    if (result.data) levels.set(loadedPids[i], result.data);
  });

  const failedIndex = results.findIndex((result) => result.isError && !result.data);
  const failedPid = failedIndex >= 0 ? loadedPids[failedIndex] : undefined;
  const failedError = failedIndex >= 0 ? results[failedIndex].error : null;

  useEffect(() => {
    if (!failedPid) return;
    const message = failureMessage(failedError);
    if (message) feedback.message.warning(message);
    setLoadedPids((current) => current.filter((pid) => pid !== failedPid));
    setExpandedRowKeys((current) => current.filter((key) => key !== failedPid));
  }, [failedPid, failedError]);

  const onExpand = useCallback((expanded: boolean, row: CategoryRow) => {
    if (row.isLoading) return;
    setExpandedRowKeys((current) =>
      expanded ? [...current.filter((k) => k !== row.id), row.id] : current.filter((k) => k !== row.id),
    );
    if (expanded) setLoadedPids((current) => (current.includes(row.id) ? current : [...current, row.id]));
  }, []);

  const open = useCallback((id: string) => {
    setExpandedRowKeys((current) => (current.includes(id) ? current : [...current, id]));
    setLoadedPids((current) => (current.includes(id) ? current : [...current, id]));
  }, []);

  return { rows: buildTreeRows(roots, levels), expandedRowKeys, onExpand, open };
}
