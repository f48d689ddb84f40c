import { ReloadOutlined } from '@ant-design/icons';
import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { feedback } from '../../lib/feedback';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  reloadTab,
  setTabs,
  TAB_REFUSAL_MESSAGE_KEYS,
  tabPath,
  tabsStore,
  type BulkCloseResult,
  type Tab,
} from '../../stores/tabs';
import { menuTitle } from './menu-title';

export function useTabTitle(homePath: string) {
  const { t } = useTranslation();
  return (tab: Tab) => (tab.key === homePath ? t('layout:tabs.home') : menuTitle(t, tab.name, tab.title));
}

type ContextAction = 'refresh' | 'closeLeft' | 'closeRight' | 'closeOthers';

/** The multi-tab bar (spec §2 Layout): fixed home tab, close rules, and the right-click menu. */
export function TabBar({ activeKey, homePath }: { activeKey: string; homePath: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { tabs, reloading } = useSnapshot(tabsStore);
  const titleOf = useTabTitle(homePath);

  const apply = ({ tabs: next, activeKey: nextActive }: BulkCloseResult) => {
    setTabs(next);
    if (nextActive !== activeKey) void navigate(tabPath(next, nextActive));
  };

  const close = (key: string) => {
    const result = closeTab(tabsStore.tabs, key, activeKey, homePath);
    if (!result.ok) {
      feedback.message.warning(t(TAB_REFUSAL_MESSAGE_KEYS[result.reason]));
      return;
    }
    apply(result);
  };

  const refresh = (key: string) => {
    if (key !== activeKey) void navigate(tabPath(tabsStore.tabs, key));
    reloadTab(key);
  };

  const onContext = (key: string, action: ContextAction) => {
    const current = tabsStore.tabs;
    if (action === 'refresh') refresh(key);
    else if (action === 'closeLeft') apply(closeLeft(current, key, activeKey, homePath));
    else if (action === 'closeRight') apply(closeRight(current, key, activeKey, homePath));
    else apply(closeOthers(current, key, homePath));
  };

  const contextMenu = (key: string): MenuProps => ({
    items: [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'closeLeft', label: t('tabs.closeLeft') },
      { key: 'closeRight', label: t('tabs.closeRight') },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      onContext(key, action as ContextAction);
    },
  });

  return (
    <Tabs
      className="cw-tab-bar"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(key) => void navigate(tabPath(tabsStore.tabs, key))}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      tabBarExtraContent={{
        right: (
          <button
            type="button"
            className="cw-header-action"
            aria-label={t('tabs.refresh')}
            onClick={() => refresh(activeKey)}
          >
            <ReloadOutlined spin={reloading} />
          </button>
        ),
      }}
      // The whole tab (padding and close button included) opens the right-click menu, not just its title text:
      // a right-click beside the title used to get the browser's own menu instead.
      renderTabBar={(props, DefaultTabBar) => (
        <DefaultTabBar {...props}>
          {(node) => (
            <Dropdown key={node.key} trigger={['contextMenu']} menu={contextMenu(String(node.key))}>
              {node}
            </Dropdown>
          )}
        </DefaultTabBar>
      )}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: tab.key !== homePath,
        label: <span className="cw-tab-title">{titleOf(tab)}</span>,
      }))}
    />
  );
}
