import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementCodes, type AnnouncementAddBody, type AnnouncementListRecord } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { UserPicker } from '../../../components/user-picker/user-picker';
import { dayjs, DATE_TIME_FORMAT } from '../../../lib/dayjs';
import { useAddAnnouncement } from '../api/add-announcement';
import { useEditAnnouncement } from '../api/edit-announcement';

/** Vue2 `SysAnnouncementModal` is 900 wide. */
const FORM_MODAL_WIDTH = 900;
const TITLE_MAX = 100;
const ABSTRACT_MAX = 500;

type Priority = AnnouncementListRecord['priority'];
type Category = AnnouncementListRecord['msgCategory'];
type MsgType = AnnouncementListRecord['msgType'];

export interface AnnouncementFormValues {
  titile: string;
  msgCategory: Category;
  priority: Priority;
  msgType: MsgType;
  /** Picker value: ids joined by commas, without JeecgBoot's trailing comma. */
  userIds?: string;
  startTime?: Dayjs | null;
  endTime?: Dayjs | null;
  msgAbstract?: string;
  openType?: 'url' | 'component' | null;
  openPage?: string;
  msgContent?: string;
}

const { all, user } = AnnouncementCodes.msgType;

export const EMPTY_ANNOUNCEMENT: AnnouncementFormValues = {
  titile: '',
  msgCategory: AnnouncementCodes.category.notice,
  priority: 'L',
  msgType: all,
  userIds: '',
  startTime: null,
  endTime: null,
  msgAbstract: '',
  openType: null,
  openPage: '',
  msgContent: '',
};

const toTime = (value: string | null): Dayjs | null => (value ? dayjs(value, DATE_TIME_FORMAT) : null);
const fromTime = (value: Dayjs | null | undefined): string => (value ? value.format(DATE_TIME_FORMAT) : '');

/** A stored announcement as form values (`user_ids` loses JeecgBoot's trailing comma for the picker). */
export function toFormValues(record: AnnouncementListRecord): AnnouncementFormValues {
  return {
    titile: record.titile,
    msgCategory: record.msgCategory,
    priority: record.priority,
    msgType: record.msgType,
    userIds: (record.userIds ?? '').replace(/,+$/, ''),
    startTime: toTime(record.startTime),
    endTime: toTime(record.endTime),
    msgAbstract: record.msgAbstract ?? '',
    openType: record.openType,
    openPage: record.openPage ?? '',
    msgContent: record.msgContent ?? '',
  };
}

/**
 * Form values as the add/edit body. `userIds` must end with a comma: the server drops the last character
 * before splitting (contract §7.1, quirk §14.13). Empty strings clear optional columns on edit.
 */
export function toBody(values: AnnouncementFormValues): AnnouncementAddBody {
  const ids = (values.userIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return {
    titile: values.titile.trim(),
    msgCategory: values.msgCategory,
    priority: values.priority,
    msgType: values.msgType,
    userIds: values.msgType === user ? `${ids.join(',')},` : '',
    startTime: fromTime(values.startTime),
    endTime: fromTime(values.endTime),
    msgAbstract: values.msgAbstract?.trim() ?? '',
    openType: values.openType ?? '',
    openPage: values.openType ? (values.openPage?.trim() ?? '') : '',
    msgContent: values.msgContent ?? '',
  };
}

export interface AnnouncementFormModalProps {
  open: boolean;
  /** The announcement being edited; `null` adds one. */
  record: AnnouncementListRecord | null;
  onClose: () => void;
}

/** Add or edit a draft announcement: title, category, priority, audience, period, opening and rich content. */
export function AnnouncementFormModal({ open, record, onClose }: AnnouncementFormModalProps) {
  const { t } = useTranslation('notice');
  const [form] = Form.useForm<AnnouncementFormValues>();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);
  const add = useAddAnnouncement();
  const edit = useEditAnnouncement();
  const saving = add.isPending || edit.isPending;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(toFormValues(record));
  }, [open, record, form]);

  const save = async (values: AnnouncementFormValues) => {
    const body = toBody(values);
    const message = record ? await edit.mutateAsync({ ...body, id: record.id }) : await add.mutateAsync(body);
    return message || t('admin.saved');
  };

  return (
    <FormModal<AnnouncementFormValues>
      open={open}
      title={record ? t('admin.editTitle') : t('admin.addTitle')}
      name="announcement-form"
      form={form}
      width={FORM_MODAL_WIDTH}
      okText={t('actions.save')}
      initialValues={EMPTY_ANNOUNCEMENT}
      keepMounted
      maskClosable={false}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="titile"
        label={t('field.titile')}
        rules={[
          { required: true, whitespace: true, message: t('form.titileRequired') },
          { max: TITLE_MAX, message: t('form.titileMax', { max: TITLE_MAX }) },
        ]}
      >
        <Input aria-label={t('field.titile')} maxLength={TITLE_MAX} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="msgCategory" label={t('field.msgCategory')} rules={[{ required: true }]}>
            <Radio.Group
              aria-label={t('field.msgCategory')}
              options={(['1', '2'] as const).map((value) => ({ value, label: t(`category.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="priority" label={t('field.priority')} rules={[{ required: true }]}>
            <Radio.Group
              aria-label={t('field.priority')}
              options={(['L', 'M', 'H'] as const).map((value) => ({ value, label: t(`priority.${value}`) }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="msgType" label={t('field.msgType')} rules={[{ required: true }]}>
            <Radio.Group
              aria-label={t('field.msgType')}
              options={[all, user].map((value) => ({ value, label: t(`msgType.${value}`) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {msgType === user && (
        <Form.Item
          name="userIds"
          label={t('field.userIds')}
          rules={[{ required: true, message: t('form.userIdsRequired') }]}
        >
          <UserPicker aria-label={t('field.userIds')} placeholder={t('form.userIdsPlaceholder')} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="startTime" label={t('field.startTime')}>
            <DatePicker
              showTime
              format={DATE_TIME_FORMAT}
              style={{ width: '100%' }}
              aria-label={t('field.startTime')}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="endTime"
            label={t('field.endTime')}
            dependencies={['startTime']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null | undefined) => {
                  const start = getFieldValue('startTime') as Dayjs | null | undefined;
                  return value && start && !value.isAfter(start)
                    ? Promise.reject(new Error(t('form.endAfterStart')))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} aria-label={t('field.endTime')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="msgAbstract"
        label={t('field.msgAbstract')}
        rules={[{ max: ABSTRACT_MAX, message: t('form.abstractMax', { max: ABSTRACT_MAX }) }]}
      >
        <Input.TextArea aria-label={t('field.msgAbstract')} rows={2} maxLength={ABSTRACT_MAX} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="openType" label={t('field.openType')}>
            <Select
              aria-label={t('field.openType')}
              allowClear
              placeholder={t('openType.none')}
              options={(['url', 'component'] as const).map((value) => ({ value, label: t(`openType.${value}`) }))}
            />
          </Form.Item>
        </Col>
        {openType && (
          <Col span={16}>
            <Form.Item
              name="openPage"
              label={t('field.openPage')}
              tooltip={t(`form.openPageHint.${openType}`)}
              rules={[{ required: true, whitespace: true, message: t('form.openPageRequired') }]}
            >
              <Input aria-label={t('field.openPage')} maxLength={255} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Form.Item name="msgContent" label={t('field.msgContent')}>
        <RichTextEditor aria-label={t('field.msgContent')} />
      </Form.Item>
    </FormModal>
  );
}
