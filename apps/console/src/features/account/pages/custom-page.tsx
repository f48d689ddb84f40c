import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LayoutSettingsForm } from '../../../components/layout-settings/layout-settings-form';
import { feedback } from '../../../lib/feedback';
import { SettingsFrame } from '../components/settings-frame';
import { saveLayoutSettings } from '../lib/layout-sync';

/**
 * 个性化设置 (`account/settings/Custom`): the settings drawer's choices on a page, bound to the same store (so the
 * two always agree), saved for the user on the server: they are applied after his next sign-in in any browser.
 */
export function CustomPage() {
  const { t } = useTranslation('account');
  const save = async () => {
    if (await saveLayoutSettings()) feedback.message.success(t('custom.saved'));
    else feedback.message.error(t('custom.saveFailed'));
  };
  return (
    <SettingsFrame page="custom">
      <div style={{ maxWidth: 420 }}>
        <LayoutSettingsForm />
        <Button type="primary" style={{ marginTop: 24 }} onClick={() => void save()}>
          {t('custom.save')}
        </Button>
      </div>
    </SettingsFrame>
  );
}

export default CustomPage;
