import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { sessionStore } from '../../../stores/session';
import { useUpdatePassword } from '../api/update-password';

export const CHANGE_PASSWORD_WIDTH = 800;

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/**
 * The user's own password (`PUT /sys/user/updatePassword`). The server invalidates the user's other
 * sessions, not this one, so the console keeps its token and stays signed in.
 */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<Values>();
  const { username } = useSnapshot(sessionStore);
  const update = useUpdatePassword();

  useEffect(() => {
    if (open && !username) {
      feedback.message.warning(t('password.noUser'));
      onClose();
    }
  }, [open, username, onClose, t]);

  const onOk = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const res = await update.mutateAsync({ username, ...values });
      if (res.success) {
        feedback.message.success(res.message || t('password.changed'));
        onClose();
      } else {
        feedback.message.warning(res.message);
      }
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  return (
    <Modal
      open={open && Boolean(username)}
      title={t('password.title')}
      width={CHANGE_PASSWORD_WIDTH}
      destroyOnHidden
      okText={t('common:actions.ok')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={update.isPending}
      onOk={() => void onOk()}
      onCancel={onClose}
    >
      <Form form={form} name="change-password" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="oldpassword" label={t('password.old')} rules={[{ required: true, message: t('password.oldRequired') }]}>
          <Input.Password autoComplete="current-password" placeholder={t('password.oldRequired')} />
        </Form.Item>
        <Form.Item name="password" label={t('password.new')} rules={[{ required: true, message: t('password.newRequired') }]}>
          <Input.Password autoComplete="new-password" placeholder={t('password.newRequired')} />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('password.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('password.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('password.confirmRequired')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
