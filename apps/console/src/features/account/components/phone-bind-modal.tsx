import { Col, Form, Input, Row } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal';
import { duplicateCheckRule, rules } from '../../../lib/validators';
import { useUpdateMobile } from '../api/update-mobile';

/** The sign-in feature's "get code" button (slider captcha, then `/sys/sms`), handed in by the app shell. */
export type SmsButton = ComponentType<{ smsmode: '3'; getMobile: () => Promise<string> }>;

interface Values {
  phone: string;
  smscode: string;
}

/**
 * Binds or changes one's phone: the new number (unique among users), a mode-3 SMS code sent to it,
 * `PUT /sys/user/updateMobile`.
 */
export function PhoneBindModal({
  open,
  onClose,
  SmsButton,
  userId,
}: {
  open: boolean;
  onClose: () => void;
  SmsButton: SmsButton;
  userId: string;
}) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<Values>();
  const update = useUpdateMobile();
  return (
    <FormModal<Values>
      open={open}
      title={t('security.phoneTitle')}
      name="account-phone"
      form={form}
      saving={update.isPending}
      onSave={async (values) => {
        await update.mutateAsync(values);
        return t('security.phoneSaved');
      }}
      onClose={onClose}
    >
      <Form.Item
        name="phone"
        label={t('security.newPhone')}
        validateTrigger="onBlur"
        rules={[...rules.mobile(), duplicateCheckRule({ tableName: 'sys_user', fieldName: 'phone', dataId: userId })]}
      >
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
    </FormModal>
  );
}
