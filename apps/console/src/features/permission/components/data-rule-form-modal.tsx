import { Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RULE_CONDITIONS, type DataRule } from '@cropwatch/contract';
import { FormModal } from '../../../components/form-modal/form-modal';
import { useAddPermissionRule } from '../api/add-permission-rule';
import { useEditPermissionRule } from '../api/edit-permission-rule';

export interface DataRuleFormValues {
  ruleName: string;
  ruleColumn?: string;
  ruleConditions: (typeof RULE_CONDITIONS)[number];
  ruleValue: string;
  status: '0' | '1';
}

export interface DataRuleFormModalProps {
  permissionId: string;
  /** `null` closed, `'new'` to add, a rule to edit. */
  target: DataRule | 'new' | null;
  onClose: () => void;
}

const SQL_RULE = 'USE_SQL_RULES';

/** 数据规则 form (Vue2 `PermissionDataRuleModal`); a custom SQL rule needs no column. */
export function DataRuleFormModal({ permissionId, target, onClose }: DataRuleFormModalProps) {
  const { t } = useTranslation('permission');
  const [form] = Form.useForm<DataRuleFormValues>();
  const add = useAddPermissionRule();
  const edit = useEditPermissionRule();
  const conditions = Form.useWatch('ruleConditions', form);

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (target !== 'new') {
      form.setFieldsValue({
        ruleName: target.ruleName,
        ruleColumn: target.ruleColumn ?? undefined,
        ruleConditions: target.ruleConditions as DataRuleFormValues['ruleConditions'],
        ruleValue: target.ruleValue,
        status: target.status === '0' ? '0' : '1',
      });
    }
  }, [target, form]);

  const save = async (values: DataRuleFormValues) => {
    const body = {
      permissionId,
      ruleName: values.ruleName.trim(),
      ruleColumn: values.ruleConditions === SQL_RULE ? null : values.ruleColumn?.trim() || null,
      ruleConditions: values.ruleConditions,
      ruleValue: values.ruleValue.trim(),
      status: values.status,
    };
    return target && target !== 'new'
      ? await edit.mutateAsync({ ...body, id: target.id })
      : await add.mutateAsync(body);
  };

  return (
    <FormModal<DataRuleFormValues>
      open={target !== null}
      title={t(target === 'new' ? 'rules.addTitle' : 'rules.editTitle')}
      name="data-rule-form"
      form={form}
      formProps={{ layout: 'horizontal', labelCol: { span: 6 }, wrapperCol: { span: 17 } }}
      initialValues={{ ruleConditions: '=', status: '1' }}
      keepMounted
      saving={add.isPending || edit.isPending}
      onSave={save}
      onClose={onClose}
    >
      <Form.Item
        name="ruleName"
        label={t('rules.ruleName')}
        rules={[
          { required: true, whitespace: true, message: t('rules.ruleNameRequired') },
          { max: 50, message: t('form.maxLength', { max: 50 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="ruleConditions" label={t('rules.ruleConditions')} rules={[{ required: true }]}>
        <Select
          aria-label={t('rules.ruleConditions')}
          options={RULE_CONDITIONS.map((value) => ({ value, label: t(`conditions.${value}`) }))}
        />
      </Form.Item>
      {conditions !== SQL_RULE && (
        <Form.Item
          name="ruleColumn"
          label={t('rules.ruleColumn')}
          rules={[
            { required: true, whitespace: true, message: t('rules.ruleColumnRequired') },
            { pattern: /^[A-Za-z_][A-Za-z0-9_]*$/, message: t('rules.ruleColumnPattern') },
            { max: 50, message: t('form.maxLength', { max: 50 }) },
          ]}
        >
          <Input placeholder="createBy" />
        </Form.Item>
      )}
      <Form.Item
        name="ruleValue"
        label={t('rules.ruleValue')}
        rules={[
          { required: true, whitespace: true, message: t('rules.ruleValueRequired') },
          { max: 300, message: t('form.maxLength', { max: 300 }) },
        ]}
        extra={t('rules.ruleValueHint')}
      >
        <Input />
      </Form.Item>
      <Form.Item name="status" label={t('fields.status')}>
        <Radio.Group
          options={[
            { value: '1', label: t('status.1') },
            { value: '0', label: t('status.0') },
          ]}
        />
      </Form.Item>
    </FormModal>
  );
}
