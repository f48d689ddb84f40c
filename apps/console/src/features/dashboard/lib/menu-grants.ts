import type { MenuRoute } from '@cropwatch/contract';

/** True when the signed-in user's menu tree holds a route with this path (the system tab needs the user list). */
export function menuHasPath(menu: readonly MenuRoute[] | null, path: string): boolean {
  if (!menu) return false;
  return menu.some((m) => m.path === path || menuHasPath(m.children ?? [], path));
}
