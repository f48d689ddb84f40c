import { Card, Menu } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { preferencesStore } from '../../../stores/preferences';

/** The five account settings pages (seed menu `account-settings-*`). */
export const SETTINGS_PAGES = [
  { key: 'base', path: '/account/settings/BaseSetting' },
  { key: 'security', path: '/account/settings/security' },
  { key: 'custom', path: '/account/settings/custom' },
  { key: 'binding', path: '/account/settings/binding' },
  { key: 'notification', path: '/account/settings/notification' },
] as const;
export type SettingsPageKey = (typeof SETTINGS_PAGES)[number]['key'];

/** Account settings: the page list on the left (on top on mobile), the current page's form on the right. */
export function SettingsFrame({ page, children }: { page: SettingsPageKey; children: ReactNode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { device } = useSnapshot(preferencesStore);
  const mobile = device === 'mobile';
  return (
    <Card styles={{ body: { display: 'flex', flexDirection: mobile ? 'column' : 'row', padding: 0 } }}>
      <Menu
        mode={mobile ? 'horizontal' : 'inline'}
        style={{ width: mobile ? '100%' : 224, borderInlineEnd: mobile ? undefined : '1px solid rgba(5,5,5,0.06)' }}
        selectedKeys={[page]}
        items={SETTINGS_PAGES.map((p) => ({ key: p.key, label: t(`settings.${p.key}`) }))}
        onClick={({ key }) => {
          const target = SETTINGS_PAGES.find((p) => p.key === key)?.path;
          if (target && target !== pathname) void navigate(target);
        }}
      />
      <div style={{ flex: 1, padding: '8px 40px 24px', minWidth: 0 }}>
        <h2 style={{ fontSize: 20, margin: '12px 0 24px' }}>{t(`settings.${page}`)}</h2>
        {children}
      </div>
    </Card>
  );
}
