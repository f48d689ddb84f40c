import { flattenRoutes, type AppRoute } from '../routing/build-routes';

/**
 * Header menu search (spec §2 Header): every reachable page, without hidden entries, pure containers and
 * parameterised routes (they need values the search cannot supply).
 */
export function searchableRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return flattenRoutes(routes)
    .filter((chain) => chain.every((r) => !r.hidden))
    .map((chain) => chain[chain.length - 1])
    .filter((r) => r.kind !== 'container' && r.children.length === 0 && !r.path.includes(':'));
}

/** Case-insensitive title filter; the caller passes the translated title. */
export function filterRoutes(
  routes: readonly AppRoute[],
  keyword: string,
  titleOf: (route: AppRoute) => string,
): AppRoute[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...routes];
  return routes.filter((r) => titleOf(r).toLowerCase().includes(needle));
}

export type SearchTarget = { type: 'navigate'; to: string } | { type: 'open-window'; route: AppRoute };

/**
 * Iframe pages are taken as the whole route (an external one opens a window, like selecting it in the menu);
 * every other page is reached by its path.
 */
export function searchTarget(route: AppRoute): SearchTarget {
  if ((route.kind === 'iframe' && route.meta.internalOrExternal) || route.kind === 'external') {
    return { type: 'open-window', route };
  }
  return { type: 'navigate', to: route.path };
}
