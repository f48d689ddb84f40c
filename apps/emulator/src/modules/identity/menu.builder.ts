import { createHash } from 'node:crypto';
import type { AllAuthEntry, AuthEntry, MenuRoute, UserPermission } from '@cropwatch/contract';

/** The sys_permission columns the builder reads (entity rows satisfy it). */
export interface PermissionRow {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  icon: string | null;
  isRoute: number;
  alwaysShow: number;
  keepAlive: number;
  hidden: number;
  hideTab: number;
  internalOrExternal: number;
  status: string;
}

const MENU_BUTTON = 2;
const HOME_NAME = '首页';

/** PermissionDataUtil / SysPermissionController rules (contract §3.2), kept as pure functions. */
export const isExternalUrl = (url: string | null): url is string =>
  !!url && (url.startsWith('http://') || url.startsWith('https://') || url.startsWith('{{'));

/** `/isystem/user` -> `isystem-user`, `/online/cgformList/:code` -> `online-cgformList-@code`. */
export const urlToRouteName = (url: string | null): string =>
  (url ?? '').replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@');

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function routeOf(row: PermissionRow): MenuRoute {
  const meta: MenuRoute['meta'] = {
    keepAlive: row.keepAlive === 1,
    internalOrExternal: row.internalOrExternal === 1,
    title: row.name,
  };
  const componentName = row.componentName || row.component?.slice(row.component.lastIndexOf('/') + 1);
  if (componentName) meta.componentName = componentName;
  if (row.icon) meta.icon = row.icon;
  if (isExternalUrl(row.url)) meta.url = row.url;
  if (row.hidden === 1) meta.hideMenu = true;
  if (row.hideTab === 1) meta.hideTab = true;

  const route = {
    id: row.id,
    route: row.isRoute === 1 ? '1' : '0',
    path: isExternalUrl(row.url) ? md5(row.url) : (row.url ?? ''),
    name: row.componentName || urlToRouteName(row.url),
    ...(row.hidden === 1 ? { hidden: true } : {}),
    ...(row.alwaysShow === 1 ? { alwaysShow: true } : {}),
    component: row.component ?? '',
    // Only top-level rows carry `redirect` (possibly null).
    ...(!row.parentId ? { redirect: row.redirect } : {}),
    meta,
  } as MenuRoute;
  return route;
}

/**
 * The `menu` tree from the user's rows (already ordered by sort_no): menu rows only, children attached
 * to their granted parent (a child whose parent is not granted is dropped), then the quirk of
 * `handleFirstLevelMenuHidden`: a top-level folder whose children are all hidden is itself hidden and its
 * meta becomes `{hideMenu:true}`.
 */
export function buildMenu(rows: PermissionRow[]): MenuRoute[] {
  const menus = rows.filter((r) => r.menuType !== MENU_BUTTON);
  const byParent = new Map<string, PermissionRow[]>();
  for (const r of menus) {
    if (!r.parentId) continue;
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  }
  const build = (row: PermissionRow): MenuRoute => {
    const route = routeOf(row);
    const children = (byParent.get(row.id) ?? []).map(build);
    if (children.length > 0) route.children = children;
    return route;
  };
  return menus
    .filter((r) => !r.parentId)
    .map(build)
    .map((route) => {
      if (route.children?.length && route.children.every((c) => c.hidden)) {
        return { ...route, hidden: true, meta: { hideMenu: true } };
      }
      return route;
    });
}

/** `auth`: the user's enabled buttons. */
export const buildAuth = (rows: PermissionRow[]): AuthEntry[] =>
  rows
    .filter((r) => r.menuType === MENU_BUTTON && r.status === '1')
    .map((r) => ({ action: r.perms ?? '', type: r.permsType as AuthEntry['type'], describe: r.name }));

/** `allAuth`: every button in the system, with its status. */
export const buildAllAuth = (buttons: PermissionRow[]): AllAuthEntry[] =>
  buttons
    .filter((r) => r.menuType === MENU_BUTTON)
    .map((r) => ({
      action: r.perms ?? '',
      status: r.status as AllAuthEntry['status'],
      type: r.permsType as AllAuthEntry['type'],
      describe: r.name,
    }));

/**
 * `getUserPermissionByToken`'s result. `homeRow` is prepended when the user's rows hold no row named
 * 首页, as the real server does.
 */
export function buildUserPermission(
  userRows: PermissionRow[],
  allButtons: PermissionRow[],
  homeRow: PermissionRow | null,
  sysSafeMode: boolean,
): UserPermission {
  const rows = homeRow && !userRows.some((r) => r.name === HOME_NAME) ? [homeRow, ...userRows] : userRows;
  return { menu: buildMenu(rows), auth: buildAuth(rows), allAuth: buildAllAuth(allButtons), sysSafeMode };
}
