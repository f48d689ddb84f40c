import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { SliderCaptcha } from '../../../components/slider-captcha';

/** The slider captcha before an SMS code is sent; its own chunk, loaded on the first "get code" click. */
export default function SmsCaptchaDialog({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open title={t('captcha.title')} footer={null} width={380} destroyOnHidden onCancel={onCancel}>
      <SliderCaptcha onVerified={onVerified} />
    </Modal>
  );
}
