import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDepartRole } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAddDepartRole } from '../api/add-depart-role';
import { useEditDepartRole } from '../api/edit-depart-role';

interface RoleFormValues {
  roleName: string;
  roleCode: string;
  description?: string;
}

const ROLE_CODE_PATTERN = /^[A-Za-z0-9_]+$/;

export interface DepartRoleModalProps {
  departId: string;
  /** `null` adds a role. */
  role: SysDepartRole | null;
  onClose: () => void;
}

/** Add or edit a department role (name, code, description). */
export function DepartRoleModal({ departId, role, onClose }: DepartRoleModalProps) {
  const { t } = useTranslation('depart');
  const [form] = Form.useForm<RoleFormValues>();
  const add = useAddDepartRole();
  const edit = useEditDepartRole();
  const pending = add.isPending || edit.isPending;

  const callbacks = {
    onSuccess: (message: string) => {
      feedback.message.success(message);
      onClose();
    },
    onError: (error: unknown) => {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    },
  };
  const submit = (values: RoleFormValues) => {
    const body = {
      departId,
      roleName: values.roleName.trim(),
      roleCode: values.roleCode.trim(),
      description: values.description?.trim() ?? '',
    };
    if (role) edit.mutate({ ...body, id: role.id }, callbacks);
    else add.mutate(body, callbacks);
  };

  return (
    <Modal
      open
      title={role ? t('role.editTitle') : t('role.addTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RoleFormValues>
        form={form}
        name="depart-role"
        layout="vertical"
        initialValues={role ? { ...role, description: role.description ?? '' } : {}}
        onFinish={submit}
      >
        <Form.Item
          name="roleName"
          label={t('role.name')}
          rules={[{ required: true, whitespace: true, message: t('role.nameRequired') }, { max: 200 }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label={t('role.code')}
          rules={[
            { required: true, whitespace: true, message: t('role.codeRequired') },
            { pattern: ROLE_CODE_PATTERN, message: t('role.codeInvalid') },
            { max: 100 },
          ]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label={t('role.description')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={3} maxLength={255} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
