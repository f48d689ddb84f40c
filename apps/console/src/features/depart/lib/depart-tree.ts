import type { DepartTreeNode } from '@cropwatch/contract';

/** Parent key of the top level in the lazily loaded tree (`queryDepartTreeSync` without `pid`). */
export const ROOT_PID = '';

/** An antd Tree node over a department; `children` is absent until its level has been loaded. */
export interface DepartTreeItem {
  key: string;
  title: string;
  /** The node's accessible name: without it the expander icon's label ("plus-square") prefixes the name. */
  'aria-label': string;
  isLeaf: boolean;
  depart: DepartTreeNode;
  children?: DepartTreeItem[];
}

/** Loaded levels: parent id (`ROOT_PID` for the roots) -> that parent's children. */
export type DepartLevels = ReadonlyMap<string, readonly DepartTreeNode[]>;

/**
 * The tree from the levels loaded so far. A node whose level came back empty loses its expander (spec §4
 * "empty result removes the expander"), even when the server counted children earlier.
 */
export function buildDepartTree(levels: DepartLevels, pid: string = ROOT_PID): DepartTreeItem[] {
  return (levels.get(pid) ?? []).map((depart) => {
    const loaded = levels.get(depart.id);
    const item: DepartTreeItem = {
      key: depart.id,
      title: depart.departName,
      'aria-label': depart.departName,
      isLeaf: depart.isLeaf || (loaded !== undefined && loaded.length === 0),
      depart,
    };
    if (loaded && loaded.length > 0) item.children = buildDepartTree(levels, depart.id);
    return item;
  });
}

/** Search matches shown flat, as Vue2's DepartList does. */
export const flatDepartItems = (nodes: readonly DepartTreeNode[]): DepartTreeItem[] =>
  nodes.map((depart) => ({
    key: depart.id,
    title: depart.departName,
    'aria-label': depart.departName,
    isLeaf: true,
    depart,
  }));

/** A department among the loaded levels or the search matches. */
export function findDepart(
  levels: DepartLevels,
  id: string,
  extra: readonly DepartTreeNode[] = [],
): DepartTreeNode | undefined {
  for (const nodes of levels.values()) {
    const hit = nodes.find((n) => n.id === id);
    if (hit) return hit;
  }
  return extra.find((n) => n.id === id);
}

/** Expanded keys that still exist after a reload (deleted departments drop out). */
export const keepKnownKeys = (keys: readonly string[], levels: DepartLevels): string[] =>
  keys.filter((key) => findDepart(levels, key) !== undefined);
