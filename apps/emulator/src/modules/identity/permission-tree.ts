import type { DataRule, PermissionTreeModel, SysPermissionTree } from '@cropwatch/contract';
import { formatDateTime } from '../../core/result/date-format';
import type { PermissionDataRuleEntity } from './entities/permission-data-rule.entity';
import type { PermissionEntity } from './entities/permission.entity';

/** `SysPermissionTree` of one row (contract §6.4); `children` filled by the caller, null on leaves. */
export function toPermissionNode(p: PermissionEntity, isLeaf = p.isLeaf === 1): SysPermissionTree {
  return {
    id: p.id,
    key: p.id,
    title: p.name,
    parentId: p.parentId,
    name: p.name,
    perms: p.perms,
    permsType: p.permsType,
    icon: p.icon,
    component: p.component,
    componentName: p.componentName,
    url: p.url,
    redirect: p.redirect,
    sortNo: p.sortNo,
    menuType: p.menuType,
    isLeaf,
    leaf: isLeaf,
    route: p.isRoute === 1,
    keepAlive: p.keepAlive === 1,
    alwaysShow: p.alwaysShow === 1,
    hidden: p.hidden === 1,
    hideTab: p.hideTab === 1,
    internalOrExternal: p.internalOrExternal === 1,
    description: p.description,
    delFlag: p.delFlag,
    ruleFlag: p.ruleFlag,
    status: p.status,
    createBy: p.createBy,
    createTime: formatDateTime(p.createTime),
    updateBy: p.updateBy,
    updateTime: formatDateTime(p.updateTime),
    children: isLeaf ? null : [],
  };
}

/**
 * Nests rows (already in sort order) under their parents; a row whose parent is missing becomes a root,
 * as PermissionDataUtil's `getTreeList` leaves orphans at the top. Leaf flags follow the real children.
 */
export function buildTree<T extends { children: T[] | null }>(
  rows: PermissionEntity[],
  toNode: (row: PermissionEntity, isLeaf: boolean) => T,
): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, PermissionEntity[]>();
  for (const r of rows) {
    if (r.parentId && ids.has(r.parentId)) childrenOf.set(r.parentId, [...(childrenOf.get(r.parentId) ?? []), r]);
  }
  const build = (row: PermissionEntity): T => {
    const kids = childrenOf.get(row.id) ?? [];
    const node = toNode(row, kids.length === 0);
    if (kids.length) node.children = kids.map(build);
    return node;
  };
  return rows.filter((r) => !r.parentId || !ids.has(r.parentId)).map(build);
}

/** The authorisation tree nodes: the permission variant (`title`, `label`, `icon`). */
export const toPermissionTreeModel = (p: PermissionEntity, isLeaf: boolean): PermissionTreeModel => ({
  key: p.id,
  title: p.name,
  slotTitle: p.name,
  label: p.name,
  value: p.id,
  parentId: p.parentId,
  icon: p.icon,
  isLeaf,
  ruleFlag: null,
  scopedSlots: null,
  children: isLeaf ? null : [],
});

/**
 * The role variant (`TreeModel(key, parentId, slotTitle, ruleFlag, isLeaf)`): the name only in `slotTitle`,
 * `scopedSlots` always `{"title":"hasDatarule"}` (the real client's tree renders every title through that slot and
 * shows nothing without it, contract §6.2); `ruleFlag` says whether the menu has data rules.
 */
export const toRoleTreeModel = (p: PermissionEntity, isLeaf: boolean): PermissionTreeModel => ({
  key: p.id,
  title: null,
  slotTitle: p.name,
  label: null,
  value: p.id,
  parentId: p.parentId,
  isLeaf,
  ruleFlag: p.ruleFlag,
  scopedSlots: { title: 'hasDatarule' },
  children: isLeaf ? null : [],
});

export const toDataRuleJson = (r: PermissionDataRuleEntity): DataRule => ({
  id: r.id,
  permissionId: r.permissionId,
  ruleName: r.ruleName,
  ruleColumn: r.ruleColumn,
  ruleConditions: r.ruleConditions,
  ruleValue: r.ruleValue,
  status: r.status,
  createTime: formatDateTime(r.createTime),
  createBy: r.createBy,
  updateTime: formatDateTime(r.updateTime),
  updateBy: r.updateBy,
});

/**
 * SysPermissionController's normalisation on add/edit (contract §3.2): component without a leading `/`,
 * `views/` / `src/views/` or `.vue`; url without `.vue` and with a leading `/` unless external or `{{…}}`.
 */
export function normaliseComponent(component: string | null | undefined): string | null | undefined {
  if (!component) return component;
  let c = component.replace(/^\/+/, '');
  c = c.replace(/^src\/views\//, '').replace(/^views\//, '');
  return c.replace(/\.vue$/, '');
}

export function normaliseUrl(url: string | null | undefined): string | null | undefined {
  if (!url) return url;
  const u = url.replace(/\.vue$/, '');
  return u.startsWith('http') || u.startsWith('/') || u.startsWith('{{') ? u : `/${u}`;
}
