import { DislikeFilled, LikeFilled } from '@ant-design/icons';
import { Alert, Descriptions, Empty, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@cropwatch/contract';
import { DetailModal } from '../../../../components/detail-modal/detail-modal';
import { useChatRecord } from '../../api/query-chat-record';
import { MarkdownView } from '../markdown-view';

/** One message as an admin reads it: who, when, status, the text, its sources and the feedback it got. */
function RecordMessage({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat-admin');
  return (
    <article className={`cw-chat-record-message cw-chat-record-${message.role}`} aria-label={t(`role.${message.role}`)}>
      <header>
        <Tag color={message.role === 'user' ? 'blue' : 'green'}>{t(`role.${message.role}`)}</Tag>
        <span className="cw-chat-muted">{message.createTime}</span>
        {message.status !== 'done' && <Tag color="orange">{t(`messageStatus.${message.status}`)}</Tag>}
        {message.model && <span className="cw-chat-muted">{message.model}</span>}
        {message.feedback === 'up' && <LikeFilled aria-label={t('feedback.up')} />}
        {message.feedback === 'down' && <DislikeFilled aria-label={t('feedback.down')} />}
      </header>
      <MarkdownView content={message.content} />
      {message.feedbackComment && <Alert type="warning" title={message.feedbackComment} />}
      {message.sources.length > 0 && (
        <ol className="cw-chat-muted">
          {message.sources.map((s) => (
            <li key={s.id}>
              {s.title} — {s.source}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** The whole conversation of any user, oldest first (every branch: admins see what was regenerated too). */
export function ChatRecordDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('chat-admin');
  const record = useChatRecord(id);
  const data = record.data;
  const main = record.isPending ? (
    <Spin />
  ) : !data ? (
    <Empty />
  ) : (
    <>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'title', label: t('record.title'), children: data.title },
          { key: 'user', label: t('record.user'), children: `${data.realname ?? ''} (${data.username ?? ''})` },
          { key: 'app', label: t('record.app'), children: data.appName },
          { key: 'created', label: t('record.createTime'), children: data.createTime },
          { key: 'last', label: t('record.lastMessageTime'), children: data.lastMessageTime },
          { key: 'rated', label: t('record.feedback'), children: `👍 ${data.upCount} · 👎 ${data.downCount}` },
        ]}
      />
      <div className="cw-chat-record-messages">
        {data.messages.map((m) => (
          <RecordMessage key={m.id} message={m} />
        ))}
      </div>
    </>
  );
  return <DetailModal open={id !== null} onClose={onClose} title={t('record.detailTitle')} main={main} />;
}
