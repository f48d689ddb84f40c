import type { PermissionTreeModel } from '@cropwatch/contract';

/** One node of the authorisation tree as the drawer shows it. */
export interface AuthTreeNode {
  key: string;
  title: string;
  /** The menu has data rules (`ruleFlag` 1; `scopedSlots` is `{title:'hasDatarule'}` on every node, contract §6.2). */
  hasDataRule: boolean;
  children?: AuthTreeNode[];
}

/** The checked state antd's `Tree` reports when parents and children are linked. */
export interface CheckState {
  checked: string[];
  halfChecked: string[];
}

/**
 * `queryTreeList` → tree nodes. The role variant carries the name only in `slotTitle` (`title` is null); the
 * permission variant has both, so either works.
 */
export function toAuthTree(models: readonly PermissionTreeModel[]): AuthTreeNode[] {
  return models.map((m) => {
    const kids = m.children ?? [];
    return {
      key: m.key,
      title: m.slotTitle || m.title || m.label || m.key,
      hasDataRule: m.ruleFlag === 1,
      ...(kids.length ? { children: toAuthTree(kids) } : {}),
    };
  });
}

/** Every key, depth first in tree order (check all / expand all). */
export function allKeys(nodes: readonly AuthTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Keys of the nodes that have children (what "expand all" opens). */
export function parentKeys(nodes: readonly AuthTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

function leafKeySet(nodes: readonly AuthTreeNode[]): Set<string> {
  const leaves = new Set<string>();
  const walk = (list: readonly AuthTreeNode[]) => {
    for (const n of list) {
      if (n.children?.length) walk(n.children);
      else leaves.add(n.key);
    }
  };
  walk(nodes);
  return leaves;
}

/**
 * The keys to hand a linked (`checkStrictly` off) tree for the role's granted ids. Only leaves: a granted
 * folder given to antd would tick every child, granting what the role never had; the folders follow from
 * their children (checked or half-checked). Unlinked trees take the granted ids as they are.
 */
export function initialCheckedKeys(
  granted: readonly string[],
  nodes: readonly AuthTreeNode[],
  linked: boolean,
): string[] {
  if (!linked) return [...granted];
  const leaves = leafKeySet(nodes);
  return granted.filter((k) => leaves.has(k));
}

/** Parent of every key, for walking up from a checked node. */
function parentIndex(nodes: readonly AuthTreeNode[]): Map<string, string> {
  const parents = new Map<string, string>();
  const walk = (list: readonly AuthTreeNode[], parent?: string) => {
    for (const n of list) {
      if (parent) parents.set(n.key, parent);
      walk(n.children ?? [], n.key);
    }
  };
  walk(nodes);
  return parents;
}

/**
 * The ids to grant, in tree order. Linked: the checked nodes plus their half-checked (or checked) ancestors, i.e.
 * every ancestor of a checked node: a menu reached only through a granted child must itself be granted, or the
 * server's menu builder drops the branch. Unlinked: exactly what is ticked. Ids the tree no longer shows (rows
 * deleted meanwhile) are kept rather than silently revoked.
 */
export function permissionIdsOf(state: CheckState, nodes: readonly AuthTreeNode[], linked: boolean): string[] {
  const chosen = new Set([...state.checked, ...state.halfChecked]);
  if (linked) {
    const parents = parentIndex(nodes);
    for (const key of [...chosen]) {
      for (let p = parents.get(key); p && !chosen.has(p); p = parents.get(p)) chosen.add(p);
    }
  }
  const ordered = allKeys(nodes).filter((k) => chosen.has(k));
  const known = new Set(ordered);
  return [...ordered, ...[...chosen].filter((k) => !known.has(k))];
}

/** The body of `saveRolePermission`: the server diffs `permissionIds` against `lastpermissionIds` (contract §6.4). */
export function saveRolePermissionBody(roleId: string, next: readonly string[], last: readonly string[]) {
  return { roleId, permissionIds: next.join(','), lastpermissionIds: last.join(',') };
}
