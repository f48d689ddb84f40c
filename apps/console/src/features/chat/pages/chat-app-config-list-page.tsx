import { Button, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_PROVIDERS, chatAppDelete, chatAppDeleteBatch, chatAppList, type ChatApp } from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { chatAppsKey } from '../api/list-chat-apps';
import { useTestChatApp } from '../api/test-chat-app';
import { ChatAppFormModal } from '../components/admin/chat-app-form-modal';
import { ChatAppTestResultModal } from '../components/admin/chat-app-test-result';

/** Seeded on the app-config menu: add, edit and delete (the server answers 510 without it). */
export const CHAT_APP_EDIT_PREFIX = 'chat:app:';

/** Chat modules → app config (`chat/ChatAppConfigList`): which provider and model answer, and how they greet. */
export function ChatAppConfigListPage() {
  const { t } = useTranslation('chat-admin');
  const { excluded } = usePermission();
  // A type-1 button (show/hide): the authPre helper of spec §6 says which codes this user lacks.
  const canEdit = !excluded(CHAT_APP_EDIT_PREFIX).includes('edit');
  const [target, setTarget] = useState<ChatApp | 'new' | null>(null);
  const [tested, setTested] = useState<ChatApp | null>(null);
  const appTest = useTestChatApp();

  const columns: ColumnsType<ChatApp> = [
    {
      title: t('app.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string, row) => (
        <>
          {name} {row.isDefault === 1 && <Tag color="blue">{t('app.default')}</Tag>}
        </>
      ),
    },
    { title: t('app.provider'), dataIndex: 'provider', render: (p: string) => t(`provider.${p}`) },
    { title: t('app.model'), dataIndex: 'model' },
    {
      title: t('app.status'),
      dataIndex: 'status',
      render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{t(s === 1 ? 'status.on' : 'status.off')}</Tag>,
    },
    { title: t('app.sortNo'), dataIndex: 'sortNo', sorter: true },
    { title: t('common.updateTime'), dataIndex: 'updateTime', sorter: true },
  ];

  const list = useListPage<ChatApp>({
    url: {
      list: chatAppList,
      ...(canEdit ? { delete: chatAppDelete, deleteBatch: chatAppDeleteBatch } : {}),
    },
    queryKey: [...chatAppsKey, 'admin'],
    fields: fieldsOf(columns),
    defaultSorters: [{ field: 'sortNo', order: 'asc' }],
    // The default app answers new sessions: the server refuses to delete it, so it cannot be selected.
    isRowDisabled: (row) => row.isDefault === 1,
  });

  return (
    <>
      <ListPage
        list={list}
        columns={columns}
        searchOperators={{ name: 'contains' }}
        searchFields={
          <>
            <Form.Item name="name" label={t('app.name')}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="provider" label={t('app.provider')}>
              <Select
                allowClear
                style={{ width: 160 }}
                options={CHAT_PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) }))}
              />
            </Form.Item>
          </>
        }
        onAdd={canEdit ? () => setTarget('new') : undefined}
        rowActions={(row) =>
          canEdit && (
            <>
              <Button type="link" size="small" onClick={() => setTarget(row)}>
                {t('common.edit')}
              </Button>
              <Button
                type="link"
                size="small"
                onClick={() => {
                  setTested(row);
                  appTest.reset();
                  appTest.mutate(row.id);
                }}
              >
                {t('appTest.action')}
              </Button>
            </>
          )
        }
      />
      <ChatAppFormModal target={target} onClose={() => setTarget(null)} />
      <ChatAppTestResultModal
        appName={tested?.name ?? null}
        loading={appTest.isPending}
        result={appTest.data ?? null}
        onClose={() => setTested(null)}
      />
    </>
  );
}

export default ChatAppConfigListPage;
