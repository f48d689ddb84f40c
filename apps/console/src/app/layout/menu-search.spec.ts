import type { MenuRoute } from '@cropwatch/contract';
import { buildRoutes } from '../routing/build-routes';
import { filterRoutes, searchableRoutes, searchTarget } from './menu-search';

function item(path: string, component: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  const name = path.replace(/^\//, '').replace(/\//g, '-') || 'x';
  return { id: name, path, name, component, route: '1', meta: { title }, ...extra };
}

const routes = buildRoutes([
  item('/dashboard/analysis', 'dashboard/Analysis', '首页'),
  item('/isystem', 'layouts/RouteView', '系统管理', {
    children: [
      item('/isystem/user', 'system/UserList', '用户管理'),
      item('/isystem/role', 'system/RoleUserList', '角色管理'),
      item('/isystem/secret', 'system/Secret', '隐藏页', { hidden: true }),
      item('/isystem/detail/:id', 'system/Detail', '详情'),
      item('abc123', 'layouts/IframePageView', 'SQL监控', {
        meta: { title: 'SQL监控', url: 'https://example.org/druid', internalOrExternal: false },
      }),
      item('ext456', 'layouts/IframePageView', 'Docs', {
        meta: { title: 'Docs', url: 'https://example.org/docs', internalOrExternal: true },
      }),
    ],
  }),
  item('/account', 'layouts/RouteView', '个人页', {
    hidden: true,
    children: [item('/account/center', 'account/center/Index', '个人中心')],
  }),
]);
const titleOf = (r: { meta: { title: string } }) => r.meta.title;

describe('searchableRoutes', () => {
  const titles = searchableRoutes(routes).map(titleOf);

  it('lists the pages', () => {
    expect(titles).toEqual(expect.arrayContaining(['首页', '用户管理', '角色管理', 'SQL监控', 'Docs']));
  });

  it('excludes pure containers', () => {
    expect(titles).not.toContain('系统管理');
  });

  it('excludes hidden entries and everything under a hidden folder', () => {
    expect(titles).not.toContain('隐藏页');
    expect(titles).not.toContain('个人中心');
  });

  it('excludes parameterised routes', () => {
    expect(titles).not.toContain('详情');
  });
});

describe('filterRoutes', () => {
  const all = searchableRoutes(routes);

  it('matches part of the title', () => {
    expect(filterRoutes(all, '管理', titleOf).map(titleOf)).toEqual(['用户管理', '角色管理']);
  });

  it('ignores case and surrounding blanks', () => {
    expect(filterRoutes(all, '  sql ', titleOf).map(titleOf)).toEqual(['SQL监控']);
  });

  it('returns everything for an empty keyword', () => {
    expect(filterRoutes(all, '', titleOf)).toHaveLength(all.length);
  });
});

describe('searchTarget', () => {
  const all = searchableRoutes(routes);
  const byTitle = (t: string) => all.find((r) => r.meta.title === t)!;

  it('navigates to ordinary pages by path', () => {
    expect(searchTarget(byTitle('用户管理'))).toEqual({ type: 'navigate', to: '/isystem/user' });
  });

  it('takes an in-layout iframe page as a whole route at its resolved path', () => {
    expect(searchTarget(byTitle('SQL监控'))).toEqual({ type: 'navigate', to: '/isystem/abc123' });
  });

  it('opens an external iframe page in a new window', () => {
    expect(searchTarget(byTitle('Docs')).type).toBe('open-window');
  });
});
