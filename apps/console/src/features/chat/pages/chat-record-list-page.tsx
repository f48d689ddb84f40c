import { DislikeFilled, LikeFilled } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Segmented, Select, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chatRecordExportXls,
  chatRecordList,
  chatRecordMessageList,
  type ChatRecord,
  type ChatRecordMessage,
} from '@cropwatch/contract';
import { usePermission } from '../../../components/authorized/use-permission';
import type { ListColumns } from '../../../components/list-page/fit-column';
import { fieldsOf, ListPage } from '../../../components/list-page/list-page';
import { useListPage } from '../../../components/list-page/use-list-page';
import { useChatApps } from '../api/list-chat-apps';
import { ChatRecordDetail } from '../components/admin/chat-record-detail';
import '../components/chat.css';

/** Seeded on the chat-record menu (the server answers 510 without it). */
export const CHAT_RECORD_PREFIX = 'chat:record:';

type Rating = 'up,down' | 'up' | 'down';

/** Every user's conversations: filters by user, app and date; a conversation opens in the detail modal. */
function SessionsTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat-admin');
  const { excluded } = usePermission();
  const canExport = !excluded(CHAT_RECORD_PREFIX).includes('export');
  const apps = useChatApps();
  const columns: ListColumns<ChatRecord> = [
    { title: t('record.title'), dataIndex: 'title', ellipsis: true, width: 260 },
    { title: t('record.username'), dataIndex: 'username', width: 120 },
    { title: t('record.realname'), dataIndex: 'realname', optional: true },
    { title: t('record.app'), dataIndex: 'appName', width: 160 },
    { title: t('record.messageCount'), dataIndex: 'messageCount', sorter: true, width: 100 },
    {
      title: t('record.feedback'),
      key: 'feedback',
      width: 110,
      render: (_: unknown, row) => (
        <span>
          <LikeFilled /> {row.upCount} <DislikeFilled /> {row.downCount}
        </span>
      ),
    },
    { title: t('record.createTime'), dataIndex: 'createTime', sorter: true, optional: true },
    { title: t('record.lastMessageTime'), dataIndex: 'lastMessageTime', sorter: true, width: 170 },
  ];
  const list = useListPage<ChatRecord>({
    url: { list: chatRecordList, ...(canExport ? { exportXls: chatRecordExportXls } : {}) },
    queryKey: ['chat', 'records', 'list'],
    fields: fieldsOf(columns).filter((f) => f !== 'username' && f !== 'realname'),
    defaultSorters: [{ field: 'lastMessageTime', order: 'desc' }],
    exportFileName: t('record.exportName'),
  });
  return (
    <ListPage
      list={list}
      columns={columns}
      searchOperators={{ title: 'contains', createTime: 'between' }}
      searchFields={
        <>
          <Form.Item name="username" label={t('record.username')}>
            <Input allowClear style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="appId" label={t('record.app')}>
            <Select
              allowClear
              style={{ width: 180 }}
              loading={apps.isPending}
              options={(apps.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
          <Form.Item name="title" label={t('record.title')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="createTime" label={t('record.createTime')}>
            <DatePicker.RangePicker />
          </Form.Item>
        </>
      }
      rowActions={(row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.id)}>
          {t('record.view')}
        </Button>
      )}
      selectable={canExport}
      scroll={{ x: 1200 }}
    />
  );
}

/** Answers that got a thumb up or down, newest first, with the comment given. */
function FeedbackTab({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat-admin');
  const [rating, setRating] = useState<Rating>('up,down');
  const baseParams = useMemo(() => ({ feedback: rating }), [rating]);
  const columns: ColumnsType<ChatRecordMessage> = [
    {
      title: t('record.feedback'),
      dataIndex: 'feedback',
      width: 90,
      render: (f: string | null) =>
        f === 'up' ? (
          <LikeFilled aria-label={t('feedback.up')} />
        ) : f === 'down' ? (
          <DislikeFilled aria-label={t('feedback.down')} />
        ) : null,
    },
    { title: t('record.answer'), dataIndex: 'content', ellipsis: true },
    { title: t('record.comment'), dataIndex: 'feedbackComment', ellipsis: true, width: 220 },
    { title: t('record.title'), dataIndex: 'sessionTitle', ellipsis: true, width: 200 },
    { title: t('record.username'), dataIndex: 'username', width: 120 },
    { title: t('record.createTime'), dataIndex: 'createTime', sorter: true, width: 170 },
  ];
  const list = useListPage<ChatRecordMessage>({
    url: { list: chatRecordMessageList },
    queryKey: ['chat', 'records', 'feedback'],
    baseParams,
    defaultSorters: [{ field: 'createTime', order: 'desc' }],
  });
  return (
    <ListPage
      list={list}
      columns={columns}
      selectable={false}
      toolbarExtra={
        <Segmented<Rating>
          aria-label={t('record.feedback')}
          value={rating}
          onChange={setRating}
          options={[
            { value: 'up,down', label: t('feedback.all') },
            { value: 'up', label: t('feedback.up') },
            { value: 'down', label: t('feedback.down') },
          ]}
        />
      }
      rowActions={(row) => (
        <Button type="link" size="small" onClick={() => onOpen(row.sessionId)}>
          {t('record.view')}
        </Button>
      )}
      scroll={{ x: 1100 }}
    />
  );
}

/** Chat modules → chat records (`chat/ChatRecordList`), for admins. */
export function ChatRecordListPage() {
  const { t } = useTranslation('chat-admin');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <Tabs
        items={[
          { key: 'sessions', label: t('record.sessionsTab'), children: <SessionsTab onOpen={setOpenId} /> },
          { key: 'feedback', label: t('record.feedbackTab'), children: <FeedbackTab onOpen={setOpenId} /> },
        ]}
      />
      <ChatRecordDetail id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

export default ChatRecordListPage;
