import type { MenuRoute } from '@cropwatch/contract';
import { resolvePath } from '../routing/build-routes';

/**
 * The side/top menu built from the raw permission menu (the Vue2 `SideMenu` renders the server menu, so items
 * with `route === '0'` show up as entries even though no route is registered for them).
 */
export interface MenuNode {
  /** Absolute path: the menu key and the navigation target. */
  key: string;
  name: string;
  title: string;
  icon?: string;
  component: string;
  url?: string;
  internalOrExternal: boolean;
  children?: MenuNode[];
}

function toNode(item: MenuRoute, parentPath: string): MenuNode | null {
  if (item.hidden) return null;
  const key = resolvePath(parentPath, item.path);
  const children = (item.children ?? [])
    .map((c) => toNode(c, key))
    .filter((c): c is MenuNode => c !== null);
  return {
    key,
    name: item.name,
    title: item.meta?.title ?? item.name,
    icon: item.meta?.icon,
    component: item.component,
    url: item.meta?.url,
    internalOrExternal: item.meta?.internalOrExternal === true,
    ...(children.length > 0 ? { children } : {}),
  };
}

/** Visible entries only; a folder whose children are all hidden becomes a plain entry. */
export function buildMenuTree(menu: readonly MenuRoute[]): MenuNode[] {
  return menu.map((item) => toNode(item, '/')).filter((n): n is MenuNode => n !== null);
}

/** Keys of the folders above `key`, outermost first (the submenus to open for the current page). */
export function ancestorKeys(nodes: readonly MenuNode[], key: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = ancestorKeys(node.children, key, [...trail, node.key]);
      if (found) return found;
    }
  }
  return null;
}

function leaves(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));
}

/**
 * The entry to highlight for a path: the exact entry, else the deepest entry whose path is a prefix (a detail
 * page under a list keeps the list highlighted).
 */
export function selectedKeyFor(nodes: readonly MenuNode[], pathname: string): string | undefined {
  const all = leaves(nodes);
  const exact = all.find((n) => n.key === pathname);
  if (exact) return exact.key;
  return all
    .filter((n) => n.key !== '/' && pathname.startsWith(`${n.key}/`))
    .sort((a, b) => b.key.length - a.key.length)[0]?.key;
}

/**
 * One root submenu open at a time (the Vue2 `onOpenChange`): opening a root folder closes the other roots;
 * opening or closing nested folders keeps what antd reports.
 */
export function nextOpenKeys(previous: readonly string[], reported: readonly string[], rootKeys: readonly string[]): string[] {
  const latest = reported.find((k) => !previous.includes(k));
  if (latest === undefined || !rootKeys.includes(latest)) return [...reported];
  return [latest];
}
