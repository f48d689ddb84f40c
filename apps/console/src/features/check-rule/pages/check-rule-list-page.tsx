import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SysCheckRule } from '@cropwatch/contract';
import { checkRuleDelete, checkRuleDeleteBatch, checkRuleList } from '@cropwatch/contract';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { checkRuleKeys } from '../api/keys';
import { CheckRuleFormModal } from '../components/check-rule-form-modal';
import { CheckRuleTestModal } from '../components/check-rule-test-modal';

/** `system/SysCheckRuleList` (contract §8.3): coding rules that forms check values against. */
export default function CheckRuleListPage() {
  const { t } = useTranslation('checkRule');
  const [form, setForm] = useState<{ record: SysCheckRule | null } | null>(null);
  const [testing, setTesting] = useState<SysCheckRule | null>(null);

  const columns: ColumnsType<SysCheckRule> = [
    { title: t('fields.ruleName'), dataIndex: 'ruleName', sorter: true },
    { title: t('fields.ruleCode'), dataIndex: 'ruleCode', sorter: true },
    { title: t('fields.ruleDescription'), dataIndex: 'ruleDescription', ellipsis: true },
    { title: t('fields.createTime'), dataIndex: 'createTime', width: 180, sorter: true },
  ];
  const list = useListPage<SysCheckRule>({
    url: { list: checkRuleList, delete: checkRuleDelete, deleteBatch: checkRuleDeleteBatch },
    queryKey: checkRuleKeys.list,
    fields: fieldsOf(columns),
  });

  return (
    <>
      <ListPage<SysCheckRule>
        list={list}
        columns={columns}
        searchOperators={{ ruleName: 'contains', ruleCode: 'contains' }}
        searchFields={
          <>
            <Form.Item name="ruleName" label={t('fields.ruleName')}>
              <Input allowClear placeholder={t('search.ruleName')} />
            </Form.Item>
            <Form.Item name="ruleCode" label={t('fields.ruleCode')}>
              <Input allowClear placeholder={t('search.ruleCode')} />
            </Form.Item>
          </>
        }
        onAdd={() => setForm({ record: null })}
        actionColumnWidth={180}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setForm({ record: row })}>
              {t('actions.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => setTesting(row)}>
              {t('actions.test')}
            </Button>
          </>
        )}
      />
      <CheckRuleFormModal open={form !== null} record={form?.record ?? null} onClose={() => setForm(null)} />
      <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
