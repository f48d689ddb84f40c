import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysCheckRule } from '@cropwatch/contract';
import { duplicateCheckRule } from '../../../lib/validators';
import { useAddCheckRule } from '../api/add-check-rule';
import { useEditCheckRule } from '../api/edit-check-rule';
import { RuleEditor } from './rule-editor';
import { checkRuleFormValues, toCheckRuleBody, type CheckRuleFormValues } from './rule-json';

export interface CheckRuleFormModalProps {
  open: boolean;
  /** The edited rule; `null` adds one. */
  record: SysCheckRule | null;
  onClose: () => void;
}

/** Add or edit a check rule: name, unique code, description and the ordered rule list. */
export function CheckRuleFormModal({ open, record, onClose }: CheckRuleFormModalProps) {
  const { t } = useTranslation('checkRule');
  const [form] = Form.useForm<CheckRuleFormValues>();
  const add = useAddCheckRule();
  const edit = useEditCheckRule();

  useEffect(() => {
    if (open) form.setFieldsValue(checkRuleFormValues(record));
  }, [open, record, form]);

  const submit = (values: CheckRuleFormValues) => {
    const body = toCheckRuleBody(values);
    const done = { onSuccess: onClose };
    if (record) edit.mutate({ ...body, id: record.id }, done);
    else add.mutate(body, done);
  };

  return (
    <Modal
      open={open}
      title={record ? t('form.editTitle') : t('form.addTitle')}
      width={900}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={add.isPending || edit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} name="check-rule-form">
        <Form.Item
          name="ruleName"
          label={t('fields.ruleName')}
          rules={[{ required: true, whitespace: true, message: t('form.ruleNameRequired') }, { max: 100 }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="ruleCode"
          label={t('fields.ruleCode')}
          validateTrigger="onBlur"
          rules={[
            { required: true, whitespace: true, message: t('form.ruleCodeRequired') },
            { pattern: /^[A-Za-z0-9_-]+$/, message: t('form.ruleCodeInvalid') },
            { max: 100 },
            duplicateCheckRule({ tableName: 'sys_check_rule', fieldName: 'rule_code', dataId: record?.id }),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="ruleDescription" label={t('fields.ruleDescription')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item label={t('fields.ruleJson')} required>
          <RuleEditor />
        </Form.Item>
      </Form>
    </Modal>
  );
}
