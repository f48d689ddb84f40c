import { Button, Drawer, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LayoutSettingsForm } from '../../components/layout-settings/layout-settings-form';
import { saveLayoutSettings } from '../../features/account';
import { feedback } from '../../lib/feedback';

/**
 * The layout settings drawer (spec §2), a development-preview tool: changes apply at once, Save persists them in
 * this browser and, for the signed-in user, on the server (they follow him to another browser, issue #14).
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');

  const save = async () => {
    if (await saveLayoutSettings()) feedback.message.success(t('settings.saved'));
    else feedback.message.error(t('settings.saveFailed'));
  };

  return (
    <Drawer
      title={t('settings.title')}
      open={open}
      onClose={onClose}
      size={300}
      footer={
        <Button type="primary" block onClick={() => void save()}>
          {t('settings.save')}
        </Button>
      }
    >
      <Typography.Text type="secondary">{t('settings.devOnly')}</Typography.Text>
      <LayoutSettingsForm />
    </Drawer>
  );
}
