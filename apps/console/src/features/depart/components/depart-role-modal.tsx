import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SysDepartRole } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
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

  const save = (values: RoleFormValues) => {
    const body = {
      departId,
      roleName: values.roleName.trim(),
      roleCode: values.roleCode.trim(),
      description: values.description?.trim() ?? '',
    };
    return role ? edit.mutateAsync({ ...body, id: role.id }) : add.mutateAsync(body);
  };

  return (
    <FormModal<RoleFormValues>
      open
      title={role ? t('role.editTitle') : t('role.addTitle')}
      name="depart-role"
      form={form}
      initialValues={role ? { ...role, description: role.description ?? '' } : {}}
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
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
    </FormModal>
  );
}
