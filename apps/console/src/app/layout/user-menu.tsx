import {
  ClearOutlined,
  ClusterOutlined,
  LockOutlined,
  LogoutOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ChangePasswordModal, DepartSwitchModal } from '../../features/auth';
import { useRefreshDictCache } from '../../features/dict';
import { runtimeConfig } from '../../lib/config';
import { feedback } from '../../lib/feedback';
import { staticFileUrl } from '../../lib/static-url';
import { endSignOut, logout, sessionStore } from '../../stores/session';
import { resetTabs } from '../../stores/tabs';
import { LOGIN_PATH } from '../routing/navigation';

const ACCOUNT_SETTINGS_PATH = '/account/settings/BaseSetting';

/** Uploaded avatars are stored paths served by `/sys/common/static` (contract §8.2); urls stay as they are. */
export const avatarUrl = staticFileUrl;

/** The header's user dropdown: account settings, password, department, dictionary cache, logout. */
export function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { realname, username, avatar } = useSnapshot(sessionStore);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const refreshCache = useRefreshDictCache();

  const confirmLogout = () => {
    feedback.modal.confirm({
      title: t('userMenu.logoutTitle'),
      content: t('userMenu.logoutContent'),
      onOk: async () => {
        resetTabs();
        await logout({ deliberate: true });
        await navigate(LOGIN_PATH, { replace: true });
        // The clean login page is reached: pages of the old session (Back) get the guard's redirect again.
        endSignOut();
      },
    });
  };

  const actions: Record<string, () => void> = {
    settings: () => void navigate(ACCOUNT_SETTINGS_PATH),
    password: () => setPasswordOpen(true),
    depart: () => setDepartOpen(true),
    cache: () => refreshCache.mutate(),
    logout: confirmLogout,
  };

  return (
    <>
      <Dropdown
        menu={{
          items: [
            { key: 'settings', icon: <SettingOutlined />, label: t('userMenu.accountSettings') },
            { key: 'password', icon: <LockOutlined />, label: t('userMenu.changePassword') },
            { key: 'depart', icon: <ClusterOutlined />, label: t('userMenu.switchDepart') },
            { key: 'cache', icon: <ClearOutlined />, label: t('userMenu.clearCache') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('userMenu.logout') },
          ],
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <button type="button" className="cw-header-action" aria-label={realname || username}>
          <Avatar size="small" src={avatarUrl(avatar, runtimeConfig.apiBaseUrl)} icon={<UserOutlined />} />
          {!compact && <span className="cw-header-action-text">{realname || username}</span>}
        </button>
      </Dropdown>
      <button type="button" className="cw-header-action" aria-label={t('userMenu.logout')} onClick={confirmLogout}>
        <LogoutOutlined />
        {!compact && <span className="cw-header-action-text">{t('userMenu.logout')}</span>}
      </button>
      <ChangePasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <DepartSwitchModal open={departOpen} onClose={() => setDepartOpen(false)} />
    </>
  );
}
