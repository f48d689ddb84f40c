import { List, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NotifyPreferences } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAccountSetting, useSaveAccountSetting } from '../api/account-setting';
import { SettingsFrame } from '../components/settings-frame';

const KINDS: (keyof NotifyPreferences)[] = ['system', 'announcement', 'task'];

/**
 * 新消息通知 (`account/settings/Notification`): which kinds of messages the user wants pushed and in his bell.
 * Saved per user at once; the server honours it for the socket pushes and the bell, "my announcements" keeps all.
 */
export function NotificationPage() {
  const { t } = useTranslation('account');
  const setting = useAccountSetting();
  const save = useSaveAccountSetting();
  const notify = setting.data?.notify;

  const toggle = async (kind: keyof NotifyPreferences, on: boolean) => {
    if (!notify) return;
    try {
      await save.mutateAsync({ notify: { ...notify, [kind]: on } });
      feedback.message.success(t('notification.saved'));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <SettingsFrame page="notification">
      {!notify ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={KINDS}
          renderItem={(kind) => (
            <List.Item
              actions={[
                <Switch
                  key="on"
                  aria-label={t(`notification.${kind}`)}
                  checked={notify[kind]}
                  loading={save.isPending}
                  onChange={(on) => void toggle(kind, on)}
                />,
              ]}
            >
              <List.Item.Meta title={t(`notification.${kind}`)} description={t(`notification.${kind}Hint`)} />
            </List.Item>
          )}
        />
      )}
    </SettingsFrame>
  );
}

export default NotificationPage;
