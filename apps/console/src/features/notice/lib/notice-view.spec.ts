import type { MenuRoute } from '@cropwatch/contract';
import { componentTarget, routeOfComponent, type NoticeView } from './notice-view';

const route = (path: string, component: string, children?: MenuRoute[]): MenuRoute => ({
  id: path,
  path,
  name: path.replace(/\//g, '-'),
  component,
  route: '1',
  meta: { title: path },
  children,
});

const menu: MenuRoute[] = [
  route('/isystem', 'layouts/RouteView', [
    route('/isystem/user', 'system/UserList'),
    route('/isystem/annountCement', '/views/system/SysAnnouncementList.vue'),
  ]),
];

const notice = (overrides: Partial<NoticeView>): NoticeView => ({
  anntId: 'a1',
  titile: '任务',
  msgContent: null,
  sender: 'admin',
  sendTime: null,
  priority: 'L',
  openType: 'component',
  openPage: 'system/UserList',
  busId: null,
  read: false,
  ...overrides,
});

describe('routeOfComponent', () => {
  it('finds nested menu entries whatever the spelling of the component', () => {
    expect(routeOfComponent(menu, 'system/UserList')).toBe('/isystem/user');
    expect(routeOfComponent(menu, 'views/system/SysAnnouncementList')).toBe('/isystem/annountCement');
    expect(routeOfComponent(menu, 'system/RoleList')).toBeNull();
  });
});

describe('componentTarget', () => {
  it('opens the component page with the business id', () => {
    expect(componentTarget(menu, notice({ busId: 'b 1' }))).toBe('/isystem/user?id=b%201');
    expect(componentTarget(menu, notice({}))).toBe('/isystem/user');
  });

  it('answers null for other notices and components outside the menu', () => {
    expect(componentTarget(menu, notice({ openType: 'url', openPage: '/isystem/user' }))).toBeNull();
    expect(componentTarget(menu, notice({ openPage: 'system/RoleList' }))).toBeNull();
    expect(componentTarget(menu, notice({ openPage: null }))).toBeNull();
  });
});
