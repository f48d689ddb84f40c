import {
  CopyOutlined,
  DislikeFilled,
  FileAddOutlined,
  DislikeOutlined,
  InfoCircleOutlined,
  EditOutlined,
  LeftOutlined,
  LikeFilled,
  LikeOutlined,
  PauseCircleOutlined,
  RightOutlined,
  RobotOutlined,
  SoundOutlined,
  SyncOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Avatar, Button, Collapse, Image, Input, Space, Tag, Tooltip } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFeedback, ChatMessage, ChatSource, ChatToolCall } from '@cropwatch/contract';
import { runtimeConfig } from '../../../lib/config';
import { feedback as toast } from '../../../lib/feedback';
import { copyText } from '../lib/copy-text';
import type { PathEntry } from '../lib/message-tree';
import { isSpeechAvailable, speak, stopSpeaking } from '../lib/speech';
import { AnswerParts } from './answer-parts';
import { MarkdownView } from './markdown-view';

/** Stored upload paths are served by `/sys/common/static/<path>` (contract `chat/session.ts`). */
export function imageUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${runtimeConfig.apiBaseUrl.replace(/\/+$/, '')}/sys/common/static/${path.replace(/^\/+/, '')}`;
}

export interface MessageActions {
  onRegenerate: (questionId: string) => void;
  onEditResend: (question: ChatMessage, content: string) => void;
  onFeedback: (message: ChatMessage, value: ChatFeedback | null) => void;
  onSelectSibling: (parentId: string | null, id: string) => void;
  onStop: (messageId: string) => void;
  /** Opens the rows a cited source names (side panel); without it sources are plain text. */
  onOpenSource?: (source: ChatSource) => void;
  /** Takes a finished answer into a bulletin item; absent without the `chat:answer:toBulletin` button. */
  onToBulletin?: (message: ChatMessage) => void;
  /** Title of the conversation, for the names of downloaded files. */
  sessionTitle?: string;
}

interface Props extends MessageActions {
  entry: PathEntry;
  /** An answer is running in this session: no regenerate/edit until it ends. */
  busy: boolean;
  /** While the answer waits for a busy local model: its place in the queue. */
  queuePosition?: number;
}

function VersionSwitch({ entry, onSelect }: { entry: PathEntry; onSelect: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const { siblings, index } = entry;
  if (siblings.length < 2) return null;
  return (
    <span className="cw-chat-versions">
      <Button
        size="small"
        type="text"
        icon={<LeftOutlined />}
        aria-label={t('message.previous')}
        disabled={index === 0}
        onClick={() => onSelect(siblings[index - 1])}
      />
      <span>{t('message.version', { index: index + 1, total: siblings.length })}</span>
      <Button
        size="small"
        type="text"
        icon={<RightOutlined />}
        aria-label={t('message.next')}
        disabled={index === siblings.length - 1}
        onClick={() => onSelect(siblings[index + 1])}
      />
    </span>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('chat');
  return (
    <Tooltip title={t('message.copy')}>
      <Button
        size="small"
        type="text"
        icon={<CopyOutlined />}
        aria-label={t('message.copy')}
        onClick={() =>
          void copyText(text).then((ok) =>
            ok ? toast.message.success(t('message.copied')) : toast.message.error(t('message.copyFailed')),
          )
        }
      />
    </Tooltip>
  );
}

function ReadAloudButton({ text }: { text: string }) {
  const { t, i18n } = useTranslation('chat');
  const [speaking, setSpeaking] = useState(false);
  if (!isSpeechAvailable()) return null;
  const label = speaking ? t('message.stopReading') : t('message.readAloud');
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        aria-label={label}
        icon={speaking ? <PauseCircleOutlined /> : <SoundOutlined />}
        onClick={() => {
          if (speaking) {
            stopSpeaking();
            setSpeaking(false);
          } else {
            setSpeaking(true);
            speak(text, i18n.language, () => setSpeaking(false));
          }
        }}
      />
    </Tooltip>
  );
}

function UserMessage({ entry, busy, onEditResend, onSelectSibling }: Props) {
  const { t } = useTranslation('chat');
  const { message } = entry;
  const [editing, setEditing] = useState<string | null>(null);
  const local = message.id.startsWith('local-');
  return (
    <div className="cw-chat-msg cw-chat-msg-user" data-testid="chat-message-user">
      <div className="cw-chat-msg-body">
        {message.images.length > 0 && (
          <Image.PreviewGroup>
            <div className="cw-chat-msg-images">
              {message.images.map((path) => (
                <Image key={path} src={imageUrl(path)} alt={t('image.preview')} width={96} height={96} />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
        {editing === null ? (
          <div className="cw-chat-bubble">{message.content}</div>
        ) : (
          <div className="cw-chat-edit">
            <Input.TextArea
              value={editing}
              autoSize={{ minRows: 2, maxRows: 10 }}
              aria-label={t('message.edit')}
              onChange={(e) => setEditing(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  setEditing(null);
                }
              }}
            />
            <Space>
              <Button size="small" onClick={() => setEditing(null)}>
                {t('message.editCancel')}
              </Button>
              <Button
                size="small"
                type="primary"
                disabled={!editing.trim() || busy}
                onClick={() => {
                  onEditResend(message, editing.trim());
                  setEditing(null);
                }}
              >
                {t('message.editSend')}
              </Button>
            </Space>
          </div>
        )}
        <div className="cw-chat-actions">
          <VersionSwitch entry={entry} onSelect={(id) => onSelectSibling(message.parentId, id)} />
          {editing === null && !local && (
            <>
              <CopyButton text={message.content} />
              <Tooltip title={t('message.edit')}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('message.edit')}
                  disabled={busy}
                  onClick={() => setEditing(message.content)}
                />
              </Tooltip>
            </>
          )}
        </div>
      </div>
      <Avatar className="cw-chat-avatar" icon={<UserOutlined />} />
    </div>
  );
}

/** Longest result shown for one tool call (the stored result is whole). */
const TOOL_RESULT_CHARS = 4000;

function toolJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? '';
  return text.length > TOOL_RESULT_CHARS ? `${text.slice(0, TOOL_RESULT_CHARS)}\n…` : text;
}

function toolArgs(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}

/** What the model looked up and what came back, collapsed under the answer (issue #33). */
function ToolCallsPanel({ calls }: { calls: ChatToolCall[] }) {
  const { t } = useTranslation('chat');
  return (
    <div className="cw-chat-tools" data-testid="chat-tool-calls">
      <Collapse
        size="small"
        ghost
        items={[
          {
            key: 'tools',
            label: t('message.toolCalls', { count: calls.length }),
            children: (
              <ol className="cw-chat-tool-list">
                {calls.map((c) => (
                  <li key={c.id}>
                    <div>
                      <code>{c.name}</code>
                      {c.error && (
                        <Tag color="error" className="cw-chat-tool-error">
                          {t('message.toolError')}
                        </Tag>
                      )}
                    </div>
                    <div className="cw-chat-muted">{t('message.toolArguments')}</div>
                    <pre className="cw-chat-tool-json">{toolArgs(c.arguments)}</pre>
                    <div className="cw-chat-muted">{c.error ? t('message.toolError') : t('message.toolResult')}</div>
                    <pre className="cw-chat-tool-json">{c.error ?? toolJson(c.result)}</pre>
                  </li>
                ))}
              </ol>
            ),
          },
        ]}
      />
    </div>
  );
}

function AssistantMessage({
  entry,
  busy,
  queuePosition,
  onRegenerate,
  onFeedback,
  onSelectSibling,
  onStop,
  onOpenSource,
  onToBulletin,
  sessionTitle,
}: Props) {
  const { t } = useTranslation('chat');
  const { message } = entry;
  const streaming = message.status === 'streaming';
  return (
    <div
      className="cw-chat-msg cw-chat-msg-assistant"
      data-testid="chat-message-assistant"
      data-status={message.status}
    >
      <Avatar className="cw-chat-avatar cw-chat-avatar-bot" icon={<RobotOutlined />} />
      <div className="cw-chat-msg-body">
        <div className="cw-chat-answer" aria-busy={streaming}>
          {message.content ? (
            <MarkdownView content={message.content} />
          ) : streaming ? (
            <span className="cw-chat-thinking">
              {queuePosition ? t('message.queued', { position: queuePosition }) : t('message.thinking')}
            </span>
          ) : (
            <span className="cw-chat-muted">{t('message.empty')}</span>
          )}
          {streaming && message.content && <span className="cw-chat-cursor" aria-hidden />}
        </div>
        {message.toolCalls && message.toolCalls.length > 0 && <ToolCallsPanel calls={message.toolCalls} />}
        {message.droppedTurns !== undefined && message.droppedTurns > 0 && (
          <div className="cw-chat-muted cw-chat-dropped-turns" data-testid="chat-dropped-turns">
            <InfoCircleOutlined aria-hidden /> {t('message.droppedTurns', { count: message.droppedTurns })}
          </div>
        )}
        {!streaming && message.figuresChecked !== null && message.figuresChecked > 0 && (
          <Tooltip title={t('message.figuresHint')}>
            <Tag
              className="cw-chat-status"
              color={message.figuresFailed ? 'warning' : 'success'}
              data-testid="chat-figures"
            >
              {message.figuresFailed
                ? t('message.figuresFailed', { checked: message.figuresChecked, failed: message.figuresFailed })
                : t('message.figuresOk', { checked: message.figuresChecked })}
            </Tag>
          </Tooltip>
        )}
        {message.status === 'stopped' && (
          <Tag className="cw-chat-status" color="default">
            {t('message.stopped')}
          </Tag>
        )}
        {message.status === 'failed' && (
          <Alert
            className="cw-chat-status"
            type="error"
            showIcon
            title={message.errorMessage ? `${t('message.failed')}: ${message.errorMessage}` : t('message.failed')}
          />
        )}
        {message.sources.length > 0 && (
          <div className="cw-chat-sources" data-testid="chat-sources">
            <div className="cw-chat-sources-title">{t('message.sources')}</div>
            <ol>
              {message.sources.map((s) => (
                <li key={s.id}>
                  {onOpenSource && !s.id.startsWith('image:') ? (
                    <Button
                      type="link"
                      size="small"
                      className="cw-chat-source-title cw-chat-source-link"
                      onClick={() => onOpenSource(s)}
                    >
                      {s.title}
                    </Button>
                  ) : (
                    <span className="cw-chat-source-title">{s.title}</span>
                  )}
                  {s.source && <span className="cw-chat-muted"> — {s.source}</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
        <AnswerParts message={message} sessionTitle={sessionTitle ?? ''} />
        <div className="cw-chat-actions">
          <VersionSwitch entry={entry} onSelect={(id) => onSelectSibling(message.parentId, id)} />
          {streaming ? (
            !busy && (
              <Button size="small" type="text" onClick={() => onStop(message.id)}>
                {t('composer.stop')}
              </Button>
            )
          ) : (
            <>
              <CopyButton text={message.content} />
              {message.parentId && (
                <Tooltip title={t('message.regenerate')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<SyncOutlined />}
                    aria-label={t('message.regenerate')}
                    disabled={busy}
                    onClick={() => onRegenerate(message.parentId as string)}
                  />
                </Tooltip>
              )}
              <Tooltip title={t('message.like')}>
                <Button
                  size="small"
                  type="text"
                  aria-label={t('message.like')}
                  aria-pressed={message.feedback === 'up'}
                  icon={message.feedback === 'up' ? <LikeFilled /> : <LikeOutlined />}
                  onClick={() => onFeedback(message, message.feedback === 'up' ? null : 'up')}
                />
              </Tooltip>
              <Tooltip title={t('message.dislike')}>
                <Button
                  size="small"
                  type="text"
                  aria-label={t('message.dislike')}
                  aria-pressed={message.feedback === 'down'}
                  icon={message.feedback === 'down' ? <DislikeFilled /> : <DislikeOutlined />}
                  onClick={() => onFeedback(message, message.feedback === 'down' ? null : 'down')}
                />
              </Tooltip>
              <ReadAloudButton text={message.content} />
              {onToBulletin && message.status === 'done' && !message.id.startsWith('local-') && (
                <Tooltip title={t('answerOut.toBulletin')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<FileAddOutlined />}
                    aria-label={t('answerOut.toBulletin')}
                    onClick={() => onToBulletin(message)}
                  />
                </Tooltip>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export const MessageItem = memo(function MessageItem(props: Props) {
  return props.entry.message.role === 'user' ? <UserMessage {...props} /> : <AssistantMessage {...props} />;
});
