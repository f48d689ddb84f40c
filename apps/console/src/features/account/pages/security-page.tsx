import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, List, Skeleton, Tag, Typography } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordStrength } from '@cropwatch/contract';
import { failureMessage } from '../../../lib/http';
import { useUserData } from '../api/get-user-data';
import { accountKeys } from '../api/keys';
import { EmailBindModal } from '../components/email-bind-modal';
import { PhoneBindModal, type SmsButton } from '../components/phone-bind-modal';
import { SettingsFrame } from '../components/settings-frame';

const STRENGTH_COLOUR: Record<PasswordStrength, string> = { low: 'red', middle: 'orange', strong: 'green' };

export interface SecurityPageProps {
  /** The change-password dialog of the sign-in feature (composed by the app shell). */
  PasswordDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  SmsButton: SmsButton;
}

/**
 * 安全设置 (`account/settings/Security`): the strength of the current password (measured when it was last set),
 * change password, bind/change phone with an SMS code, bind email, each with its last change time.
 */
export function SecurityPage({ PasswordDialog, SmsButton }: SecurityPageProps) {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const user = useUserData();
  const [open, setOpen] = useState<'password' | 'phone' | 'email' | null>(null);
  const data = user.data;
  const close = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: accountKeys.userData });
  };
  const changed = (time: string | null) => (time ? t('security.changedAt', { time }) : t('security.neverChanged'));

  return (
    <SettingsFrame page="security">
      {user.isError ? (
        <Alert type="error" showIcon title={failureMessage(user.error) ?? t('loadFailed')} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <List
          itemLayout="horizontal"
          dataSource={[
            {
              key: 'password' as const,
              title: t('security.password'),
              description: (
                <>
                  {t('security.strength')}
                  {data.passwordStrength ? (
                    <Tag color={STRENGTH_COLOUR[data.passwordStrength]} style={{ marginInlineStart: 8 }}>
                      {t(`security.strength_${data.passwordStrength}`)}
                    </Tag>
                  ) : (
                    <Typography.Text type="secondary"> {t('security.strengthUnknown')}</Typography.Text>
                  )}
                  <br />
                  {changed(data.passwordUpdateTime)}
                </>
              ),
              action: t('security.change'),
            },
            {
              key: 'phone' as const,
              title: t('security.phone'),
              description: (
                <>
                  {data.phone ? t('security.phoneBound', { phone: data.phone }) : t('security.phoneNone')}
                  <br />
                  {changed(data.phoneUpdateTime)}
                </>
              ),
              action: data.phone ? t('security.change') : t('security.bind'),
            },
            {
              key: 'email' as const,
              title: t('security.email'),
              description: (
                <>
                  {data.email ? t('security.emailBound', { email: data.email }) : t('security.emailNone')}
                  <br />
                  {changed(data.emailUpdateTime)}
                </>
              ),
              action: data.email ? t('security.change') : t('security.bind'),
            },
          ]}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button
                  key="go"
                  type="link"
                  onClick={() => setOpen(item.key)}
                  aria-label={`${item.action} ${item.title}`}
                >
                  {item.action}
                </Button>,
              ]}
            >
              <List.Item.Meta title={item.title} description={item.description} />
            </List.Item>
          )}
        />
      )}
      <PasswordDialog open={open === 'password'} onClose={close} />
      {data && (
        <>
          <PhoneBindModal open={open === 'phone'} onClose={close} SmsButton={SmsButton} userId={data.id} />
          <EmailBindModal open={open === 'email'} onClose={close} userId={data.id} />
        </>
      )}
    </SettingsFrame>
  );
}
