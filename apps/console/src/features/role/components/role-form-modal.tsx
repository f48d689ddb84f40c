import { Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_CODE_PATTERN, type SysRole } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { failureMessage } from '../../../lib/http';
import { isBlank } from '../../../lib/validators';
import { useAddRole } from '../api/add-role';
import { checkRoleCode } from '../api/check-role-code';
import { useEditRole } from '../api/edit-role';

export interface RoleFormValues {
  roleName: string;
  roleCode: string;
  description?: string;
}

export interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; absent to add one. */
  role?: SysRole | null;
  onClose: () => void;
}

/** Add / edit a role (Vue2 `RoleModal`): the code is checked for uniqueness and fixed once the role exists. */
export function RoleFormModal({ open, role, onClose }: RoleFormModalProps) {
  const { t } = useTranslation('role');
  const [form] = Form.useForm<RoleFormValues>();
  const add = useAddRole();
  const edit = useEditRole();
  const editing = Boolean(role);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role)
      form.setFieldsValue({ roleName: role.roleName, roleCode: role.roleCode, description: role.description ?? '' });
  }, [open, role, form]);

  const uniqueCode: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value) || typeof value !== 'string' || !ROLE_CODE_PATTERN.test(value.trim())) return;
      let reason: string | null;
      try {
        reason = await checkRoleCode(value.trim(), role?.id);
      } catch (error) {
        throw new Error(failureMessage(error) ?? t('form.checkFailed'));
      }
      if (reason) throw new Error(reason);
    },
  };

  const save = async (values: RoleFormValues) => {
    const body = {
      roleName: values.roleName.trim(),
      roleCode: values.roleCode.trim(),
      description: values.description?.trim() || undefined,
    };
    return role ? await edit.mutateAsync({ ...body, id: role.id }) : await add.mutateAsync(body);
  };

  return (
    <FormModal<RoleFormValues>
      open={open}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      name="role-form"
      form={form}
      width={800}
      formProps={{ layout: 'horizontal', labelCol: { span: 5 }, wrapperCol: { span: 16 } }}
      keepMounted
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="roleName"
        label={t('fields.roleName')}
        rules={[
          { required: true, whitespace: true, message: t('form.roleNameRequired') },
          { max: 200, message: t('form.maxLength', { max: 200 }) },
        ]}
      >
        <Input placeholder={t('form.roleNamePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="roleCode"
        label={t('fields.roleCode')}
        validateDebounce={300}
        rules={[
          { required: true, whitespace: true, message: t('form.roleCodeRequired') },
          { pattern: ROLE_CODE_PATTERN, message: t('form.roleCodePattern') },
          ...(editing ? [] : [uniqueCode]),
        ]}
        extra={editing ? t('form.roleCodeFixed') : undefined}
      >
        <Input placeholder={t('form.roleCodePlaceholder')} disabled={editing} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        rules={[{ max: 255, message: t('form.maxLength', { max: 255 }) }]}
      >
        <Input.TextArea rows={4} placeholder={t('form.descriptionPlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}
