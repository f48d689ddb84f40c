import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkFillRule, FillRuleClass, type SysFillRule } from '@cropwatch/contract';
import { CodeEditor } from '../../../components/code-editor';
import { FormModal } from '../../../components/form-modal/form-modal';
import { duplicateCheckRule } from '../../../lib/validators';
import { useSaveFillRule } from '../api/fill-rule-api';

interface FillRuleFormValues {
  ruleName: string;
  ruleCode: string;
  ruleClass: string;
  ruleParams?: string;
}

/** Parameters a new rule of each class starts with. */
export const DEFAULT_PARAMS: Record<string, string> = {
  [FillRuleClass.orderNumber]: '{\n  "prefix": "CN",\n  "dateFormat": "yyyyMMdd",\n  "digits": 4\n}',
  [FillRuleClass.categoryCode]: '{}',
};

/** Add or edit a fill rule: the generator class and its JSON parameters (checked as you save). */
export function FillRuleModal({ rule, onClose }: { rule: SysFillRule | null; onClose: () => void }) {
  const { t } = useTranslation('fillRule');
  const [form] = Form.useForm<FillRuleFormValues>();
  const save = useSaveFillRule();
  const onSave = (v: FillRuleFormValues) =>
    save.mutateAsync({ ...v, ruleParams: v.ruleParams ?? '', ...(rule ? { id: rule.id } : {}) });
  return (
    <FormModal<FillRuleFormValues>
      open
      title={rule ? t('editTitle') : t('addTitle')}
      name="fillRule"
      form={form}
      width={760}
      maskClosable={false}
      initialValues={
        rule
          ? { ...rule, ruleParams: rule.ruleParams ?? '' }
          : { ruleClass: FillRuleClass.orderNumber, ruleParams: DEFAULT_PARAMS[FillRuleClass.orderNumber] }
      }
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
      formProps={{
        onValuesChange: (changed: Partial<FillRuleFormValues>) => {
          if (changed.ruleClass) form.setFieldsValue({ ruleParams: DEFAULT_PARAMS[changed.ruleClass] });
        },
      }}
    >
      <Form.Item
        name="ruleName"
        label={t('ruleName')}
        rules={[{ required: true, whitespace: true, message: t('ruleNameRequired') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="ruleCode"
        label={t('ruleCode')}
        validateTrigger="onBlur"
        rules={[
          { required: true, whitespace: true, message: t('ruleCodeRequired') },
          { pattern: /^[A-Za-z0-9_-]+$/, message: t('ruleCodeInvalid') },
          duplicateCheckRule({ tableName: 'sys_fill_rule', fieldName: 'rule_code', dataId: rule?.id }),
        ]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="ruleClass" label={t('ruleClass')} rules={[{ required: true, message: t('ruleClassRequired') }]}>
        <Select
          aria-label={t('ruleClass')}
          options={[
            { value: FillRuleClass.orderNumber, label: t('classOrderNumber') },
            { value: FillRuleClass.categoryCode, label: t('classCategoryCode') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="ruleParams"
        label={t('ruleParams')}
        extra={t('ruleParamsHint')}
        dependencies={['ruleClass']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, text: string | undefined) => {
              const checked = checkFillRule(getFieldValue('ruleClass') as string, text);
              return checked.ok
                ? Promise.resolve()
                : Promise.reject(new Error(t('paramsInvalid', { detail: checked.message })));
            },
          }),
        ]}
      >
        <CodeEditor language="json" height={160} ariaLabel={t('ruleParams')} />
      </Form.Item>
    </FormModal>
  );
}
