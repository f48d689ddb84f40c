import {
  DeleteOutlined,
  EditOutlined,
  MessageOutlined,
  MoreOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Empty, Form, Input, Modal, Spin, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatSession } from '@cropwatch/contract';
import { feedback } from '../../../lib/feedback';
import { failureMessage } from '../../../lib/http';
import { useDeleteChatSession } from '../api/delete-chat-session';
import { useEditChatSession } from '../api/edit-chat-session';

interface Props {
  sessions: ChatSession[];
  loading: boolean;
  search: string;
  onSearch: (value: string) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  /** The selected session was deleted. */
  onDeleted: (id: string) => void;
}

const TITLE_MAX = 100;

/** Shows `yyyy-MM-dd HH:mm` of today as the time only. */
function shortTime(value: string | null): string {
  if (!value) return '';
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const ymd = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return value.startsWith(ymd) ? value.slice(11, 16) : value.slice(0, 10);
}

function RenameModal({ session, onClose }: { session: ChatSession; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const [form] = Form.useForm<{ title: string }>();
  const edit = useEditChatSession();
  const submit = async () => {
    const { title } = await form.validateFields();
    try {
      await edit.mutateAsync({ id: session.id, title: title.trim() });
      feedback.message.success(t('sessions.renamed'));
      onClose();
    } catch (error) {
      const text = failureMessage(error);
      if (text) feedback.message.error(text);
    }
  };
  return (
    <Modal
      open
      title={t('sessions.renameTitle')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={edit.isPending}
      destroyOnHidden
    >
      <Form form={form} initialValues={{ title: session.title }} onFinish={() => void submit()}>
        <Form.Item
          name="title"
          rules={[
            { required: true, whitespace: true, message: t('sessions.titleRequired') },
            { max: TITLE_MAX, message: t('sessions.titleTooLong') },
          ]}
        >
          <Input maxLength={TITLE_MAX} aria-label={t('sessions.renameTitle')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** New, search, rename and delete conversations (domain notes §2 "Must"). */
export function ConversationList({
  sessions,
  loading,
  search,
  onSearch,
  selectedId,
  onSelect,
  onNew,
  onDeleted,
}: Props) {
  const { t } = useTranslation('chat');
  const [renaming, setRenaming] = useState<ChatSession | null>(null);
  const remove = useDeleteChatSession();

  const confirmDelete = (session: ChatSession) =>
    feedback.modal.confirm({
      title: t('sessions.delete'),
      content: t('sessions.deleteConfirm', { title: session.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(session.id);
          feedback.message.success(t('sessions.deleted'));
          onDeleted(session.id);
        } catch (error) {
          const text = failureMessage(error);
          if (text) feedback.message.error(text);
        }
      },
    });

  return (
    <nav className="cw-chat-sessions" aria-label={t('sessions.label')}>
      <Button block type="primary" ghost icon={<PlusOutlined />} onClick={onNew}>
        {t('sessions.new')}
      </Button>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('sessions.search')}
        aria-label={t('sessions.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <div className="cw-chat-session-items">
        {loading && sessions.length === 0 ? (
          <Spin className="cw-chat-center" />
        ) : sessions.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={search.trim() ? t('sessions.noMatch') : t('sessions.empty')}
          />
        ) : (
          <ul>
            {sessions.map((s) => (
              <li
                key={s.id}
                className={s.id === selectedId ? 'cw-chat-session cw-chat-session-active' : 'cw-chat-session'}
              >
                <button
                  type="button"
                  className="cw-chat-session-main"
                  aria-current={s.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(s.id)}
                >
                  <MessageOutlined className="cw-chat-muted" />
                  <span className="cw-chat-session-title" title={s.title}>
                    {s.title || t('sessions.untitled')}
                  </span>
                  <span className="cw-chat-session-time">{shortTime(s.lastMessageTime ?? s.createTime)}</span>
                </button>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'rename', icon: <EditOutlined />, label: t('sessions.rename') },
                      { key: 'delete', icon: <DeleteOutlined />, label: t('sessions.delete'), danger: true },
                    ],
                    onClick: ({ key }) => (key === 'rename' ? setRenaming(s) : confirmDelete(s)),
                  }}
                >
                  <Tooltip title={t('sessions.actions')} mouseEnterDelay={0.6}>
                    <Button
                      size="small"
                      type="text"
                      icon={<MoreOutlined />}
                      aria-label={`${t('sessions.actions')}: ${s.title}`}
                    />
                  </Tooltip>
                </Dropdown>
              </li>
            ))}
          </ul>
        )}
      </div>
      {renaming && <RenameModal session={renaming} onClose={() => setRenaming(null)} />}
    </nav>
  );
}
