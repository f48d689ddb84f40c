import type { DepartTreeNode } from '@cropwatch/contract';

/** An antd Tree node of the address book: the department's org code selects the people. */
export interface DepartTreeView {
  key: string;
  title: string;
  /** Accessible name without the expander icon's label. */
  'aria-label': string;
  orgCode: string;
  children: DepartTreeView[];
}

/**
 * The whole tree, or only the branches leading to departments whose name contains `keyword` (a match keeps
 * its whole subtree, since choosing it lists the subtree's people anyway).
 */
export function filterDepartTree(nodes: readonly DepartTreeNode[], keyword: string): DepartTreeView[] {
  const needle = keyword.trim().toLowerCase();
  const visit = (list: readonly DepartTreeNode[], keepAll: boolean): DepartTreeView[] =>
    list.flatMap((n) => {
      const hit = keepAll || !needle || n.departName.toLowerCase().includes(needle);
      const children = visit(n.children ?? [], hit);
      if (!hit && children.length === 0) return [];
      return [{ key: n.id, title: n.departName, 'aria-label': n.departName, orgCode: n.orgCode, children }];
    });
  return visit(nodes, false);
}
