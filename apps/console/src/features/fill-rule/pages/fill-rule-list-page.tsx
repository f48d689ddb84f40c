import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FillRuleClass,
  fillRuleDelete,
  fillRuleDeleteBatch,
  fillRuleList,
  type SysFillRule,
} from '@cropwatch/contract';
import { useButtons } from '../../../components/authorized/use-buttons';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { fillRuleListKey } from '../api/fill-rule-api';
import { FillRuleModal } from '../components/fill-rule-modal';
import { FillRuleTestModal } from '../components/fill-rule-test-modal';

/** Prefix of the page's button rules (`system:fillRule:add|edit|delete`). */
const FILL_RULE_BUTTONS = 'system:fillRule:';

/** 编码规则 (`system/SysFillRuleList`): code generators forms call through `executeRuleByCode`. */
export default function FillRuleListPage() {
  const { t } = useTranslation('fillRule');
  const [editing, setEditing] = useState<SysFillRule | null | undefined>(undefined);
  const [testing, setTesting] = useState<SysFillRule | null>(null);
  const classLabel = useMemo(
    (): Record<string, string> => ({
      [FillRuleClass.orderNumber]: t('classOrderNumber'),
      [FillRuleClass.categoryCode]: t('classCategoryCode'),
    }),
    [t],
  );
  const columns: ColumnsType<SysFillRule> = useMemo(
    () => [
      { title: t('ruleName'), dataIndex: 'ruleName', sorter: true },
      { title: t('ruleCode'), dataIndex: 'ruleCode', sorter: true },
      { title: t('ruleClass'), dataIndex: 'ruleClass', render: (c: string) => classLabel[c] ?? c },
      { title: t('ruleParams'), dataIndex: 'ruleParams', ellipsis: true },
      { title: t('createTime'), dataIndex: 'createTime', width: 180, sorter: true },
    ],
    [t, classLabel],
  );
  const can = useButtons(FILL_RULE_BUTTONS);
  const list = useListPage<SysFillRule>({
    // Both deletes declare `system:fillRule:delete`: without it neither is offered.
    url: {
      list: fillRuleList,
      delete: fillRuleDelete,
      ...(can('delete') ? { deleteBatch: fillRuleDeleteBatch } : {}),
    },
    queryKey: fillRuleListKey,
    authPre: FILL_RULE_BUTTONS,
    fields: fieldsOf(columns),
  });
  return (
    <>
      <ListPage<SysFillRule>
        list={list}
        columns={columns}
        searchOperators={{ ruleName: 'contains', ruleCode: 'contains' }}
        searchFields={
          <>
            <Form.Item name="ruleName" label={t('ruleName')}>
              <Input allowClear aria-label={t('ruleName')} />
            </Form.Item>
            <Form.Item name="ruleCode" label={t('ruleCode')}>
              <Input allowClear aria-label={t('ruleCode')} />
            </Form.Item>
          </>
        }
        onAdd={() => setEditing(null)}
        actionColumnWidth={200}
        rowActions={(row) => (
          <>
            {can('edit') && (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t('edit')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setTesting(row)}>
              {t('test')}
            </Button>
          </>
        )}
      />
      {editing !== undefined && <FillRuleModal rule={editing} onClose={() => setEditing(undefined)} />}
      {testing && <FillRuleTestModal rule={testing} onClose={() => setTesting(null)} />}
    </>
  );
}
