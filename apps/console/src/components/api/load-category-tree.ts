import {
  categoryLoadDictItem,
  categoryLoadTreeChildren,
  categoryLoadTreeData,
  categoryLoadTreeRoot,
  type TreeSelectModel,
} from '@cropwatch/contract';
import { call, ResultError } from '../../lib/http';
import { treeNodesOf } from './load-tree-data';

async function level(promise: Promise<{ success: boolean; message: string; code: number; result: unknown }>) {
  const res = await promise;
  if (!res.success) throw new ResultError(res.message, res.code);
  return treeNodesOf(res.result ?? []);
}

/**
 * Category levels (contract §8.4): roots under `pcode` via `loadTreeRoot`, children via `loadTreeChildren`;
 * with a JSON `condition` both go through `loadTreeData`, the only endpoint that filters.
 */
export function loadCategoryLevel({
  pid,
  pcode,
  condition,
}: {
  pid?: string;
  pcode: string;
  condition?: string;
}): Promise<TreeSelectModel[]> {
  if (condition) {
    return level(call(categoryLoadTreeData, { query: pid ? { pid, condition } : { pcode: pcode || '0', condition } }));
  }
  if (pid) return level(call(categoryLoadTreeChildren, { query: { pid } }));
  return level(call(categoryLoadTreeRoot, { query: { async: 'true', pcode } }));
}

/** Names of category ids (contract §8.4 `loadDictItem`). */
export async function loadCategoryNames(ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const res = await call(categoryLoadDictItem, { query: { ids: ids.join(','), delNotExist: 'false' } });
  return res.success ? (res.result ?? []) : [];
}
