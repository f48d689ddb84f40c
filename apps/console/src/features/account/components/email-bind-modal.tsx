import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { duplicateCheckRule, rules } from '../../../lib/validators';
import { useEditSelf } from '../api/user-edit';

/** Binds or changes one's email (unique among users) through the own-account edit. */
export function EmailBindModal({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ email: string }>();
  const edit = useEditSelf();

  const onOk = async () => {
    const { email } = await form.validateFields();
    try {
      await edit.mutateAsync({ email });
      feedback.message.success(t('security.emailSaved'));
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('security.emailTitle')}
      onCancel={onClose}
      onOk={() => void onOk().catch(() => undefined)}
      confirmLoading={edit.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="account-email">
        <Form.Item
          name="email"
          label={t('security.newEmail')}
          validateTrigger="onBlur"
          rules={[
            { required: true, message: t('security.emailRequired') },
            ...rules.email(),
            duplicateCheckRule({ tableName: 'sys_user', fieldName: 'email', dataId: userId }),
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
