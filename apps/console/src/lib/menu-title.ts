import type { TFunction } from 'i18next';
import type { MenuRoute } from '@cropwatch/contract';

/**
 * A route's display title: the `menu` namespace entry for its route name, the server's title otherwise.
 * Route names can hold `.` and `:` (names derived from urls), so key and namespace separators are off.
 */
export function menuTitle(t: TFunction, name: string, fallback: string): string {
  return t(name, { ns: 'menu', defaultValue: fallback, keySeparator: false, nsSeparator: false });
}

/** Route names of a menu by its ids (the side menu's names, for trees that list the same menus by id). */
export function routeNamesById(menu: readonly MenuRoute[] | null | undefined): Map<string, string> {
  const names = new Map<string, string>();
  const walk = (items: readonly MenuRoute[]) => {
    for (const item of items) {
      if (item.id && item.name) names.set(item.id, item.name);
      walk(item.children ?? []);
    }
  };
  walk(menu ?? []);
  return names;
}
