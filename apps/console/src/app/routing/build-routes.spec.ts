import type { MenuRoute } from '@cropwatch/contract';
import { buildRoutes, flattenRoutes, resolvePath, withBuiltInRoutes } from './build-routes';
import { resolveComponent } from './component-registry';
import { matchLocation, resolveLocation } from './resolve-location';

const HOME = '/dashboard/analysis';

/** A complete menu row as the server sends it (contract §3.2). */
function menuItem(path: string, component: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  const name = path.replace(/^\//, '').replace(/\//g, '-');
  return {
    id: `id-${name}`,
    path,
    name,
    component,
    route: '1',
    redirect: null,
    meta: { keepAlive: false, internalOrExternal: false, title: name, componentName: component.split('/').pop() },
    ...extra,
  };
}

const druidUrl = "{{ window._CONFIG['domianURL'] }}/druid/";
const systemMenu: MenuRoute[] = [
  menuItem('/dashboard/analysis', 'dashboard/Analysis', { meta: { title: '首页', icon: 'home' } }),
  menuItem('/isystem', 'layouts/RouteView', {
    meta: { title: '系统管理', icon: 'setting', keepAlive: false, internalOrExternal: false },
    children: [
      menuItem('/isystem/user', 'system/UserList', { meta: { title: '用户管理', keepAlive: true } }),
      menuItem('/isystem/hidden', 'system/Hidden', { hidden: true }),
      menuItem('/isystem/param/:id', 'system/Param', { route: '0' }),
      {
        ...menuItem('5f22d2592b01c9e964efe70040162b83', 'layouts/IframePageView'),
        name: "{{ window._CONFIG['domianURL'] }}-druid-",
        meta: { title: 'SQL监控', url: druidUrl, internalOrExternal: false },
      },
    ],
  }),
];

describe('buildRoutes', () => {
  it('copies path, name, component, hidden and the meta fields', () => {
    const [home] = buildRoutes(systemMenu);
    expect(home).toMatchObject({
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/Analysis',
      hidden: false,
      kind: 'page',
      meta: { title: '首页', icon: 'home', keepAlive: false, internalOrExternal: false },
    });
  });

  it('nests children and keeps keepAlive from meta', () => {
    const system = buildRoutes(systemMenu)[1];
    expect(system.kind).toBe('container');
    expect(system.children.map((c) => c.path)).toContain('/isystem/user');
    expect(system.children.find((c) => c.path === '/isystem/user')?.meta.keepAlive).toBe(true);
  });

  it('does not register items whose route is "0"', () => {
    const paths = flattenRoutes(buildRoutes(systemMenu)).map((c) => c[c.length - 1].path);
    expect(paths).not.toContain('/isystem/param/:id');
  });

  it('does not register the children of a route "0" item either', () => {
    const menu = [menuItem('/x', 'layouts/RouteView', { route: '0', children: [menuItem('/x/y', 'a/B')] })];
    expect(buildRoutes(menu)).toEqual([]);
  });

  it('marks hidden items hidden but still registers them', () => {
    const hidden = buildRoutes(systemMenu)[1].children.find((c) => c.path === '/isystem/hidden');
    expect(hidden?.hidden).toBe(true);
  });

  it('redirects alwaysShow items to their own path', () => {
    const [route] = buildRoutes([menuItem('/folder', 'layouts/RouteView', { alwaysShow: true, redirect: '/other' })]);
    expect(route.redirect).toBe('/folder');
  });

  it('keeps the server redirect of a top-level item', () => {
    const [route] = buildRoutes([menuItem('/folder', 'layouts/RouteView', { redirect: '/folder/a' })]);
    expect(route.redirect).toBe('/folder/a');
  });

  it('resolves an iframe row’s md5 path under its parent and keeps its url', () => {
    const iframe = buildRoutes(systemMenu)[1].children.find((c) => c.kind === 'iframe');
    expect(iframe?.path).toBe('/isystem/5f22d2592b01c9e964efe70040162b83');
    expect(iframe?.meta.url).toBe(druidUrl);
  });

  it('marks http(s) urls on non-iframe rows as external links', () => {
    const [link] = buildRoutes([
      menuItem('abcdef', 'layouts/RouteView', { meta: { title: 'Docs', url: 'https://example.org/docs' } }),
    ]);
    expect(link.kind).toBe('container');
    const [page] = buildRoutes([menuItem('abcdef', 'x/Link', { meta: { title: 'Docs', url: 'https://example.org' } })]);
    expect(page.kind).toBe('external');
    expect(page.path).toBe('/abcdef');
  });

  it('maps online list components to the online kind', () => {
    const [online] = buildRoutes([
      menuItem('/online/cgreport/:code', 'modules/online/cgreport/auto/OnlCgreportAutoList'),
    ]);
    expect(online.kind).toBe('online');
  });

  it('gives low-code app routes an appId and an optional lowAppFilter parameter', () => {
    const [app] = buildRoutes([{ ...menuItem('/app/orders', 'low/OrderList'), name: 'low-app-orders' }]);
    expect(app.lowApp).toBe(true);
    expect(app.path).toBe('/app/orders/:appId/:lowAppFilter?');
    expect(matchLocation([app], '/app/orders/42')?.params).toEqual({ appId: '42', lowAppFilter: undefined });
    expect(matchLocation([app], '/app/orders/42/%7B%7D')?.params.lowAppFilter).toBe('{}');
  });

  it('falls back to the name when a row has no title', () => {
    const [route] = buildRoutes([{ ...menuItem('/t', 'a/B'), meta: {} }]);
    expect(route.meta.title).toBe('t');
  });
});

describe('resolvePath', () => {
  it('keeps absolute paths, joins relative ones and collapses slashes', () => {
    expect(resolvePath('/a', '/b')).toBe('/b');
    expect(resolvePath('/a/', 'b')).toBe('/a/b');
    expect(resolvePath('/', 'b')).toBe('/b');
  });
});

describe('withBuiltInRoutes', () => {
  it('adds the dashboard and exception pages the server did not list', () => {
    const paths = withBuiltInRoutes([], HOME).map((r) => r.path);
    expect(paths).toEqual([HOME, '/exception/403', '/exception/404', '/exception/500']);
  });

  it('prefers the server’s own row for a built-in path', () => {
    const routes = withBuiltInRoutes(buildRoutes(systemMenu), HOME);
    expect(routes.filter((r) => r.path === HOME)).toHaveLength(1);
    expect(routes[0].meta.icon).toBe('home');
  });
});

describe('resolveLocation', () => {
  const routes = withBuiltInRoutes(buildRoutes(systemMenu), HOME);

  it('sends / to the home path', () => {
    expect(resolveLocation(routes, '/', HOME)).toEqual({ type: 'redirect', to: HOME });
  });

  it('reports an unknown path as not found', () => {
    expect(resolveLocation(routes, '/nope', HOME)).toEqual({ type: 'not-found' });
  });

  it('reports an unregistered route "0" path as not found', () => {
    expect(resolveLocation(routes, '/isystem/param/1', HOME)).toEqual({ type: 'not-found' });
  });

  it('opens a container’s first visible child', () => {
    expect(resolveLocation(routes, '/isystem', HOME)).toEqual({ type: 'redirect', to: '/isystem/user' });
  });

  it('renders an alwaysShow container at its own path instead of looping', () => {
    const own = buildRoutes([menuItem('/solo', 'layouts/RouteView', { alwaysShow: true })]);
    expect(resolveLocation(own, '/solo', HOME).type).toBe('page');
  });

  it('returns the breadcrumb chain of a nested page', () => {
    const r = resolveLocation(routes, '/isystem/user', HOME);
    expect(r.type === 'page' && r.chain.map((c) => c.meta.title)).toEqual(['系统管理', '用户管理']);
  });

  it('opens iframe pages flagged internalOrExternal in a new window instead of a tab', () => {
    const external = buildRoutes([
      {
        ...menuItem('abc', 'layouts/IframePageView'),
        meta: { title: 'Ext', url: 'https://example.org/${token}', internalOrExternal: true },
      },
    ]);
    expect(resolveLocation(external, '/abc', HOME).type).toBe('open-window');
  });

  it('renders other iframe pages inside the layout', () => {
    const r = resolveLocation(routes, '/isystem/5f22d2592b01c9e964efe70040162b83', HOME);
    expect(r.type).toBe('page');
  });
});

describe('component registry', () => {
  it('maps the dashboard and exception pages to real pages', () => {
    for (const c of ['dashboard/Analysis', 'exception/403', 'exception/404', 'exception/500']) {
      expect(resolveComponent(c).type).toBe('page');
    }
  });

  it('renders the not-available notice for components this version does not have', () => {
    expect(resolveComponent('system/NoSuchPage')).toEqual({ type: 'not-available' });
    expect(resolveComponent('modules/online/cgform/auto/OnlCgformAutoList')).toEqual({ type: 'not-available' });
    // Issue #15: the online report list is a built-in page.
    expect(resolveComponent('modules/online/cgreport/auto/OnlCgreportAutoList').type).toBe('page');
    expect(resolveComponent('')).toEqual({ type: 'not-available' });
  });

  it('recognises the container and iframe layouts', () => {
    expect(resolveComponent('layouts/RouteView')).toEqual({ type: 'container' });
    expect(resolveComponent('layouts/IframePageView')).toEqual({ type: 'iframe' });
  });

  it('accepts the Vue-style spellings of a component path', () => {
    expect(resolveComponent('/views/dashboard/Analysis.vue').type).toBe('page');
  });

  it('returns the same lazy component on every lookup so React keeps page state', () => {
    const a = resolveComponent('exception/403');
    const b = resolveComponent('exception/403');
    expect(a.type === 'page' && b.type === 'page' && a.Page === b.Page).toBe(true);
  });
});
