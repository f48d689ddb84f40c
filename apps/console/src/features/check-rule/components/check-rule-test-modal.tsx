import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysCheckRule } from '@cropwatch/contract';
import { checkRule } from '../../../lib/validators';

export interface CheckRuleTestModalProps {
  /** The rule to try; `null` closes the modal. */
  rule: SysCheckRule | null;
  onClose: () => void;
}

/**
 * Tries a value against a rule through `GET /sys/checkRule/checkByCode` — the same form rule the console's
 * forms use (Vue2 `validateCheckRule`), so the answer is the one a form would give.
 */
export function CheckRuleTestModal({ rule, onClose }: CheckRuleTestModalProps) {
  const { t } = useTranslation('checkRule');
  const [form] = Form.useForm<{ value: string }>();
  const [passed, setPassed] = useState<string | null>(null);

  return (
    <Modal
      open={rule !== null}
      title={t('test.title', { name: rule?.ruleName ?? '' })}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        setPassed(null);
      }}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        name="check-rule-test"
        onValuesChange={() => setPassed(null)}
        onFinish={({ value }) => setPassed(value)}
      >
        <Form.Item
          name="value"
          label={t('test.value')}
          validateTrigger={[]}
          rules={[{ required: true, message: t('test.valueRequired') }, ...(rule ? [checkRule(rule.ruleCode)] : [])]}
        >
          <Input.Search
            enterButton={t('test.run')}
            onSearch={() => form.submit()}
            placeholder={t('test.placeholder')}
          />
        </Form.Item>
      </Form>
      {passed !== null && <Alert type="success" showIcon title={t('test.passed', { value: passed })} />}
    </Modal>
  );
}
