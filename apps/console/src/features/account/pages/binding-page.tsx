import { DingtalkOutlined, GithubOutlined, WechatWorkOutlined } from '@ant-design/icons';
import { Alert, List, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/http';
import { useThirdAccounts } from '../api/get-third-accounts';
import { SettingsFrame } from '../components/settings-frame';

const ICONS: Record<string, ReactNode> = {
  wechat_enterprise: <WechatWorkOutlined style={{ fontSize: 32, color: '#2b82e4' }} />,
  dingtalk: <DingtalkOutlined style={{ fontSize: 32, color: '#1890ff' }} />,
  github: <GithubOutlined style={{ fontSize: 32 }} />,
};

/**
 * 账户绑定 (`account/settings/Binding`): third-party accounts with their bound state from the server. While
 * third-party apps are off (the emulator has no provider) every row says so and offers no button.
 */
export function BindingPage() {
  const { t } = useTranslation('account');
  const accounts = useThirdAccounts();
  const data = accounts.data;
  return (
    <SettingsFrame page="binding">
      {accounts.isError && <Alert type="error" showIcon title={failureMessage(accounts.error) ?? t('loadFailed')} />}
      {!data ? (
        !accounts.isError && <Skeleton active />
      ) : (
        <>
          {!data.enabled && <Alert type="info" showIcon title={t('binding.disabled')} style={{ marginBottom: 16 }} />}
          <List
            dataSource={data.list}
            renderItem={(row) => (
              <List.Item
                actions={[
                  data.enabled ? (
                    <Tag key="state" color={row.bound ? 'green' : undefined}>
                      {t(row.bound ? 'binding.bound' : 'binding.unbound')}
                    </Tag>
                  ) : (
                    <Tag key="state">{t('binding.unavailable')}</Tag>
                  ),
                ]}
              >
                <List.Item.Meta
                  avatar={ICONS[row.thirdType]}
                  title={t(`binding.${row.thirdType}`)}
                  description={
                    row.bound && row.realname
                      ? t('binding.boundAs', { name: row.realname })
                      : t(`binding.${row.thirdType}Hint`)
                  }
                />
              </List.Item>
            )}
          />
        </>
      )}
    </SettingsFrame>
  );
}

export default BindingPage;
