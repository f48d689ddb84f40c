import { Alert, Button, Input, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FillRuleClass, type SysFillRule } from '@cropwatch/contract';
import { failureMessage } from '../../../lib/http';
import { executeFillRule } from '../api/fill-rule-api';

/**
 * 规则测试: asks the rule for codes exactly as a form does (`executeRuleByCode` with the form's values), so the
 * codes listed are the ones forms would get, one after the other.
 */
export function FillRuleTestModal({ rule, onClose }: { rule: SysFillRule; onClose: () => void }) {
  const { t } = useTranslation('fillRule');
  const [pid, setPid] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    setError(null);
    try {
      const code = await executeFillRule(rule.ruleCode, pid ? { pid } : {});
      setCodes((list) => [...list, code]);
    } catch (e) {
      setError(failureMessage(e) || t('testFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('testTitle', { name: rule.ruleName })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        {rule.ruleClass === FillRuleClass.categoryCode && (
          <Input
            value={pid}
            onChange={(e) => setPid(e.target.value)}
            placeholder={t('pidPlaceholder')}
            aria-label={t('pid')}
          />
        )}
        <Button type="primary" loading={busy} onClick={() => void generate()}>
          {t('generate')}
        </Button>
        {error && <Alert type="error" showIcon title={error} />}
        <List
          size="small"
          dataSource={codes}
          locale={{ emptyText: t('noCodes') }}
          renderItem={(code, i) => (
            <List.Item>
              <Typography.Text>{t('formNo', { n: i + 1 })}</Typography.Text>
              <Typography.Text code data-testid="generated-code">
                {code}
              </Typography.Text>
            </List.Item>
          )}
        />
      </Space>
    </Modal>
  );
}
