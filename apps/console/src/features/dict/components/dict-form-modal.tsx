import { Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysDict } from '@cropwatch/contract';
import { duplicateCheckRule } from '../../../lib/validators';
import { useAddDict } from '../api/add-dict';
import { useEditDict } from '../api/edit-dict';
import { dictFormValues, toDictBody, type DictFormValues } from './dict-form';

export interface DictFormModalProps {
  open: boolean;
  /** The edited dictionary; `null` adds one. */
  record: SysDict | null;
  onClose: () => void;
}

/** Add or edit a dictionary (Vue2 `DictModal`): the code must be unique (`/sys/duplicate/check`). */
export function DictFormModal({ open, record, onClose }: DictFormModalProps) {
  const { t } = useTranslation('dict');
  const [form] = Form.useForm<DictFormValues>();
  const add = useAddDict();
  const edit = useEditDict();
  const saving = add.isPending || edit.isPending;

  useEffect(() => {
    if (open) form.setFieldsValue(dictFormValues(record));
  }, [open, record, form]);

  const submit = (values: DictFormValues) => {
    const done = { onSuccess: onClose };
    if (record) edit.mutate(toDictBody(values, record.id), done);
    else add.mutate(toDictBody(values), done);
  };

  return (
    <Modal
      open={open}
      title={record ? t('form.editTitle') : t('form.addTitle')}
      width={800}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onFinish={submit} name="dict-form">
        <Form.Item
          name="dictName"
          label={t('fields.dictName')}
          rules={[{ required: true, whitespace: true, message: t('form.dictNameRequired') }, { max: 100 }]}
        >
          <Input placeholder={t('form.dictNamePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="dictCode"
          label={t('fields.dictCode')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('codeRequired') },
            { pattern: /^[A-Za-z0-9_.-]+$/, message: t('form.dictCodeInvalid') },
            { max: 100 },
            duplicateCheckRule({ tableName: 'sys_dict', fieldName: 'dict_code', dataId: record?.id }),
          ]}
        >
          <Input placeholder={t('form.dictCodePlaceholder')} />
        </Form.Item>
        <Form.Item name="type" label={t('fields.type')}>
          <Radio.Group
            options={[
              { value: 0, label: t('type.string') },
              { value: 1, label: t('type.number') },
            ]}
          />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={[{ max: 255 }]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
