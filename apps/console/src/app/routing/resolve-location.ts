import { matchPath } from 'react-router-dom';
import { flattenRoutes, type AppRoute } from './build-routes';

export interface RouteMatch {
  route: AppRoute;
  /** Ancestors first, the matched route last (the breadcrumb). */
  chain: AppRoute[];
  params: Record<string, string | undefined>;
}

export type Resolution =
  | { type: 'redirect'; to: string }
  | ({ type: 'page' } & RouteMatch)
  | ({ type: 'open-window' } & RouteMatch)
  | { type: 'not-found' };

const hasParams = (path: string) => path.includes(':') || path.includes('*');

const decode = (value: string | undefined): string | undefined => {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** Static patterns win over parameterised ones; otherwise menu order decides. */
export function matchLocation(routes: readonly AppRoute[], pathname: string): RouteMatch | null {
  const chains = flattenRoutes(routes);
  const ordered = [
    ...chains.filter((c) => !hasParams(c[c.length - 1].path)),
    ...chains.filter((c) => hasParams(c[c.length - 1].path)),
  ];
  for (const chain of ordered) {
    const route = chain[chain.length - 1];
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (match) {
      const params = Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, decode(v)]));
      return { route, chain, params };
    }
  }
  return null;
}

function firstVisibleChild(route: AppRoute): AppRoute | undefined {
  return route.children.find((c) => !c.hidden && !hasParams(c.path));
}

/**
 * What the layout does with a location: `/` goes home, a redirect (not to itself: `alwaysShow` points at the
 * item's own path) is followed, a container without one opens its first visible child, pages opening in a new
 * window are reported as such, an unknown path is not found.
 */
export function resolveLocation(routes: readonly AppRoute[], pathname: string, homePath: string): Resolution {
  if (pathname === '/' || pathname === '') return { type: 'redirect', to: homePath };
  const match = matchLocation(routes, pathname);
  if (!match) return { type: 'not-found' };
  const { route } = match;
  if (route.redirect && route.redirect !== route.path && route.redirect !== pathname) {
    return { type: 'redirect', to: route.redirect };
  }
  if (route.kind === 'container') {
    const child = firstVisibleChild(route);
    if (child) return { type: 'redirect', to: child.path };
  }
  if (route.kind === 'external' || (route.kind === 'iframe' && route.meta.internalOrExternal)) {
    return { type: 'open-window', ...match };
  }
  return { type: 'page', ...match };
}
