import { UserOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Col, DatePicker, Flex, Form, Input, Row, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { commonUpload } from '@cropwatch/contract';
import { DictSelect } from '../../../components/dict/dict-select';
import { runtimeConfig } from '../../../lib/config';
import { feedback } from '../../../lib/feedback';
import { failureMessage, unwrap, uploadAction } from '../../../lib/http';
import { staticFileUrl } from '../../../lib/static-url';
import { duplicateCheckRule, rules } from '../../../lib/validators';
import { useUserData } from '../api/get-user-data';
import { useEditSelf } from '../api/user-edit';
import { AvatarCropModal } from '../components/avatar-crop-modal';
import { SettingsFrame } from '../components/settings-frame';

interface Values {
  realname: string;
  birthday: Dayjs | null;
  sex: string | undefined;
  email: string;
}

/** Folder (`biz`) of uploaded avatars. */
const AVATAR_BIZ = 'avatar';

/**
 * 基本设置 (`account/settings/BaseSetting`): one's real name, birthday, sex, email (unique), and the avatar through
 * the crop dialog; username, work number and phone are shown, not edited here (phone: security page).
 */
export function BaseSettingPage() {
  const { t } = useTranslation('account');
  const user = useUserData();
  const edit = useEditSelf();
  const [form] = Form.useForm<Values>();
  const [cropOpen, setCropOpen] = useState(false);
  const data = user.data;

  useEffect(() => {
    if (!data) return;
    form.setFieldsValue({
      realname: data.realname,
      birthday: data.birthday ? dayjs(data.birthday) : null,
      sex: data.sex === null ? undefined : String(data.sex),
      email: data.email ?? '',
    });
  }, [data, form]);

  const save = async (values: Values) => {
    try {
      await edit.mutateAsync({
        realname: values.realname,
        birthday: values.birthday ? values.birthday.format('YYYY-MM-DD') : null,
        sex: values.sex === undefined ? null : Number(values.sex),
        email: values.email || null,
      });
      feedback.message.success(t('base.saved'));
    } catch (error) {
      const message = failureMessage(error);
      if (message) feedback.message.warning(message);
    }
  };

  const saveAvatar = async (png: Blob) => {
    const form = new FormData();
    form.append('file', new File([png], 'avatar.png', { type: 'image/png' }));
    form.append('biz', AVATAR_BIZ);
    const res = await uploadAction<unknown>(commonUpload.path, form);
    unwrap(res);
    if (!res.message) throw new Error(t('avatar.failed'));
    await edit.mutateAsync({ avatar: res.message });
    setCropOpen(false);
    feedback.message.success(t('avatar.saved'));
  };

  return (
    <SettingsFrame page="base">
      {user.isError ? (
        <Alert type="error" showIcon title={failureMessage(user.error) ?? t('loadFailed')} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={48}>
          <Col xs={24} lg={14} style={{ maxWidth: 480 }}>
            <Form form={form} layout="vertical" onFinish={(v) => void save(v)} name="account-base">
              <Form.Item label={t('base.username')}>
                <Input value={data.username} disabled />
              </Form.Item>
              <Form.Item label={t('base.workNo')}>
                <Input value={data.workNo ?? ''} disabled />
              </Form.Item>
              <Form.Item
                name="realname"
                label={t('base.realname')}
                rules={[{ required: true, whitespace: true, message: t('base.realnameRequired') }, { max: 100 }]}
              >
                <Input />
              </Form.Item>
              <Form.Item name="birthday" label={t('base.birthday')}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
              </Form.Item>
              <Form.Item name="sex" label={t('base.sex')}>
                <DictSelect dictCode="sex" placeholder={t('base.sexPlaceholder')} />
              </Form.Item>
              <Form.Item
                name="email"
                label={t('base.email')}
                validateTrigger="onBlur"
                rules={[
                  ...rules.email(),
                  duplicateCheckRule({ tableName: 'sys_user', fieldName: 'email', dataId: () => data.id }),
                ]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                label={t('base.phone')}
                extra={<Link to="/account/settings/security">{t('base.phoneHint')}</Link>}
              >
                <Input value={data.phone ?? ''} disabled />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={edit.isPending && !cropOpen}>
                {t('base.save')}
              </Button>
            </Form>
          </Col>
          <Col xs={24} lg={10}>
            <Flex vertical align="center" gap={16} style={{ marginTop: 24 }}>
              <span>{t('base.avatar')}</span>
              <Avatar
                size={144}
                src={staticFileUrl(data.avatar ?? '', runtimeConfig.apiBaseUrl)}
                icon={<UserOutlined />}
                alt={t('base.avatar')}
              />
              <Space>
                <Button onClick={() => setCropOpen(true)}>{t('avatar.change')}</Button>
              </Space>
            </Flex>
          </Col>
        </Row>
      )}
      <AvatarCropModal open={cropOpen} onCancel={() => setCropOpen(false)} onCropped={saveAvatar} />
    </SettingsFrame>
  );
}

export default BaseSettingPage;
