import { menuRouteSchema, userPermissionSchema } from '@cropwatch/contract';
import {
  buildAllAuth,
  buildAuth,
  buildMenu,
  buildUserPermission,
  type PermissionRow,
  urlToRouteName,
} from './menu.builder';

let sequence = 0;
const row = (over: Partial<PermissionRow>): PermissionRow => ({
  id: `id${++sequence}`,
  parentId: null,
  name: 'page',
  url: '/page',
  component: 'page/Page',
  componentName: null,
  redirect: null,
  menuType: 0,
  perms: null,
  permsType: '1',
  icon: null,
  isRoute: 1,
  alwaysShow: 0,
  keepAlive: 0,
  hidden: 0,
  hideTab: 0,
  internalOrExternal: 0,
  status: '1',
  ...over,
});

describe('buildMenu', () => {
  it('shapes a route like getUserPermissionByToken', () => {
    const folder = row({
      id: 'sys',
      name: '系统管理',
      url: '/isystem',
      component: 'layouts/RouteView',
      icon: 'setting',
    });
    const user = row({
      id: 'u',
      parentId: 'sys',
      menuType: 1,
      name: '用户管理',
      url: '/isystem/user',
      component: 'system/UserList',
    });
    const [route] = buildMenu([folder, user]);
    expect(route).toEqual({
      id: 'sys',
      route: '1',
      path: '/isystem',
      name: 'isystem',
      component: 'layouts/RouteView',
      redirect: null,
      meta: {
        keepAlive: false,
        internalOrExternal: false,
        title: '系统管理',
        componentName: 'RouteView',
        icon: 'setting',
      },
      children: [
        {
          id: 'u',
          route: '1',
          path: '/isystem/user',
          name: 'isystem-user',
          component: 'system/UserList',
          meta: { keepAlive: false, internalOrExternal: false, title: '用户管理', componentName: 'UserList' },
        },
      ],
    });
    expect(() => menuRouteSchema.parse(route)).not.toThrow();
  });

  it('emits route as the string "0" for non-route rows', () => {
    expect(buildMenu([row({ isRoute: 0 })])[0].route).toBe('0');
  });

  it('adds hidden and alwaysShow only when true', () => {
    const [plain, flagged] = buildMenu([row({}), row({ hidden: 1, alwaysShow: 1 })]);
    expect(plain).not.toHaveProperty('hidden');
    expect(plain).not.toHaveProperty('alwaysShow');
    expect(flagged).toMatchObject({ hidden: true, alwaysShow: true, meta: { hideMenu: true } });
  });

  it('hashes external and {{ }} urls into the path and keeps the raw url in meta', () => {
    const url = "{{ window._CONFIG['domianURL'] }}/druid/";
    const [iframe, external] = buildMenu([
      row({ url, component: 'layouts/IframePageView' }),
      row({ url: 'https://cloud.cropwatch.com.cn/', internalOrExternal: 1 }),
    ]);
    expect(iframe.path).toBe('5f22d2592b01c9e964efe70040162b83');
    expect(iframe.name).toBe("{{ window._CONFIG['domianURL'] }}-druid-");
    expect(iframe.meta).toMatchObject({ url, componentName: 'IframePageView' });
    expect(external.path).toMatch(/^[0-9a-f]{32}$/);
    expect(external.meta).toMatchObject({ url: 'https://cloud.cropwatch.com.cn/', internalOrExternal: true });
  });

  it('prefers component_name for name and componentName', () => {
    const [route] = buildMenu([row({ url: '/account/settings/BaseSetting', componentName: 'BaseSettings' })]);
    expect(route.name).toBe('BaseSettings');
    expect(route.meta.componentName).toBe('BaseSettings');
  });

  it('derives names from parameterised urls', () => {
    expect(urlToRouteName('/online/cgformList/:code')).toBe('online-cgformList-@code');
  });

  it('puts redirect on top-level rows only and hideTab into meta', () => {
    const [top] = buildMenu([row({ id: 'top', redirect: '/a/b' }), row({ parentId: 'top', menuType: 1, hideTab: 1 })]);
    expect(top.redirect).toBe('/a/b');
    expect(top.children?.[0]).not.toHaveProperty('redirect');
    expect(top.children?.[0].meta.hideTab).toBe(true);
  });

  it('drops buttons and children of ungranted parents, keeping sort order', () => {
    const routes = buildMenu([
      row({ id: 'a', name: 'A' }),
      row({ id: 'btn', parentId: 'a', menuType: 2, perms: 'a:add' }),
      row({ id: 'orphan', parentId: 'missing', menuType: 1 }),
      row({ id: 'b', name: 'B' }),
    ]);
    expect(routes.map((r) => r.id)).toEqual(['a', 'b']);
    expect(routes[0]).not.toHaveProperty('children');
  });

  it('hides a top-level folder whose children are all hidden and replaces its meta', () => {
    const [folder] = buildMenu([
      row({ id: 'acc', name: '个人页', icon: 'user' }),
      row({ parentId: 'acc', menuType: 1, hidden: 1 }),
      row({ parentId: 'acc', menuType: 1, hidden: 1 }),
    ]);
    expect(folder.hidden).toBe(true);
    expect(folder.meta).toEqual({ hideMenu: true });
  });
});

describe('auth and allAuth', () => {
  const buttons = [
    row({ menuType: 2, name: '添加用户', perms: 'user:add', permsType: '1' }),
    row({ menuType: 2, name: '生日禁用', perms: 'user:form:birthday', permsType: '2', status: '0' }),
  ];

  it('auth lists only enabled buttons of the user', () => {
    expect(buildAuth([...buttons, row({})])).toEqual([{ action: 'user:add', type: '1', describe: '添加用户' }]);
  });

  it('allAuth lists every button with its status', () => {
    expect(buildAllAuth(buttons)).toEqual([
      { action: 'user:add', status: '1', type: '1', describe: '添加用户' },
      { action: 'user:form:birthday', status: '0', type: '2', describe: '生日禁用' },
    ]);
  });
});

describe('buildUserPermission', () => {
  const home = row({ id: 'home', name: '首页', url: '/dashboard/analysis', component: 'dashboard/Analysis' });

  it('prepends the home row when the user lacks it', () => {
    const result = buildUserPermission([row({ id: 'x' })], [], home, false);
    expect(result.menu.map((r) => r.id)).toEqual(['home', 'x']);
    expect(() => userPermissionSchema.parse(result)).not.toThrow();
  });

  it('does not duplicate a granted home row', () => {
    expect(buildUserPermission([home, row({ id: 'y' })], [], home, true).menu.map((r) => r.id)).toEqual(['home', 'y']);
  });
});
