import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useChangePassword } from '../api/change-password';
import { confirmRule, userFormRules } from '../user-form-model';

/** Spec §9: password dialog width 800. */
export const PASSWORD_MODAL_WIDTH = 800;

interface PasswordValues {
  password: string;
  confirmpassword: string;
}

export interface PasswordModalProps {
  user: SysUser | null;
  onClose: () => void;
}

/** 重新设置密码 (Vue2 `PasswordModal`): an administrator sets another user's password. */
export function PasswordModal({ user, onClose }: PasswordModalProps) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields();
    try {
      feedback.message.success(await change.mutateAsync({ username: user.username, ...values }));
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={Boolean(user)}
      title={t('titles.password')}
      width={PASSWORD_MODAL_WIDTH}
      okText={t('actions.submit')}
      cancelText={t('actions.cancel')}
      confirmLoading={change.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PasswordValues>
        form={form}
        labelCol={{ span: 5 }}
        wrapperCol={{ span: 17 }}
        name="user-password"
        preserve={false}
      >
        <Form.Item label={t('fields.username')}>
          <Input value={user?.username} disabled />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={userFormRules().password} validateFirst>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('fields.confirmpassword')}
          dependencies={['password']}
          rules={[confirmRule(() => form.getFieldValue('password'))]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
