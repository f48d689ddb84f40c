import type { MenuRoute } from '@cropwatch/contract';

/**
 * Pure conversion of the server menu (contract §3.2) into the console's route records, following the Vue2
 * client's `generateIndexRouter` (contract §3.3): copied fields, `alwaysShow` redirecting to the item's own path,
 * items with `route === '0'` left unregistered, containers, iframe pages, external links, online components and
 * low-code app routes.
 */
export const CONTAINER_COMPONENTS: ReadonlySet<string> = new Set([
  'layouts/RouteView',
  'layouts/PageView',
  'layouts/TabLayout',
]);
export const IFRAME_COMPONENT = 'layouts/IframePageView';

/** Online form/report list views that the Vue2 client took from its closed-source online package. */
export const ONLINE_COMPONENTS: ReadonlySet<string> = new Set([
  'modules/online/cgform/OnlCgformHeadList',
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgreport/OnlCgreportHeadList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
  'modules/online/graphreport/GraphreportList',
  'modules/online/graphreport/auto/GraphreportAutoChart',
]);

export const LOW_APP_PREFIX = 'low-app';

export type RouteKind = 'container' | 'page' | 'iframe' | 'external' | 'online';

export interface AppRouteMeta {
  title: string;
  icon?: string;
  url?: string;
  permissionList?: unknown[];
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string;
}

export interface AppRoute {
  id: string;
  /** Absolute router pattern: relative menu paths (md5 iframe paths) are resolved against the parent. */
  path: string;
  name: string;
  redirect?: string;
  /** The JeecgBoot component string as the server sent it. */
  component: string;
  kind: RouteKind;
  hidden: boolean;
  /** `low-app*` route: carries an `appId` and an optional `lowAppFilter` parameter. */
  lowApp: boolean;
  meta: AppRouteMeta;
  children: AppRoute[];
}

const isAbsoluteUrl = (url: string | undefined): url is string => !!url && /^https?:\/\//i.test(url);

/** `/a` stays; `md5` under `/parent` becomes `/parent/md5`; duplicate slashes collapse. */
export function resolvePath(parentPath: string, path: string): string {
  const joined = path.startsWith('/') ? path : `${parentPath.replace(/\/+$/, '')}/${path}`;
  return joined.replace(/\/{2,}/g, '/') || '/';
}

function kindOf(item: MenuRoute): RouteKind {
  if (CONTAINER_COMPONENTS.has(item.component)) return 'container';
  if (item.component === IFRAME_COMPONENT) return 'iframe';
  if (ONLINE_COMPONENTS.has(item.component)) return 'online';
  if (isAbsoluteUrl(item.meta?.url)) return 'external';
  return 'page';
}

function lowAppPath(path: string): string {
  return path.includes(':appId') ? path : `${path.replace(/\/+$/, '')}/:appId/:lowAppFilter?`;
}

function toRoute(item: MenuRoute, parentPath: string): AppRoute {
  const lowApp = item.name?.startsWith(LOW_APP_PREFIX) ?? false;
  const base = resolvePath(parentPath, item.path);
  const path = lowApp ? lowAppPath(base) : base;
  const meta = item.meta ?? {};
  const route: AppRoute = {
    id: item.id,
    path,
    name: item.name,
    component: item.component ?? '',
    kind: kindOf(item),
    hidden: item.hidden === true,
    lowApp,
    meta: {
      title: meta.title ?? item.name,
      icon: meta.icon,
      url: meta.url,
      permissionList: meta.permissionList,
      keepAlive: meta.keepAlive === true,
      internalOrExternal: meta.internalOrExternal === true,
      componentName: meta.componentName,
    },
    children: registeredChildren(item.children, base),
  };
  if (item.alwaysShow) route.redirect = path;
  else if (item.redirect) route.redirect = item.redirect;
  return route;
}

function registeredChildren(items: MenuRoute[] | undefined, parentPath: string): AppRoute[] {
  return (items ?? []).filter((item) => item.route !== '0').map((item) => toRoute(item, parentPath));
}

/** Menu -> route records. Items with `route === '0'` (and everything under them) are not registered. */
export function buildRoutes(menu: readonly MenuRoute[]): AppRoute[] {
  return registeredChildren([...menu], '/');
}

/** Pages the console always has, whether or not the server menu lists them (spec §2 static routes). */
export function builtInRoutes(homePath: string): AppRoute[] {
  const page = (path: string, name: string, component: string, title: string): AppRoute => ({
    id: `builtin:${name}`,
    path,
    name,
    component,
    kind: 'page',
    hidden: true,
    lowApp: false,
    meta: { title, keepAlive: false, internalOrExternal: false, componentName: component.split('/').pop() },
    children: [],
  });
  return [
    page(homePath, 'dashboard-analysis', 'dashboard/Analysis', '首页'),
    page('/exception/403', 'exception-403', 'exception/403', '403'),
    page('/exception/404', 'exception-404', 'exception/404', '404'),
    page('/exception/500', 'exception-500', 'exception/500', '500'),
  ];
}

/** Every route with its ancestors, depth first in menu order. */
export function flattenRoutes(routes: readonly AppRoute[], ancestors: AppRoute[] = []): AppRoute[][] {
  return routes.flatMap((route) => {
    const chain = [...ancestors, route];
    return [chain, ...flattenRoutes(route.children, chain)];
  });
}

/** The server's routes first, then the built-in pages the server did not register itself. */
export function withBuiltInRoutes(routes: AppRoute[], homePath: string): AppRoute[] {
  const known = new Set(flattenRoutes(routes).map((chain) => chain[chain.length - 1].path));
  return [...routes, ...builtInRoutes(homePath).filter((r) => !known.has(r.path))];
}
