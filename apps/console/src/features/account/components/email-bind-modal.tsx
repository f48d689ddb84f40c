import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal/form-modal';
import { duplicateCheckRule, rules } from '../../../lib/validators';
import { useEditSelf } from '../api/user-edit';

/** Binds or changes one's email (unique among users) through the own-account edit. */
export function EmailBindModal({ open, onClose, userId }: { open: boolean; onClose: () => void; userId: string }) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<{ email: string }>();
  const edit = useEditSelf();
  return (
    <FormModal<{ email: string }>
      open={open}
      title={t('security.emailTitle')}
      name="account-email"
      form={form}
      saving={edit.isPending}
      onSave={async ({ email }) => {
        await edit.mutateAsync({ email });
        return t('security.emailSaved');
      }}
      onClose={onClose}
    >
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
    </FormModal>
  );
}
