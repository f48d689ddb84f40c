import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Form, Input, Radio, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { DepartPicker } from '../../../components/depart-picker/depart-picker';
import { DictMultiSelect } from '../../../components/dict/dict-multi-select';
import { DictSelect } from '../../../components/dict/dict-select';
import { ImageField } from '../../../components/image-upload-dialog/image-field';
import { RolePicker } from '../../../components/role-picker/role-picker';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useAddUser } from '../api/add-user';
import { useEditUser } from '../api/edit-user';
import { queryUserRole } from '../api/query-user-role';
import { uploadAvatar } from '../api/upload-avatar';
import { queryUserDepartIds } from '../api/user-depart-list';
import {
  confirmRule,
  DATE_FORMAT,
  LEADER_IDENTITY,
  toAddBody,
  toEditBody,
  toFormValues,
  userFormRules,
  type UserFormValues,
} from '../user-form-model';

/** Form-field permission codes of seed/menus.json (type 2: the field is disabled unless granted, spec §6). */
export const PHONE_FIELD_CODE = 'user:form:phone';
export const BIRTHDAY_FIELD_CODE = 'user:form:birthday';
/** `sys_position` as a table dictionary: names shown, codes stored (SysUser `post`). */
export const POSITION_DICT = 'sys_position,name,code';
const DRAWER_WIDTH = 640;

export interface UserFormDrawerProps {
  open: boolean;
  /** The edited user; absent for a new one. */
  user?: SysUser | null;
  onClose: () => void;
}

/** The role and department links of the edited user (`queryUserRole`, `userDepartList`). */
function useUserLinks(userId: string | undefined) {
  return useQuery({
    queryKey: ['sys', 'user', 'links', userId],
    queryFn: async ({ signal }) => {
      const id = userId ?? '';
      const [roles, departs] = await Promise.all([queryUserRole(id, signal), queryUserDepartIds(id, signal)]);
      return { roles, departs };
    },
    enabled: Boolean(userId),
    // Read once per opening: a background refetch would reset the form under the user's edits.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** 添加用户 / 编辑用户 (Vue2 `UserModal`): account, password on add, profile, roles, departments, avatar. */
export function UserFormDrawer({ open, user, onClose }: UserFormDrawerProps) {
  const { t } = useTranslation('user');
  const [form] = Form.useForm<UserFormValues>();
  const { disabled } = usePermission();
  const editing = Boolean(user);
  const links = useUserLinks(open ? user?.id : undefined);
  const add = useAddUser();
  const edit = useEditUser();
  const phoneDisabled = disabled(PHONE_FIELD_CODE);
  const birthdayDisabled = disabled(BIRTHDAY_FIELD_CODE);
  const rules = userFormRules(user?.id, { phoneRequired: !phoneDisabled });
  const identity = Form.useWatch('userIdentity', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user && links.data) form.setFieldsValue(toFormValues(user, links.data.roles, links.data.departs));
  }, [open, user, links.data, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const message = user
        ? await edit.mutateAsync(toEditBody(user.id, values))
        : await add.mutateAsync(toAddBody(values));
      feedback.message.success(message);
      onClose();
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const loading = editing && links.isLoading;
  return (
    <Drawer
      open={open}
      title={t(editing ? 'titles.edit' : 'titles.add')}
      size={DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="primary"
            loading={add.isPending || edit.isPending}
            disabled={loading}
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('actions.submit')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={loading}>
        <Form<UserFormValues>
          form={form}
          layout="horizontal"
          labelCol={{ span: 6 }}
          wrapperCol={{ span: 17 }}
          initialValues={{ userIdentity: 1 }}
          name="user-form"
        >
          <Form.Item
            name="username"
            label={t('fields.username')}
            rules={rules.username}
            validateFirst
            validateDebounce={300}
          >
            <Input disabled={editing} autoComplete="off" />
          </Form.Item>
          {!editing && (
            <>
              <Form.Item name="password" label={t('fields.password')} rules={rules.password} validateFirst>
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
            </>
          )}
          <Form.Item name="realname" label={t('fields.realname')} rules={rules.realname}>
            <Input />
          </Form.Item>
          <Form.Item name="workNo" label={t('fields.workNo')} rules={rules.workNo} validateFirst validateDebounce={300}>
            <Input />
          </Form.Item>
          <Form.Item name="post" label={t('fields.post')}>
            <DictMultiSelect dictCode={POSITION_DICT} placeholder={t('form.selectPlaceholder')} />
          </Form.Item>
          <Form.Item name="selectedroles" label={t('fields.roles')}>
            <RolePicker placeholder={t('form.selectPlaceholder')} aria-label={t('fields.roles')} />
          </Form.Item>
          <Form.Item name="selecteddeparts" label={t('fields.departs')}>
            <DepartPicker placeholder={t('form.selectPlaceholder')} aria-label={t('fields.departs')} />
          </Form.Item>
          <Form.Item name="userIdentity" label={t('fields.userIdentity')}>
            <Radio.Group
              options={[
                { value: 1, label: t('identity.normal') },
                { value: LEADER_IDENTITY, label: t('identity.leader') },
              ]}
            />
          </Form.Item>
          {identity === LEADER_IDENTITY && (
            <Form.Item name="departIds" label={t('fields.departIds')}>
              <DepartPicker placeholder={t('form.selectPlaceholder')} aria-label={t('fields.departIds')} />
            </Form.Item>
          )}
          <Form.Item name="avatar" label={t('fields.avatar')}>
            <ImageField upload={uploadAvatar} label={t('actions.uploadAvatar')} />
          </Form.Item>
          <Form.Item name="birthday" label={t('fields.birthday')}>
            <DatePicker format={DATE_FORMAT} disabled={birthdayDisabled} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="sex" label={t('fields.sex')}>
            <DictSelect dictCode="sex" placeholder={t('form.selectPlaceholder')} />
          </Form.Item>
          <Form.Item name="email" label={t('fields.email')} rules={rules.email} validateFirst validateDebounce={300}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('fields.phone')} rules={rules.phone} validateFirst validateDebounce={300}>
            <Input disabled={phoneDisabled} />
          </Form.Item>
          <Form.Item name="telephone" label={t('fields.telephone')} rules={rules.telephone}>
            <Input />
          </Form.Item>
        </Form>
      </Spin>
    </Drawer>
  );
}
