import { Button, Form, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chatAbbreviationDelete,
  chatAbbreviationDeleteBatch,
  chatAbbreviationList,
  type ChatAbbreviation,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { abbreviationsKey } from '../api/list-abbreviations';
import { AbbreviationFormModal } from '../components/admin/abbreviation-form-modal';

/** Seeded on the abbreviation menu: add, edit and delete (the server answers 510 without it). */
export const CHAT_ABBREVIATION_EDIT_PREFIX = 'chat:abbreviation:';

/** Chat modules → noun abbreviations (`chat/NounAbbreviationList`): what the assistant expands and the chat explains. */
export function NounAbbreviationListPage() {
  const { t } = useTranslation('chat-admin');
  const { excluded } = usePermission();
  // A type-1 button (show/hide): the authPre helper of spec §6 says which codes this user lacks.
  const canEdit = !excluded(CHAT_ABBREVIATION_EDIT_PREFIX).includes('edit');
  const [target, setTarget] = useState<ChatAbbreviation | 'new' | null>(null);

  const columns: ColumnsType<ChatAbbreviation> = [
    { title: t('abbr.abbr'), dataIndex: 'abbr', sorter: true, width: 120 },
    { title: t('abbr.fullZh'), dataIndex: 'fullZh' },
    { title: t('abbr.fullEn'), dataIndex: 'fullEn' },
    { title: t('abbr.category'), dataIndex: 'category', sorter: true, width: 140 },
    { title: t('abbr.sortNo'), dataIndex: 'sortNo', sorter: true, width: 100 },
  ];

  const list = useListPage<ChatAbbreviation>({
    url: {
      list: chatAbbreviationList,
      ...(canEdit ? { delete: chatAbbreviationDelete, deleteBatch: chatAbbreviationDeleteBatch } : {}),
    },
    queryKey: [...abbreviationsKey, 'admin'],
    fields: fieldsOf(columns),
    defaultSorters: [{ field: 'sortNo', order: 'asc' }],
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ abbr: 'contains', fullZh: 'contains', fullEn: 'contains' }}
        searchFields={
          <>
            <Form.Item name="abbr" label={t('abbr.abbr')}>
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="fullZh" label={t('abbr.fullZh')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="category" label={t('abbr.category')}>
              <Input allowClear style={{ width: 140 }} />
            </Form.Item>
          </>
        }
        superQueryFields={[
          { field: 'abbr', title: t('abbr.abbr'), type: 'string' },
          { field: 'fullEn', title: t('abbr.fullEn'), type: 'string' },
          { field: 'category', title: t('abbr.category'), type: 'string' },
          { field: 'sortNo', title: t('abbr.sortNo'), type: 'int' },
        ]}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        rowActions={(row) =>
          canEdit && (
            <Button type="link" size="small" onClick={() => setTarget(row)}>
              {t('common.edit')}
            </Button>
          )
        }
        scroll={{ x: 900 }}
      />
      <AbbreviationFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}

export default NounAbbreviationListPage;
