import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDictItem } from '@cropwatch/contract';
import { useAddDictItem } from '../api/add-dict-item';
import { dictItemValueRule } from '../api/dict-item-check';
import { useEditDictItem } from '../api/edit-dict-item';
import { dictItemFormValues, toDictItemBody, type DictItemFormValues } from './dict-form';

export interface DictItemFormModalProps {
  open: boolean;
  dictId: string;
  /** The edited item; `null` adds one. */
  record: SysDictItem | null;
  onClose: () => void;
}

/** Add or edit a dictionary item (Vue2 `DictItemModal`): text, value (unique in the dictionary), order, status. */
export function DictItemFormModal({ open, dictId, record, onClose }: DictItemFormModalProps) {
  const { t } = useTranslation('dict');
  const [form] = Form.useForm<DictItemFormValues>();
  const add = useAddDictItem();
  const edit = useEditDictItem();

  useEffect(() => {
    if (open) form.setFieldsValue(dictItemFormValues(record));
  }, [open, record, form]);

  const submit = (values: DictItemFormValues) => {
    const done = { onSuccess: onClose };
    if (record) edit.mutate(toDictItemBody(values, dictId, record.id), done);
    else add.mutate(toDictItemBody(values, dictId), done);
  };

  return (
    <Modal
      open={open}
      title={record ? t('items.editTitle') : t('items.addTitle')}
      width={800}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onFinish={submit} name="dict-item-form">
        <Form.Item
          name="itemText"
          label={t('fields.itemText')}
          rules={[{ required: true, whitespace: true, message: t('items.itemTextRequired') }, { max: 100 }]}
        >
          <Input placeholder={t('items.itemTextPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="itemValue"
          label={t('fields.itemValue')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('items.itemValueRequired') },
            { max: 100 },
            dictItemValueRule(dictId, record?.id),
          ]}
        >
          <Input placeholder={t('items.itemValuePlaceholder')} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={[{ max: 255 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('fields.sortOrder')} extra={t('items.sortOrderHint')}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t('fields.status')} valuePropName="checked">
          <Switch checkedChildren={t('status.enabled')} unCheckedChildren={t('status.disabled')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
