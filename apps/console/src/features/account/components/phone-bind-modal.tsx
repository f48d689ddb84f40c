import { Col, Form, Input, Modal, Row } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { rules } from '../../../lib/validators';
import { useUpdateMobile } from '../api/update-mobile';

/** The sign-in feature's "get code" button (slider captcha, then `/sys/sms`), handed in by the app shell. */
export type SmsButton = ComponentType<{ smsmode: '3'; getMobile: () => Promise<string> }>;

/** Binds or changes one's phone: the new number, a mode-3 SMS code sent to it, `PUT /sys/user/updateMobile`. */
export function PhoneBindModal({
  open,
  onClose,
  SmsButton,
}: {
  open: boolean;
  onClose: () => void;
  SmsButton: SmsButton;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ phone: string; smscode: string }>();
  const update = useUpdateMobile();

  const onOk = async () => {
    const values = await form.validateFields();
    try {
      await update.mutateAsync(values);
      feedback.message.success(t('security.phoneSaved'));
      form.resetFields();
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('security.phoneTitle')}
      onCancel={onClose}
      onOk={() => void onOk().catch(() => undefined)}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="account-phone">
        <Form.Item name="phone" label={t('security.newPhone')} rules={rules.mobile()}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item name="smscode" rules={rules.smsCode()}>
              <Input placeholder={t('security.smsCode')} autoComplete="one-time-code" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <SmsButton smsmode="3" getMobile={() => form.validateFields(['phone']).then((v) => v.phone)} />
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
