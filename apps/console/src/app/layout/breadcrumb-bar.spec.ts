import type { MenuRoute } from '@cropwatch/contract';
import { buildRoutes } from '../routing/build-routes';
import { matchLocation } from '../routing/resolve-location';
import { breadcrumbItems } from './breadcrumb-bar';

const HOME = '/dashboard/analysis';
const item = (path: string, component: string, title: string, children?: MenuRoute[]): MenuRoute => ({
  id: path,
  path,
  name: path.slice(1).replace(/\//g, '-'),
  component,
  route: '1',
  meta: { title },
  ...(children ? { children } : {}),
});
const routes = buildRoutes([
  item(HOME, 'dashboard/Analysis', '首页'),
  item('/isystem', 'layouts/RouteView', '系统管理', [item('/isystem/user', 'system/UserList', '用户管理')]),
]);
const title = (r: { meta: { title: string } }) => r.meta.title;

describe('breadcrumbItems', () => {
  it('starts with Home linking to the dashboard and ends with the current page as plain text', () => {
    const chain = matchLocation(routes, '/isystem/user')!.chain;
    expect(breadcrumbItems(chain, HOME, 'Home', title)).toEqual([
      { title: 'Home', to: HOME },
      { title: '系统管理', to: '/isystem' },
      { title: '用户管理' },
    ]);
  });

  it('shows only a plain Home on the home page', () => {
    const chain = matchLocation(routes, HOME)!.chain;
    expect(breadcrumbItems(chain, HOME, 'Home', title)).toEqual([{ title: 'Home' }]);
  });
});
