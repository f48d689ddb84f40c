import { Drawer, Layout } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { MenuRoute } from '@cropwatch/contract';
import { runtimeConfig } from '../../lib/config';
import { setCurrentRouteName } from '../../lib/http';
import { permissionStore } from '../../stores/permission';
import { effectiveMultipage, preferencesStore, setSidebarOpen, type MenuTheme } from '../../stores/preferences';
import { openTab, setTabs, tabFor, tabKeyOf, tabsStore } from '../../stores/tabs';
import { buildRoutes, withBuiltInRoutes, type AppRoute } from '../routing/build-routes';
import { NOT_FOUND_PATH } from '../routing/navigation';
import { resolveLocation } from '../routing/resolve-location';
import { BreadcrumbBar } from './breadcrumb-bar';
import { GlobalFooter } from './global-footer';
import { GlobalHeader } from './global-header';
import { searchTarget } from './menu-search';
import { menuTitle } from './menu-title';
import { buildMenuTree, type MenuNode } from './menu-tree';
import { openInNewWindow, opensInNewWindow } from './open-route-window';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { TabPanes } from './tab-panes';
import { usePageTitle } from './use-page-title';
import { useHeaderVisible, useViewportWidth } from './use-viewport';
import './basic-layout.css';

const SIDER_WIDTH = 208;
const SIDER_COLLAPSED_WIDTH = 80;

function Logo({ collapsed, theme }: { collapsed: boolean; theme: MenuTheme }) {
  return (
    <Link to={runtimeConfig.homePath} className={`cw-logo cw-logo-${theme}`}>
      <img src="/logo.svg" alt="" width={32} height={32} />
      {!collapsed && <span className="cw-logo-title">{runtimeConfig.platformName}</span>}
    </Link>
  );
}

/**
 * The signed-in shell (spec §2 Layout): side or top menu from the permission menu, header, multi-tab bar with
 * keep-alive panes, breadcrumb and footer. It resolves every location against the menu's routes itself, so the
 * layout (and the pages kept alive in it) stays mounted across navigations.
 */
export function BasicLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The permission store keeps the menu as a valtio `ref`, so the snapshot hands back the plain array.
  const menu = useSnapshot(permissionStore).menu as MenuRoute[] | null;
  const { settings, device, sidebarOpen } = useSnapshot(preferencesStore);
  const { tabs } = useSnapshot(tabsStore);
  const homePath = runtimeConfig.homePath;
  useViewportWidth();

  const routes = useMemo(() => withBuiltInRoutes(buildRoutes(menu ?? []), homePath), [menu, homePath]);
  const tree = useMemo(() => buildMenuTree(menu ?? []), [menu]);
  const fullPath = `${location.pathname}${location.search}`;
  const resolution = useMemo(
    () => resolveLocation(routes, location.pathname, homePath),
    [routes, location.pathname, homePath],
  );
  const mobile = device === 'mobile';
  const multipage = effectiveMultipage(settings, device);
  const topmenu = settings.layout === 'topmenu' && !mobile;
  const fixedSider = settings.fixSiderbar && !topmenu && !mobile;
  const collapsed = !sidebarOpen && !mobile;
  const headerVisible = useHeaderVisible(settings.fixedHeader && settings.autoHideHeader);
  const lastPage = useRef(homePath);
  const openedWindowFor = useRef<string | null>(null);

  useEffect(() => {
    if (resolution.type === 'redirect') {
      void navigate(resolution.to, { replace: true });
    } else if (resolution.type === 'not-found') {
      void navigate(NOT_FOUND_PATH, { replace: true });
    } else if (resolution.type === 'open-window') {
      // Once per location: StrictMode re-runs effects, a second window would be a bug.
      if (openedWindowFor.current !== location.key) {
        openedWindowFor.current = location.key;
        openInNewWindow(resolution.route.meta.url);
      }
      void navigate(lastPage.current, { replace: true });
    } else {
      lastPage.current = fullPath;
      const { route, params } = resolution;
      setCurrentRouteName(route.name, params.appId);
      setTabs(openTab(tabsStore.tabs, tabFor(fullPath, route.name, route.meta.title), { homePath, multipage }));
    }
  }, [resolution, fullPath, location.key, multipage, homePath, navigate]);

  useEffect(() => () => setCurrentRouteName(null), []);

  const current = resolution.type === 'page' ? resolution : null;
  usePageTitle(current ? menuTitle(t, current.route.name, current.route.meta.title) : undefined);

  const onMenuSelect = (node: MenuNode) => {
    if (mobile) setSidebarOpen(false);
    if (opensInNewWindow(node)) openInNewWindow(node.url);
    else void navigate(node.key);
  };

  const onPickRoute = (route: AppRoute) => {
    const target = searchTarget(route);
    if (target.type === 'open-window') openInNewWindow(route.meta.url);
    else void navigate(target.to);
  };

  const inlineMenu = (
    <SideMenu
      tree={tree}
      pathname={location.pathname}
      mode="inline"
      theme={settings.theme}
      collapsed={collapsed}
      onSelect={onMenuSelect}
    />
  );

  const topMenu = topmenu ? (
    <div className={`cw-top-nav ${settings.contentWidth === 'Fixed' ? 'cw-fixed-width' : ''}`}>
      <Logo collapsed={false} theme={settings.theme} />
      <SideMenu
        tree={tree}
        pathname={location.pathname}
        mode="horizontal"
        theme={settings.theme}
        onSelect={onMenuSelect}
      />
    </div>
  ) : undefined;

  const headerClasses = [
    settings.fixedHeader ? 'cw-header-fixed' : '',
    headerVisible ? '' : 'cw-header-hidden',
    topmenu ? `cw-header-top cw-header-${settings.theme}` : '',
  ].join(' ');

  return (
    <Layout className="cw-layout" hasSider={!topmenu && !mobile}>
      {!topmenu && !mobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsible
          trigger={null}
          collapsed={collapsed}
          theme={settings.theme}
          className={`cw-sider ${fixedSider ? 'cw-sider-fixed' : ''}`}
        >
          <Logo collapsed={collapsed} theme={settings.theme} />
          {inlineMenu}
        </Layout.Sider>
      )}
      {mobile && (
        <Drawer
          placement="left"
          open={sidebarOpen}
          onClose={() => setSidebarOpen(false)}
          size={SIDER_WIDTH}
          closable={false}
          className={`cw-menu-drawer cw-menu-drawer-${settings.theme}`}
          styles={{ body: { padding: 0 } }}
        >
          <Logo collapsed={false} theme={settings.theme} />
          {inlineMenu}
        </Drawer>
      )}
      <Layout
        className="cw-main"
        style={{ marginInlineStart: fixedSider ? (collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH) : 0 }}
      >
        <GlobalHeader
          routes={routes}
          topMenu={topMenu}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
          onPickRoute={onPickRoute}
          className={headerClasses}
        />
        {multipage && <TabBar activeKey={tabKeyOf(fullPath)} homePath={homePath} />}
        <Layout.Content className="cw-content">
          <div className={topmenu && settings.contentWidth === 'Fixed' ? 'cw-fixed-width' : undefined}>
            {current && <BreadcrumbBar chain={current.chain} homePath={homePath} />}
            <TabPanes tabs={tabs} activeKey={tabKeyOf(fullPath)} routes={routes} />
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
    </Layout>
  );
}
