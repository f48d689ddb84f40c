import type { PermissionAddBody, SysPermissionTree } from '@cropwatch/contract';

/** `menu_type` (contract §6.4). */
export const MenuType = { top: 0, sub: 1, button: 2 } as const;
export type MenuTypeValue = (typeof MenuType)[keyof typeof MenuType];

/** What the menu form edits; switches are booleans here and flags on the wire. */
export interface MenuFormValues {
  menuType: MenuTypeValue;
  name: string;
  parentId?: string;
  url?: string;
  component?: string;
  componentName?: string;
  redirect?: string;
  icon?: string;
  sortNo?: number | null;
  route: boolean;
  hidden: boolean;
  hideTab: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  perms?: string;
  permsType: '1' | '2';
  status: '0' | '1';
  description?: string;
}

const text = (v: string | null | undefined): string | undefined => (v ? v : undefined);

/** Initial values: a row to edit, or a new row of `menuType` under `parentId`. */
export function toFormValues(
  row: SysPermissionTree | null,
  defaults: { menuType: MenuTypeValue; parentId?: string } = { menuType: MenuType.top },
): MenuFormValues {
  if (!row) {
    return {
      menuType: defaults.menuType,
      name: '',
      parentId: defaults.parentId,
      sortNo: 1,
      route: true,
      hidden: false,
      hideTab: false,
      keepAlive: false,
      alwaysShow: false,
      internalOrExternal: false,
      permsType: '1',
      status: '1',
    };
  }
  return {
    menuType: row.menuType === 1 || row.menuType === 2 ? row.menuType : 0,
    name: row.name,
    parentId: text(row.parentId),
    url: text(row.url),
    component: text(row.component),
    componentName: text(row.componentName),
    redirect: text(row.redirect),
    icon: text(row.icon),
    sortNo: row.sortNo,
    route: row.route,
    hidden: row.hidden,
    hideTab: row.hideTab,
    keepAlive: row.keepAlive,
    alwaysShow: row.alwaysShow,
    internalOrExternal: row.internalOrExternal,
    perms: text(row.perms),
    permsType: row.permsType === '2' ? '2' : '1',
    status: row.status === '0' ? '0' : '1',
    description: text(row.description),
  };
}

// Null, not undefined, for a cleared field: the server keeps a column it is not sent (contract §6.4 edit).
const trimmed = (v: string | undefined): string | null => v?.trim() || null;
const flag = (v: boolean): 0 | 1 => (v ? 1 : 0);

/**
 * The add/edit body. Only the columns the chosen type uses are sent (a button has no route, a menu no
 * permission code), so switching the type in the form never leaves stale values behind.
 */
export function toRequestBody(values: MenuFormValues): PermissionAddBody {
  const base = {
    menuType: values.menuType,
    name: values.name.trim(),
    parentId: values.menuType === MenuType.top ? null : trimmed(values.parentId),
    sortNo: values.sortNo ?? undefined,
    description: trimmed(values.description),
  };
  if (values.menuType === MenuType.button) {
    return {
      ...base,
      perms: trimmed(values.perms),
      permsType: values.permsType,
      status: values.status,
    };
  }
  return {
    ...base,
    url: trimmed(values.url),
    component: trimmed(values.component),
    componentName: trimmed(values.componentName),
    redirect: values.menuType === MenuType.top ? trimmed(values.redirect) : undefined,
    icon: trimmed(values.icon),
    route: flag(values.route),
    hidden: flag(values.hidden),
    hideTab: flag(values.hideTab),
    keepAlive: flag(values.keepAlive),
    alwaysShow: flag(values.alwaysShow),
    internalOrExternal: flag(values.internalOrExternal),
  };
}

export interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

/** Possible parents: menus only (a button cannot hold children), never the edited row or its own subtree. */
export function parentOptions(rows: readonly SysPermissionTree[], excludeId?: string): ParentOption[] {
  return rows
    .filter((r) => r.menuType !== MenuType.button && r.id !== excludeId)
    .map((r) => {
      const kids = parentOptions(r.children ?? [], excludeId);
      return { value: r.id, title: r.name, ...(kids.length ? { children: kids } : {}) };
    });
}

/** Every row id in the tree, depth first. */
export function treeIds(rows: readonly SysPermissionTree[]): string[] {
  return rows.flatMap((r) => [r.id, ...treeIds(r.children ?? [])]);
}
