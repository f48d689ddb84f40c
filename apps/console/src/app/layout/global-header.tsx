import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { NoticeBell } from '../../features/notice';
import { preferencesStore } from '../../stores/preferences';
import { sessionStore } from '../../stores/session';
import type { AppRoute } from '../routing/build-routes';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { SettingsDrawer } from './settings-drawer';
import { UserMenu } from './user-menu';
import { greetingKey } from './welcome';

export interface GlobalHeaderProps {
  routes: AppRoute[];
  /** Logo and horizontal menu in top-menu mode; absent in side-menu mode. */
  topMenu?: ReactNode;
  onToggleSidebar: () => void;
  onPickRoute: (route: AppRoute) => void;
  className?: string;
}

/** Header bar (spec §2): welcome text, menu search, bell, user dropdown, logout, language, settings drawer. */
export function GlobalHeader({ routes, topMenu, onToggleSidebar, onPickRoute, className }: GlobalHeaderProps) {
  const { t } = useTranslation('layout');
  const { device, narrow, sidebarOpen } = useSnapshot(preferencesStore);
  const { realname, username } = useSnapshot(sessionStore);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const mobile = device === 'mobile';
  const greeting = t(`welcome.${greetingKey(new Date().getHours())}`);

  return (
    <Layout.Header className={`cw-header ${className ?? ''}`}>
      {topMenu ?? (
        <button
          type="button"
          className="cw-header-action cw-header-trigger"
          aria-label={t('header.toggleMenu')}
          onClick={onToggleSidebar}
        >
          {sidebarOpen && !mobile ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        </button>
      )}
      {!topMenu && !narrow && (
        <span className="cw-header-welcome">{t('welcome.text', { greeting, name: realname || username })}</span>
      )}
      <div className="cw-header-right">
        <HeaderSearch routes={routes} mobile={mobile} onPick={onPickRoute} />
        <NoticeBell />
        <UserMenu compact={narrow} />
        <LanguageSwitch className={narrow ? 'cw-compact' : undefined} />
        {import.meta.env.DEV && (
          <>
            <button
              type="button"
              className="cw-header-action"
              aria-label={t('header.settings')}
              onClick={() => setSettingsOpen(true)}
            >
              <SettingOutlined />
            </button>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </>
        )}
      </div>
    </Layout.Header>
  );
}
