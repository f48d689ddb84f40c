import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref } from 'valtio';
import type { MenuRoute } from '@cropwatch/contract';
import { permissionStore } from '../../stores/permission';
import { preferencesStore, setViewportWidth } from '../../stores/preferences';
import { resetTabs, tabsStore } from '../../stores/tabs';
import { mockHttp, ok } from '../../testing/mock-http';
import { renderWithProviders } from '../../testing/render-with-providers';
import { BasicLayout } from './basic-layout';

const item = (path: string, component: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  path,
  name: path.slice(1).replace(/\//g, '-'),
  component,
  route: '1',
  meta: { title, keepAlive: false, internalOrExternal: false },
  ...extra,
});

const menu: MenuRoute[] = [
  item('/dashboard/analysis', 'dashboard/Analysis', '首页', { meta: { title: '首页', icon: 'home' } }),
  item('/isystem', 'layouts/RouteView', '系统管理', {
    meta: { title: '系统管理', icon: 'setting' },
    children: [
      item('/isystem/user', 'system/PageOfALaterVersion', '用户管理'),
      item('/isystem/roleUserList', 'system/AnotherPageOfALaterVersion', '角色管理'),
      item('/isystem/secret', 'system/Secret', '隐藏页面', { hidden: true }),
    ],
  }),
];

function renderLayout(route: string) {
  return renderWithProviders(<BasicLayout />, { route, routes: [{ path: '/404', element: <p>failure page</p> }] });
}

let http: ReturnType<typeof mockHttp>;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  setViewportWidth(width);
}

beforeEach(() => {
  setWidth(1280);
  resetTabs();
  permissionStore.menu = ref(menu);
  // The bell polls `listByUser`; an empty answer keeps it quiet.
  http = mockHttp(() => ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }));
});

afterEach(() => {
  http.restore();
  permissionStore.menu = null;
});

const panes = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.cw-tab-pane')];

describe('BasicLayout', () => {
  it('renders a page this version lacks as an in-layout notice with its title', async () => {
    renderLayout('/isystem/user');
    expect(await screen.findByText('页面暂未提供')).toBeInTheDocument();
    expect(screen.getByText('“用户管理”页面在当前版本中尚未提供，敬请期待。')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('用户管理 - CropWatch GPT'));
  });

  it('opens the fixed home tab and a tab for the page', async () => {
    renderLayout('/isystem/user');
    await waitFor(() => expect(tabsStore.tabs.map((t) => t.key)).toEqual(['/dashboard/analysis', '/isystem/user']));
    const tabList = screen.getByRole('tablist');
    expect(within(tabList).getByText('首页')).toBeInTheDocument();
    expect(within(tabList).getByText('用户管理')).toBeInTheDocument();
  });

  it('keeps the previous tab’s page mounted but hidden after switching tabs, and drops it on close', async () => {
    const { container, router } = renderLayout('/isystem/user');
    await screen.findByText('“用户管理”页面在当前版本中尚未提供，敬请期待。');
    await router.navigate('/isystem/roleUserList');
    await screen.findByText('“角色管理”页面在当前版本中尚未提供，敬请期待。');
    expect(panes(container)).toHaveLength(2);
    expect(panes(container).map((p) => p.hidden)).toEqual([true, false]);

    const userTab = within(screen.getByRole('tablist')).getByText('用户管理').closest('[role="tab"]')!;
    await userEvent.click(within(userTab.parentElement!).getByRole('button', { name: /remove|关闭/i }));
    await waitFor(() => expect(panes(container)).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/isystem/roleUserList');
  });

  it('sends a container to its first visible child', async () => {
    const { router } = renderLayout('/isystem');
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/user'));
  });

  it('sends an unknown path to /404', async () => {
    renderLayout('/no/such/page');
    expect(await screen.findByText('failure page')).toBeInTheDocument();
  });

  it('lists visible menu entries in the side menu and leaves hidden ones out', async () => {
    renderLayout('/isystem/user');
    const nav = (await screen.findAllByRole('menu'))[0];
    expect(within(nav).getByText('系统管理')).toBeInTheDocument();
    expect(within(nav).getByText('角色管理')).toBeInTheDocument();
    expect(within(nav).queryByText('隐藏页面')).not.toBeInTheDocument();
  });

  it('navigates and opens a tab when a menu entry is selected', async () => {
    const { router } = renderLayout('/isystem/user');
    const nav = (await screen.findAllByRole('menu'))[0];
    await userEvent.click(within(nav).getByText('角色管理'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/isystem/roleUserList'));
    await waitFor(() => expect(tabsStore.tabs.map((t) => t.key)).toContain('/isystem/roleUserList'));
  });

  it('moves the menu into a drawer and drops the tab bar on mobile', async () => {
    setWidth(800);
    renderLayout('/isystem/user');
    await screen.findByText('页面暂未提供');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('menu')).toHaveLength(0);
    expect(preferencesStore.sidebarOpen).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '展开/收起菜单' }));
    const nav = (await screen.findAllByRole('menu'))[0];
    expect(within(nav).getByText('系统管理')).toBeInTheDocument();
  });
});
